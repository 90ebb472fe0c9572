// Strapi's admin panel for the embedded CMS, which `npm start` serves at http://127.0.0.1:1337/admin: built once
// (about a minute and 2 GB of memory on a quiet machine), and again only when what it is built from changes (the
// CMS's packages, or an admin customisation in cms/src/admin). The builds and tests of the site need only the API.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fingerprint, withFolderLock, cmsDir, run } from '../shared';
import { cmsEnv, ensureCmsInstalled } from './cms';

/** Beside the build, what it was built from. */
const MARKER = path.join(cmsDir, '.tmp', 'admin-built');
/** What the panel is built from: a change to any of these builds it again. */
const SOURCES = ['package-lock.json', 'patches', path.join('src', 'admin')];

/** Whether the admin panel in cms/build was built from what is there now. */
export function adminPanelIsCurrent(): boolean {
  return (
    existsSync(path.join(cmsDir, 'build', 'index.html')) &&
    existsSync(MARKER) &&
    readFileSync(MARKER, 'utf8').trim() === fingerprint(cmsDir, SOURCES)
  );
}

/**
 * Builds the admin panel unless it is current; throws with the build's last lines if it fails. Two processes of one
 * checkout take turns, and the second finds the first's build current.
 */
export async function ensureAdminPanel(log: (line: string) => void = console.log): Promise<void> {
  ensureCmsInstalled();
  if (adminPanelIsCurrent()) return;
  await withFolderLock(
    path.join(cmsDir, 'build'),
    'build of the admin panel',
    () => buildAdminPanel(log),
    log,
  );
}

async function buildAdminPanel(log: (line: string) => void) {
  if (adminPanelIsCurrent()) return;
  log('building the CMS’s admin panel (once, and again when the CMS is upgraded; about a minute)');
  const started = Date.now();
  const built = await run(process.execPath, ['scripts/build-admin.js'], {
    cwd: cmsDir,
    env: cmsEnv({ env: { SERVE_ADMIN_PANEL: 'true' } }),
    output: 'keep',
  });
  if (!built.ok)
    throw new Error(
      `the CMS's admin panel could not be built:\n${built.output.trim().split('\n').slice(-15).join('\n')}`,
    );
  // A fresh checkout has no cms/.tmp until the CMS first starts, and this build comes before that start.
  mkdirSync(path.dirname(MARKER), { recursive: true });
  writeFileSync(MARKER, `${fingerprint(cmsDir, SOURCES)}\n`);
  log(`built the admin panel in ${Math.round((Date.now() - started) / 1000)} s`);
}
