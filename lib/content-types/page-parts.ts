import {
  defineContentType,
  type ComponentDeclaration,
  type ContentTypeInput,
  type PublishedEntry,
  type ReadTools,
  type Sample,
  group,
  richText,
  rows,
  rowSchemaOf,
  text,
  type EntryOfFields,
  type Fields,
  factProblems,
  textBlocks,
  blocksShowable,
  lines,
  problemsOf,
  type Entry,
  type RuleContext,
  type RuleProblem,
} from '@/lib/kit';
import { type TextBlock } from '@/lib/rich-text';
import type { Route } from '@/lib/routes';

// The parts the pages' words are made of, shared by every page's entry in the CMS (./pages.ts): a page's opening words,
// a tab of running text, a section of a policy page, a card. Each is a component declared once; a page's reader turns
// its entry into what its components show, with the facts its words name already in place (lib/cms/content.ts).

export const INTRO = 'page.intro';
export const TAB = 'page.tab';
export const SECTION = 'page.section';
export const CARD = 'page.card';

const introFields = {
  eyebrow: text({
    label: 'Small heading',
    help: 'The few words above the title that say which page this is: "About us".',
    max: 60,
  }),
  title: text({ label: 'Title', help: "The page's one big heading, in the home's own words.", max: 120 }),
  lead: text({
    label: 'Opening words',
    help: 'A sentence or two under the title, also what search engines show of the page.',
    max: 400,
    lines: true,
  }),
};
const tabFields = {
  label: text({ label: 'Tab', help: 'The few words on the tab itself: "Our staff".', max: 40 }),
  title: text({ label: 'Heading', help: 'The heading inside the tab, over its text.', max: 120 }),
  text: richText({ label: 'Text', help: 'What the tab says: paragraphs, lists and links.' }),
};
const sectionFields = {
  title: text({ label: 'Heading', help: 'The heading of this part of the page.', max: 120 }),
  text: richText({ label: 'Text', help: 'What this part says: paragraphs, lists and links.' }),
};
const cardFields = {
  title: text({ label: 'Heading', help: "The card's heading, in a few words.", max: 60 }),
  text: text({ label: 'Text', help: 'What the card says, in a sentence or two.', max: 300, lines: true }),
};

const introRow = rowSchemaOf(introFields);
const tabRow = rowSchemaOf(tabFields);
const sectionRow = rowSchemaOf(sectionFields);
const cardRow = rowSchemaOf(cardFields);

/** The components the pages' entries use, by uid. */
export const PAGE_COMPONENTS: Record<string, ComponentDeclaration> = {
  [INTRO]: {
    collectionName: 'components_page_intros',
    displayName: 'Opening of a page',
    description: "A page's small heading, its title and its opening words.",
    fields: introFields,
    mainField: 'title',
  },
  [TAB]: {
    collectionName: 'components_page_tabs',
    displayName: 'Tab',
    description: 'A tab of running text: the words on the tab, its heading and its text.',
    fields: tabFields,
    mainField: 'label',
  },
  [SECTION]: {
    collectionName: 'components_page_sections',
    displayName: 'Part of a page',
    description: 'A part of a page: its heading and its text.',
    fields: sectionFields,
    mainField: 'title',
  },
  [CARD]: {
    collectionName: 'components_page_cards',
    displayName: 'Card',
    description: 'A card: a heading and a sentence or two.',
    fields: cardFields,
    mainField: 'title',
  },
};

/** The field of a page's opening words. */
export const introField = () =>
  group({
    label: 'Opening of the page',
    help: "The page's small heading, its title and its opening words.",
    component: INTRO,
  });

/** A field of tabs. */
export const tabsField = (help: string, count: { min: number; max: number }) =>
  rows({ label: 'Tabs', help, component: TAB, min: count.min, max: count.max, emptyMessage: 'add the tabs' });

/** A field of sections. */
export const sectionsField = (help: string) =>
  rows({ label: 'Parts of the page', help, component: SECTION, min: 1, emptyMessage: 'add a part' });

/** A field of cards. */
export const cardsField = (help: string, count: { min: number; max: number }) =>
  rows({
    label: 'Cards',
    help,
    component: CARD,
    min: count.min,
    max: count.max,
    emptyMessage: 'add the cards',
  });

/** The page's own id of a tab or section: its words, lower-case, joined by hyphens ("our-staff"). */
export const idOf = (words: string) =>
  words
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'part';

/**
 * What a page's rules are, from which of its fields hold words: every row checked, rich text with something to
 * show, and the facts named there ones the site knows (and the home's phone and e-mail written as facts, not out).
 */
export function pageRules(
  textFields: readonly string[],
  rowFields: Readonly<Record<string, 'intro' | 'tab' | 'section' | 'card'>>,
  richFields: readonly string[],
  extraFacts: Readonly<Record<string, readonly string[]>> = {},
) {
  const rowChecks = { intro: introRow, tab: tabRow, section: sectionRow, card: cardRow } as const;
  return (entry: Entry, _today: string, context?: RuleContext): RuleProblem[] => [
    ...Object.entries(rowFields).flatMap(([field, kind]) =>
      kind === 'intro'
        ? entry[field] == null
          ? []
          : problemsOf(rowChecks.intro, entry[field], [field])
        : lines(entry, field, rowChecks[kind]),
    ),
    ...blocksShowable(entry, richFields),
    ...factProblems(entry, textFields, context?.home ?? null, extraFacts),
  ];
}

type Warn = (line: string) => void;

/** A page's words as its components show them: its opening, its tabs, sections and cards. */
export function pageReader(published: PublishedEntry<Entry>, where: string, warn: Warn) {
  const { entry, malformed } = published;
  const blocksOf = (field: string, value: unknown): TextBlock[] => {
    const blocks = textBlocks(Array.isArray(value) ? value : [], `${where}.${field}`, warn);
    if (blocks.length === 0) throw malformed(field, 'nothing the site can show');
    return blocks;
  };
  return {
    intro(field = 'intro') {
      const parsed = introRow.safeParse(entry[field]);
      if (!parsed.success) throw malformed(field, parsed.error.issues[0]!.message);
      return parsed.data;
    },
    text(field: string) {
      return blocksOf(field, entry[field]);
    },
    words(field: string) {
      const value = entry[field];
      if (typeof value !== 'string' || !value.trim()) throw malformed(field, 'it is empty');
      return value.trim();
    },
    tabs(field = 'tabs') {
      return rowsOf(field, tabRow).map((tab) => ({
        id: idOf(tab.label),
        label: tab.label,
        title: tab.title,
        blocks: blocksOf(field, tab.text),
      }));
    },
    sections(field = 'sections') {
      return rowsOf(field, sectionRow).map((section) => ({
        id: idOf(section.title),
        title: section.title,
        blocks: blocksOf(field, section.text),
      }));
    },
    cards(field = 'cards') {
      return rowsOf(field, cardRow);
    },
  };
  function rowsOf<R>(
    field: string,
    check: { safeParse: (value: unknown) => { success: boolean; data?: R } },
  ) {
    const found: R[] = [];
    for (const [index, row] of ((entry[field] as unknown[] | null) ?? []).entries()) {
      const parsed = check.safeParse(row);
      if (parsed.success) found.push(parsed.data as R);
      else warn(`cms: ${where}: left out ${field} ${index + 1}, which the site cannot show`);
    }
    if (found.length === 0) throw malformed(field, 'none the site can show');
    return found;
  }
}

/** A page's entry, read for its page: published, with its words as its components show them. */
export async function readPage<T>({ entry, warn }: Pick<ReadTools<T>, 'entry' | 'warn'>, where: string) {
  const published = await entry();
  return { page: pageReader(published as unknown as PublishedEntry<Entry>, where, warn), published };
}

/** A page's opening words, for a sample. */
export const sampleIntro = (eyebrow: string, title: string, lead: string) => ({ eyebrow, title, lead });

/**
 * A page's entry: a single type with the pages' components, read for the build through `readPage` (which names it
 * `where` in warnings: "team page"), shown on `shownOn`, and new in the sample's `edition` (8 unless told), published on
 * upgrade with the words the site had in code, so that a database in use keeps its pages.
 */
export function pageEntry<F extends Fields, Value>({
  where,
  describe = `the ${where}'s words`,
  shownOn,
  read,
  sample,
  edition = 8,
  ...declaration
}: Pick<ContentTypeInput, 'collectionName' | 'info' | 'populate' | 'rules' | 'components'> & {
  fields: F;
  where: string;
  /** What was read, for the build's log: "the team page's words" unless told. */
  describe?: string;
  shownOn: Route;
  /** The page's words from its reader, and its published entry as the CMS gave it. */
  read: (page: ReturnType<typeof pageReader>, entry: EntryOfFields<F>) => Value;
  sample: Sample['entries'];
  edition?: number;
}) {
  return defineContentType<F, Value>({
    kind: 'singleType',
    components: PAGE_COMPONENTS,
    ...declaration,
    async read(tools) {
      const { page, published } = await readPage(tools, where);
      return read(page, published.entry);
    },
    describe: () => describe,
    pages: { shownOn: [shownOn] },
    sample: { edition, publishOnUpgrade: true, entries: sample },
  });
}
