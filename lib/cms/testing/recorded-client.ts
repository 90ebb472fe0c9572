import { afterEach, beforeEach, expect } from '@jest/globals';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentTypeName } from '@/lib/content-types';
import type { ContentClient, MediaSource, SiteImage } from '@/lib/kit';
import { createContentClient, type ContentClientOptions } from '../client';
import { readCmsConfig } from '../config';
import { createContentReader } from '../content';
import { emptyPipelineStats, type ImagePipeline } from '../image-pipeline';
import { startRecordedStrapi, type RecordedStrapi } from './recorded-strapi';

/** The token the content layer's tests read with: the recorded CMS notes it, and a test can see it was sent. */
export const TEST_TOKEN = 'test-token-0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f';

/**
 * A content client for the recorded CMS (or another server at `url` that takes TEST_TOKEN): short timeouts and
 * retries, no retry log, and any other `options`.
 */
export function recordedClient(strapi: { url: string }, options: ContentClientOptions = {}) {
  const config = readCmsConfig({ STRAPI_URL: strapi.url, STRAPI_TOKEN: TEST_TOKEN, CMS_TIMEOUT_MS: '2000' });
  return { config, client: createContentClient(config, { retryDelayMs: 5, log: () => {}, ...options }) };
}

/**
 * The recorded CMS for the tests of one file: started afresh before each test and closed after it, with a client that
 * reads with TEST_TOKEN, and the warnings the test's reads gave.
 */
export function recordedCmsForEachTest() {
  const cms = {} as {
    strapi: RecordedStrapi;
    client: ContentClient;
    mediaOrigin: string;
    warnings: string[];
    warn: (message: string) => void;
  };
  beforeEach(async () => {
    cms.strapi = await startRecordedStrapi();
    const { config, client } = recordedClient(cms.strapi);
    Object.assign(cms, { client, mediaOrigin: config.mediaOrigin, warnings: [] });
    cms.warn = (message) => cms.warnings.push(message);
  });
  afterEach(() => cms.strapi.close());
  return cms;
}

/** The first request the recorded CMS saw, checked to be for `path` and to carry the token. */
export function expectFirstRequest(strapi: RecordedStrapi, path: string) {
  const request = strapi.requests[0]!;
  expect(request.path).toBe(path);
  expect(request.authorization).toBe(`Bearer ${TEST_TOKEN}`);
  return request;
}

/** A site image that points at its source, so that a test can see which photo went where. */
export function standInImage(source: MediaSource): SiteImage {
  const size = { src: source.url, width: source.width, height: source.height };
  return {
    alt: source.alt,
    width: source.width,
    height: source.height,
    colour: '#000000',
    avif: [size],
    webp: [size],
    jpeg: [size],
  };
}

/** What a test reads a declared type with, beside the CMS: the day, and a stand-in for the image pipeline. */
export type ReadOptions = {
  today?: string;
  /** The latest date a fact may carry: `today` unless told (the preview's reader has none). */
  latestDay?: string;
  prepare?: ImagePipeline['prepare'];
  /** Fetches a file that is not a photo (a PDF): one that starts like a PDF, unless told otherwise. */
  download?: ImagePipeline['download'];
};

/**
 * A content reader of the CMS `client` reads, as the build's: every photo made a stand-in (image-pipeline.test.ts
 * tests the pipeline itself), every PDF kept by name, and no regulator ever asked (an empty cache).
 */
export function testReader(
  { client, mediaOrigin, warn }: { client: ContentClient; mediaOrigin: string; warn: (line: string) => void },
  {
    today,
    latestDay,
    prepare = async (source) => ({ image: standInImage(source) }),
    download = async () => Buffer.from('%PDF-1.7 test'),
  }: ReadOptions = {},
) {
  const images: ImagePipeline = {
    prepare,
    download,
    keep: async (stem, extension) => `${stem}-test.${extension}`,
    stats: emptyPipelineStats(),
    cacheDir: path.join(tmpdir(), 'no-such-media-cache'),
  };
  return createContentReader({
    client,
    mediaOrigin,
    images,
    warn,
    log: () => {},
    today,
    latestDay: latestDay ?? today,
  });
}

/** One declared type, as `testReader` reads it. */
export function readType<Name extends ContentTypeName>(
  name: Name,
  cms: Parameters<typeof testReader>[0],
  options: ReadOptions = {},
) {
  return testReader(cms, options).read(name);
}
