/** @jest-environment node */
// The image pipeline against a local CMS that serves real files: what it makes, what it keeps between builds, and
// what it does with files that cannot be used.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { CmsError, type MediaSource, type SiteImage } from '@/lib/kit';
import { createImagePipeline, photoKey, sniffImageType, type ImagePipelineOptions } from './image-pipeline';
import { startRecordedStrapi, type RecordedStrapi } from './testing/recorded-strapi';

let strapi: RecordedStrapi;
let cacheDir: string;

beforeEach(async () => {
  strapi = await startRecordedStrapi();
  const parent = path.resolve(__dirname, '..', '..', 'test-results');
  mkdirSync(parent, { recursive: true });
  cacheDir = mkdtempSync(path.join(parent, 'image-pipeline-'));
});

afterEach(async () => {
  await strapi.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

/** A made-up picture: a soft gradient with a darker band, varied by `seed`, as a JPEG. */
function picture(width: number, height: number, seed = 0): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const band = Math.abs(y - height / 2) < height / 8 ? 60 : 0;
      pixels[at] = (120 + seed * 40 + (x * 80) / width - band) & 255;
      pixels[at + 1] = (150 + (y * 60) / height - band) & 255;
      pixels[at + 2] = (90 + seed * 10) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Serves `bytes` at a path and describes it as the content layer would. */
function upload(
  name: string,
  bytes: Buffer,
  meta: Partial<MediaSource> = {},
  type = 'image/jpeg',
): MediaSource {
  strapi.uploads.set(`/uploads/${name}`, { bytes, type });
  return {
    url: `${strapi.url}/uploads/${name}`,
    alt: `A photo called ${name}`,
    width: 0,
    height: 0,
    mime: type,
    version: JSON.stringify([name, 'strapi-hash', '2026-11-01T10:00:00.000Z']),
    ...meta,
  };
}

function pipeline(options: Partial<ImagePipelineOptions> = {}) {
  return createImagePipeline({
    cacheDir,
    timeoutMs: 2000,
    retryDelayMs: 5,
    log: () => {},
    mediaOrigins: [strapi.url],
    ...options,
  });
}

async function imageOf(
  result: Awaited<ReturnType<ReturnType<typeof pipeline>['prepare']>>,
): Promise<SiteImage> {
  if (!result.image) throw new Error(`expected an image, got the problem: ${result.problem}`);
  return result.image;
}

const uploadRequests = () => strapi.requests.filter((request) => request.path.startsWith('/uploads/')).length;
const filesInCache = () => readdirSync(path.join(cacheDir, 'files')).sort();

describe('what the pipeline makes', () => {
  it('makes AVIF and WebP at widths up to 1440, one JPEG, and names them by the hash of the bytes', async () => {
    const bytes = await picture(1600, 1067);
    const image = await imageOf(await pipeline().prepare(upload('house.jpg', bytes)));
    const key = photoKey(bytes);
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(photoKey(await picture(1600, 1067, 1))).not.toBe(key);

    expect(image.avif.map((size) => size.width)).toEqual([320, 640, 960, 1440]);
    expect(image.webp.map((size) => size.width)).toEqual([320, 640, 960, 1440]);
    expect(image.jpeg.map((size) => size.width)).toEqual([960]);
    expect(image.avif[0]).toEqual({ src: `/media/${key}-320.avif`, width: 320, height: 213 });
    expect(image).toMatchObject({ width: 1440, height: 960, alt: 'A photo called house.jpg' });
    expect(image.colour).toMatch(/^#[0-9a-f]{6}$/);

    // The files are what their names say.
    const file = (name: string) => path.join(cacheDir, 'files', name);
    expect(await sharp(file(`${key}-320.avif`)).metadata()).toMatchObject({ format: 'heif', width: 320 });
    expect(await sharp(file(`${key}-1440.webp`)).metadata()).toMatchObject({ format: 'webp', width: 1440 });
    expect(await sharp(file(`${key}-960.jpg`)).metadata()).toMatchObject({ format: 'jpeg', width: 960 });
    expect(filesInCache()).toHaveLength(9);
  }, 60_000);

  it('never makes a photo wider than its original', async () => {
    const images = pipeline();
    const portrait = await imageOf(await images.prepare(upload('portrait.jpg', await picture(800, 800))));
    expect(portrait.webp.map((size) => size.width)).toEqual([320, 640, 800]);
    expect(portrait.jpeg.map((size) => size.width)).toEqual([800]);
    const small = await imageOf(await images.prepare(upload('small.jpg', await picture(200, 150))));
    expect(small.avif.map((size) => size.width)).toEqual([200]);
    expect(small.jpeg).toEqual([{ src: expect.stringMatching(/-200\.jpg$/), width: 200, height: 150 }]);
  }, 60_000);

  it('works on no more photos at once than it is given cores', async () => {
    const images = pipeline({ concurrency: 2 });
    const sources = await Promise.all(
      [0, 1, 2, 3].map(async (seed) => upload(`p${seed}.jpg`, await picture(400, 300, seed))),
    );
    const results = await Promise.all(sources.map((source) => images.prepare(source)));
    expect(results.every((result) => result.image)).toBe(true);
    expect(images.stats.encoded.size).toBe(4);
    expect(images.stats.peakActive).toBe(2);
  }, 60_000);

  it('fetches and encodes a file used twice (the same photo in two entries) once', async () => {
    const images = pipeline();
    const source = upload('house.jpg', await picture(800, 600));
    const [a, b] = await Promise.all([
      images.prepare(source),
      images.prepare({ ...source, alt: 'The same house, described again' }),
    ]);
    expect(images.stats.downloads).toBe(1);
    expect(images.stats.encoded.size).toBe(1);
    expect(a.image?.avif).toEqual(b.image?.avif);
    expect(b.image?.alt).toBe('The same house, described again');
  }, 60_000);
});

describe('the names and the version of sharp', () => {
  /** `photoKey` as the pipeline computes it where sharp says it is `versions`. */
  function keyWithSharp(bytes: Buffer, versions: Record<string, string>): string {
    let key = '';
    jest.isolateModules(() => {
      jest.doMock('sharp', () => {
        const real = jest.requireActual<typeof sharp>('sharp');
        return Object.assign((...args: Parameters<typeof sharp>) => real(...args), real, { versions });
      });
      key = (jest.requireActual('./image-pipeline') as typeof import('./image-pipeline')).photoKey(bytes);
      jest.dontMock('sharp');
    });
    return key;
  }

  it('gives every photo new names when sharp or libvips changes, so no cache keeps bytes of another version', async () => {
    const bytes = await picture(640, 480, 7);
    expect(keyWithSharp(bytes, { ...sharp.versions })).toBe(photoKey(bytes));
    expect(keyWithSharp(bytes, { ...sharp.versions, sharp: '0.0.1' })).not.toBe(photoKey(bytes));
    expect(keyWithSharp(bytes, { ...sharp.versions, vips: '0.0.1' })).not.toBe(photoKey(bytes));
  });
});

describe('between builds', () => {
  it('fetches and encodes nothing when nothing changed in the CMS', async () => {
    const source = upload('house.jpg', await picture(1600, 1067));
    const first = pipeline();
    const before = await imageOf(await first.prepare(source));
    expect(first.stats.encoded.size).toBe(1);
    const requests = uploadRequests();

    const next = pipeline();
    const after = await imageOf(await next.prepare(source));
    expect(after).toEqual(before);
    expect(next.stats).toMatchObject({ downloads: 0 });
    expect(next.stats.encoded.size).toBe(0);
    expect(next.stats.seen.size).toBe(1);
    expect(uploadRequests()).toBe(requests);
  }, 60_000);

  it('encodes exactly the replaced photo, under new names, when an editor replaces its file', async () => {
    const house = upload('house.jpg', await picture(1600, 1067, 0));
    const garden = upload('garden.jpg', await picture(1200, 800, 1));
    const first = pipeline();
    const before = await imageOf(await first.prepare(house));
    await first.prepare(garden);

    // Strapi keeps the URL and its hash on a replace; updatedAt (and so the version) changes.
    const replaced = upload('house.jpg', await picture(1600, 1067, 2), {
      version: JSON.stringify(['house.jpg', 'strapi-hash', '2026-11-02T09:00:00.000Z']),
    });
    const next = pipeline();
    const after = await imageOf(await next.prepare(replaced));
    await next.prepare(garden);
    expect(next.stats.encoded.size).toBe(1);
    expect(next.stats.downloads).toBe(1);
    expect(after.avif[0]!.src).not.toBe(before.avif[0]!.src);
    expect(after.jpeg[0]!.src).not.toBe(before.jpeg[0]!.src);
  }, 60_000);

  it('downloads but does not encode a photo whose file is the same under a new version (say, new alt text)', async () => {
    const bytes = await picture(1600, 1067);
    const first = pipeline();
    const before = await imageOf(await first.prepare(upload('house.jpg', bytes)));
    const next = pipeline();
    const edited = upload('house.jpg', bytes, {
      alt: 'The house in spring',
      version: JSON.stringify(['house.jpg', 'strapi-hash', '2026-11-03T09:00:00.000Z']),
    });
    const after = await imageOf(await next.prepare(edited));
    expect(next.stats).toMatchObject({ downloads: 1 });
    expect(next.stats.encoded.size).toBe(0);
    expect(after).toEqual({ ...before, alt: 'The house in spring' });
  }, 60_000);

  it('checks the bytes of a file the CMS does not version, and reuses its encoding when they are the same', async () => {
    const source = upload('house.jpg', await picture(1600, 1067), { version: null });
    await pipeline().prepare(source);
    const next = pipeline();
    await imageOf(await next.prepare(source));
    expect(next.stats.downloads).toBe(1);
    expect(next.stats.encoded.size).toBe(0);
  }, 60_000);

  it('encodes again when a cached file has gone missing', async () => {
    const source = upload('house.jpg', await picture(1600, 1067));
    await pipeline().prepare(source);
    rmSync(path.join(cacheDir, 'files', filesInCache()[0]!));
    const next = pipeline();
    await imageOf(await next.prepare(source));
    expect(next.stats.encoded.size).toBe(1);
    expect(filesInCache()).toHaveLength(9);
  }, 60_000);
});

describe('files that cannot be used', () => {
  const problemOf = async (source: MediaSource, options: Partial<ImagePipelineOptions> = {}) => {
    const result = await pipeline(options).prepare(source);
    expect(result.image).toBeNull();
    return result.problem;
  };

  it('reports a photo the CMS lists but does not serve (404), without retrying', async () => {
    const source = upload('gone.jpg', Buffer.alloc(0));
    strapi.uploads.delete('/uploads/gone.jpg');
    expect(await problemOf(source)).toMatch(/not found \(404\) reading "media" from .*gone\.jpg/);
    expect(uploadRequests()).toBe(1);
  });

  it('reports a photo that does not come in time, after three attempts', async () => {
    const source = upload('slow.jpg', await picture(100, 100));
    strapi.queue.push({ hang: true }, { hang: true }, { hang: true });
    expect(await problemOf(source, { timeoutMs: 150 })).toMatch(/timeout.*slow\.jpg.*after 3 attempts/);
  });

  it('reports a file that is not an image', async () => {
    const source = upload('notes.jpg', Buffer.from('Minutes of the residents meeting, 3 November'));
    expect(await problemOf(source)).toMatch(/not an image/);
  });

  it('reports a corrupt image', async () => {
    const whole = await picture(400, 300);
    const source = upload('broken.jpg', Buffer.concat([whole.subarray(0, 600), Buffer.alloc(400, 7)]));
    expect(await problemOf(source)).toMatch(/could not be read/);
    expect(existsSync(path.join(cacheDir, 'files')) ? filesInCache() : []).toEqual([]);
  });

  it('never decodes or copies an SVG, which can carry script', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const source = upload('logo.jpg', svg, {}, 'image/svg+xml');
    expect(await problemOf(source)).toMatch(/SVG/);
    expect(filesInCache()).toEqual([]);
  });

  it('refuses an image over the pixel limit before decoding it', async () => {
    const source = upload('huge.jpg', await picture(400, 300));
    expect(await problemOf(source, { maxInputPixels: 100_000 })).toMatch(/pixel limit/i);
    expect(filesInCache()).toEqual([]);
  });

  it('fails the build when the CMS cannot be reached at all', async () => {
    const source = upload('house.jpg', await picture(100, 100));
    await strapi.close();
    const error = await pipeline()
      .prepare(source)
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(CmsError);
    expect((error as CmsError).kind).toBe('unreachable');
    strapi = await startRecordedStrapi(); // for afterEach
  });
});

describe('recognising a file by its bytes', () => {
  it('tells the image formats apart, and markup from images', async () => {
    const of = async (format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif') =>
      sniffImageType(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
          .toFormat(format)
          .toBuffer(),
      );
    expect(await of('jpeg')).toBe('jpeg');
    expect(await of('png')).toBe('png');
    expect(await of('webp')).toBe('webp');
    expect(await of('gif')).toBe('gif');
    expect(await of('avif')).toBe('avif');
    expect(sniffImageType(Buffer.from('\ufeff  <svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('markup');
    expect(sniffImageType(Buffer.from('<!DOCTYPE html><html></html>'))).toBe('markup');
    expect(sniffImageType(Buffer.from('just text'))).toBeNull();
  });
});

describe('where the pipeline fetches from', () => {
  let elsewhere: Server;
  let elsewhereUrl: string;
  let elsewhereAsked: string[];

  beforeEach(async () => {
    elsewhereAsked = [];
    const bytes = await picture(400, 300);
    // Another service on this machine: the kind of address a CMS's media URL must never make the build fetch.
    elsewhere = createServer((req, res) => {
      elsewhereAsked.push(req.url ?? '');
      res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(bytes);
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
  });

  afterEach(() => new Promise((resolve) => elsewhere.close(resolve)));

  it('fetches nothing from a host that is neither the CMS nor a media host it is given', async () => {
    const source = { ...upload('x.jpg', await picture(10, 10)), url: `${elsewhereUrl}/admin/secrets.jpg` };
    const images = pipeline();
    const result = await images.prepare(source);
    expect(result.problem).toMatch(/not the CMS's own, nor a media host the build may fetch from/);
    await expect(images.download(`${elsewhereUrl}/brochure.pdf`)).rejects.toThrow(/nor a media host/);
    expect(elsewhereAsked).toEqual([]);
  });

  it('fetches from a media host it is given (a bucket), as from the CMS', async () => {
    const source = { ...upload('x.jpg', await picture(10, 10)), url: `${elsewhereUrl}/bucket/photo.jpg` };
    const result = await pipeline({ mediaOrigins: [strapi.url, elsewhereUrl] }).prepare(source);
    expect(result.image).not.toBeNull();
    expect(elsewhereAsked).toEqual(['/bucket/photo.jpg']);
  });

  it('does not follow a redirect, even from the CMS', async () => {
    strapi.overrides.set('/uploads/moved.jpg', {
      status: 302,
      headers: { Location: `${elsewhereUrl}/moved.jpg` },
    });
    const result = await pipeline().prepare({
      ...upload('y.jpg', await picture(10, 10)),
      url: `${strapi.url}/uploads/moved.jpg`,
    });
    expect(result.problem).toMatch(/302/);
    expect(elsewhereAsked).toEqual([]);
  });
});
