/** @jest-environment node */
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runScript, rootDir } from '../shared';

const made: string[] = [];
afterAll(() => made.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A built site of two pages, the second holding `planted`; the gate's exit code and what it said. */
async function gateOn(planted: string) {
  const parent = path.join(rootDir, 'test-results');
  mkdirSync(parent, { recursive: true });
  const out = mkdtempSync(path.join(parent, 'secrets-gate-'));
  made.push(out);
  writeFileSync(path.join(out, 'index.html'), '<!doctype html><title>Home</title><p>Welcome.</p>');
  writeFileSync(
    path.join(out, 'about.html'),
    `<!doctype html><title>About</title><script>${planted}</script>`,
  );
  const { code, output } = await runScript('gates/secrets.ts', [out], { output: 'keep' });
  return { code, output };
}

describe('the secrets gate', () => {
  it('passes a site with no credential in it', async () => {
    expect((await gateOn('const greeting = "hello";')).code).toBe(0);
  }, 60_000);

  // Kinds of credential the gate's own patterns never knew (it knew the project's tokens, JWTs and private keys).
  it.each([
    ['a Slack bot token', `const slack = "xoxb-${'1'.repeat(10)}-${'2'.repeat(13)}-${'Ab3'.repeat(8)}";`],
    ['a GitHub token', `const github = "ghp_${'aB3'.repeat(12)}";`],
  ])(
    'fails on %s planted in a page, naming the file and the kind',
    async (_, planted) => {
      const { code, output } = await gateOn(planted);
      expect(code).toBe(1);
      expect(output).toMatch(/found about\.html: .*(slack|GitHub)/i);
    },
    60_000,
  );
});
