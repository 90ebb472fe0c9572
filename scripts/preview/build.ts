// The preview's app, built as a Next.js server into a folder of its own (.next-preview), and built again only when
// the site's code has changed since: the editors' content is read on each request, so a new draft needs no build.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mediaCacheDir, mediaFilesDir } from '../../lib/cms/tools';
import path from 'node:path';
import { siteFingerprint, withFolderLock, ensureGenerated, rootDir, run, tool } from '../shared';

/** The preview's folder: its build, its own photo cache, its app's log. Never the live build's .next or out/. */
export const PREVIEW_DIR = path.join(rootDir, '.next-preview');
const HASH_FILE = path.join(PREVIEW_DIR, 'source-hash');
/** The preview's own photo cache: begun as a copy of the live site's, never written back to it. */
export const PREVIEW_MEDIA_CACHE = path.join(PREVIEW_DIR, 'site-media');

const say = (line: string) => console.log(`preview: ${line}`);

/** The preview's photo cache, made on first use from the live site's, so that it encodes only what is new. */
export function ensurePreviewMedia(env: NodeJS.ProcessEnv = process.env) {
  if (existsSync(PREVIEW_MEDIA_CACHE)) return;
  const live = mediaCacheDir(env);
  // Not the files a build is writing (*.tmp, renamed into place when whole), which may be gone by the time they are
  // copied: the preview encodes what it lacks.
  if (existsSync(live))
    cpSync(live, PREVIEW_MEDIA_CACHE, { recursive: true, filter: (source) => !source.endsWith('.tmp') });
  mkdirSync(mediaFilesDir(PREVIEW_MEDIA_CACHE), { recursive: true });
}

/**
 * Builds the preview's app unless the build in .next-preview was made from the same sources. Two processes of one
 * checkout (`npm start` and the CMS in production, say) take turns, and the second finds the first's build current.
 */
export async function ensurePreviewBuild(env: NodeJS.ProcessEnv = process.env) {
  await withFolderLock(PREVIEW_DIR, 'build of the preview', () => buildPreviewUnlessCurrent(env), say);
}

async function buildPreviewUnlessCurrent(env: NodeJS.ProcessEnv) {
  ensurePreviewMedia(env);
  // The fonts' and colours' generated files, as a build makes them, so that the fingerprint sees a changed palette.
  await ensureGenerated({ log: say });
  const wanted = siteFingerprint(rootDir, env);
  const built = existsSync(path.join(PREVIEW_DIR, 'BUILD_ID')) && existsSync(HASH_FILE);
  if (built && readFileSync(HASH_FILE, 'utf8').trim() === wanted) return;
  say('building the preview server (once for each change to the site’s code; about a minute)');
  const started = Date.now();
  const result = await run(tool('next'), ['build'], {
    env: { ...env, SITE_PREVIEW: '1', NEXT_TELEMETRY_DISABLED: '1', MEDIA_CACHE_DIR: PREVIEW_MEDIA_CACHE },
    output: 'keep',
  });
  if (!result.ok) {
    const tail = result.output.trim().split('\n').slice(-20).join('\n');
    throw new Error(`preview: the preview server could not be built:\n${tail}`);
  }
  writeFileSync(HASH_FILE, `${wanted}\n`);
  say(`built in ${Math.round((Date.now() - started) / 1000)} s`);
}
