// `npm start`: builds the site from the CMS's content and serves out/ at http://127.0.0.1:3000 (PORT, HOST).
// With no STRAPI_URL, the embedded CMS runs for as long as the site is served, so that editors can publish (the
// pages need nothing from it: their photos are in out/media), and a rebuild receiver listens on 127.0.0.1:3001
// (RECEIVER_PORT): the CMS calls it when editors publish, and the new site is built and swapped in while the old one
// is still being served.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { envWithCms, withCms } from '../embedded-cms';
import { rootDir } from '../paths';
import { runScript } from '../processes';
import { createRebuildScheduler } from './rebuild-scheduler';
import { createReceiver } from './receiver';

const embedded = !process.env.STRAPI_URL?.trim();
const receiverPort = Number(process.env.RECEIVER_PORT ?? 3001);
if (embedded) {
  // The embedded CMS registers its rebuild webhook from these as it starts.
  process.env.DEPLOY_HOOK_URL ??= `http://127.0.0.1:${receiverPort}/deploy-hook`;
  process.env.DEPLOY_HOOK_SECRET ??= randomBytes(24).toString('hex');
}

const code = await withCms(async (cms) => {
  const env = envWithCms(cms);
  const first = await runScript('build/index.ts', [], { env });
  if (!first.ok) return first.code ?? 1;
  let shuttingDown = false;
  if (cms.embedded) {
    console.log(`start: the embedded CMS keeps running at ${cms.url} while the site is served`);
    const stopRequested = () => (shuttingDown = true);
    process.once('SIGINT', stopRequested);
    process.once('SIGTERM', stopRequested);
    cms.strapi.process.once('exit', (exitCode, signal) => {
      if (shuttingDown) return;
      console.error(
        `start: the embedded CMS stopped unexpectedly (${signal ?? `exit code ${exitCode}`}); the site is still ` +
          `served, but rebuilds fail until the CMS runs again (its log: ${path.relative(rootDir, cms.strapi.logFile)})`,
      );
    });
    // Each rebuild in a process of its own: resolves true when the new site was published.
    const scheduler = createRebuildScheduler({
      build: async () => (await runScript('build/index.ts', [], { env })).ok,
    });
    const receiver = createReceiver({ secret: process.env.DEPLOY_HOOK_SECRET, scheduler });
    receiver.listen(receiverPort, '127.0.0.1', () =>
      console.log(`start: rebuilding on publish; the CMS calls http://127.0.0.1:${receiverPort}/deploy-hook`),
    );
  }
  // Serves until stopped; a stop (Ctrl+C, SIGTERM) is passed on, and the server closes cleanly.
  const served = await runScript('server/serve.ts', process.argv.slice(2), { env });
  shuttingDown = true;
  return served.code ?? 0;
});
process.exit(code);
