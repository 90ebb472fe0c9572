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
