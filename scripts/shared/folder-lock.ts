// One process at a time for work that two processes of this checkout cannot do at once in the same folder: the site's
// build (Next.js builds into .next whatever folder it exports to, and the build stages into .site-staging), the
// preview's build (.next-preview) and the admin panel's (cms/build). `npm test` runs the CMS suite on SQLite and on
// PostgreSQL side by side, and a rebuild on publish can meet a build started by hand: each waits for the other, and
// says so once.
//
// The lock is a folder beside the one it guards, made with mkdir (which only one process can do) and holding its
// holder's process id and host. A waiter takes it over when its holder is gone: a process of this host that no longer
// runs (ended by a signal before it could let go), or a holder of another host that has not touched it for STALE_MS. Not
// proper-lockfile, which does the same with times alone: importing it adds signal-exit's listeners for SIGINT and
// SIGTERM to the process for good, and then processes.ts, which passes a signal on to a child and ends its own process
// only when nothing else there listens for it, would no longer end a build stopped with Ctrl-C.
import { hostname } from 'node:os';
import { mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { rootDir } from './paths';
import { isRunning } from './process-tree';

/** A lock nobody has touched for this long belongs to a holder that is gone, on whatever host. */
const STALE_MS = 60_000;
/**
 * A lock of this host's whose holder runs but has not touched it for this long: far longer than any seed or build
 * holds its thread (the longest seen, about 2 minutes with every core busy).
 */
const HOLDER_STALE_MS = 30 * 60_000;
/** How often a holder touches its lock: well inside STALE_MS, even with the machine busy. */
const TOUCH_MS = 10_000;
/** How often a waiting process looks again. */
const LOOK_MS = 500;

type Holder = { pid: number; host: string };

function holderOf(lock: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(path.join(lock, 'holder.json'), 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

/**
 * Whether the lock's holder is gone: a process of this host no longer running, or, for a holder this host cannot ask
 * about (another host's, or one not yet written down), a lock untouched too long. A holder of this host that still
 * runs holds it however long it is silent: its work may block its own timer (the sample template's seed is a child
 * process it waits for, 60 s and more on a busy machine), and a waiter that took over then seeded the same database
 * beside it, which left the template without its published samples.
 */
function abandoned(lock: string): boolean {
  let touched: number;
  try {
    touched = statSync(lock).mtimeMs;
  } catch {
    return false; // Let go of a moment ago: the next mkdir will tell.
  }
  const holder = holderOf(lock);
  // Past HOLDER_STALE_MS even a running holder is taken to be another process with a dead holder's id (a container's
  // ids start again from the same numbers at each start).
  if (holder !== undefined && holder.host === hostname())
    return !isRunning(holder.pid) || Date.now() - touched > HOLDER_STALE_MS;
  // (A lock just made has no holder file yet: it is fresh until it is stale.)
  return Date.now() - touched > STALE_MS;
}

/**
 * Removes the lock if it is still abandoned, under a second lock (`<lock>.break`) that one waiter at a time holds:
 * two waiters may both judge the lock abandoned, and the second must not remove the lock the first has just taken.
 * A break lock left by a waiter ended in that moment is taken over once it is STALE_MS old.
 */
function breakAbandoned(lock: string) {
  const breaking = `${lock}.break`;
  try {
    mkdirSync(breaking);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (Date.now() - statSync(breaking, { throwIfNoEntry: false })!.mtimeMs > STALE_MS)
      rmSync(breaking, { recursive: true, force: true });
    return;
  }
  try {
    if (abandoned(lock)) rmSync(lock, { recursive: true, force: true });
  } finally {
    rmSync(breaking, { recursive: true, force: true });
  }
}

/** Makes the lock folder, or says it is someone else's. */
function take(lock: string): boolean {
  try {
    mkdirSync(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  writeFileSync(path.join(lock, 'holder.json'), JSON.stringify({ pid: process.pid, host: hostname() }));
  return true;
}

/**
 * Runs `work` holding the lock on `folder` (a folder of the checkout, which need not exist yet), waiting first while
 * another process holds it. `what` says what the work is, for the lines a waiting process prints.
 */
export async function withFolderLock<T>(
  folder: string,
  what: string,
  work: () => Promise<T>,
  log: (line: string) => void = console.log,
): Promise<T> {
  const lock = `${folder}.lock`;
  mkdirSync(path.dirname(lock), { recursive: true });
  const started = Date.now();
  let told = false;
  while (!take(lock)) {
    if (abandoned(lock)) {
      log(`taking over ${path.relative(rootDir, lock)}/, whose holder is gone`);
      breakAbandoned(lock);
      continue;
    }
    if (!told) log(`waiting for another ${what} in ${path.relative(rootDir, folder)}/ to finish`);
    told = true;
    await sleep(LOOK_MS);
  }
  if (told) log(`waited ${Math.round((Date.now() - started) / 1000)} s for the other ${what}`);
  const touch = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(lock, now, now);
    } catch {
      // Taken over while this process was stalled: the work goes on; the lock is the other's now.
    }
  }, TOUCH_MS);
  touch.unref();
  // A process that ends while it works (process.exit, an uncaught error) lets go on its way out.
  const letGo = () => {
    if (holderOf(lock)?.pid === process.pid) rmSync(lock, { recursive: true, force: true });
  };
  process.on('exit', letGo);
  try {
    return await work();
  } finally {
    clearInterval(touch);
    process.off('exit', letGo);
    letGo();
  }
}
