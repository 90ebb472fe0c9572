/** @jest-environment node */
// Publishing a build (scripts/make-site/publish.ts): what a new site keeps of the one it replaces.
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPolicy, headersFile } from '../shared';
import { carryOverEarlierAssets, EARLIER_ASSETS_KEEP_MS, publish, writeVercelOutput } from './publish';

describe('carryOverEarlierAssets', () => {
  it("keeps the last hour's scripts and data a page served before the swap still asks for, and nothing else", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'carry-over-'));
    const previous = path.join(root, 'out');
    const staging = path.join(root, 'staging');
    const file = (dir: string, name: string, text = name) => {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
      return path.join(dir, name);
    };
    try {
      const now = Date.now();
      file(previous, '_next/static/page-data/aaaa.js', 'old data');
      file(previous, '_next/static/chunks/same.js', 'old build of the same chunk');
      const stale = file(previous, '_next/static/chunks/stale.js');
      utimesSync(
        stale,
        new Date(now - EARLIER_ASSETS_KEEP_MS - 1000),
        new Date(now - EARLIER_ASSETS_KEEP_MS - 1000),
      );
      file(previous, 'media/removed-320.avif');
      file(previous, 'team.html', 'old page');
      file(staging, '_next/static/chunks/same.js', 'new');
      file(staging, '_next/static/page-data/bbbb.js', 'new data');
      file(staging, 'team.html', 'new page');

      expect(carryOverEarlierAssets(previous, staging, { now })).toBe(1);
      const read = (name: string) => readFileSync(path.join(staging, name), 'utf8');
      expect(read('_next/static/page-data/aaaa.js')).toBe('old data');
      // The new build's own files win; the rest of the old site (pages, photos) is not carried over.
      expect(read('_next/static/chunks/same.js')).toBe('new');
      expect(read('team.html')).toBe('new page');
      for (const gone of ['_next/static/chunks/stale.js', 'media/removed-320.avif']) {
        expect(() => statSync(path.join(staging, gone))).toThrow();
      }
      // A file's age counts from the build that made it: carried over again, it still leaves on time.
      const carried = path.join(staging, '_next/static/page-data/aaaa.js');
      expect(statSync(carried).mtimeMs).toBe(
        statSync(path.join(previous, '_next/static/page-data/aaaa.js')).mtimeMs,
      );
      expect(carryOverEarlierAssets(staging, previous, { now: now + EARLIER_ASSETS_KEEP_MS + 1000 })).toBe(0);
      expect(carryOverEarlierAssets(path.join(root, 'none'), staging)).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('publish', () => {
  it('puts the staged site in place of the old one, leaving nothing of either beside it', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'publish-'));
    try {
      const out = path.join(root, 'out');
      const staging = path.join(root, 'staging');
      mkdirSync(out);
      mkdirSync(staging);
      writeFileSync(path.join(out, 'old.html'), 'old');
      writeFileSync(path.join(staging, 'new.html'), 'new');
      publish(staging, out);
      expect(readFileSync(path.join(out, 'new.html'), 'utf8')).toBe('new');
      for (const gone of ['out/old.html', 'staging', 'out.incoming', 'out.previous']) {
        expect(() => statSync(path.join(root, gone))).toThrow();
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("Vercel's Build Output", () => {
  const page = (body: string) =>
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body>${body}</body></html>`;
  const policy = buildPolicy([page('<script>one()</script>')]).header;

  it('is written beside the project from the published site, without the _headers file Vercel does not read', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vercel-output-'));
    try {
      const site = path.join(dir, 'out');
      mkdirSync(site);
      writeFileSync(path.join(site, 'index.html'), page(''));
      writeFileSync(path.join(site, '_headers'), headersFile(policy));
      const output = writeVercelOutput(site, dir, policy, ['index.html']);
      expect(output).toBe(path.join(dir, '.vercel', 'output'));
      expect(readFileSync(path.join(output, 'static', 'index.html'), 'utf8')).toBe(page(''));
      expect(() => readFileSync(path.join(output, 'static', '_headers'))).toThrow();
      const config = JSON.parse(readFileSync(path.join(output, 'config.json'), 'utf8'));
      expect(config.version).toBe(3);
      expect(config.routes[0].headers['Content-Security-Policy']).toBe(policy);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
