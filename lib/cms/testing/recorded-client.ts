import { afterEach, beforeEach, expect } from '@jest/globals';
import { createContentClient, type ContentClient, type ContentClientOptions } from '../client';
import { readCmsConfig } from '../config';
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
