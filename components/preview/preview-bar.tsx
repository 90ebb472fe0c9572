import 'server-only';
import { readFile } from 'node:fs/promises';
import { headers } from 'next/headers';
import { getNotices } from '@/lib/cms';
import { liveStatusWords } from '@/lib/live-status-words';
import { previewVersion, type LiveStatus } from '@/lib/preview';
import { PreviewRefresh } from './preview-refresh';
import styles from './preview-bar.module.css';

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
  const { said, more, problem } = liveStatusWords(status);
  return (
    <p
      className={problem ? styles.problem : undefined}
      data-state={status.state}
      data-since={status.since ?? undefined}
    >
      <strong>{said}</strong>
      {more}
    </p>
  );
}

/** What the editors still have to do, as the build's log says it too; nothing when there is nothing. */
function StillToDo({ notices }: { notices: string[] }) {
  if (notices.length === 0) return null;
  return (
    <div className={styles.problem}>
      <p>
        <strong>Still to do:</strong>
      </p>
      <ul className={styles.notices}>
        {notices.map((line) => (
          <li key={line}>{line.replace(/^cms: /, '')}.</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The preview's marker, at the top of every page it shows and never on the live site: which version this is, and
 * what became of the last publish. It also carries the island that shows a Save or Publish, and the live site's
 * rebuild, without a reload.
 */
export async function PreviewBar() {
  const version = previewVersion(await headers());
  const cmsOrigin = process.env.PREVIEW_CMS_ORIGIN ?? '';
  const status = await liveStatus();
  return (
    <aside className={styles.bar} aria-label="Preview">
      <div className={styles.inner}>
        <p className={styles.label}>
          {version === 'draft' ? 'Preview: as last saved' : 'Preview: as published now'}
        </p>
        <p>
          {version === 'draft'
            ? 'This is every change as last saved, published or not: families see a change once it is published and the line below says the site is live.'
            : 'This is what families see on the live site once its last publish is live.'}{' '}
          The booking calendar and the map are not shown here.
        </p>
        <LiveLine status={status} />
        <StillToDo notices={await getNotices()} />
      </div>
      {cmsOrigin && <PreviewRefresh cmsOrigin={cmsOrigin} building={status?.state === 'building'} />}
    </aside>
  );
}
