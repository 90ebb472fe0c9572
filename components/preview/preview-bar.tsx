import 'server-only';
import { readFile } from 'node:fs/promises';
import { headers } from 'next/headers';
import { previewVersion, type LiveStatus } from '@/lib/preview';
import { PreviewRefresh } from './preview-refresh';
import styles from './preview-bar.module.css';

/** A moment as the home's editors say it: "14:32 on 26 November 2026", in UK time. */
function when(iso: string): string {
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

/** What `npm start` last recorded of the live site (SITE_LIVE_STATUS_FILE), or null where it records nothing. */
async function liveStatus(): Promise<LiveStatus | null> {
  const file = process.env.SITE_LIVE_STATUS_FILE;
  if (!file) return null;
  try {
    return JSON.parse(await readFile(file, 'utf8')) as LiveStatus;
  } catch {
    return null;
  }
}

function LiveLine({ status }: { status: LiveStatus | null }) {
  if (!status) return null;
  if (status.state === 'live')
    return <p>Live since {when(status.since)}: the live site shows everything published.</p>;
  if (status.state === 'building')
    return <p>Publishing: the live site is being rebuilt with the latest changes (about a minute).</p>;
  return (
    <p className={styles.problem}>
      <strong>Not live yet: {status.reason}.</strong> The live site still shows
      {status.since ? ` what was live at ${when(status.since)}` : ' what it showed before'}. Correct it and
      publish again, or ask whoever looks after the website.
    </p>
  );
}

/**
 * The preview's marker, at the top of every page it shows and never on the live site: which version this is, and
 * what became of the last publish. It also carries the island that shows a Save or Publish without a reload.
 */
export async function PreviewBar() {
  const version = previewVersion(await headers());
  const cmsOrigin = process.env.PREVIEW_CMS_ORIGIN ?? '';
  return (
    <aside className={styles.bar} aria-label="Preview">
      <div className={styles.inner}>
        <p className={styles.label}>
          {version === 'draft' ? 'Preview: not yet published' : 'Preview: as published now'}
        </p>
        <p>
          {version === 'draft'
            ? 'This is the draft as saved: families see it only once it is published.'
            : 'This is what families see on the live site once its last publish is live.'}{' '}
          The booking calendar and the map are not shown here.
        </p>
        <LiveLine status={await liveStatus()} />
      </div>
      {cmsOrigin && <PreviewRefresh cmsOrigin={cmsOrigin} />}
    </aside>
  );
}
