/** @jest-environment node */
// The build's "finish the pages" stage on pages Next.js really exported (scripts/make-site/fixtures/island-page).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rootDir, LOADER_ATTRIBUTE, pageData } from '../shared';
import { exportNextFixture } from '../testing/next-fixture';
import { finishPages } from './finish-pages';

let dir: string;
let finished: ReturnType<typeof finishPages>;

beforeAll(() => {
  const exported = exportNextFixture(path.join(rootDir, 'scripts', 'make-site', 'fixtures', 'island-page'));
  dir = mkdtempSync(path.join(tmpdir(), 'finish-pages-'));
  cpSync(exported, dir, { recursive: true });
  finished = finishPages(dir);
}, 240_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('finishPages', () => {
  it('makes each page load its scripts after its first paint, with its data in a file of its own', () => {
    expect(finished.pages).toBeGreaterThan(0);
    expect(finished.hydrationDataBytes).toBeGreaterThan(0);
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(html).toContain(LOADER_ATTRIBUTE);
    expect(existsSync(path.join(dir, pageData(html)!))).toBe(true);
  });

  it('then gives the pages a policy that allows each inline script they have left, the loader among them', () => {
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(policy).toBeDefined();
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([^<]*)<\/script>/g),
    ];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, code] of inline) {
      const hash = createHash('sha256').update(code!).digest('base64');
      expect(policy).toContain(`'sha256-${hash}'`);
    }
    expect(finished.scriptHashes).toBeGreaterThanOrEqual(inline.length);
    expect(finished.imageOrigins).toEqual([]);
    expect(readFileSync(path.join(dir, '_headers'), 'utf8')).toContain('Content-Security-Policy: ');
  });
});
