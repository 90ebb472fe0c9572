/** @jest-environment node */
// The build's first stage against the recorded Strapi: what it tells the build, cold and warm, and when the CMS fails.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { contentTypes, mediaFilesDir, readStore } from '../../lib/cms/tools';
import { startRecordedStrapi, type RecordedStrapi } from '../../lib/cms/testing/recorded-strapi';
import { serveRecordedUploads } from '../../lib/cms/testing/recorded-uploads';
import { rootDir, unusedPort } from '../shared';
import { readCms } from './read-cms';

const TOKEN = 'read-cms-test-token-5e4f3a2b1c';
let strapi: RecordedStrapi;
let work: string;
let env: Record<string, string>;
let storeFile: string;

beforeAll(async () => {
  strapi = await startRecordedStrapi();
  await serveRecordedUploads(strapi);
  work = mkdtempSync(path.join(rootDir, 'test-results', 'read-cms-'));
  // A photo cache of the test's own, which starts cold; no regulator is asked.
  env = { MEDIA_CACHE_DIR: path.join(work, 'media-cache'), CQC_API_KEY: '', FSA_API_URL: '' };
  storeFile = path.join(work, 'store', 'published.v8');
});

afterAll(async () => {
  await strapi.close();
  rmSync(work, { recursive: true, force: true });
});

describe('reading the CMS', () => {
  it('reads every part once, makes each photo the site’s own, writes the store, and tells the build what it found', async () => {
    const report = await readCms({ url: strapi.url, token: TOKEN }, storeFile, env);
    if (!report.ok) throw new Error(report.failure);
    // Every declared type, the facts the pages' words name, and the brochure made from them.
    expect(Object.keys(report.readMs).sort()).toEqual(
      [...Object.keys(contentTypes), 'brochure', 'facts in text'].sort(),
    );
    expect(report.ratings.map(({ rating, source }) => [rating, source])).toEqual([
      ['cqc', 'editors'],
      ['food', 'editors'],
    ]);
    expect(report.photos.seen).toBeGreaterThan(0);
    expect(report.photos.encoded).toBe(report.photos.seen);
    // Each photo's sizes and formats, the brochure and the contract, ready for the build to place.
    const files = readdirSync(mediaFilesDir(env.MEDIA_CACHE_DIR!));
    expect(files.filter((name) => name.endsWith('.avif')).length).toBeGreaterThanOrEqual(report.photos.seen);
    expect(files.filter((name) => name.endsWith('.pdf')).length).toBe(2);
    // The store the pages read: every type's values as the pages show them, the brochure and the day.
    const store = readStore(storeFile);
    expect(Object.keys(store.content).sort()).toEqual(Object.keys(contentTypes).sort());
    expect(store.today).toBe(report.today);
    expect(store.content.home.name).toBe('Wealdhaven House');
    expect(store.content.team.some((member) => (member.image?.avif.length ?? 0) > 0)).toBe(true);
    expect(store.brochure.href).toMatch(/^\/media\/.+\.pdf$/);
    expect(JSON.stringify(store)).not.toContain(TOKEN);
  }, 120_000);

  it('encodes nothing the second time, with every photo in the cache', async () => {
    const report = await readCms({ url: strapi.url, token: TOKEN }, storeFile, env);
    if (!report.ok) throw new Error(report.failure);
    expect(report.photos.seen).toBeGreaterThan(0);
    expect(report.photos.encoded).toBe(0);
  }, 60_000);

  it('says why, in the words the build’s last line gives, when the CMS cannot be read', async () => {
    const port = await unusedPort();
    const report = await readCms({ url: `http://127.0.0.1:${port}`, token: TOKEN }, storeFile, env);
    expect(report).toEqual({
      ok: false,
      failure: expect.stringMatching(
        /^CMS unreachable reading "fact-sheet" from http:\/\/127\.0\.0\.1:\d+\/api\//,
      ),
    });
    expect(JSON.stringify(report)).not.toContain(TOKEN);
  }, 60_000);
});
