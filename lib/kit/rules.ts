import type { z } from 'zod';
import { textBlocks } from './blocks';
import { fileSchema } from './schemas';

// How the site judges the editors' content: the pieces each content type's rules are made of (lib/content-types/), and
// how a type's rules are applied at an editor's save or publish (checkEntryBy). The build applies the same rules when
// it reads the CMS, and the CMS applies them when an editor saves or publishes (declared.ts, bundled for the CMS by
// scripts/embedded-cms/site-rules.ts), so that a refusal reaches the editor on the field, not a build log. It imports
// nothing that needs the site's server.

/** One thing wrong with an entry: the field's path as the admin's form names it, and what is wrong, for an editor. */
export type RuleProblem = { path: (string | number)[]; message: string };

/**
 * When a rule is applied: at publish every rule, on the entry as it will be published; at save only the rules about
 * values an editor has given (a draft may be unfinished, and its files are not yet attached the way they will be),
 * and not "after today" (a draft of next month's fees may carry next month's date).
 */
export type RuleMode = 'publish' | 'save';

/** Today's date where the home is, YYYY-MM-DD: the day against which "in the future" is judged. */
export function todayInKent(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}

/** A date that cannot be true yet: a rating's report, a review, a check "confirmed on" or "reviewed on" tomorrow. */
export function afterToday(day: string, today: string): string | null {
  return day > today ? `${day} is after today (${today})` : null;
}

/**
 * How many days free rooms stay "free now" after an editor confirms them. A count is true the day it is confirmed
 * and less true each day after: past this, the site asks families to call to check, until an editor confirms the
 * rooms again. The daily build keeps it so on a site nobody edits.
 */
export const VACANCIES_KEPT_DAYS = 14;

/** The number of whole days from `day` to `today`, both YYYY-MM-DD (negative when `day` is after today). */
export function daysBetween(day: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
}

/** Whether free rooms confirmed on `confirmedOn` are too old to state as free on `today`. */
export function vacanciesTooOld(confirmedOn: string, today: string): boolean {
  return daysBetween(confirmedOn, today) > VACANCIES_KEPT_DAYS;
}

/** Why a file field (the brochure, the contract) does not hold a PDF the site can publish, or null when it does. */
export function notAPdf(media: unknown): string | null {
  const parsed = fileSchema.safeParse(media);
  if (!parsed.success) return 'not a file';
  const file = parsed.data;
  const isPdf = file.mime === 'application/pdf' || file.ext?.toLowerCase() === '.pdf';
  return isPdf ? null : `"${file.name ?? file.url}" is not a PDF`;
}

/** The complaints procedure's promise: the full answer cannot come before the acknowledgement. */
export function answerBeforeAcknowledgement(page: {
  acknowledgeWithinDays: number;
  answerWithinDays: number;
}) {
  return page.answerWithinDays < page.acknowledgeWithinDays
    ? 'the full answer cannot come before the complaint is acknowledged'
    : null;
}

/** Rich text with nothing the site can show (only pictures, say, or empty paragraphs). */
export function nothingToShow(blocks: readonly unknown[]): string | null {
  return textBlocks(blocks, '', () => {}).length === 0 ? 'nothing the site can show' : null;
}

export type Entry = Record<string, unknown>;

export const problemsOf = (
  schema: z.ZodType,
  value: unknown,
  at: (string | number)[] = [],
): RuleProblem[] => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    path: [...at, ...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part))],
    message: issue.message,
  }));
};
export const problem = (field: string | (string | number)[], message: string | null): RuleProblem[] =>
  message ? [{ path: typeof field === 'string' ? [field] : field, message }] : [];
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
/** Problems that only publishing makes wrong. */
const atPublish = new WeakSet<RuleProblem>();
/** Marks problems as ones that only publishing makes wrong: a draft may be unfinished (a menu not yet complete). */
export const onlyAtPublish = (problems: RuleProblem[]) => {
  problems.forEach((one) => atPublish.add(one));
  return problems;
};
export const datesAfterToday = (entry: Entry, fields: readonly string[], today: string) =>
  fields.flatMap((field) => {
    const day = entry[field];
    return onlyAtPublish(isDate(day) ? problem(field, afterToday(day, today)) : []);
  });
export const blocksShowable = (entry: Entry, fields: readonly string[]) =>
  fields.flatMap((field) => {
    const value = entry[field];
    return Array.isArray(value) && value.length > 0 ? problem(field, nothingToShow(value)) : [];
  });
export const pdf = (entry: Entry, field: string, optional: boolean) =>
  optional && entry[field] == null ? [] : problem(field, notAPdf(entry[field]));
export const lines = (entry: Entry, field: string, schema: z.ZodType) =>
  Array.isArray(entry[field])
    ? (entry[field] as unknown[]).flatMap((line, index) => problemsOf(schema, line, [field, index]))
    : [];

/** What the CMS knows beside the entry when it judges it: "The home"'s phone and e-mail, to refuse them written out. */
/** What the rules know of "The home" beside the entry they check: the facts a page's words must not write out. */
export type RuleContext = { home: HomeFactsForRules | null };
export type HomeFactsForRules = { phone: string; email: string; residents?: number | null };

/** A content type's rules, as checkEntryBy applies them. */
export type ContentRules = {
  /** The fields (components and files) the rules read, to be populated when the entry is fetched (none if left out). */
  populate?: readonly string[] | { readonly [field: string]: true | { populate: readonly string[] } };
  /** Fields whose rules are about a file: left to publish, when the file is attached as it will be published. */
  files?: readonly string[];
  check: (entry: Entry, today: string, context?: RuleContext) => RuleProblem[];
};

/**
 * The most text one field may hold, all its words counted (its paragraphs, lists, a component's every line): more
 * than any page needs (the longest notice, the privacy notice, is about 20,000 characters) and little enough that
 * whatever reads it takes no time worth noticing.
 */
export const MAX_FIELD_TEXT = 50_000;
/** The deepest a field's value may nest (a list within a list within a list is about 10 levels of rich text). */
export const MAX_FIELD_DEPTH = 40;

/**
 * A field too large or too deeply nested for the site, found before any other rule reads the entry (so that no
 * pattern ever runs over a whole book, and no walk over a tree 20,000 deep). Walks each field once, by a stack of its
 * own, and stops at the first limit passed.
 */
export function oversized(entry: Entry): RuleProblem[] {
  const problems: RuleProblem[] = [];
  for (const [field, value] of Object.entries(entry)) {
    let text = 0;
    let tooDeep = false;
    const stack: [unknown, number][] = [[value, 0]];
    while (stack.length > 0 && text <= MAX_FIELD_TEXT && !tooDeep) {
      const [item, depth] = stack.pop()!;
      if (typeof item === 'string') text += item.length;
      else if (item !== null && typeof item === 'object') {
        if (depth >= MAX_FIELD_DEPTH) tooDeep = true;
        else for (const child of Object.values(item)) stack.push([child, depth + 1]);
      }
    }
    if (text > MAX_FIELD_TEXT)
      problems.push({
        path: [field],
        message: `it is longer than the site takes (${MAX_FIELD_TEXT.toLocaleString('en-GB')} characters in all): shorten it, or split it`,
      });
    else if (tooDeep)
      problems.push({ path: [field], message: 'it has lists within lists deeper than the site can show' });
  }
  return problems;
}

/** Whether the value at `path` is something an editor gave: not missing, not emptied, not an empty list. */
function given(entry: Entry, path: readonly (string | number)[]): boolean {
  let value: unknown = entry;
  for (const part of path) {
    if (value == null || typeof value !== 'object') return false;
    value = (value as Record<string | number, unknown>)[part];
  }
  if (value == null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * What the site would refuse in an entry by a content type's `rules`. The entry is as the CMS's document service
 * gives it, with `rules.populate` populated. At save, only problems with values an editor has given, and none about
 * files.
 */
export function checkEntryBy(
  rules: ContentRules,
  entry: Entry,
  mode: RuleMode,
  today = todayInKent(),
  context?: RuleContext,
): RuleProblem[] {
  // First, and alone: the other rules are not run on a field too large to read.
  const tooLarge = oversized(entry);
  if (tooLarge.length > 0) return tooLarge;
  const found = rules.check({ documentId: 'unsaved', ...entry }, today, context);
  const unique = found.filter(
    (one, index) =>
      found.findIndex(
        (other) => other.path.join('.') === one.path.join('.') && other.message === one.message,
      ) === index,
  );
  if (mode === 'publish') return unique;
  return unique.filter(
    (one) =>
      !atPublish.has(one) && !(rules.files ?? []).includes(String(one.path[0])) && given(entry, one.path),
  );
}
