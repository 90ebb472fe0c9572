// What the CMS is given of the site, made from the content types' declarations (lib/content-types) at install
// (postinstall) and before each start of the embedded CMS; git-ignored, as build outputs:
// - cms/src/api/ and cms/src/components/: each declared type as Strapi wants it (its schema.json, and the core
//   controller, router and service that serve it), and the components they use. Strapi reads them there; the
//   declaration is where they are written.
// - cms/src/site-rules.js: the declarations' rules, preview pages and samples (lib/cms/declared.ts) and the preview's
//   URLs (lib/preview-paths.ts) as one CommonJS file, so that an editor's save or publish is refused by the very rules
//   the build applies, each preview opens the page that shows the entry, and the seed makes each sample.
// `npm test` fails when any of them is older than the declarations (site-rules.test.ts), for a CMS deployed from this
// folder must not judge by old rules or serve old types.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { contentTypes } from '../../lib/content-types';
import { cmsDir, rootDir } from '../shared/paths';

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
      contents: "export * from './lib/cms/declared';\nexport * from './lib/preview-paths';\n",
      resolveDir: rootDir,
      sourcefile: 'site-rules.ts',
      loader: 'ts',
    },
    absWorkingDir: rootDir,
    tsconfig: path.join(rootDir, 'tsconfig.json'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('site-rules: esbuild made no file of lib/cms/declared.ts');
  return HEADER + file.text;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const core = (kind: 'Controller' | 'Router' | 'Service', uid: string) =>
  `const { factories } = require('@strapi/strapi');\n\nmodule.exports = factories.createCore${kind}('${uid}');\n`;

/** Each declared type's files as Strapi wants them, by their path under cms/. */
export function strapiFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const type of Object.values(contentTypes)) {
    const { kind, collectionName, info, attributes, components = {} } = type;
    const name = info.singularName;
    const uid = `api::${name}.${name}`;
    const api = `src/api/${name}`;
    files.set(
      `${api}/content-types/${name}/schema.json`,
      json({ kind, collectionName, info, options: { draftAndPublish: true }, pluginOptions: {}, attributes }),
    );
    files.set(`${api}/controllers/${name}.js`, core('Controller', uid));
    files.set(`${api}/routes/${name}.js`, core('Router', uid));
    files.set(`${api}/services/${name}.js`, core('Service', uid));
    for (const [componentUid, component] of Object.entries(components)) {
      const [category, componentName] = componentUid.split('.');
      const { collectionName: table, displayName, description, attributes: fields } = component;
      files.set(
        `src/components/${category}/${componentName}.json`,
        json({ collectionName: table, info: { displayName, description }, options: {}, attributes: fields }),
      );
    }
  }
  return files;
}

/** Every file under `folder`, by its path relative to cms/. */
function filesUnder(folder: string): string[] {
  const at = path.join(cmsDir, folder);
  if (!existsSync(at)) return [];
  return readdirSync(at, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(cmsDir, path.join(entry.parentPath, entry.name)));
}

/** What differs between the CMS's files and the declarations: the paths to write and the paths to remove. */
export function staleCmsFiles() {
  const wanted = new Map([...strapiFiles(), ['src/site-rules.js', bundleSiteRules()]]);
  const write = [...wanted].filter(([file, text]) => {
    const at = path.join(cmsDir, file);
    return !existsSync(at) || readFileSync(at, 'utf8') !== text;
  });
  const remove = GENERATED_FOLDERS.flatMap(filesUnder).filter((file) => !wanted.has(file));
  return { write, remove };
}

/** Writes the CMS's files made from the declarations where they differ, and removes the ones no longer declared. */
export function writeSiteRules(): boolean {
  const { write, remove } = staleCmsFiles();
  for (const [file, text] of write) {
    const at = path.join(cmsDir, file);
    mkdirSync(path.dirname(at), { recursive: true });
    writeFileSync(at, text);
  }
  for (const file of remove) rmSync(path.join(cmsDir, file));
  // A type no longer declared leaves its folders empty.
  for (const folder of GENERATED_FOLDERS) removeEmptyFolders(path.join(cmsDir, folder));
  return write.length + remove.length > 0;
}

function removeEmptyFolders(folder: string) {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, { withFileTypes: true }))
    if (entry.isDirectory()) removeEmptyFolders(path.join(folder, entry.name));
  if (readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
}
