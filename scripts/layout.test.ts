/** @jest-environment node */
// scripts/ is in rooms that keep to themselves (eslint.config.mjs, SCRIPTS_ROOMS): a room added without rules of its
// own would import anything, and a rule that stopped biting would let any room reach into any other. ESLint is asked
// here, in a process of its own (its configuration is an ES module, which Jest's module system does not load).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { rootDir } from './shared/paths';

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
