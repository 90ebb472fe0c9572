import { contentTypes } from '@/lib/content-types';
import {
  uidOf,
  type ComponentDeclaration,
  type ContentTypeDeclaration,
  type FindEntries,
  type Sample,
  type FieldWords,
  checkEntryBy,
  problemsOf,
  todayInKent,
  type ContentRules,
  type Entry,
  type RuleContext,
  type RuleMode,
} from '@/lib/kit';

// What the CMS is given of the declarations (lib/content-types), made into one CommonJS file it loads
// (scripts/embedded-cms/site-rules.ts writes cms/src/site-rules.js): the rules an editor's save and publish must pass
// (cms/src/content-rules.js), the page "Open preview" opens (cms/config/admin.js) and the samples the seed makes
// (cms/scripts/seed.js). It imports nothing that needs the site's server.

/** Every declared type, by its uid in the CMS. */
export const byUid: ReadonlyMap<string, ContentTypeDeclaration<unknown, unknown>> = new Map(
  Object.values(contentTypes).map((type) => [uidOf(type), type as ContentTypeDeclaration<unknown, unknown>]),
);

/**
 * Every content type the site shows, by its uid in the CMS, with the rules the build applies to it: its schema and
 * its own rules. The build skips a broken photo, team member, review or line of a list with a warning, and fails on a
 * broken single type; an editor is refused both alike, since either way what they published would not appear.
 */
export const CONTENT_RULES: Record<string, ContentRules> = Object.fromEntries(
  [...byUid].map(([uid, type]) => [
    uid,
    {
      populate: type.populate,
      files: type.files,
      check: (entry: Entry, today: string, context?: RuleContext) => [
        ...problemsOf(type.schema, entry),
        ...(type.rules?.(entry, today, context) ?? []),
      ],
    },
  ]),
);

/**
 * What the site would refuse in an entry of content type `uid`, or [] when it has no rules for it (a type no page
 * shows). The entry is as the CMS's document service gives it, with CONTENT_RULES[uid].populate populated. At save,
 * only problems with values an editor has given, and none about files.
 */
export function checkEntry(
  uid: string,
  entry: Entry,
  mode: RuleMode,
  today = todayInKent(),
  context?: RuleContext,
) {
  const rules = CONTENT_RULES[uid];
  return rules ? checkEntryBy(rules, entry, mode, today, context) : [];
}

/**
 * The page of the site that shows an entry, for the CMS's "Open preview": the first of its type's pages, or the one
 * its declaration finds for the entry (an album page). Null for a type no page shows, which has no button.
 */
export async function previewPathFor(
  uid: string,
  entry: { documentId: string; status: 'draft' | 'published' },
  find: FindEntries,
): Promise<string | null> {
  const pages = byUid.get(uid)?.pages;
  if (!pages) return null;
  return pages.previewPath ? pages.previewPath(entry, find) : pages.shownOn[0];
}

/**
 * What the CMS's admin is given of each declared type (cms/src/admin-views.js): its name in the home's words, whether
 * a page shows it (which the staff role may draft), and how its list is laid out.
 */
export const ADMIN_VIEWS = [...byUid].map(([uid, type]) => ({
  uid,
  kind: type.kind,
  displayName: type.info.displayName,
  view: type.admin ?? null,
  /** Each field's label and help, as its declaration words them. */
  words: type.words,
}));

/**
 * Each declared component's main field, if it names one, and its fields' words, by its uid (cms/src/admin-views.js);
 * for rows the CMS names itself, how (cms/src/row-titles.js).
 */
export const COMPONENT_VIEWS: Record<
  string,
  {
    mainField: string | null;
    words: Record<string, FieldWords>;
    kept: ComponentDeclaration['kept'] | null;
  }
> = Object.fromEntries(
  [...byUid].flatMap(([, type]) =>
    Object.entries(type.components).map(([uid, component]) => [
      uid,
      { mainField: component.mainField ?? null, words: component.words, kept: component.kept ?? null },
    ]),
  ),
);

/** Where each component the CMS names itself is used: the type's uid, the field, and the component. */
export const KEPT_ROWS = [...byUid].flatMap(([uid, type]) =>
  Object.entries(type.attributes).flatMap(([field, attribute]) =>
    attribute.type === 'component' && type.components[attribute.component]?.kept
      ? [{ uid, field, component: attribute.component }]
      : [],
  ),
);

/** A type's sample, as the CMS's seed makes it. */
export type SeedSample = Sample & { uid: string; kind: ContentTypeDeclaration['kind'] };

/** Every declared sample, in the order the types are declared. */
export const SAMPLES: SeedSample[] = [...byUid].flatMap(([uid, type]) =>
  type.sample ? [{ uid, kind: type.kind, ...type.sample }] : [],
);

/** The seed's edition: the newest edition of any sample (cms/scripts/seed-edition.js records it in the database). */
export const SEED_EDITION = Math.max(...SAMPLES.map((sample) => sample.edition));

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const core = (kind: 'Controller' | 'Router' | 'Service', uid: string) =>
  `const { factories } = require('@strapi/strapi');\n\nmodule.exports = factories.createCore${kind}('${uid}');\n`;

/**
 * Each declared type's files as Strapi wants them, by their path under cms/: its schema.json, the core controller,
 * router and service that serve it, and its components (scripts/embedded-cms/site-rules.ts writes them).
 */
export function strapiFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [uid, { kind, collectionName, info, attributes, components = {} }] of byUid) {
    const api = `src/api/${info.singularName}`;
    const schema = {
      kind,
      collectionName,
      info,
      options: { draftAndPublish: true },
      pluginOptions: {},
      attributes,
    };
    files.set(`${api}/content-types/${info.singularName}/schema.json`, json(schema));
    for (const part of ['Controller', 'Router', 'Service'] as const)
      files.set(
        `${api}/${part === 'Router' ? 'routes' : `${part.toLowerCase()}s`}/${info.singularName}.js`,
        core(part, uid),
      );
    for (const [
      componentUid,
      { collectionName: table, displayName, description, attributes: fields },
    ] of Object.entries(components)) {
      const info = { displayName, description };
      files.set(
        `src/components/${componentUid.replace('.', '/')}.json`,
        json({ collectionName: table, info, options: {}, attributes: fields }),
      );
    }
  }
  return files;
}
