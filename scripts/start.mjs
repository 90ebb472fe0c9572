// `npm start`: builds the static site, then serves out/ at http://127.0.0.1:3000 (PORT and HOST change it).
import { spawnSync, spawn } from 'node:child_process';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit', env });
if (build.status !== 0) {
  console.error('start: the build failed, so there is nothing new to serve.');
  process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['scripts/serve.mjs', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
