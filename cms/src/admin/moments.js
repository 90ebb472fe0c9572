// Moments as the home's editors read them, in UK time, for the admin's own widgets and panels (the words the preview's
// band uses are lib/live-status-words.ts's, which the admin's bundle cannot import).
const timeOfDay = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const fullDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const shortDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Europe/London',
});

/** "14:32 on 26 November 2026". */
export const inFull = (iso) => `${timeOfDay.format(new Date(iso))} on ${fullDay.format(new Date(iso))}`;

/** "14:32, 26 Nov", for a list. */
export const shortly = (iso) => `${timeOfDay.format(new Date(iso))}, ${shortDay.format(new Date(iso))}`;
