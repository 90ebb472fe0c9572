// A fingerprint of the files something is built from, so that it is built again only when one of them changes: the
// preview's server (preview/build.ts) and the CMS's admin panel (embedded-cms/admin-panel.ts).
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
