import type { LiveStatus } from './preview';

// What became of the editors' last publish, in the words both places they look say it: the preview's band and the
// admin's home page (cms/src/website-status.js, through the CMS's bundle of the site's rules).

/** A moment as the home's editors say it: "14:32 on 26 November 2026", in UK time. */
export function momentInKent(iso: string): string {
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  });
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
  return `${time.format(at)} on ${day.format(at)}`;
}

/** The live site's state in a few words (`said`, shown strong), what follows them, and whether it is a problem. */
export function liveStatusWords(status: LiveStatus): { said: string; more: string; problem: boolean } {
  if (status.state === 'live')
    return {
      said: `Live since ${momentInKent(status.since)}`,
      more: ': the live site shows everything published.',
      problem: false,
    };
  if (status.state === 'building')
    return {
      said: 'Publishing',
      more: ': the live site is being rebuilt with the latest changes (about a minute).',
      problem: false,
    };
  return {
    said: `Not live yet: ${status.reason}.`,
    more:
      ` The live site still shows ${status.since ? `what was live at ${momentInKent(status.since)}` : 'what it showed before'}.` +
      ' Correct it and publish again, or ask whoever looks after the website.',
    problem: true,
  };
}

/**
 * Whether what was published at `publishedAt` is on the live site, by what `npm start` recorded: true when the build
 * the live site is from began after it; null where nothing records the live site (a CMS whose site its host builds).
 */
export function onLiveSite(status: LiveStatus | null | undefined, publishedAt: string): boolean | null {
  if (status === null) return null;
  const holdsBefore = status?.holdsBefore ?? (status?.state === 'live' ? status.since : undefined);
  return holdsBefore !== undefined && Date.parse(publishedAt) < Date.parse(holdsBefore);
}
