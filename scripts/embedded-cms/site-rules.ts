// The site's content rules (lib/cms/rules.ts), made into one CommonJS file that the CMS loads (cms/src/index.js), so
// that an editor's save or publish is refused by the very rules the build applies. Written at install (postinstall)
// and before each start of the embedded CMS; git-ignored, as a build output. `npm test` fails when the file in
// cms/ is older than the rules (site-rules.test.ts), for a CMS deployed from this folder must not judge by old rules.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { cmsDir, rootDir } from '../paths';

/** Where the CMS finds the rules. */
export const siteRulesFile = path.join(cmsDir, 'src', 'site-rules.js');

const HEADER =
  '// Made from lib/cms/rules.ts by scripts/embedded-cms/site-rules.ts (npm install, and each start of the\n' +
  '// embedded CMS). Do not edit: change lib/cms/rules.ts, then run `npm install`.\n';

/** The rules as the CMS loads them: lib/cms/rules.ts with what it imports (zod among it), in one file. */
export function bundleSiteRules(): string {
  const result = buildSync({
    entryPoints: [path.join(rootDir, 'lib', 'cms', 'rules.ts')],
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
