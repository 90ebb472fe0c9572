// `npm run build`: builds the static site from the CMS's content and publishes it to out/ only if all went well.
//
// The build is five stages, run in order by `build` below, each in a file of its own:
//   1. read-cms.ts      read, check and reshape every part of the CMS once, make each photo the site's own, ask the
//                       regulators, and write it all to one store (lib/cms/store.ts)
//   2. render.ts        Next.js renders every page into a staging folder, each reading that store, never the CMS
//   3. place-files.ts   copy each file the pages name under /media/ from the photo cache into the staging folder
//   4. finish-pages.ts  scripts after the first paint, and the Content-Security-Policy
//   5. publish.ts       swap the staging folder into out/ in one rename, keeping the last hour's scripts
// On a failure the staging folder is thrown away, out/ is left exactly as it was (a broken CMS never takes down the
// last good site), and the last line says what failed. Two builds of one checkout take turns (folder-lock.ts): both
// would write .next, .site-staging, the store and the photo cache.
//
// Environment: STRAPI_URL and STRAPI_TOKEN (else the embedded CMS is started), SITE_OUT_DIR (default out). A process
// that starts the build with a message channel (processes.ts, onMessage), such as the benchmark, is sent its
// BuildReport.
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { EverythingRead } from '../../lib/cms';
import { mediaCacheDir, mediaFilesDir } from '../../lib/cms/tools';
import { withCms } from '../embedded-cms';
import { rootDir, isEntryPoint, tellParent, ensureGenerated, withFolderLock, siteStoreFile } from '../shared';
import { finishPages } from './finish-pages';
import { placeMedia } from './place-files';
import { carryOverEarlierAssets, publish, writeVercelOutput } from './publish';
import { readCms } from './read-cms';
import { render } from './render';

const outDir = path.resolve(rootDir, process.env.SITE_OUT_DIR ?? 'out');
// Next.js only exports inside the project folder, so staging is always here, whatever SITE_OUT_DIR says.
const stagingDir = path.join(rootDir, '.site-staging');
/** What the first stage read, which every page reads: written anew by each build. */
/** Whether this process holds the build's lock, and so owns the staging folder (another build's, else). */
let staging = false;

/** What the build did, for tools such as the benchmark, which should not read the build's words. */
export type BuildReport =
  | {
      ok: true;
      seconds: number;
      photos: EverythingRead['photos'] & { reused: number; files: number; cmsReadMs: Record<string, number> };
      ratings: EverythingRead['ratings'];
    }
  | { ok: false; seconds: number | null; reason: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const say = (line: string) => console.log(`build: ${line}`);

export async function build(): Promise<BuildReport> {
  const started = Date.now();
  const seconds = () => Number(((Date.now() - started) / 1000).toFixed(1));
  /** Throws the staged site away and says, in the build's last line, what failed. */
  const fail = (reason: string): BuildReport => {
    if (staging) rmSync(stagingDir, { recursive: true, force: true });
    const report = { ok: false as const, seconds: seconds(), reason };
    console.error(
      `\nbuild failed after ${report.seconds}s: ${reason}. The previous site in ${path.relative(rootDir, outDir)}/ is unchanged.`,
    );
    return report;
  };
  // The site's address is checked here, where a wrong one fails the build in one line before anything is built
  // (lib/site.ts reads it again as pages are made; one set only in a .env file is Next's to load, and to report).
  try {
    const { readSiteUrl } = await import('../../lib/site');
    readSiteUrl();
  } catch (error) {
    return fail(messageOf(error));
  }
  return withFolderLock(
    stagingDir,
    'build of the site',
    async () => {
      staging = true;
      try {
        return await stagedBuild(fail, seconds);
      } catch (error) {
        // Thrown rather than failed: what was staged goes too, while the lock is still this build's.
        rmSync(stagingDir, { recursive: true, force: true });
        throw error;
      } finally {
        staging = false;
      }
    },
    say,
  );
}

/** The build's five stages, run while this process holds the build's lock. */
async function stagedBuild(
  fail: (reason: string) => BuildReport,
  seconds: () => number,
): Promise<BuildReport> {
  rmSync(stagingDir, { recursive: true, force: true });
  await ensureGenerated({ log: say });

  const made = await withCms(async (cms) => {
    say(`reading content from ${cms.embedded ? 'the embedded CMS' : cms.url}, on Node.js ${process.version}`);
    rmSync(siteStoreFile, { force: true });
    return readCms(cms, siteStoreFile);
  });
  if (!made.ok) return fail(made.failure);
  // The pages read what the first stage read, all of them the same, and need nothing of the CMS (lib/cms/store.ts).
  const rendered = await render(siteStoreFile, stagingDir, made.pages);
  if (!rendered.ok) return fail(rendered.reason);

  try {
    const files = placeMedia(stagingDir, mediaFilesDir(mediaCacheDir()));
    const { seen, encoded, downloads, encodeSeconds } = made.photos;
    say(
      `photos: ${seen} seen, ${encoded} encoded, ${seen - encoded} reused ` +
        `(${downloads} downloaded, ${encodeSeconds.toFixed(1)}s encoding), ${files} files in media/`,
    );
    const pages = finishPages(stagingDir);
    say(
      `${pages.pages} pages load their scripts after the first paint, ` +
        `with ${(pages.hydrationDataBytes / 1024).toFixed(0)} KB of hydration data in files of their own`,
    );
    say(
      `Content-Security-Policy for ${pages.pages} pages: ${pages.scriptHashes} inline script hashes, ` +
        `images from ${pages.imageOrigins.length ? `the site and ${pages.imageOrigins.join(', ')}` : 'the site only'}`,
    );
    const carriedOver = carryOverEarlierAssets(outDir, stagingDir);
    if (carriedOver > 0)
      say(`kept ${carriedOver} files of the last hour's builds in _next/static/, for pages still open`);
    publish(stagingDir, outDir);
    if (process.env.VERCEL === '1')
      say(
        `wrote Vercel's Build Output in ${path.relative(rootDir, writeVercelOutput(outDir, rootDir, pages.policy, pages.pagePaths))}/`,
      );
    const report: BuildReport = {
      ok: true,
      seconds: seconds(),
      photos: { ...made.photos, reused: seen - encoded, files, cmsReadMs: made.readMs },
      ratings: made.ratings,
    };
    say(`published ${path.relative(rootDir, outDir)}/ in ${report.seconds}s`);
    return report;
  } catch (error) {
    return fail(messageOf(error));
  }
}

if (isEntryPoint(import.meta.filename)) {
  // However the build ends (stopped by a signal too), no half-made site is left behind: a finished one was renamed.
  process.on('exit', () => {
    if (staging) rmSync(stagingDir, { recursive: true, force: true });
  });
  void build()
    .catch((error: unknown): BuildReport => {
      console.error(`\nbuild failed: ${messageOf(error)}. The previous site is unchanged.`);
      return { ok: false, seconds: null, reason: messageOf(error) };
    })
    .then(async (report) => {
      await tellParent(report);
      process.exit(report.ok ? 0 : 1);
    });
}
