// What the CMS is given of the site, made from the content types' declarations (lib/content-types) at install
// (postinstall) and before each start of the embedded CMS; git-ignored, as build outputs:
// - cms/src/api/ and cms/src/components/: each declared type as Strapi wants it (its schema.json, and the core
//   controller, router and service that serve it), and the components they use. Strapi reads them there; the
//   declaration is where they are written.
// - cms/src/site-rules.js: the declarations' rules, preview pages, samples and admin lists (lib/cms/declared.ts), the
//   preview's URLs (lib/preview-paths.ts), the words for the live site's state (lib/live-status-words.ts) and the
//   rebuild call's signature (lib/deploy-hook.ts) as one
//   CommonJS file, so that an editor's save or publish is refused by the very rules the build applies, each preview
//   opens the page that shows the entry, the seed makes each sample, and the admin's home page says what the preview's
//   band says.
// `npm test` fails when any of them is older than the declarations (site-rules.test.ts), for a CMS deployed from this
// folder must not judge by old rules or serve old types.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { strapiFiles } from '../../lib/cms/tools';
import { cmsDir, rootDir } from '../shared';

/** Where the CMS finds the rules. */
export const siteRulesFile = path.join(cmsDir, 'src', 'site-rules.js');
/** The folders of the CMS made wholly from the declarations: anything else in them is removed. */
const GENERATED_FOLDERS = ['src/api', 'src/components'];

const HEADER =
  '// Made from lib/content-types by scripts/embedded-cms/site-rules.ts (npm install, and each start of the embedded\n' +
  '// CMS). Do not edit: change the declarations, then run `npm install`.\n';

/** The declarations' rules, preview pages and samples, and the preview's URLs, as the CMS loads them, in one file. */
export function bundleSiteRules(): string {
  const result = buildSync({
    stdin: {
      contents:
        "export * from './lib/cms/declared';\nexport * from './lib/preview-paths';\n" +
        "export * from './lib/live-status-words';\nexport * from './lib/deploy-hook';\n" +
        "export * from './lib/kit/upload-kinds';\nexport * from './lib/cms/site-tokens';\n" +
        "export { todayInKent } from './lib/kit/rules';\n" +
        "export { changedSincePublished, takenDownKey, thingsToDo } from './lib/cms/to-do';\n" +
        "export { rotationWeek } from './lib/content-types/menu';\n" +
        "export { eventShownWords } from './lib/content-types/activities';\n" +
        "export { ADMIN_MENU } from './lib/cms/admin-menu';\n" +
        "export { changedFields, changeLines, keptVersions, versionInput } from './lib/cms/history';\n",
      resolveDir: rootDir,
      sourcefile: 'site-rules.ts',
      loader: 'ts',
    },
    absWorkingDir: rootDir,
    tsconfig: path.join(rootDir, 'tsconfig.json'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('site-rules: esbuild made no file of lib/cms/declared.ts');
  return HEADER + file.text;
}

/** Every file under `folder`, by its path relative to cms/. */
function filesUnder(folder: string): string[] {
  const at = path.join(cmsDir, folder);
  if (!existsSync(at)) return [];
  return readdirSync(at, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(cmsDir, path.join(entry.parentPath, entry.name)));
}

/** The CMS's files as the declarations make them, and those of its files that differ or are no longer made. */
export function staleCmsFiles() {
  const wanted = new Map([...strapiFiles(), ['src/site-rules.js', bundleSiteRules()]]);
  const differ = [...wanted].filter(([file, text]) => {
    const at = path.join(cmsDir, file);
    return !existsSync(at) || readFileSync(at, 'utf8') !== text;
  });
  const unmade = GENERATED_FOLDERS.flatMap(filesUnder).filter((file) => !wanted.has(file));
  return { wanted, stale: [...differ.map(([file]) => file), ...unmade] };
}

/**
 * Makes the CMS's files from the declarations again when any differs: the folders made wholly from them are written
 * afresh, so that a type no longer declared leaves nothing behind. Says whether it wrote.
 */
export function writeSiteRules(): boolean {
  const { wanted, stale } = staleCmsFiles();
  if (stale.length === 0) return false;
  for (const folder of GENERATED_FOLDERS) rmSync(path.join(cmsDir, folder), { recursive: true, force: true });
  for (const [file, text] of wanted) {
    mkdirSync(path.dirname(path.join(cmsDir, file)), { recursive: true });
    writeFileSync(path.join(cmsDir, file), text);
  }
  return true;
}
