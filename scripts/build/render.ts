// The build's second stage: Next.js renders every page into a staging folder, its server components reading the CMS
// with the token (through lib/cms, from the photos the first stage left in the cache).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { cmsErrorIn } from '../../lib/cms/errors';
import { envWithCms, type Cms } from '../embedded-cms';
import { devMediaLink, rootDir } from '../shared/paths';
import { run, tool } from '../shared/processes';

export type Rendered = { ok: true } | { ok: false; reason: string };

/**
 * Runs `next build` into `stagingDir` (inside the project: Next.js exports nowhere else). Its output is shown as it
 * comes; when it fails, the reason is the CMS's own words if a page could not read it (the first stage read it a
 * moment before, but it may have changed or gone since), else a pointer to that output.
 */
export async function render(cms: Pick<Cms, 'url' | 'token'>, stagingDir: string): Promise<Rendered> {
  // Next.js keeps what it fetched and cached while prerendering (lib/cms/index.ts keeps the content there) in
  // .next/cache/fetch-cache and would reuse it in the next build, publishing the CMS's content as it was then. Every
  // build reads the CMS afresh.
  rmSync(path.join(rootDir, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  // Next.js would copy the whole photo cache, old photos too, through the dev server's link in public/ (the third stage
  // places the files the pages name). The link goes, never what it points to: rmSync does not follow links.
  rmSync(devMediaLink, { recursive: true, force: true });
  const finished = await run(tool('next'), ['build'], {
    env: {
      ...envWithCms(cms, { SITE_EXPORT_DIR: path.relative(rootDir, stagingDir) }),
      ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
    },
    output: 'both',
  });
  if (finished.ok) return { ok: true };
  return {
    ok: false,
    reason: cmsErrorIn(finished.output) ?? 'next build failed (its output above says why)',
  };
}
