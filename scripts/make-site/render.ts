// The build's second stage: Next.js renders every page into a staging folder, its server components reading the
// store the first stage wrote (through lib/cms: every type's values, their photos already in the cache). It is given
// neither the CMS's address nor its token: nothing in it can read the CMS.
//
// The pages read the content as they render, never as they are compiled, so a build of code that Next.js has already
// compiled (each rebuild on publish) only renders: `next build --experimental-build-mode=generate` on the last
// compile's output, in 3.8 s where compiling and rendering take 7.8 s, and the same files to the byte. Any change to
// what the app is compiled from (siteFingerprint), or to the pages of their own the content makes (a job opened or
// closed, one more page of the album), compiles it again; so does a render that fails on the old compile.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cmsErrorIn } from '../../lib/cms/tools';
import { fingerprint, siteFingerprint, devMediaLink, rootDir, run, tool } from '../shared';

/** Where a build notes the fingerprint of the code whose types its `next build` checked and passed. */
const TYPES_CHECKED = path.join(rootDir, '.next', 'cache', 'site-types-checked');
/** Where a build notes what the app in .next was compiled from, once that compile has rendered a whole site. */
const COMPILED_FROM = path.join(rootDir, '.next', 'site-compiled-from');

/**
 * A fingerprint of every file `next build` type-checks (tsconfig.json's "include": each TypeScript file of the
 * project outside cms/ and the build's own folders), the JSON they import (resolveJsonModule), and what decides how
 * they are checked. Not next-env.d.ts, which Next.js writes afresh in every build from its own configuration.
 */
function typedSources(): string {
  const skipped = new Set([
    'node_modules',
    'cms',
    'out',
    'test-results',
    'playwright-report',
    'next-env.d.ts',
  ]);
  const typed = (name: string) => /\.(tsx?|json)$/.test(name);
  const entries = readdirSync(rootDir, { withFileTypes: true })
    .filter(
      (entry) => !entry.name.startsWith('.') && !entry.name.startsWith('out.') && !skipped.has(entry.name),
    )
    .filter((entry) => entry.isDirectory() || typed(entry.name))
    .map((entry) => entry.name);
  return fingerprint(rootDir, entries, (name) => !typed(name) || name === 'next-env.d.ts');
}

/** `contentFault` when a page found the content at fault (the reason is its words), not the app or Next.js. */
export type Rendered = { ok: true } | { ok: false; reason: string; contentFault: boolean };

/** The build's environment for Next.js: this process's, less the CMS's address and token. */
function withoutCms(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept = Object.entries(env).filter(([name]) => name !== 'STRAPI_URL' && name !== 'STRAPI_TOKEN');
  return Object.fromEntries(kept) as NodeJS.ProcessEnv;
}

/**
 * Runs `next build` into `stagingDir` (inside the project: Next.js exports nowhere else), its pages reading
 * `storeFile`. Its output is shown as it comes; when it fails, the reason is a content fault's own words if a page
 * found one, else a pointer to that output.
 */
export async function render(
  storeFile: string,
  stagingDir: string,
  pages: readonly string[],
): Promise<Rendered> {
  // Next.js keeps each answer a statically rendered page fetched in .next/cache/fetch-cache, and a later build could
  // take an answer from there rather than from its own first stage: each build starts it empty.
  rmSync(path.join(rootDir, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  // Next.js would copy the whole photo cache, old photos too, through the dev server's link in public/ (the third stage
  // places the files the pages name). The link goes, never what it points to: rmSync does not follow links.
  rmSync(devMediaLink, { recursive: true, force: true });
  // Next.js renders on an old compile only the pages that compile knew of (a job opened since would be left out), so
  // the content's own pages are part of what the app is compiled from.
  const compiledFrom = `${siteFingerprint(rootDir, process.env)} ${[...pages].sort().join(' ')}`;
  const compiled =
    existsSync(path.join(rootDir, '.next', 'BUILD_ID')) &&
    existsSync(COMPILED_FROM) &&
    readFileSync(COMPILED_FROM, 'utf8').trim() === compiledFrom;
  if (compiled) {
    const rendered = await nextBuild(storeFile, stagingDir, ['--experimental-build-mode=generate'], true);
    // A fault in the content fails a compiled app the same way: said once, not compiled for again.
    if (rendered.ok || rendered.contentFault) return rendered;
    console.log('build: rendering on the last compile failed: compiling the app again');
    rmSync(stagingDir, { recursive: true, force: true });
  }
  // A compile that fails halfway leaves no note of one that worked.
  rmSync(COMPILED_FROM, { force: true });
  const rendered = await nextBuild(storeFile, stagingDir, [], false);
  if (rendered.ok && compiledFrom.startsWith(`${siteFingerprint(rootDir, process.env)} `))
    writeFileSync(COMPILED_FROM, `${compiledFrom}\n`);
  return rendered;
}

/** One `next build` (`extra` its arguments past `build`); `typesChecked` when no type check is wanted of it. */
async function nextBuild(
  storeFile: string,
  stagingDir: string,
  extra: string[],
  typesChecked: boolean,
): Promise<Rendered> {
  // Next.js type-checks the whole project in every build (6.5 s of a 35 s build in CI). A rebuild of code it has
  // already checked and passed skips that (next.config.ts reads SITE_TYPES_CHECKED); a build of any other code, a
  // host's first among them, checks it. Rendering on the last compile checks nothing.
  const sources = typedSources();
  const checked =
    typesChecked || (existsSync(TYPES_CHECKED) && readFileSync(TYPES_CHECKED, 'utf8').trim() === sources);
  const finished = await run(tool('next'), ['build', ...extra], {
    env: {
      ...withoutCms(process.env),
      NEXT_TELEMETRY_DISABLED: '1',
      SITE_EXPORT_DIR: path.relative(rootDir, stagingDir),
      SITE_STORE: storeFile,
      // Set either way, so that a value the build inherited never skips a check nobody made.
      SITE_TYPES_CHECKED: checked ? '1' : '',
      ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
    },
    output: 'both',
  });
  if (finished.ok) {
    // Stamped only if nothing changed while Next.js checked it (next build rewrites tsconfig.json when it must).
    if (!checked && typedSources() === sources) {
      mkdirSync(path.dirname(TYPES_CHECKED), { recursive: true });
      writeFileSync(TYPES_CHECKED, `${sources}\n`);
    }
    return { ok: true };
  }
  const fault = cmsErrorIn(finished.output);
  return {
    ok: false,
    reason: fault ?? 'next build failed (its output above says why)',
    contentFault: fault !== null,
  };
}
