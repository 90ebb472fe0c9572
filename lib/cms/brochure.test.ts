/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { prepareBrochure } from './brochure';
import { brochureStem, type HomeFacts } from '@/lib/kit';
import { createImagePipeline, type ImagePipeline } from './image-pipeline';
import { failure } from './testing/failure';
import { startRecordedStrapi, type RecordedStrapi } from './testing/recorded-strapi';
import { sampleFacts } from './testing/sample-facts';
import { sampleBrochureWords } from './testing/sample-home';
import type { GalleryPhoto } from '@/lib/content-types';

/** The smallest file that starts as a PDF does: the build checks the bytes, not a reader's opinion of them. */
const EDITORS_PDF = Buffer.from('%PDF-1.7\n% the editors’ own brochure\n%%EOF\n');

let strapi: RecordedStrapi;
let cacheDir: string;
let images: ImagePipeline;
let words: Awaited<ReturnType<typeof sampleBrochureWords>>;
/** The name a brochure is kept under: the home's name and a hash of the bytes. */
let NAME: RegExp;

beforeEach(async () => {
  words = await sampleBrochureWords();
  NAME = new RegExp(`^${brochureStem(words.home.name)}-[0-9a-f]{16}\\.pdf$`);
  strapi = await startRecordedStrapi();
  cacheDir = mkdtempSync(path.join(tmpdir(), 'brochure-cache-'));
  images = createImagePipeline({
    cacheDir,
    timeoutMs: 2000,
    retryDelayMs: 5,
    log: () => {},
    mediaOrigins: [strapi.url],
  });
});

afterEach(async () => {
  await strapi.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

/** The facts with the editors' brochure at `uploadPath` on the recorded CMS. */
const withEditorsBrochure = (uploadPath: string): HomeFacts => ({
  ...sampleFacts,
  brochure: { url: `${strapi.url}${uploadPath}`, version: null },
});
const kept = (name: string) => readFileSync(path.join(cacheDir, 'files', name));

describe('the brochure the pages link to', () => {
  it('is the editors’ own PDF when they uploaded one, kept under a name made from its bytes', async () => {
    strapi.uploads.set('/uploads/brochure.pdf', { bytes: EDITORS_PDF, type: 'application/pdf' });
    const file = await prepareBrochure(withEditorsBrochure('/uploads/brochure.pdf'), [], images, words);
    expect(file.from).toBe('editors');
    expect(file.name).toMatch(NAME);
    expect(kept(file.name).equals(EDITORS_PDF)).toBe(true);
    expect([...images.stats.files]).toEqual([file.name]);

    const replaced = Buffer.concat([EDITORS_PDF, Buffer.from('% a new edition\n')]);
    strapi.uploads.set('/uploads/brochure.pdf', { bytes: replaced, type: 'application/pdf' });
    const next = await prepareBrochure(withEditorsBrochure('/uploads/brochure.pdf'), [], images, words);
    expect(next.name).not.toBe(file.name);
  });

  it('stops the build, naming the file, when the editors’ upload is not a PDF or cannot be had', async () => {
    strapi.uploads.set('/uploads/brochure.pdf', {
      bytes: Buffer.from('<!doctype html><title>Sign in</title>'),
      type: 'application/pdf',
    });
    const notPdf = await failure(() =>
      prepareBrochure(withEditorsBrochure('/uploads/brochure.pdf'), [], images, words),
    );
    expect(notPdf.message).toMatch(/brochure\.pdf/);
    expect(notPdf.message).toMatch(/not a PDF/);
    const gone = await failure(() =>
      prepareBrochure(withEditorsBrochure('/uploads/gone.pdf'), [], images, words),
    );
    expect(gone.kind).toBe('not-found');
    expect(gone.message).toMatch(/gone\.pdf/);
    expect(images.stats.files.size).toBe(0);
  });

  it('is made from the facts and the first gallery photos when the editors uploaded none', async () => {
    const jpeg = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#6b8f71' } })
      .jpeg()
      .toBuffer();
    strapi.uploads.set('/uploads/garden.jpg', { bytes: jpeg, type: 'image/jpeg' });
    const prepared = await images.prepare({
      url: `${strapi.url}/uploads/garden.jpg`,
      alt: 'The walled garden in June',
      width: 480,
      height: 320,
      mime: 'image/jpeg',
      version: null,
    });
    const gallery: GalleryPhoto[] = [{ id: 'garden', image: prepared.image! }];

    const withPhoto = await prepareBrochure(sampleFacts, gallery, images, words);
    const withoutPhoto = await prepareBrochure(sampleFacts, [], images, words);
    expect(withPhoto.from).toBe('site');
    expect(withPhoto.name).toMatch(NAME);
    const pdf = kept(withPhoto.name);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    expect(kept(withoutPhoto.name).toString('latin1')).not.toContain('/Subtype /Image');
    expect(images.stats.files).toContain(withPhoto.name);
  });
});
