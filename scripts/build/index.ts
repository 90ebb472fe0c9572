// `npm run build`: builds the static site from the CMS's content and publishes it to out/ only if all went well.
//
// Next.js exports into a staging folder; on success it replaces out/ in one rename, on failure out/ is left exactly
// as it was (a broken CMS never takes down the last good site) and the last line says what failed and where.
//
// Environment: STRAPI_URL and STRAPI_TOKEN (else the embedded CMS is started), SITE_OUT_DIR (default out), and
// SITE_BUILD_REPORT: a file to write what the build did to, as JSON (see `report` below), for tools such as the
// benchmark, which should not read the build's words.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { envWithCms, withCms } from '../embedded-cms';
import { ensureFonts } from './fonts';
import { hydrateAllAfterPaint } from './hydrate-after-paint';
import { rootDir } from '../paths';
import { isEntryPoint, run } from '../processes';
import { carryOverEarlierAssets, placeFile, publish } from './publish';
import type { RegulatorsReport } from './read-cms';
import { applySecurityHeaders } from './security-headers';
import type { CmsFailureLine, MediaReportLine, RenderReportLine } from '../../lib/cms';
import type { RatingChoice } from '../../lib/regulators';

const outDir = path.resolve(rootDir, process.env.SITE_OUT_DIR ?? 'out');
// Next.js only exports inside the project folder, so staging is always here, whatever SITE_OUT_DIR says.
const stagingDir = path.join(rootDir, '.site-staging');
// Where the build's rendering processes say which photos they used, or why they could not read the CMS
// (lib/cms/index.ts writes it; see publishPhotos below).
const renderReport = path.join(rootDir, '.site-staging-render.jsonl');
// Where the regulators' stage says where each rating comes from, or why the CMS could not be read (scripts/build/read-cms.ts).
const regulatorsReport = path.join(rootDir, '.site-staging-regulators.json');

/** The regulators' stage, in a process of its own (see scripts/build/read-cms.ts for why). */
async function readRegulatorsApart(cms: { url: string; token: string }): Promise<RegulatorsReport> {
  rmSync(regulatorsReport, { force: true });
  const finished = await run(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', path.join(rootDir, 'scripts', 'regulators.ts')],
    { env: envWithCms(cms, { SITE_REGULATORS_REPORT: regulatorsReport }) },
  );
  try {
    return JSON.parse(readFileSync(regulatorsReport, 'utf8')) as RegulatorsReport;
  } catch {
    return { failure: `reading the regulators failed${finished.ok ? '' : ' (its output above says why)'}` };
  } finally {
    rmSync(regulatorsReport, { force: true });
  }
}

/** The render report's lines, in the order they were written; a line cut short (a process killed mid-write) is left out. */
function readRenderReport(): RenderReportLine[] {
  if (!existsSync(renderReport)) return [];
  return readFileSync(renderReport, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return line ? [JSON.parse(line) as RenderReportLine] : [];
      } catch {
        return [];
      }
    });
}

/** Why the CMS could not be read, in the content layer's words, if that is why the pages could not be made. */
function cmsFailure(lines: RenderReportLine[]): string | null {
  const failed = lines.find((line): line is CmsFailureLine => 'failure' in line);
  return failed?.failure ?? null;
}

/** What the build did with the photos, in its report and its log. */
interface PhotoFigures {
  seen: number;
  encoded: number;
  reused: number;
  downloads: number;
  encodeSeconds: number;
  files: number;
  cmsReadMs: Record<string, number>;
}

/** The build's report (SITE_BUILD_REPORT). */
export type BuildReport =
  | {
      ok: true;
      seconds: number;
      photos: PhotoFigures;
      pages: number;
      hydrationDataBytes: number;
      scriptHashes: number;
      carriedOver: number;
      /** Where each rating shown comes from (the editors, or the regulator's API) and its date. */
      ratings: RatingChoice[];
    }
  | { ok: false; seconds: number | null; reason: string };

/** Every /media/ file the staged pages name: their HTML, their islands' data, and the album pages' JSON. */
function mediaNamedBy(staging: string): Set<string> {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.(html|txt|json)$/.test(entry.name))
        for (const [, name] of readFileSync(file, 'utf8').matchAll(
          /\/media\/([0-9a-f]{16}-\d+\.(?:avif|webp|jpg)|[a-z0-9-]+-[0-9a-f]{16}\.pdf)/g,
        ))
          names.add(name!);
    }
  };
  visit(staging);
  return names;
}

/**
 * Puts the photos the pages use into the staged site's media/ folder, from the image pipeline's cache, and says in
 * one line what the build did with them. Each process that rendered pages appended its running totals after each
 * collection it read (the lines of one process may land in any order); a photo counts once however many pages or
 * processes used it.
 * @returns the figures.
 * @throws when a page names a photo the build did not put in media/.
 */
function publishPhotos(staging: string, report: RenderReportLine[]): PhotoFigures {
  const lines = report.filter((line): line is MediaReportLine => !('failure' in line));
  const union = (key: 'seen' | 'encoded') => new Set(lines.flatMap((line) => line[key]));
  // Counters only grow within a process: its largest is its total.
  const total = (key: 'downloads' | 'encodeMs') => {
    const byProcess = new Map<number, number>();
    for (const line of lines) byProcess.set(line.pid, Math.max(byProcess.get(line.pid) ?? 0, line[key]));
    return [...byProcess.values()].reduce((sum, value) => sum + value, 0);
  };
  const seen = union('seen');
  const encoded = union('encoded');
  const target = path.join(staging, 'media');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const placed = new Set();
  for (const line of lines) {
    for (const name of line.files) {
      if (placed.has(name)) continue;
      placeFile(path.join(line.cacheDir, 'files', name), path.join(target, name));
      placed.add(name);
    }
  }
  const missing = [...mediaNamedBy(staging)].filter((name) => !placed.has(name));
  if (missing.length)
    throw new Error(
      `the pages name ${missing.length} files the build did not make, such as media/${missing[0]}`,
    );
  // The same collection may be read by several processes (pages and route handlers): the slowest read is the one the
  // build waited for.
  const cmsReadMs: Record<string, number> = {};
  for (const line of lines)
    for (const [label, ms] of Object.entries(line.readMs))
      cmsReadMs[label] = Math.max(cmsReadMs[label] ?? 0, ms);
  return {
    seen: seen.size,
    encoded: encoded.size,
    reused: seen.size - encoded.size,
    downloads: total('downloads'),
    encodeSeconds: total('encodeMs') / 1000,
    files: placed.size,
    cmsReadMs,
  };
}

/**
 * Writes the build's report (a BuildReport, as JSON) where SITE_BUILD_REPORT says, if it says. A report that cannot be
 * written is warned about, never a reason for the build to fail.
 */
function report(fields: BuildReport) {
  const file = process.env.SITE_BUILD_REPORT;
  if (!file) return;
  try {
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    writeFileSync(file, `${JSON.stringify(fields, null, 2)}\n`);
  } catch (error) {
    console.warn(`build: could not write the report to ${file}: ${messageOf(error)}`);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function build(): Promise<boolean> {
  const started = Date.now();
  const elapsed = () => ((Date.now() - started) / 1000).toFixed(1);
  /** Throws the staged site away and says, in the build's last line, what failed. */
  const fail = (reason: string) => {
    const seconds = elapsed();
    rmSync(stagingDir, { recursive: true, force: true });
    report({ ok: false, seconds: Number(seconds), reason });
    console.error(
      `\nbuild failed after ${seconds}s: ${reason}. The previous site in ${path.relative(rootDir, outDir)}/ is unchanged.`,
    );
    return false;
  };
  rmSync(stagingDir, { recursive: true, force: true });
  rmSync(renderReport, { force: true });
  // The site's address is checked here, where a wrong one fails the build in one line before anything is built
  // (lib/site.ts reads it again as pages are made; one set only in a .env file is Next's to load, and to report).
  try {
    const { readSiteUrl } = await import('../../lib/site');
    readSiteUrl();
  } catch (error) {
    return fail(messageOf(error));
  }
  // Next.js keeps the responses fetched while prerendering in .next/cache/fetch-cache and reuses them in the next
  // build, which would publish the CMS's content as it was at the first build. Every build reads the CMS afresh.
  rmSync(path.join(rootDir, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  await ensureFonts({ log: (line) => console.log(`build: ${line}`) });
  let ratings: RatingChoice[] = [];
  const result = await withCms(async (cms) => {
    console.log(`build: reading content from ${cms.embedded ? 'the embedded CMS' : cms.url}`);
    const regulators = await readRegulatorsApart(cms);
    if ('failure' in regulators) return { ok: false, failure: regulators.failure };
    ratings = regulators.ratings;
    return run('npx', ['next', 'build'], {
      env: envWithCms(cms, {
        SITE_EXPORT_DIR: path.relative(rootDir, stagingDir),
        SITE_RENDER_REPORT: renderReport,
      }),
    });
  });
  const rendered = readRenderReport();
  rmSync(renderReport, { force: true });
  if ('failure' in result) return fail(result.failure);
  if (!result.ok || !existsSync(path.join(stagingDir, 'index.html'))) {
    return fail(cmsFailure(rendered) ?? 'next build failed (its output above says why)');
  }
  let photos;
  try {
    photos = publishPhotos(stagingDir, rendered);
  } catch (error) {
    return fail(messageOf(error));
  }
  console.log(
    `build: photos: ${photos.seen} seen, ${photos.encoded} encoded, ${photos.reused} reused ` +
      `(${photos.downloads} downloaded, ${photos.encodeSeconds.toFixed(1)}s encoding), ${photos.files} files in media/`,
  );
  let hydration;
  try {
    hydration = hydrateAllAfterPaint(stagingDir);
  } catch (error) {
    return fail(messageOf(error));
  }
  console.log(
    `build: ${hydration.pages} pages load their scripts after the first paint, ` +
      `with ${(hydration.dataBytes / 1024).toFixed(0)} KB of hydration data in files of their own`,
  );
  // Every image is the site's own now: the policy names no other origin for images.
  const security = applySecurityHeaders(stagingDir);
  console.log(
    `build: Content-Security-Policy for ${security.pages} pages: ${security.scriptHashes} inline script hashes, ` +
      `images from ${security.imageOrigins.length ? `the site and ${security.imageOrigins.join(', ')}` : 'the site only'}`,
  );
  const carried = carryOverEarlierAssets(outDir, stagingDir);
  if (carried > 0)
    console.log(
      `build: kept ${carried} files of the last hour's builds in _next/static/, for pages still open`,
    );
  publish(stagingDir, outDir);
  const seconds = elapsed();
  console.log(`build: published ${path.relative(rootDir, outDir)}/ in ${seconds}s`);
  report({
    ok: true,
    seconds: Number(seconds),
    photos,
    pages: hydration.pages,
    hydrationDataBytes: hydration.dataBytes,
    scriptHashes: security.scriptHashes,
    carriedOver: carried,
    ratings,
  });
  return true;
}

if (isEntryPoint(import.meta.filename)) {
  build().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      report({ ok: false, seconds: null, reason: messageOf(error) });
      console.error(`\nbuild failed: ${messageOf(error)}. The previous site is unchanged.`);
      process.exit(1);
    },
  );
}
