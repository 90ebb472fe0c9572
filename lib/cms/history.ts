// Undo, for the home's editors: each published version of an entry a page shows is kept by the CMS
// (cms/src/history.js, through the CMS's bundle of the site's rules), with when, by whom and what changed, so that a
// mistake published can be brought back from the version before it, as a draft to check and publish. Strapi's own
// Content History is in its paid plans, and the Strapi 5 plugins that kept versions are no longer kept up
// (docs/how-it-is-built.md says more). What is here is the part that needs no Strapi: which versions are kept, what
// changed between two, and a version as the document service takes it back.

import { formatDate } from '@/lib/dates';

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

/** The kinds of field whose values a version quotes: what an editor types or picks in one box. */
const QUOTED_TYPES = new Set([
  'string',
  'text',
  'email',
  'date',
  'boolean',
  'integer',
  'biginteger',
  'decimal',
  'float',
  'enumeration',
]);

/** The longest a value is quoted in "what changed", in characters; the rest is cut at a word. */
export const CHANGE_QUOTED = 80;

/**
 * A value as "what changed" says it: text as typed (cut when long), a day as a date, Yes/No, money as £12.60 (a field
 * whose label says "(£)"), or null to say none.
 */
function valueWords(value: unknown, money: boolean): string | null {
  if (value == null || value === '') return 'nothing';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && money) {
    return `£${value.toLocaleString('en-GB', Number.isInteger(value) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  }
  if (typeof value === 'number') return value.toLocaleString('en-GB');
  if (typeof value !== 'string') return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length <= CHANGE_QUOTED) return `“${flat}”`;
  const cut = flat.slice(0, CHANGE_QUOTED);
  return `“${cut.slice(0, Math.max(cut.lastIndexOf(' '), CHANGE_QUOTED / 2)).trimEnd()}…”`;
}

/**
 * What changed from one version to the next, a line a field, in the editors' words (`labels`): a value typed from
 * what to what ("Phone number: “01632 960 418” to “01632 960 555”"); a photo, a list or a block of text as changed,
 * as quoting it would say nothing.
 */
export function changeLines(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
  { labels, attributes }: { labels: Readonly<Record<string, string>>; attributes: Attributes },
): string[] {
  return fields.map((field) => {
    const label = labels[field] ?? field;
    const quoted = QUOTED_TYPES.has(attributes[field]?.type ?? '');
    const money = label.includes('(£)');
    const from = quoted ? valueWords(before[field], money) : null;
    const to = quoted ? valueWords(after[field], money) : null;
    return from !== null && to !== null ? `${label}: ${from} to ${to}` : `${label}: changed`;
  });
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
