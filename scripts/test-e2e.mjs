// `npm run test:e2e`: builds the site, then runs the Playwright suite against out/ served locally, with the CMS
// (the embedded one unless STRAPI_URL is set) running throughout, since the tests compare the pages with it.
// Extra arguments go to Playwright, e.g. `npm run test:e2e -- e2e/gallery.spec.ts --project=mobile`.
// E2E_SKIP_BUILD=1 tests the out/ already built.
import { spawnSync } from 'node:child_process';
import { envWithCms, rootDir, withCms } from './cms.mjs';
import { ensureBrowser } from './ensure-browser.mjs';

if (!ensureBrowser()) process.exit(1);
const code = await withCms(async (cms) => {
  const env = envWithCms(cms);
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: rootDir, env, stdio: 'inherit' });
    if (build.status !== 0) return build.status ?? 1;
  }
  return (
    spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      cwd: rootDir,
      env,
      stdio: 'inherit',
    }).status ?? 1
  );
});
process.exit(code);
