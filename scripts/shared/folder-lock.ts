// One process at a time for work that two processes of this checkout cannot do at once in the same folder: the site's
// build (Next.js builds into .next whatever folder it exports to, and the build stages into .site-staging), the
// preview's build (.next-preview) and the admin panel's (cms/build). `npm test` runs the CMS suite on SQLite and on
// PostgreSQL side by side, and a rebuild on publish can meet a build started by hand: each waits for the other, and
// says so once. The lock is a folder (proper-lockfile), kept fresh while its holder works and taken over when its
// holder stopped without letting go (a SIGKILL), so a lock never outlives a dead holder by more than STALE_MS.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { rootDir } from './paths';

/** A lock nobody has kept fresh for this long belongs to a holder that is gone. */
const STALE_MS = 60_000;
/** How often a holder shows it is alive: well inside STALE_MS, even with the machine busy. */
const UPDATE_MS = 10_000;
/** How often a waiting process tries again. */
const RETRY = { forever: true, minTimeout: 250, maxTimeout: 2_000, factor: 1.5 };

/**
 * Runs `work` holding the lock on `folder` (a folder of the checkout, which need not exist yet), waiting first while
 * another process holds it. `what` says what the work is, for the line a waiting process prints.
 */
export async function withFolderLock<T>(
  folder: string,
  what: string,
  work: () => Promise<T>,
  log: (line: string) => void = console.log,
): Promise<T> {
  const lockfilePath = `${folder}.lock`;
  mkdirSync(path.dirname(lockfilePath), { recursive: true });
  const options = {
    realpath: false,
    lockfilePath,
    stale: STALE_MS,
    update: UPDATE_MS,
    // A holder whose lock was taken over (its machine stalled past STALE_MS) goes on, and says so, rather than
    // throwing from a timer where nothing can catch it.
    onCompromised: (error: Error) =>
      log(`the lock on ${path.relative(rootDir, folder)}/ was lost (${error.message}); going on`),
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(folder, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const started = Date.now();
    log(`waiting for another ${what} in ${path.relative(rootDir, folder)}/ to finish`);
    release = await lockfile.lock(folder, { ...options, retries: RETRY });
    log(`waited ${Math.round((Date.now() - started) / 1000)} s for the other ${what}`);
  }
  try {
    return await work();
  } finally {
    await release().catch(() => undefined);
  }
}
