// Runs after `npm install`: cuts the site's web fonts (scripts/fonts.mjs), then installs the embedded CMS's own
// dependencies in cms/, unless STRAPI_URL says another CMS is used. Its tree stays separate (its admin panel uses
// React 18; the site uses React 19).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureFonts } from './fonts.mjs';

await ensureFonts({ log: (line) => console.log(`postinstall: ${line}`) });

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');

if (process.env.STRAPI_URL?.trim()) {
  console.log('postinstall: STRAPI_URL is set, so the embedded CMS in cms/ is not installed');
} else if (!existsSync(path.join(cmsDir, 'package.json'))) {
  console.log('postinstall: no cms/ folder here; skipping the embedded CMS');
} else {
  console.log('postinstall: installing the embedded CMS in cms/ (the first time takes a few minutes)');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: cmsDir, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
