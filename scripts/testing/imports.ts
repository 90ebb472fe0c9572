// `npm test`'s check of the imports: every package a file imports is declared in the package.json of the tree it is
// in, the site's or the embedded CMS's (cms/, installed apart), so that no upgrade of another package can take it
// away. knip reads each tree apart (knip.json, cms/knip.json): a package that arrives only through another's
// dependencies, or from the other tree's node_modules, is named with the file that imports it.
import { cmsDir, rootDir, run, tool } from '../shared';

const failed: string[] = [];
for (const [tree, cwd] of [
  ['the site', rootDir],
  ['the CMS (cms/)', cmsDir],
] as const) {
  const { ok } = await run(tool('knip'), ['--include', 'unlisted,unresolved,binaries', '--no-progress'], {
    cwd,
  });
  if (!ok) failed.push(tree);
}
console.log(
  failed.length === 0
    ? 'imports: every package imported is declared, in the site and in the CMS'
    : `imports: ${failed.join(' and ')} import(s) a package its package.json does not declare (above)`,
);
process.exit(failed.length === 0 ? 0 : 1);
