// `npm run cms:admin`: builds Strapi's admin panel once (about a minute and 2 GB of memory) and serves the embedded
// CMS with it at http://127.0.0.1:1337/admin (CMS_PORT changes the port), for editors. The first visit asks you to
// create an admin account.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cmsEnv, cmsPort, ensureCmsInstalled, seedIfNeeded, strapiBin } from './index';
import { cmsDir } from '../paths';
import { run } from '../processes';

ensureCmsInstalled();
seedIfNeeded();
const env = cmsEnv({ env: { SERVE_ADMIN_PANEL: 'true' } });
// Rebuilt when asked (--rebuild) or never built here: the panel changes only when cms/ is upgraded.
const builtMarker = path.join(cmsDir, '.tmp', 'admin-built');
if (!existsSync(builtMarker) || process.argv.includes('--rebuild')) {
  console.log('cms:admin: building the admin panel (about a minute)');
  const built = await run(process.execPath, ['scripts/build-admin.js'], { cwd: cmsDir, env });
  if (!built.ok) process.exit(built.code ?? 1);
  writeFileSync(builtMarker, `${new Date().toISOString()}\n`);
}
console.log(`cms:admin: the admin panel will be at http://127.0.0.1:${cmsPort()}/admin`);
const served = await run(process.execPath, [strapiBin, 'start'], { cwd: cmsDir, env });
process.exit(served.code ?? 0);
