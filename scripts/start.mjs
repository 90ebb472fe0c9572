// `npm start`: builds the site from the CMS's content and serves out/ at http://127.0.0.1:3000 (PORT, HOST).
// With no STRAPI_URL, the embedded CMS runs for as long as the site is served, so that editors can publish (the
// pages need nothing from it: their photos are in out/media), and a rebuild receiver listens on 127.0.0.1:3001
// (RECEIVER_PORT): the CMS calls it when editors publish, and the new site is built and swapped in while the old one
// is still being served.
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { envWithCms, rootDir, withCms } from './cms.mjs';
import { createRebuildScheduler } from './rebuild-scheduler.mjs';
import { createReceiver } from './receiver.mjs';

const embedded = !process.env.STRAPI_URL?.trim();
const receiverPort = Number(process.env.RECEIVER_PORT ?? 3001);
if (embedded) {
  // The embedded CMS registers its rebuild webhook from these as it starts.
  process.env.DEPLOY_HOOK_URL ??= `http://127.0.0.1:${receiverPort}/deploy-hook`;
  process.env.DEPLOY_HOOK_SECRET ??= randomBytes(24).toString('hex');
}

function serveUntilStopped(env) {
  return new Promise((resolve) => {
    const server = spawn(process.execPath, ['scripts/serve.mjs', ...process.argv.slice(2)], {
      cwd: rootDir,
      env,
      stdio: 'inherit',
    });
    const stop = () => server.kill('SIGTERM');
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    server.on('exit', (code) => resolve(code ?? 0));
  });
}

/** One rebuild, in a child process: resolves true when the new site was published. */
function rebuild(env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], { cwd: rootDir, env, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code === 0));
  });
}

const code = await withCms(async (cms) => {
  const env = envWithCms(cms);
  const first = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: rootDir, env, stdio: 'inherit' });
  if (first.status !== 0) return first.status ?? 1;
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
    const scheduler = createRebuildScheduler({ build: () => rebuild(env) });
    const receiver = createReceiver({ secret: process.env.DEPLOY_HOOK_SECRET, scheduler });
    receiver.listen(receiverPort, '127.0.0.1', () =>
      console.log(`start: rebuilding on publish; the CMS calls http://127.0.0.1:${receiverPort}/deploy-hook`),
    );
  }
  const exitCode = await serveUntilStopped(env);
  shuttingDown = true;
  return exitCode;
});
process.exit(code);
