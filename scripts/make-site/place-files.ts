// The build's third stage: the one way a photo reaches the site. The pages name their files under /media/; each is
// copied (or linked) from the image pipeline's cache, where the first stage made it, into the staged site's media/.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { placeFile } from './publish';

/** A file under /media/: a photo's size and format (its key and width), or a PDF (its name and a hash of its bytes). */
const MEDIA_NAME = /\/media\/([0-9a-f]{16}-\d+\.(?:avif|webp|jpg)|[a-z0-9-]+-[0-9a-f]{16}\.pdf)/g;

/** Every /media/ file the staged pages name: their HTML, their islands' data, and the album pages' JSON. */
export function mediaNamedBy(staging: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(staging, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(html|txt|json)$/.test(entry.name)) continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const [, name] of text.matchAll(MEDIA_NAME)) names.add(name!);
  }
  return names;
}

/**
 * Puts every file the staged pages name into its media/ folder, from `filesDir` (the cache's finished files).
 * @returns how many files were placed.
 * @throws naming one file the pages name that the cache does not have, and how many such there are.
 */
export function placeMedia(staging: string, filesDir: string): number {
  const target = path.join(staging, 'media');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const names = [...mediaNamedBy(staging)].sort();
  const missing: string[] = [];
  for (const name of names) {
    try {
      placeFile(path.join(filesDir, name), path.join(target, name));
    } catch (error) {
      // Only a file that is not there is the pages' fault; a full disk or a refused write says so itself.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      missing.push(name);
    }
  }
  if (missing.length) {
    const files = missing.length === 1 ? 'file' : 'files';
    throw new Error(
      `the pages name ${missing.length} ${files} the build did not make, such as media/${missing[0]}`,
    );
  }
  return names.length;
}
