/** A tab of plain text: a heading, paragraphs and, where it helps, a short list. */
export type TextTab = {
  id: string;
  /** The tab's label. */
  label: string;
  /** The heading inside the panel. */
  title: string;
  paragraphs: readonly string[];
  points?: readonly string[];
};
