/** @jest-environment node */
// The build against a broken CMS: it must fail with one clear line and leave the last good site exactly as it was.
// These run the real build script (and so a real `next build`), which takes a little while.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { recorded, startRecordedStrapi, type RecordedStrapi } from '../lib/cms/testing/recorded-strapi';
import { unusedPort } from './testing/unused-port';

const TOKEN = 'build-fault-test-token-9b8a7c6d5e4f';
const PREVIOUS = '<!doctype html><title>yesterday</title><p>The last good site.</p>';

let work: string;
let outDir: string;

beforeEach(() => {
  const parent = path.resolve(__dirname, '..', 'test-results');
  mkdirSync(parent, { recursive: true });
  work = mkdtempSync(path.join(parent, 'build-faults-'));
  outDir = path.join(work, 'out');
  mkdirSync(outDir);
  writeFileSync(path.join(outDir, 'index.html'), PREVIOUS);
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

function build(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], {
      cwd: path.resolve(__dirname, '..'),
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        SITE_OUT_DIR: outDir,
        STRAPI_TOKEN: TOKEN,
        ...env,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function lastLine(output: string) {
  return output.trim().split('\n').pop() ?? '';
}

function expectPreviousSiteUntouched() {
  expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe(PREVIOUS);
  expect(existsSync(path.resolve(__dirname, '..', '.site-staging'))).toBe(false);
}

describe('a build against a broken CMS', () => {
  let strapi: RecordedStrapi | undefined;
  afterEach(async () => {
    await strapi?.close();
    strapi = undefined;
  });

  it('fails when the CMS is down, says so in its last line, and leaves out/ as it was', async () => {
    const port = await unusedPort();
    const { code, output } = await build({ STRAPI_URL: `http://127.0.0.1:${port}` });
    expect(code).not.toBe(0);
    expect(lastLine(output)).toMatch(
      new RegExp(
        `^build failed after [\\d.]+s: CMS unreachable reading "(galleries|teams)" from http://127\\.0\\.0\\.1:${port}/api/\\w+\\?page=1: could not connect \\(ECONNREFUSED\\) \\(after 3 attempts\\)\\. The previous site in .+ is unchanged\\.$`,
      ),
    );
    expect(output).not.toContain(TOKEN);
    expectPreviousSiteUntouched();
  }, 180_000);

  it('fails when the CMS rejects the token, and says the token was rejected', async () => {
    strapi = await startRecordedStrapi();
    const unauthorized = {
      status: 401,
      body: { data: null, error: { status: 401, name: 'UnauthorizedError' } },
    };
    strapi.queue.push(...Array.from({ length: 20 }, () => unauthorized));
    const { code, output } = await build({ STRAPI_URL: strapi.url });
    expect(code).not.toBe(0);
    expect(lastLine(output)).toMatch(
      /^build failed after [\d.]+s: CMS unauthorized \(401\) reading "(galleries|teams)" from http:\/\/127\.0\.0\.1:\d+\/api\/\w+\?page=1: the CMS rejected the API token/,
    );
    expect(output).not.toContain(TOKEN);
    expectPreviousSiteUntouched();
  }, 180_000);
});

describe('a rebuild after editors change content', () => {
  it('publishes the CMS content as it is now, not as the previous build saw it', async () => {
    const strapi = await startRecordedStrapi();
    try {
      const first = await build({ STRAPI_URL: strapi.url });
      expect(first.code).toBe(0);
      const before = readFileSync(path.join(outDir, 'team.html'), 'utf8');
      const heading = (name: string) => `>${name}</h3>`;
      expect(before.includes(heading(recorded.teams.data[0]!.name))).toBe(true);

      const changed = structuredClone(recorded.teams) as { data: { name: string }[] };
      changed.data[0]!.name = 'Rosalind Newly-Published';
      strapi.overrides.set('/api/teams', { status: 200, body: changed });
      const second = await build({ STRAPI_URL: strapi.url });
      expect(second.code).toBe(0);
      const after = readFileSync(path.join(outDir, 'team.html'), 'utf8');
      expect(after.includes(heading('Rosalind Newly-Published'))).toBe(true);
      expect(after.includes(heading(recorded.teams.data[0]!.name))).toBe(false);
    } finally {
      await strapi.close();
    }
  }, 240_000);
});
