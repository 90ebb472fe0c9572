import type { z } from 'zod';
import { textBlocks } from './blocks';
import {
  complaintsProcedureSchema,
  factSheetSchema,
  jobItemSchema,
  providerSchema,
  feesAndFundingSchema,
  fileSchema,
  galleryItemSchema,
  mediaSchema,
  momentSchema,
  reviewItemSchema,
  roomsFreeSchema,
  teamItemSchema,
  visitingSchema,
} from './schemas';

// What the site refuses in the editors' content, in one place: the build applies these rules when it reads the CMS
// (lib/cms/facts.ts, families.ts, collections.ts), and the CMS applies the same rules when an editor saves or
// publishes, so that a refusal reaches the editor on the field, not a build log. The CMS runs this file as a bundle
// made at install (scripts/embedded-cms/site-rules.ts writes cms/src/site-rules.js, which a test keeps fresh);
// it imports nothing that needs the site's server.

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

type Entry = Record<string, unknown>;

const problemsOf = (schema: z.ZodType, value: unknown, at: (string | number)[] = []): RuleProblem[] => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    path: [...at, ...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part))],
    message: issue.message,
  }));
};
const problem = (field: string | (string | number)[], message: string | null): RuleProblem[] =>
  message ? [{ path: typeof field === 'string' ? [field] : field, message }] : [];
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
/** Problems that only publishing makes wrong. */
const atPublish = new WeakSet<RuleProblem>();
const datesAfterToday = (entry: Entry, fields: readonly string[], today: string) =>
  fields.flatMap((field) => {
    const day = entry[field];
    const found = isDate(day) ? problem(field, afterToday(day, today)) : [];
    found.forEach((one) => atPublish.add(one));
    return found;
  });
const blocksShowable = (entry: Entry, fields: readonly string[]) =>
  fields.flatMap((field) => {
    const value = entry[field];
    return Array.isArray(value) && value.length > 0 ? problem(field, nothingToShow(value)) : [];
  });
const pdf = (entry: Entry, field: string, optional: boolean) =>
  optional && entry[field] == null ? [] : problem(field, notAPdf(entry[field]));
const lines = (entry: Entry, field: string, schema: z.ZodType) =>
  Array.isArray(entry[field])
    ? (entry[field] as unknown[]).flatMap((line, index) => problemsOf(schema, line, [field, index]))
    : [];

type ContentRules = {
  /** The fields (components and files) the rules read, to be populated when the entry is fetched (none if left out). */
  populate?: string[];
  /** Fields whose rules are about a file: left to publish, when the file is attached as it will be published. */
  files?: string[];
  check: (entry: Entry, today: string) => RuleProblem[];
};

/**
 * Every content type the site shows, by its uid in the CMS, with the rules the build applies to it. The build skips
 * a broken photo, team member, review or line of a list with a warning, and fails on a broken single type; an editor
 * is refused both alike, since either way what they published would not appear.
 */
export const CONTENT_RULES: Record<string, ContentRules> = {
  'api::fact-sheet.fact-sheet': {
    populate: ['roomsFreeByCareType', 'brochure', 'provider'],
    files: ['brochure'],
    check: (entry, today) => [
      ...problemsOf(factSheetSchema, entry),
      ...datesAfterToday(
        entry,
        ['cqcReportPublishedOn', 'foodHygieneRatedOn', 'vacanciesConfirmedOn'],
        today,
      ),
      ...lines(entry, 'roomsFreeByCareType', roomsFreeSchema),
      ...(entry.roomsFree != null && !entry.vacanciesConfirmedOn
        ? problem('vacanciesConfirmedOn', 'give the date the free rooms were confirmed on')
        : []),
      ...pdf(entry, 'brochure', true),
      // Every page names who runs the home: once given, it must be right (a database from before it has none).
      ...(entry.provider == null ? [] : problemsOf(providerSchema, entry.provider, ['provider'])),
    ],
  },
  'api::review.review': {
    check: (entry, today) => [
      ...problemsOf(reviewItemSchema, entry),
      ...datesAfterToday(entry, ['reviewedOn'], today),
    ],
  },
  // A job already closed is not refused: the build leaves it out, and the preview's band says why it is not live.
  'api::job.job': {
    check: (entry, today) => [
      ...problemsOf(jobItemSchema, entry),
      ...datesAfterToday(entry, ['postedOn'], today),
      ...blocksShowable(entry, ['description']),
    ],
  },
  'api::fees-and-funding.fees-and-funding': {
    populate: ['stays', 'extras', 'fundingRoutes', 'contract'],
    files: ['contract'],
    check: (entry, today) => [
      ...problemsOf(feesAndFundingSchema, entry),
      ...datesAfterToday(entry, ['reviewedOn'], today),
      ...blocksShowable(entry, [
        'feeCovers',
        'deposit',
        'trialPeriod',
        'feeChanges',
        'topUps',
        'contractSummary',
      ]),
      ...pdf(entry, 'contract', false),
    ],
  },
  'api::complaints-procedure.complaints-procedure': {
    check: (entry, today) => {
      const shape = problemsOf(complaintsProcedureSchema, entry);
      const days = complaintsProcedureSchema.pick({ acknowledgeWithinDays: true, answerWithinDays: true });
      const times = days.safeParse(entry);
      return [
        ...shape,
        ...datesAfterToday(entry, ['reviewedOn'], today),
        ...blocksShowable(entry, ['howToComplain']),
        ...(times.success ? problem('answerWithinDays', answerBeforeAcknowledgement(times.data)) : []),
      ];
    },
  },
  'api::visiting.visiting': {
    populate: ['day'],
    check: (entry) => [
      ...problemsOf(visitingSchema, entry),
      ...lines(entry, 'day', momentSchema),
      ...blocksShowable(entry, ['visiting', 'meals', 'activities', 'whatToBring']),
    ],
  },
  'api::gallery.gallery': {
    populate: ['image'],
    files: ['image'],
    check: (entry) => [
      ...problemsOf(galleryItemSchema, entry),
      ...(entry.image == null
        ? problem('image', 'choose a photo')
        : problemsOf(mediaSchema, entry.image, ['image'])),
    ],
  },
  'api::team.team': {
    populate: ['image'],
    files: ['image'],
    // A member without a portrait is shown with a placeholder: only a file that is not a picture is refused.
    check: (entry) => [
      ...problemsOf(teamItemSchema, entry),
      ...(entry.image == null ? [] : problemsOf(mediaSchema, entry.image, ['image'])),
    ],
  },
};

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
 * What the site would refuse in an entry of content type `uid`, or [] when it has no rules for it (a type no page
 * shows). The entry is as the CMS's document service gives it, with CONTENT_RULES[uid].populate populated. At save,
 * only problems with values an editor has given, and none about files.
 */
export function checkEntry(uid: string, entry: Entry, mode: RuleMode, today = todayInKent()): RuleProblem[] {
  const rules = CONTENT_RULES[uid];
  if (!rules) return [];
  const found = rules.check({ documentId: 'unsaved', ...entry }, today);
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
