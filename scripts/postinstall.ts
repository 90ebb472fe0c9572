// Runs after `npm install`: cuts the site's web fonts and writes the files made from them and from the palette
// (shared/generated.ts), gives cms/ the site's content rules (embedded-cms/site-rules.ts), then installs the embedded
// CMS's own dependencies in cms/, unless STRAPI_URL says another CMS is used. Its tree stays separate (its admin panel uses React 18; the site uses React 19).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureGenerated } from './shared/generated';
import { writeSiteRules } from './embedded-cms/site-rules';
import { cmsDir } from './shared/paths';
import { run } from './shared/processes';

await ensureGenerated({ log: (line) => console.log(`postinstall: ${line}`) });

if (!existsSync(path.join(cmsDir, 'package.json'))) {
  console.log('postinstall: no cms/ folder here; skipping the embedded CMS');
} else {
  // The site's rules, for any CMS made from cms/ (a hosted one included), which loads them as it starts.
  writeSiteRules();
  console.log("postinstall: wrote the site's content rules for the CMS (cms/src/site-rules.js)");
  if (process.env.STRAPI_URL?.trim()) {
    console.log('postinstall: STRAPI_URL is set, so the embedded CMS in cms/ is not installed');
  } else if (process.env.CMS_INSTALL_BESIDE) {
    // .ci/run starts cms/'s install beside this one, and waits for it: a second install in the same folder would race.
    console.log('postinstall: CMS_INSTALL_BESIDE is set: cms/ is being installed beside this install');
  } else {
    console.log('postinstall: installing the embedded CMS in cms/ (the first time takes a few minutes)');
    const result = await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: cmsDir });
    process.exit(result.code ?? 1);
  }
}
