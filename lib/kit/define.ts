import type { z } from 'zod';
import type { Route } from '@/lib/routes';
import type { CmsError } from './errors';
import type { Entry, RuleContext, RuleProblem } from './rules';
import {
  attributesOf,
  schemaOf,
  wordsOf,
  type Attributes,
  type EntryOfFields,
  type FieldWords,
  type Fields,
} from './fields';
import type { ContentClient, FileSource, MediaSource, SiteImage } from './types';

// What a content type is, declared once (lib/content-types/): its place in the CMS, its schema, the rules an editor's
// publish must pass, how the site reads it, the pages that show it and its sample. Everything that once kept a list of
// types is made from the declarations: the build's reader (content.ts), the CMS's content types, rules, preview and
// seed (declared.ts, bundled for the CMS by scripts/embedded-cms/site-rules.ts), the recorded CMS of the tests and the
// sitemap. This module is the declarations' door to the content layer: it imports nothing that needs a server, so
// that the CMS can load every declaration.

/** A Strapi component (a group of fields a content type repeats or nests), by its uid: "category.name". */
export type ComponentDeclaration = {
  /** Its database table. */
  collectionName: string;
  displayName: string;
  description: string;
  /** Its fields, each declared once (lib/kit/fields.ts). */
  fields: Fields;
  /** The field that names it where the admin lists it, when its first text field would not (or is private). */
  mainField?: string;
  /**
   * A row's name in the admin, for rows no field of theirs names ("Week 2, Tuesday"): the CMS keeps it in `mainField`,
   * read-only, at every save and start (cms/src/row-titles.js), and keeps the rows in `order`. Never read by the site.
   */
  kept?: {
    title: (row: Record<string, unknown>) => string | null;
    order?: (a: Record<string, unknown>, b: Record<string, unknown>) => number;
  };
};

/** A component as Strapi and the admin are given it: its attributes and each field's words, made from its fields. */
export type MadeComponent = ComponentDeclaration & {
  attributes: Attributes;
  words: Record<string, FieldWords>;
};

/** What to populate, as Strapi's REST API and document service both take it. */
export type Populate =
  readonly string[] | { readonly [field: string]: true | { populate: readonly string[] } };

/** An entry as the CMS's document service or REST API gives it: checked by the schema before it is trusted. */
export type { Entry };

/** Finds entries of a content type in the CMS itself (the CMS's document service), for the preview's page. */
export type FindEntries = (params: {
  status: 'draft' | 'published';
  sort?: readonly string[];
  fields?: string[];
  filters?: Record<string, unknown>;
}) => Promise<{ documentId: string }[]>;

/** A file of the sample, made by the CMS's seed (cms/scripts/sample-art.js) and uploaded to its media library. */
export type SampleFile = {
  $file: {
    name: string;
    /** What draws it: a gallery picture or a portrait (by index), or the sample contract. */
    art: 'gallery' | 'portrait' | 'contract' | 'logo';
    index?: number;
    /** The editors' words for it; a gallery picture's own description when left out. */
    alternativeText?: string;
    caption?: string;
  };
};

/** The day the seed runs, for samples dated from it. */
export type SeedDay = {
  /** YYYY-MM-DD in Kent, `days` after the day the seed runs (0: that day). */
  fromToday: (days: number) => string;
  /** How many gallery photos the seed makes (SEED_GALLERY_COUNT, else 32). */
  galleryCount: number;
};

/**
 * A content type's sample, which the CMS's seed makes: published on a new database, and a draft on one already in use
 * (a sample fee or rating published on a real home's site would be false; a draft makes the build say "publish it").
 */
export type Sample = {
  /**
   * The seed's edition that brought it: a database seeded by an older edition gets it, as drafts. A new content type
   * takes the next edition.
   */
  edition: number;
  /** A single type's entry, or a collection's entries; a file field holds a SampleFile. */
  entries: (day: SeedDay) => Entry | Entry[];
  /**
   * The field by which the seed knows which entries of a collection's sample are already there, and adds only the
   * missing ones. Without it, a collection gets its sample only while it has no entry at all, draft or published.
   */
  key?: string;
  /**
   * Published on a database in use too, not as a draft: the words the site had in its code before they were the
   * editors' (a page's copy, "The home"), so that every page says after the upgrade what it said before.
   */
  publishOnUpgrade?: boolean;
  /**
   * Fields added to a single type after it was first seeded, with the edition that added them: a database in use gets
   * the sample's words in each, in its draft and its published version, where it has none (a right the law gives,
   * which the page must state: Visiting's care supporter).
   */
  fills?: { edition: number; fields: readonly string[] };
};

/** A single type's entry as published, with its URL and a way to raise an error about one of its fields. */
export type PublishedEntry<T> = {
  entry: T;
  url: string;
  malformed: (field: string, detail: string) => CmsError;
};

/** What a declaration's reader is given: its own type's entries, and the site's other sources. */
export type ReadTools<T> = {
  /**
   * A collection's published entries in the declared order, each checked by the schema; one that fails is left out
   * with a warning naming it. A collection the CMS does not have reads as none, with a warning, when it is `optional`.
   * @throws {CmsError} when the CMS cannot be read.
   */
  entries: () => Promise<T[]>;
  /**
   * A single type's published entry, checked by the schema as a whole.
   * @throws {CmsError} when the CMS cannot be read, it fails the schema, or it is not published (saying to publish it).
   */
  entry: () => Promise<PublishedEntry<T>>;
  /** The same, or null when it is not published: for a single type the site shows only when there is one. */
  entryIfPublished: () => Promise<PublishedEntry<T> | null>;
  client: ContentClient;
  /** Where the CMS's relative media URLs live. */
  mediaOrigin: string;
  /** Makes a CMS image the site's own (the image pipeline). */
  prepare: (
    source: MediaSource,
  ) => Promise<{ image: SiteImage; problem?: never } | { image: null; problem: string }>;
  /**
   * Publishes a PDF of the editors' under media/ with a hash of its bytes in its name (`stem`-hash.pdf).
   * @returns its address on the site.
   * @throws {CmsError} when it cannot be fetched or is not a PDF.
   */
  keepPdf: (file: FileSource, stem: string, what: string) => Promise<string>;
  /** The image pipeline's folder, where the build also keeps what the regulators said. */
  cacheDir: string;
  /** Where a skipped entry or a fault that does not stop the build is said. */
  warn: (line: string) => void;
  /**
   * Something the editors still have to do that does not stop the build (photos that do not yet say who they show):
   * said in the build's log, as a warning is, and in the preview's band, where they work.
   */
  notice: (line: string) => void;
  /** Today in Kent, YYYY-MM-DD: what "closed", "past" and "the coming days" are judged by. */
  today: string;
  /**
   * Another declared type's content, read once for the whole build (a kind of care's fee is the one "Fees and
   * funding" gives): by its declaration, so that what comes back is typed.
   * @throws {CmsError} as that type's reader does.
   */
  contentOf: <Entry, Value>(type: ContentTypeDeclaration<Entry, Value>) => Promise<Value>;
  /**
   * The latest date a fact may carry (a report, a review): today for the live site; for the preview, none, since a
   * draft may be dated ahead of its publication.
   */
  latestDay: string;
};

/** A content type as the site declares it. `Value` is what its pages are given; `T` what the schema makes of an entry. */
export type ContentTypeInput<T = unknown, Value = unknown> = {
  kind: 'collectionType' | 'singleType';
  /** Its database table: never changed once a database holds it. */
  collectionName: string;
  /** Its names in the CMS (the singular is its uid and API name's root; a collection's API takes the plural). */
  info: { singularName: string; pluralName: string; displayName: string; description: string };
  /**
   * Its fields, each declared once (lib/kit/fields.ts): its Strapi attributes, its check, its type and its words in
   * the admin follow from them.
   */
  fields: Fields;
  /** The components its fields use, by uid ("category.name"). */
  components?: Record<string, ComponentDeclaration>;
  /**
   * What the API must populate for the site and the rules to read it (components and files): their names, or Strapi's
   * object form for components within components ({ days: { populate: ['lunch'] } }).
   */
  populate?: Populate;
  /** A collection's order, as Strapi sorts it: the order the site shows it in. */
  sort?: readonly string[];
  /** Fields whose rules are about a file: judged at publish, when the file is attached as it will be published. */
  files?: readonly string[];
  /**
   * What else an editor's publish must pass, beyond its fields' checks, on `today` in Kent; `context` is what the CMS
   * knows beside the entry ("The home"'s phone and e-mail), where it has it.
   */
  rules?: (entry: Entry, today: string, context?: RuleContext) => RuleProblem[];
  /**
   * Whether the site builds without a collection the CMS does not have (one set up before it existed): it reads as
   * none, with a warning. Otherwise the build stops.
   */
  optional?: boolean;
  /** Reads it for the pages, from its checked entries. */
  read: (tools: ReadTools<T>) => Promise<Value>;
  /** What was read, for the build's log: "32 gallery photos". */
  describe: (value: Value) => string;
  /** The pages that show it. */
  pages: {
    /** The routes that show it; "Open preview" in the CMS opens the first. */
    shownOn: readonly [Route, ...Route[]];
    /** The page that shows one entry, where that is not the first route: an album page, say. */
    previewPath?: (
      entry: { documentId: string; status: 'draft' | 'published' },
      find: FindEntries,
    ) => Promise<string>;
    /** The pages of their own it makes under a route (album pages, job pages), for the sitemap. */
    children?: (value: Value) => string[];
  };
  sample?: Sample;
  /**
   * How the CMS's admin lists a collection's entries, so that an editor finds them by what they are (a photo by its
   * description, a person by their name), never by a document id. The CMS applies it on every start
   * (cms/src/admin-views.js).
   */
  admin?: AdminView;
};

/** A collection's list in the CMS's admin: what names an entry, its columns (with their labels) and its order. */
export type AdminView = {
  /** The field that names an entry wherever the admin lists it (a string, number or date field). */
  mainField: string;
  /** The list's columns: top-level fields (a media field shows its thumbnail, a component its own main field). */
  columns: readonly string[];
  /** A column's heading where its field's label is too long for the list at 1280 px ("Place" for "Place in the gallery"). */
  headings?: Readonly<Record<string, string>>;
  sortBy: string;
  sortOrder?: 'ASC' | 'DESC';
  /** Fields the CMS keeps itself, shown in the edit form but not editable there. */
  readOnly?: readonly string[];
};

/**
 * A content type as the rest of the site uses it: its declaration, and what follows from its fields.
 * - `attributes`: Strapi's attributes (and its components', under `components`);
 * - `schema`: one entry as the API gives it, checked: the build leaves out (a collection's entry) or fails on (a single
 *   type) what it refuses, and the CMS refuses the same at publish, naming the field;
 * - `words`: each field's label and help in the admin.
 */
export type ContentTypeDeclaration<T = unknown, Value = unknown> = Omit<
  ContentTypeInput<T, Value>,
  'components'
> & {
  attributes: Attributes;
  schema: z.ZodType<T>;
  words: Record<string, FieldWords>;
  components: Record<string, MadeComponent>;
};

/**
 * Declares a content type: the one place it is described, each field once. The types of what it reads follow from its
 * fields and its reader.
 */
export function defineContentType<F extends Fields, Value>(
  declaration: Omit<ContentTypeInput<EntryOfFields<F>, Value>, 'fields'> & {
    fields: F;
    /**
     * What an entry must be beyond each field's own check, between its fields (a range's end not below its start),
     * added to its check: the build skips or refuses it, and the CMS refuses it at publish, naming the field.
     */
    refine?: (check: z.ZodType<EntryOfFields<F>>) => z.ZodType<EntryOfFields<F>>;
  },
): ContentTypeDeclaration<EntryOfFields<F>, Value> {
  const components = Object.fromEntries(
    Object.entries(declaration.components ?? {}).map(([uid, component]) => [
      uid,
      { ...component, attributes: attributesOf(component.fields), words: wordsOf(component.fields) },
    ]),
  );
  const { refine, ...rest } = declaration;
  return {
    ...rest,
    attributes: attributesOf(declaration.fields),
    schema: refine ? refine(schemaOf(declaration.fields)) : schemaOf(declaration.fields),
    words: wordsOf(declaration.fields),
    components,
  };
}

/** Its uid in the CMS: api::job.job. */
export const uidOf = (type: Pick<ContentTypeDeclaration, 'info'>) =>
  `api::${type.info.singularName}.${type.info.singularName}`;

/** Its path under the REST API: a single type's singular name, a collection's plural (GET /api/jobs). */
export const apiNameOf = (type: Pick<ContentTypeDeclaration, 'info' | 'kind'>) =>
  type.kind === 'singleType' ? type.info.singularName : type.info.pluralName;

/** Strapi's rich text ("blocks"), for samples: a paragraph, a list. */
export const sampleBlocks = {
  paragraph: (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] }),
  /** A paragraph with a link in it: the words before it, the link's address and words, and the words after. */
  linked: (before: string, url: string, words: string, after: string) => ({
    type: 'paragraph',
    children: [
      { type: 'text', text: before },
      { type: 'link', url, children: [{ type: 'text', text: words }] },
      { type: 'text', text: after },
    ],
  }),
  list: (...items: string[]) => ({
    type: 'list',
    format: 'unordered',
    children: items.map((item) => ({ type: 'list-item', children: [{ type: 'text', text: item }] })),
  }),
};
