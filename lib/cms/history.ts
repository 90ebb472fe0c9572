// Undo, for the home's editors: each published version of an entry a page shows is kept by the CMS
// (cms/src/history.js, through the CMS's bundle of the site's rules), with when, by whom and what changed, so that a
// mistake published can be brought back from the version before it, as a draft to check and publish. Strapi's own
// Content History is in its paid plans, and the Strapi 5 plugins that kept versions are no longer kept up
// (docs/how-it-is-built.md says more). What is here is the part that needs no Strapi: which versions are kept, what
// changed between two, and a version as the document service takes it back.

/** At least this many of an entry's latest versions are kept, however old... */
export const HISTORY_KEEP_LAST = 20;
/** ...and every version published within this many days... */
export const HISTORY_KEEP_DAYS = 90;
/** ...up to this many in all, so that no entry's history grows without end. */
export const HISTORY_MOST = 200;

export type Version = {
  /** Its own id, for bringing it back. */
  id: string;
  /** When it was published (ISO). */
  at: string;
  /** Who published it, by name, or null (published before the CMS kept versions). */
  by: string | null;
  /** The fields that differ from the version before it, by name; empty for the first. */
  changed: string[];
  /** The entry as the document service takes it back (`versionInput`). */
  data: Record<string, unknown>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The versions to keep of `versions` (oldest first) on `now`: the last 20, and any from the last 90 days, 200 at most. */
export function keptVersions<V extends Pick<Version, 'at'>>(versions: readonly V[], now: Date): V[] {
  const since = now.getTime() - HISTORY_KEEP_DAYS * DAY_MS;
  const kept = versions.filter(
    (version, index) => index >= versions.length - HISTORY_KEEP_LAST || Date.parse(version.at) >= since,
  );
  return kept.slice(-HISTORY_MOST);
}

/** The fields whose values differ between two versions' data, in the order `after` has them. */
export function changedFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): string[] {
  if (!before) return [];
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.filter(
    (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
  );
}

/** An attribute as Strapi's schema gives it: what `versionInput` needs of it. */
type Attribute = { type: string; component?: string; repeatable?: boolean; multiple?: boolean };
/** Attributes by field, of a content type or a component. */
type Attributes = Record<string, Attribute>;

/** What a document keeps of itself, which a version never writes back. */
const OWN_FIELDS = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
]);

const mediaId = (file: unknown) =>
  file && typeof file === 'object' && 'id' in file ? Number((file as { id: unknown }).id) : null;

/**
 * An entry, as the document service reads it with its components and files populated, as the document service takes it
 * to write: its own fields only, each file by its id, each component without its row id (so that bringing a version
 * back makes its rows afresh), relations left out (the site's types have none).
 */
export function versionInput(
  entry: Record<string, unknown>,
  attributes: Attributes,
  components: Record<string, Attributes>,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [field, attribute] of Object.entries(attributes)) {
    if (OWN_FIELDS.has(field) || !(field in entry)) continue;
    const value = entry[field];
    if (attribute.type === 'relation') continue;
    if (attribute.type === 'media')
      input[field] = attribute.multiple
        ? (Array.isArray(value) ? value : []).map(mediaId).filter((id) => id !== null)
        : mediaId(value);
    else if (attribute.type === 'component') {
      const of = components[attribute.component ?? ''] ?? {};
      const row = (one: unknown) =>
        one && typeof one === 'object' ? versionInput(one as Record<string, unknown>, of, components) : null;
      input[field] = attribute.repeatable ? (Array.isArray(value) ? value.map(row) : []) : row(value);
    } else input[field] = value ?? null;
  }
  return input;
}
