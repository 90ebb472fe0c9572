import { createContentClient } from '../client';
import { readCmsConfig } from '../config';
import type { RecordedStrapi } from './recorded-strapi';

/** The token the content layer's tests read with: the recorded CMS notes it, and a test can see it was sent. */
export const TEST_TOKEN = 'test-token-0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f';

/** A content client for the recorded CMS: short timeouts and retries, no retry log. */
export function recordedClient(strapi: RecordedStrapi) {
  const config = readCmsConfig({ STRAPI_URL: strapi.url, STRAPI_TOKEN: TEST_TOKEN, CMS_TIMEOUT_MS: '2000' });
  return { config, client: createContentClient(config, { retryDelayMs: 5, log: () => {} }) };
}
