// `npm run test:e2e`: builds the site, then runs the Playwright suite against out/ served locally, with the CMS
// (the embedded one unless STRAPI_URL is set) running throughout, since the tests compare the pages with it.
// Extra arguments go to Playwright, e.g. `npm run test:e2e -- e2e/gallery.spec.ts --project=mobile`.
// E2E_SKIP_BUILD=1 tests the out/ already built.
import { envWithCms, withCms } from '../embedded-cms';
import { ensureBrowser } from './ensure-browser';
import { run, runScript, tool } from '../shared';

if (!(await ensureBrowser())) process.exit(1);
const code = await withCms(async (cms) => {
  const env = envWithCms(cms);
  if (!process.env.E2E_SKIP_BUILD) {
    const build = await runScript('make-site/index.ts', [], { env });
    if (!build.ok) return build.code ?? 1;
  }
  return (await run(tool('playwright'), ['test', ...process.argv.slice(2)], { env })).code ?? 1;
});
process.exit(code);
