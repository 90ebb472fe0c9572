/** @jest-environment node */
// The layer check `npm test` runs (.dependency-cruiser.cjs) must bite: on a small tree of rooms written here, with
// one fault of each kind, it fails and names each; on the same tree without them, it passes. dependency-cruiser runs in
// a process of its own, as `npm test` runs it (its configuration is a CommonJS file read by its own loader).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { rootDir } from '../shared';

const CONFIG = path.join(rootDir, '.dependency-cruiser.cjs');
const DEPCRUISE = path.join(rootDir, 'node_modules', '.bin', 'depcruise');

/** A tree sound in every way: each room imported through its door, the kit under the declarations under the reader. */
const SOUND: Record<string, string> = {
  'tsconfig.json': '{ "compilerOptions": { "strict": true } }',
  'lib/kit/index.ts': "export * from './fields';\n",
  'lib/kit/fields.ts': "import { day } from './words';\nexport const text = () => day;\n",
  'lib/kit/words.ts': "export const day = 'today';\n",
  'lib/content-types/index.ts': "export * from './team';\n",
  'lib/content-types/team.ts': "import { text } from '../kit';\nexport const team = text();\n",
  'lib/cms/index.ts': "import { team } from '../content-types';\nexport const read = () => team;\n",
  'lib/cms/client.ts': 'export const client = 1;\n',
  'app/page.ts': "import { read } from '../lib/cms';\nexport default read;\n",
  'scripts/shared/index.ts': "export * from './paths';\n",
  'scripts/shared/paths.ts': "export const rootDir = '.';\n",
  'scripts/shared/stop-with-parent.ts': 'export const STOP_WITH_ENV = 1;\n',
  'scripts/bench/index.ts': "import { rootDir } from '../shared';\nexport const bench = rootDir;\n",
  'scripts/server/start.ts':
    "import { rootDir } from '../shared';\nimport { STOP_WITH_ENV } from '../shared/stop-with-parent';\nexport const start = [rootDir, STOP_WITH_ENV];\n",
  'scripts/server/start.test.ts':
    "import { rootDir } from '../shared/paths';\nexport const seen = rootDir;\n",
};

let tree = '';
afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
});

/** Runs the project's layer check on `files` (a tree of its own) and returns whether it passed and what it said. */
function check(files: Record<string, string>): { ok: boolean; said: string } {
  tree = mkdtempSync(path.join(tmpdir(), 'layers-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(tree, name)), { recursive: true });
    writeFileSync(path.join(tree, name), text);
  }
  const answer = spawnSync(process.execPath, [DEPCRUISE, '--config', CONFIG, '.'], {
    cwd: tree,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { ok: answer.status === 0, said: `${answer.stdout}${answer.stderr}` };
}

describe('the layer check', () => {
  it('passes a tree whose rooms keep their doors and their order', () => {
    expect(check(SOUND)).toEqual({ ok: true, said: expect.stringContaining('no dependency violations') });
  });

  it('fails on two files of a room that import each other, naming both', () => {
    const { ok, said } = check({
      ...SOUND,
      'lib/kit/words.ts': "import { text } from './fields';\nexport const day = String(text);\n",
    });
    expect(ok).toBe(false);
    expect(said).toMatch(/no-circle: lib\/kit\/(fields|words)\.ts/);
  });

  it('fails on an import past a room’s front door', () => {
    const { ok, said } = check({
      ...SOUND,
      'lib/content-types/team.ts': "import { text } from '../kit/fields';\nexport const team = text();\n",
      'app/page.ts': "import { client } from '../lib/cms/client';\nexport default client;\n",
    });
    expect(ok).toBe(false);
    expect(said).toContain(
      'through-the-front-door-of-lib/kit: lib/content-types/team.ts → lib/kit/fields.ts',
    );
    expect(said).toContain('through-the-front-door-of-lib/cms: app/page.ts → lib/cms/client.ts');
  });

  it('fails on an import past the front door of a room of scripts/, and lets a test reach in', () => {
    const { ok, said } = check({
      ...SOUND,
      'scripts/bench/index.ts': "import { rootDir } from '../shared/paths';\nexport const bench = rootDir;\n",
    });
    expect(ok).toBe(false);
    expect(said).toContain(
      'through-the-front-door-of-scripts/shared: scripts/bench/index.ts → scripts/shared/paths.ts',
    );
    expect(said).not.toContain('start.test.ts');
  });

  it('fails on a layer that imports one above it', () => {
    const { ok, said } = check({
      ...SOUND,
      'lib/kit/words.ts': "import { read } from '../cms';\nexport const day = String(read);\n",
    });
    expect(ok).toBe(false);
    expect(said).toMatch(/lib\/kit-under-[a-z-]+: lib\/kit\/words\.ts → lib\/cms\/index\.ts/);
  });
});
