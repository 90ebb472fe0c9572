// `npm start`: builds the site from the CMS's content and serves out/ at http://127.0.0.1:3000 (PORT, HOST).
// With no STRAPI_URL, it is the one place editors work, on this machine:
// - the embedded CMS runs for as long as the site is served, with its admin panel at http://127.0.0.1:1337/admin
//   (built once, and again when the CMS is upgraded: embedded-cms/admin-panel.ts);
// - a rebuild receiver listens on 127.0.0.1:3001 (RECEIVER_PORT): the CMS calls it when editors publish, and the new
//   site is built and swapped in while the old one is still being served;
// - the preview (scripts/preview) answers the admin's "Open preview" on 127.0.0.1:3002 (PREVIEW_PORT), and its marker
//   says what became of the last publish (live-status.ts).
// The pages need nothing from the CMS once built: their photos are in out/media.
//
// Its parts stand or fall together: if one stops (the CMS, the static server, the preview's app, or this process with
// its receiver and gate), the others are ended at once and the cause is said, so that nothing is left serving an old
// site with no rebuilds, or a CMS with no site. Each child also ends itself if this process goes without a word
// (stop-with-parent.ts).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { cmsLocalSecret, databaseState, ensureAdminPanel, envWithCms, withCms } from '../embedded-cms';
import { rootDir, runScript } from '../shared';
import { STOP_WITH_ENV } from '../shared/stop-with-parent';
import { previewSettings, startPreview } from '../preview';
import { buildFailureReason, createLiveStatus, LIVE_STATUS_FILE } from './live-status';
import { createParts } from './parts';
import { createRebuildScheduler } from './rebuild-scheduler';
import { createReceiver } from './receiver';

const embedded = !process.env.STRAPI_URL?.trim();
process.env[STOP_WITH_ENV] = String(process.pid);

const parts = createParts();
// A fault of this process's own (the receiver's, the gate's, the scheduler's): said, and the parts ended with it.
for (const event of ['uncaughtException', 'unhandledRejection'] as const)
  process.on(event, (error: unknown) => {
    parts.endAll(
      `npm start itself failed (${error instanceof Error ? (error.stack ?? error.message) : String(error)})`,
    );
    setTimeout(() => process.exit(1), 6_000).unref();
  });
const receiverPort = Number(process.env.RECEIVER_PORT ?? 3001);
const previewPort = Number(process.env.PREVIEW_PORT ?? 3002);
if (embedded) {
  // The embedded CMS registers its rebuild webhook and its preview from these as it starts.
  process.env.DEPLOY_HOOK_URL ??= `http://127.0.0.1:${receiverPort}/deploy-hook`;
  process.env.DEPLOY_HOOK_SECRET ??= randomBytes(24).toString('hex');
  process.env.PREVIEW_URL ??= `http://127.0.0.1:${previewPort}`;
  process.env.SERVE_ADMIN_PANEL ??= 'true';
  // The admin's home page says whether the last publish is live, and links to the site (cms/src/website-status.js).
  process.env.SITE_LIVE_STATUS_FILE ??= LIVE_STATUS_FILE;
  process.env.SITE_LIVE_URL ??= `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? 3000}`;
  if (process.env.SERVE_ADMIN_PANEL === 'true') {
    try {
      await ensureAdminPanel((line) => console.log(`start: ${line}`));
    } catch (error) {
      // The site and its rebuilds do not need the panel: serve them without it, and say so.
      process.env.SERVE_ADMIN_PANEL = 'false';
      console.error(
        `start: no admin panel this time (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
}

const live = createLiveStatus(process.env.SITE_LIVE_STATUS_FILE);

const code = await withCms(async (cms) => {
  const env = envWithCms(cms);
  /** The preview's start, which builds its server the first time: a rebuild waits for it, so two builds never overlap. */
  let previewStarting: Promise<unknown> | undefined;
  /** One build in a process of its own, its outcome recorded for the preview's marker. */
  const build = async () => {
    await previewStarting?.catch(() => undefined);
    live.building();
    const result = await runScript('make-site/index.ts', [], {
      env,
      output: 'both',
      // A build under way is ended with the rest, not left reading a CMS that has gone.
      onStart: (child) => parts.alongside('the build', child),
    });
    if (result.ok) live.live();
    else live.failed(buildFailureReason(result.output));
    return result.ok;
  };
  if (!(await build())) return 1;
  let stopPreview: (() => Promise<void>) | undefined;
  const stopRequested = () => {
    parts.stopping();
    void stopPreview?.();
  };
  process.once('SIGINT', stopRequested);
  process.once('SIGTERM', stopRequested);
  if (cms.embedded) {
    console.log(`start: the embedded CMS keeps running at ${cms.url} while the site is served`);
    if (process.env.SERVE_ADMIN_PANEL === 'true') {
      console.log(`start: editors sign in at ${cms.url}/admin`);
      // No visitor can make the first account (cms/src/middlewares/first-admin.js): whoever ran this can, once.
      if (databaseState().admins === 0)
        console.log(
          `start: no administrator yet: open ${cms.url}/admin/first-administrator?key=${cms.strapi.firstAdminKey} ` +
            'to make the first account (the link works until it is made, or npm start stops)',
        );
    }
    parts.watch('the embedded CMS', cms.strapi.process);
    cms.strapi.process.once('exit', () => {
      if (parts.ended)
        console.error(`start: the embedded CMS's log: ${path.relative(rootDir, cms.strapi.logFile)}`);
    });
    const scheduler = createRebuildScheduler({ build });
    const receiver = createReceiver({ secret: process.env.DEPLOY_HOOK_SECRET, scheduler });
    receiver.listen(receiverPort, '127.0.0.1', () =>
      console.log(`start: rebuilding on publish; the CMS calls http://127.0.0.1:${receiverPort}/deploy-hook`),
    );
  }
  // The preview, beside the embedded CMS (its secret is the CMS's own) or a hosted one given PREVIEW_SECRET. It starts
  // after the site is built and is not waited for: the first time, it builds its server (a minute or two), and a
  // publish meanwhile is rebuilt after it.
  const secret =
    process.env.PREVIEW_SECRET?.trim() || (cms.embedded ? cmsLocalSecret('PREVIEW_SECRET') : undefined);
  const previewEnv = {
    ...env,
    PREVIEW_SECRET: secret,
    PREVIEW_PORT: String(previewPort),
    // The embedded CMS's own preview token, which reads drafts (a hosted CMS's is STRAPI_PREVIEW_TOKEN).
    ...(cms.embedded ? { STRAPI_PREVIEW_TOKEN: cms.strapi.previewToken } : {}),
    SITE_LIVE_STATUS_FILE: live.file,
  };
  const settings = secret && previewSettings(previewEnv);
  if (settings && typeof settings !== 'string') {
    const starting = startPreview(settings, previewEnv);
    previewStarting = starting;
    starting.then(
      (preview) => {
        stopPreview = preview.stop;
        if (parts.over) return void preview.stop();
        parts.watch("the preview's app", preview.app);
        console.log(`start: the preview answers the CMS's "Open preview" at ${preview.url}`);
      },
      (error: unknown) =>
        console.error(`start: no preview (${error instanceof Error ? error.message : String(error)})`),
    );
  }
  // Serves until stopped; a stop (Ctrl+C, SIGTERM) is passed on, and the server closes cleanly.
  const served = await runScript('server/serve.ts', process.argv.slice(2), {
    env,
    onStart: (child) => parts.watch('the static server', child),
  });
  parts.stopping();
  await stopPreview?.();
  return parts.ended ? 1 : (served.code ?? 0);
});
process.exit(parts.ended ? 1 : code);
