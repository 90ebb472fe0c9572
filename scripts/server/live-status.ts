// What became of the editors' last publish on the live site, kept in a file by `npm start` after each build, for the
// preview's marker to say ("Live since 14:32", "Not live yet: <reason>"): the place an editor looks after they
// publish, since a rebuild that fails leaves the old site up and says so only in npm start's output.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { LiveStatus } from '../../lib/preview';
import { rootDir } from '../shared';

/**
 * Where the preview and the admin read it (SITE_LIVE_STATUS_FILE): a folder of its own, since each build empties
 * `.next/` as it begins (when the file was there, the admin said nothing was recorded while a build ran).
 */
export const LIVE_STATUS_FILE = path.join(rootDir, '.site-state', 'live-status.json');

/**
 * The one line a failed build ends with ("build failed after 12.3s: <reason>. The previous site ... is unchanged."),
 * as the reason, or a plain one when there is no such line.
 */
export function buildFailureReason(output: string): string {
  const failed = /^[ \t]*build failed(?: after [\d.]+s)?: (.+?)\.? The previous site/gm;
  const last = [...output.matchAll(failed)].at(-1);
  return last?.[1] ?? 'the site could not be built (npm start’s output says why)';
}

/** Records each build's outcome in `file`, written whole (a reader never sees half of it). */
export function createLiveStatus(file: string = LIVE_STATUS_FILE, now: () => Date = () => new Date()) {
  let since: string | null = null;
  /** When the build under way began, and when the one the live site is from began. */
  let began: string | null = null;
  let holdsBefore: string | null = null;
  const write = (status: LiveStatus) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileAtomic.sync(file, `${JSON.stringify(status)}\n`);
  };
  return {
    file,
    building: () => {
      began = now().toISOString();
      write({ state: 'building', since, ...(holdsBefore ? { holdsBefore } : {}) });
    },
    live: () => {
      since = now().toISOString();
      holdsBefore = began ?? since;
      write({ state: 'live', since, holdsBefore });
    },
    failed: (reason: string) =>
      write({
        state: 'failed',
        reason,
        at: now().toISOString(),
        since,
        ...(holdsBefore ? { holdsBefore } : {}),
      }),
  };
}
