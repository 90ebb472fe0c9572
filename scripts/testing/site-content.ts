// What of a built site must be the same after a backup and restore, or a move of the uploads: each page's text as a
// reader gets it, and every photo's and document's bytes, by file. For the tests that build a site from two CMSs and
// compare (scripts/embedded-cms/backup.e2e.test.ts, uploads-bucket.e2e.test.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runBuild } from './run-build';

function filesUnder(folder: string, under = ''): string[] {
  return readdirSync(path.join(folder, under), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(folder, path.join(under, entry.name)) : [path.join(under, entry.name)],
  );
}

/** A page's words as a reader gets them: no scripts, styles or tags, spaces made one. */
const pageText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export type SiteContent = { pages: Record<string, string>; bytes: Record<string, string> };

/** The text of each page of the site built into `outDir`, and the SHA-256 of each photo and document. */
export function siteContent(outDir: string): SiteContent {
  const files = filesUnder(outDir).filter((file) => !file.startsWith('_next'));
  const read = (file: string) => readFileSync(path.join(outDir, file));
  return {
    pages: Object.fromEntries(
      files
        .filter((file) => file.endsWith('.html'))
        .map((file) => [file, pageText(read(file).toString('utf8'))]),
    ),
    bytes: Object.fromEntries(
      files
        .filter((file) => /\.(avif|webp|jpe?g|png|pdf)$/.test(file))
        .map((file) => [file, createHash('sha256').update(read(file)).digest('hex')]),
    ),
  };
}

/**
 * The site built from the CMS at `cms` (its url and read-only token) into `outDir`, emptied first, with `env` added
 * (CMS_MEDIA_ORIGINS for photos in a bucket); throws with the build's last lines when it fails.
 */
export async function buildSiteFrom(
  cms: { url: string; token: string },
  outDir: string,
  env: Record<string, string> = {},
): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  const built = await runBuild({
    STRAPI_URL: cms.url,
    STRAPI_TOKEN: cms.token,
    SITE_OUT_DIR: outDir,
    ...env,
  });
  if (built.code !== 0) throw new Error(`the build from ${cms.url} failed:\n${built.output.slice(-3000)}`);
  return outDir;
}
