/** @jest-environment node */
// The store the pages read: one build's, which fails on the first part that fails, and the preview's store of drafts,
// read whole when a request begins, which keeps a part's fault for the page that shows it and leaves every other page
// as it is.
import { beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CmsError } from '@/lib/kit';
import { recordedCmsForEachTest, testReader } from './testing/recorded-client';
import { galleryOf } from './testing/recorded-strapi';
import { memoryStoreOf, readStore, storeOf, storeSource, writeStore } from './store';

const TODAY = '2026-11-23';
const cms = recordedCmsForEachTest();
// No photos in the album: the brochure the site makes takes its photos from the image pipeline's files, which the
// test reader's stand-in does not write (brochure.test.ts tests the brochure with its photos).
beforeEach(() => {
  cms.strapi.pages.gallery = galleryOf(0);
});

/** The CMS answers every read of the jobs with a failure. */
const jobsFail = () => cms.strapi.overrides.set('/api/jobs', { status: 500 });

describe('a build’s store', () => {
  it('holds every part as the reader read it, the same after its file is read back', async () => {
    const reader = testReader(cms, { today: TODAY });
    const store = await storeOf(reader);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'store-')), 'site-store');
    writeStore(file, store);
    const source = storeSource(readStore(file));
    expect(source.today).toBe(TODAY);
    expect(await source.read('team')).toEqual(await reader.read('team'));
    expect(await source.read('jobs')).toEqual(await reader.read('jobs'));
    expect(await source.brochure()).toEqual(await reader.brochure());
  });

  it('is not made when one part cannot be read', async () => {
    jobsFail();
    await expect(storeOf(testReader(cms, { today: TODAY }))).rejects.toThrow(CmsError);
  });
});

describe('a store of drafts', () => {
  it('fails only the pages that show a part that cannot be read, with the reader’s own fault', async () => {
    jobsFail();
    const reader = testReader(cms, { today: TODAY });
    const fault = await reader.read('jobs').catch((error: unknown) => error);
    expect(fault).toBeInstanceOf(CmsError);

    const source = await memoryStoreOf(testReader(cms, { today: TODAY }));
    await expect(source.read('jobs')).rejects.toThrow((fault as Error).message);
    expect((await source.read('team')).length).toBeGreaterThan(0);
    expect((await source.brochure()).href).toMatch(/\.pdf$/);
  });

  it('reads every type when it is made, and nothing more when a page reads it', async () => {
    const source = await memoryStoreOf(testReader(cms, { today: TODAY }));
    const asked = cms.strapi.requests.length;
    await source.read('team');
    await source.read('home');
    await source.notices();
    expect(cms.strapi.requests.length).toBe(asked);
    expect(cms.strapi.requests.some(({ path }) => path === '/api/jobs')).toBe(true);
  });
});
