// The site's content rules (lib/cms/rules.ts) and the page that previews each content type (lib/preview-paths.ts),
// made into one CommonJS file that the CMS loads (cms/src/index.js, cms/config/admin.js), so that an editor's save
// or publish is refused by the very rules the build applies, and each preview opens the page that shows the entry. Written at install (postinstall)
// and before each start of the embedded CMS; git-ignored, as a build output. `npm test` fails when the file in
// cms/ is older than the rules (site-rules.test.ts), for a CMS deployed from this folder must not judge by old rules.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { cmsDir, rootDir } from '../shared/paths';

/** Where the CMS finds the rules. */
export const siteRulesFile = path.join(cmsDir, 'src', 'site-rules.js');

const HEADER =
  '// Made from lib/cms/rules.ts and lib/preview-paths.ts by scripts/embedded-cms/site-rules.ts (npm install, and\n' +
  '// each start of the embedded CMS). Do not edit: change those, then run `npm install`.\n';

/** The rules and preview paths as the CMS loads them, with what they import (zod among it), in one file. */
export function bundleSiteRules(): string {
  const result = buildSync({
    stdin: {
      contents: "export * from './lib/cms/rules';\nexport * from './lib/preview-paths';\n",
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
  if (!file) throw new Error('site-rules: esbuild made no file of lib/cms/rules.ts');
  return HEADER + file.text;
}

/** Writes cms/src/site-rules.js when it is missing or differs from the rules; says whether it wrote. */
export function writeSiteRules(): boolean {
  const fresh = bundleSiteRules();
  if (existsSync(siteRulesFile) && readFileSync(siteRulesFile, 'utf8') === fresh) return false;
  writeFileSync(siteRulesFile, fresh);
  return true;
}
