// A small Next.js app exported by the project's own Next.js: what the framework really writes, for the tests of the
// build steps that rewrite it and for the benchmark's floor. Each export is kept in .next-fixtures/ (git-ignored), named by Next.js's
// version and the app's files, so it is built once per machine and again only when either changes.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fingerprint, rootDir } from '../shared';

const require = createRequire(import.meta.url);
// Not under .next, whose package.json makes every file in it CommonJS to Next.js's compiler.
const fixturesDir = path.join(rootDir, '.next-fixtures');

/**
 * Exports the Next.js app in `appDir` (a folder with app/, next.config.ts and tsconfig.json) with `next build`.
 * It is built from a copy inside the project, where Next.js resolves its own packages.
 * @returns the folder of the exported site.
 * @throws with the end of Next.js's output when the app does not build.
 */
export function exportNextFixture(appDir: string): string {
  const { version } = require('next/package.json') as { version: string };
  const out = path.join(
    fixturesDir,
    `${path.basename(appDir)}-${version}-${fingerprint(appDir, ['.']).slice(0, 16)}`,
  );
  if (existsSync(out)) return out;
  // A folder of this process's own: two test files may ask for the same app at once.
  const work = `${out}.${process.pid}.work`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(fixturesDir, { recursive: true });
  cpSync(appDir, work, { recursive: true });
  try {
    const build = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], {
      cwd: work,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    });
    if (build.status !== 0) {
      throw new Error(
        `${path.basename(appDir)} did not build:\n${(build.stdout + build.stderr).slice(-2000)}`,
      );
    }
    try {
      renameSync(path.join(work, 'out'), out);
    } catch (error) {
      // Another process placed the same export first.
      if (!existsSync(out)) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return out;
}
