// The build's fifth stage: the staged site replaces out/ in one rename, with the last hour's scripts that pages served
// before the swap may still ask for. Also how a file from elsewhere is put into the site (placeFile, which the third
// stage uses for the photos).
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { vercelBuildOutput } from '../shared';

/** Puts the staged site in place of out/ by renames, so a server never sees half a site. */
export function publish(staging: string, target: string): void {
  const incoming = `${target}.incoming`;
  const previous = `${target}.previous`;
  rmSync(incoming, { recursive: true, force: true });
  rmSync(previous, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  try {
    renameSync(staging, incoming);
  } catch (error) {
    // Another file system: copy beside the target first, so the swap itself is still a rename.
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(staging, incoming, { recursive: true });
    rmSync(staging, { recursive: true, force: true });
  }
  if (existsSync(target)) renameSync(target, previous);
  renameSync(incoming, target);
  rmSync(previous, { recursive: true, force: true });
}

/**
 * Puts a file into the site as a hard link (instant, no second copy on disk, and the file keeps its time: the photo
 * cache replaces a file by renaming a new one over it, never by writing into it), or as a copy with the same time where
 * a link cannot be made (another file system, or one without links).
 */
export function placeFile(source: string, destination: string): void {
  try {
    linkSync(source, destination);
  } catch {
    cpSync(source, destination, { preserveTimestamps: true });
  }
}

/**
 * How long the files of earlier builds under /_next/static (scripts, data, styles) stay after a new build is
 * published. A page served just before the swap asks for its scripts and its data a moment after it has painted
 * (scripts/shared/hydrate-after-paint.ts), which may be after the swap; its data file is named by its content, which
 * includes the build's id, so every build names it anew. Without the old
 * files that page would stay as its static HTML and never come alive. An hour covers that moment and a CDN's stale
 * copy of a page. (Photos are not carried over: one an editor removed leaves with the build that no longer names it.)
 */
export const EARLIER_ASSETS_KEEP_MS = 60 * 60 * 1000;

/**
 * Copies into `staging` the files under /_next/static of the published site `previous` that the new build does not
 * have, if they were made within `keepMs`. Hard links keep each file's time, so a file's age counts from the build that
 * made it, and it leaves `keepMs` after its last build. Returns how many files were carried over.
 */
export function carryOverEarlierAssets(
  previous: string,
  staging: string,
  { now = Date.now(), keepMs = EARLIER_ASSETS_KEEP_MS }: { now?: number; keepMs?: number } = {},
): number {
  const from = path.join(previous, '_next', 'static');
  if (!existsSync(from)) return 0;
  let carried = 0;
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const destination = path.join(staging, '_next', 'static', path.relative(from, source));
    if (existsSync(destination) || now - statSync(source).mtimeMs > keepMs) continue;
    mkdirSync(path.dirname(destination), { recursive: true });
    placeFile(source, destination);
    carried++;
  }
  return carried;
}

/**
 * On Vercel (its builds set VERCEL=1), the published site as Vercel's Build Output (in `project`/.vercel/output): the
 * files of out/, and the configuration that sends every header with them, the Content-Security-Policy included,
 * which Vercel would otherwise have only from each page's <meta> tag (without frame-ancestors).
 */
export function writeVercelOutput(site: string, project: string, policy: string, pages: string[]): string {
  const output = path.join(project, '.vercel', 'output');
  rmSync(output, { recursive: true, force: true });
  mkdirSync(output, { recursive: true });
  cpSync(site, path.join(output, 'static'), {
    recursive: true,
    filter: (file) => path.basename(file) !== '_headers',
  });
  writeFileSync(
    path.join(output, 'config.json'),
    `${JSON.stringify(vercelBuildOutput(policy, pages), null, 2)}\n`,
  );
  return output;
}
