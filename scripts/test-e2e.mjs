// Builds the static site, then runs the Playwright suite against it. Extra arguments go to Playwright
// (for example: npm run test:e2e -- e2e/booking-popup.spec.ts --project=mobile). Set E2E_SKIP_BUILD=1 to test the
// out/ that is already there.
import { spawnSync } from 'node:child_process';
import { ensureBrowser } from './ensure-browser.mjs';

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return result.status ?? 1;
}

if (!ensureBrowser()) process.exit(1);
if (!process.env.E2E_SKIP_BUILD) {
  const status = run('npm', ['run', '--silent', 'build']);
  if (status !== 0) process.exit(status);
}
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
