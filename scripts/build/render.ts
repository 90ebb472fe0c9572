// The build's second stage: Next.js renders every page into a staging folder, its server components reading the CMS
// with the token (through lib/cms, from the photos the first stage left in the cache).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { envWithCms, type Cms } from '../embedded-cms';
import { rootDir } from '../paths';
import { run } from '../processes';

/**
 * Runs `next build` into `stagingDir` (inside the project: Next.js exports nowhere else).
 * @returns whether it made the pages; when not, its output above says why.
 */
export async function render(cms: Pick<Cms, 'url' | 'token'>, stagingDir: string): Promise<boolean> {
  // Next.js keeps what it fetched and cached while prerendering (lib/cms/index.ts keeps the content there) in
  // .next/cache/fetch-cache and would reuse it in the next build, publishing the CMS's content as it was then. Every
  // build reads the CMS afresh.
  rmSync(path.join(rootDir, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  const finished = await run('npx', ['next', 'build'], {
    env: envWithCms(cms, { SITE_EXPORT_DIR: path.relative(rootDir, stagingDir) }),
  });
  return finished.ok;
}
