import path from 'node:path';

// Where the site's own copies of the CMS's files live between builds: the image pipeline writes them, `npm run build`
// places those the pages name into out/media, and `npm run dev` serves them. Not secret, so not server-only: the
// build's own process (scripts/make-site) reads it too.

/** Inside .next/cache, which hosts that cache Next.js builds restore between builds (docs/how-it-is-built.md, "A photo's path"). */
export const DEFAULT_MEDIA_CACHE_DIR = '.next/cache/site-media';

/** The cache's folder: MEDIA_CACHE_DIR, else the default, from the project's root. */
export function mediaCacheDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.MEDIA_CACHE_DIR?.trim() || DEFAULT_MEDIA_CACHE_DIR);
}

/** The folder of finished files (each photo's sizes and formats, the brochure, the contract), named as under /media. */
export function mediaFilesDir(cacheDir: string): string {
  return path.join(cacheDir, 'files');
}
