// A fingerprint of the files something is built from, so that it is built again only when one of them changes: the
// site's compiled app (make-site/render.ts), the preview's server (preview/build.ts) and the CMS's admin panel
// (embedded-cms/admin-panel.ts).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * A SHA-256 of every file under `entries` (files or folders, relative to `root`; missing ones count as empty), by
 * name and content, less the files `skip` names.
 */
export function fingerprint(
  root: string,
  entries: readonly string[],
  skip: (name: string) => boolean = () => false,
) {
  const files = entries.flatMap((entry) => {
    const full = path.join(root, entry);
    if (!existsSync(full)) return [];
    if (!statSync(full).isDirectory()) return [full];
    return readdirSync(full, { withFileTypes: true, recursive: true })
      .filter((one) => one.isFile() && !skip(one.name))
      .map((one) => path.join(one.parentPath, one.name));
  });
  const hash = createHash('sha256');
  for (const file of files.sort()) hash.update(`${path.relative(root, file)}\0`).update(readFileSync(file));
  return hash.digest('hex');
}

/** What the site's app is compiled from: its folders, less tests, and the files that change how it is compiled. */
const SITE_SOURCES = [
  'app',
  'components',
  'lib',
  'public',
  'next.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/**
 * A fingerprint of what Next.js compiles the site from: the app's files, and the variables it writes into the
 * browser's code (NEXT_PUBLIC_*, as `env` gives them). The content is not among them: the pages read it as they render.
 */
export function siteFingerprint(root: string, env: NodeJS.ProcessEnv) {
  const inlined = Object.entries(env)
    .filter(([name]) => name.startsWith('NEXT_PUBLIC_'))
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(fingerprint(root, SITE_SOURCES, (name) => /\.test\.tsx?$/.test(name)))
    .update(JSON.stringify(inlined))
    .digest('hex');
}
