// `npm run preview`: the preview server, which shows editors a page of the site with their draft before they publish
// it (the CMS's "Open preview"). `npm start` runs it beside the embedded CMS; for a hosted CMS, run it next to the
// CMS with STRAPI_URL, STRAPI_PREVIEW_TOKEN and PREVIEW_SECRET set (the settings table in docs/hosting.md).
//
// It is the site's own app, built once into .next-preview as a server (never into out/, and with caches of its own).
// Each request is rendered on the spot from a store of the drafts read for it, through the same pages and the same
// reader as a build (lib/cms/index.ts), behind a gate on PREVIEW_PORT (3002) that lets in only the CMS's preview URLs
// (gate.ts). Why a server and not a draft build: a build takes 30 to 60 s here, a page rendered on request 0.2 to 1 s,
// so an editor's Save shows in about a second.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { mediaFilesDir } from '../../lib/cms/tools';
import { MIN_PREVIEW_SECRET_LENGTH } from '../../lib/preview-paths';
import { rootDir, endChild, isEntryPoint, startServer, unusedPort } from '../shared';
import { ensurePreviewBuild, PREVIEW_DIR, PREVIEW_MEDIA_CACHE } from './build';
import { createPreviewGate } from './gate';

/** The module that ends a process once npm start has gone. */
const STOP_WITH_PARENT = path.join(rootDir, 'scripts', 'shared', 'stop-with-parent.ts');

/** Next.js's command line, run with this Node.js. */
const NEXT_BIN = path.join(rootDir, 'node_modules', 'next', 'dist', 'bin', 'next');

/** Next.js answers well within a few seconds here; a minute covers a machine with every core busy. */
const APP_START_LIMIT_MS = 60_000;

export interface PreviewSettings {
  port: number;
  host: string;
  secret: string;
  /** The CMS's admin origin, the only page that may frame the preview. */
  cmsOrigin: string;
  /** Where editors reach the preview (PREVIEW_URL): https there lets its cookie work inside the admin's frame. */
  publicUrl: string;
}

/** The preview's settings from the environment, or a one-line reason why it cannot run. */
export function previewSettings(env: NodeJS.ProcessEnv = process.env): PreviewSettings | string {
  const secret = env.PREVIEW_SECRET?.trim() ?? '';
  if (secret.length < MIN_PREVIEW_SECRET_LENGTH)
    return `PREVIEW_SECRET is not set (or shorter than ${MIN_PREVIEW_SECRET_LENGTH} characters): set the one the CMS has`;
  const cmsUrl = env.STRAPI_URL?.trim();
  if (!cmsUrl) return 'STRAPI_URL is not set: the preview reads the CMS';
  if (!env.STRAPI_PREVIEW_TOKEN?.trim())
    return 'STRAPI_PREVIEW_TOKEN is not set: the preview reads drafts with a token of its own (the CMS\'s "Website preview (drafts)")';
  const port = Number(env.PREVIEW_PORT ?? 3002);
  const host = env.PREVIEW_HOST?.trim() || '127.0.0.1';
  return {
    port,
    host,
    secret,
    cmsOrigin: new URL(env.PREVIEW_CMS_ORIGIN?.trim() || cmsUrl).origin,
    publicUrl: env.PREVIEW_URL?.trim() || `http://${host}:${port}`,
  };
}

/** Starts the preview (building it first if its sources changed); resolves once it answers, with a way to stop it. */
export async function startPreview(settings: PreviewSettings, given: NodeJS.ProcessEnv = process.env) {
  // The preview's own token, which reads drafts, everywhere the preview reads the CMS; the build's reads only what
  // is published.
  const env = { ...given, STRAPI_TOKEN: given.STRAPI_PREVIEW_TOKEN };
  await ensurePreviewBuild(env);
  const appPort = await unusedPort();
  const appKey = randomBytes(32).toString('hex');
  const app = await startServer({
    what: "the preview's app server",
    command: process.execPath,
    // On 127.0.0.1 only (`next start` reads no host from the environment), and rendering drafts only for requests
    // that carry the gate's key.
    args: [
      // Ends itself if npm start goes without ending it (stop-with-parent.ts).
      ...['--import', 'tsx', '--import', STOP_WITH_PARENT],
      ...[NEXT_BIN, 'start', '--hostname', '127.0.0.1', '--port', String(appPort)],
    ],
    cwd: rootDir,
    env: {
      ...env,
      SITE_PREVIEW: '1',
      NEXT_TELEMETRY_DISABLED: '1',
      MEDIA_CACHE_DIR: PREVIEW_MEDIA_CACHE,
      PREVIEW_CMS_ORIGIN: settings.cmsOrigin,
      SITE_PREVIEW_KEY: appKey,
    },
    logFile: path.join(PREVIEW_DIR, 'app.log'),
    // A static file of the app: it answers without reading the CMS.
    healthUrl: `http://127.0.0.1:${appPort}/robots.txt`,
    limitMs: APP_START_LIMIT_MS,
  });
  const gate = createPreviewGate({
    secret: settings.secret,
    appUrl: `http://127.0.0.1:${appPort}`,
    appKey,
    cmsOrigin: settings.cmsOrigin,
    mediaDir: mediaFilesDir(PREVIEW_MEDIA_CACHE),
    secure: settings.publicUrl.startsWith('https:'),
  });
  try {
    await once(gate.listen(settings.port, settings.host), 'listening');
  } catch (error) {
    // Both or neither: the app server does not outlive a gate that could not listen (its port taken, or no port).
    await endChild(app, 'SIGTERM');
    throw error;
  }
  return {
    url: `http://${settings.host}:${settings.port}`,
    /** The app server's process, whose end leaves the preview without pages. */
    app,
    async stop() {
      gate.close();
      gate.closeAllConnections();
      await endChild(app, 'SIGTERM');
    },
  };
}

if (isEntryPoint(import.meta.filename)) {
  const settings = previewSettings();
  if (typeof settings === 'string') {
    console.error(`preview: ${settings}`);
    process.exit(1);
  }
  // (Not a top-level await: cms:production imports this file, and tests import that.)
  void startPreview(settings).then(
    (preview) => {
      console.log(
        `preview: ready at ${preview.url}, for the CMS's admin at ${settings.cmsOrigin} (its "Open preview")`,
      );
      for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
        process.once(signal, () => void preview.stop().then(() => process.exit(0)));
    },
    (error: unknown) => {
      console.error(`preview: could not start: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
