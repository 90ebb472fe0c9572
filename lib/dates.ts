/**
 * A calendar date (YYYY-MM-DD, as the CMS keeps dates) as people write it in the UK: "12 June 2025". Read as a day,
 * not an instant, so that no time zone can move it to the day before.
 * @throws {RangeError} when `isoDate` is not a date.
 */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: "${isoDate}"`);
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The days of the week, Monday first, as people name them and the CMS offers them. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The calendar date `days` after `isoDate` (before, for a negative number), as YYYY-MM-DD. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The day of the week of a calendar date. */
export function weekdayOf(isoDate: string): Weekday {
  return WEEKDAYS[(new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** A calendar date as a heading names it: "Saturday 28 November". */
export function formatDay(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
