import type { RichText } from './rich-text';

/** A tab of running text: a heading, paragraphs and, where it helps, a short list. */
export type TextTab = {
  id: string;
  /** The tab's label. */
  label: string;
  /** The heading inside the panel. */
  title: string;
  paragraphs: readonly RichText[];
  points?: readonly RichText[];
};
