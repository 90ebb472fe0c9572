// `npm start`: builds the site from the CMS's content and serves out/ at http://127.0.0.1:3000 (PORT, HOST).
// With no STRAPI_URL, the embedded CMS runs for as long as the site is served: the pages' photos come from it.
import { spawn, spawnSync } from 'node:child_process';
import { envWithCms, rootDir, withCms } from './cms.mjs';

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

const code = await withCms(async (cms) => {
  const env = envWithCms(cms);
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: rootDir, env, stdio: 'inherit' });
  if (build.status !== 0) return build.status ?? 1;
  if (cms.embedded)
    console.log(`start: the embedded CMS keeps running at ${cms.url} while the site is served`);
  return serveUntilStopped(env);
});
process.exit(code);
