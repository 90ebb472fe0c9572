/** @jest-environment node */
// scripts/ is in rooms that keep to themselves (eslint.config.mjs, SCRIPTS_ROOMS): a room added without rules of its
// own would import anything, and a rule that stopped biting would let any room reach into any other. ESLint is asked
// here, in a process of its own (its configuration is an ES module, which Jest's module system does not load).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { cmsDir, rootDir } from './shared';

const entries = readdirSync(path.join(rootDir, 'scripts'), { withFileTypes: true });
const rooms = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);

type Answer = {
  /** Each room's import/no-restricted-paths targets, as ESLint resolves the configuration for a file in it. */
  targets: Record<string, string[]>;
  /** ESLint's messages on a file of make-site/ that imports server/, which make-site/ may not. */
  crossing: { ruleId: string | null; message: string }[];
};

function askEslint(): Answer {
  const program = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: ${JSON.stringify(rootDir)} });
    const targets = {};
    for (const room of ${JSON.stringify(rooms)}) {
      const config = await eslint.calculateConfigForFile('scripts/' + room + '/probe.ts');
      const rule = config.rules?.['import/no-restricted-paths'];
      targets[room] = (rule?.[1]?.zones ?? []).map((zone) => zone.target);
    }
    const [result] = await eslint.lintText("import { serve } from '../server/serve';\\nexport const probe = serve;\\n", {
      filePath: ${JSON.stringify(path.join(rootDir, 'scripts', 'make-site', 'probe.ts'))},
    });
    console.log(JSON.stringify({ targets, crossing: result.messages }));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
    cwd: rootDir,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`eslint could not be asked: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

describe('the rooms of scripts/', () => {
  const answer = askEslint();

  it('each have import rules of their own', () => {
    expect(rooms.length).toBeGreaterThan(5);
    for (const room of rooms) expect(answer.targets[room]).toContain(`./scripts/${room}`);
  });

  it('refuse an import the rules do not allow', () => {
    expect(answer.crossing).toEqual([
      expect.objectContaining({
        ruleId: 'import/no-restricted-paths',
        message: expect.stringContaining('scripts/make-site/ may import only shared/, embedded-cms/'),
      }),
    ]);
  });

  it('leave outside them only the install step', () => {
    const loose = entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'));
    expect(loose.map((entry) => entry.name)).toEqual(['postinstall.ts']);
  });
});

// A file moved or renamed must leave no name of its old place behind: a script a package.json runs, or a script
// another script starts by its path, is found only when it runs (the admin panel's build runs on a fresh install
// alone, and once named a file a rename had moved).
describe('the scripts the project runs by path', () => {
  /** Each `scripts/….js|ts` named in `text`. */
  const named = (text: string) =>
    [...text.matchAll(/\bscripts\/[\w./-]+?\.(?:js|ts|mjs)\b/g)].map(([one]) => one);
  const exists = (file: string) =>
    existsSync(path.join(rootDir, file)) || existsSync(path.join(cmsDir, file));

  it('name files that exist, in package.json and cms/package.json', () => {
    const missing = [path.join(rootDir, 'package.json'), path.join(cmsDir, 'package.json')].flatMap(
      (file) => {
        const { scripts } = JSON.parse(readFileSync(file, 'utf8')) as { scripts: Record<string, string> };
        const base = path.dirname(file);
        return Object.values(scripts)
          .flatMap(named)
          .filter((script) => !existsSync(path.join(base, script)))
          .map((script) => `${path.relative(rootDir, file)}: ${script}`);
      },
    );
    expect(missing).toEqual([]);
  });

  it('name files that exist, where the project’s scripts start them', () => {
    const files = readdirSync(path.join(rootDir, 'scripts'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.ts$/.test(file) && !file.includes('fixtures'),
    );
    const missing = files.flatMap((file) =>
      [
        ...readFileSync(path.join(rootDir, 'scripts', file), 'utf8').matchAll(
          // Not a key (`'scripts/…': text`): the files of a tree a test writes for itself.
          /['`](scripts\/[\w./-]+?\.(?:js|ts|mjs))['`](?!\s*:)/g,
        ),
      ]
        .map(([, script]) => script!)
        .filter((script) => !exists(script))
        .map((script) => `scripts/${file}: ${script}`),
    );
    expect(missing).toEqual([]);
  });
});
