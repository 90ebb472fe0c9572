import 'server-only';
import { CmsConfigError, todayInKent } from '@/lib/kit';
import { mediaCacheDir } from './media-cache';
import { trimEnd } from '@/lib/text';

export type CmsConfig = {
  /** The REST API's base URL, such as https://cms.example.org/api. */
  apiUrl: string;
  /** Where relative media URLs live: the API base URL without its /api part. */
  mediaOrigin: string;
  /** The origins the build fetches photos and files from: the CMS's own, and CMS_MEDIA_ORIGINS (a bucket, a CDN). */
  mediaOrigins: string[];
  token: string;
  timeoutMs: number;
  /** Where encoded photos are kept between builds. */
  mediaCacheDir: string;
};

export const DEFAULT_TIMEOUT_MS = 10_000;

type Env = Record<string, string | undefined>;

/**
 * Reads and checks the CMS settings from the environment.
 * STRAPI_URL may be the server's address (https://cms.example.org) or its API base (.../api).
 * @throws {CmsConfigError} naming the variable that is missing or wrong.
 */
export function readCmsConfig(env: Env = process.env): CmsConfig {
  const rawUrl = env.STRAPI_URL?.trim();
  if (!rawUrl) {
    throw new CmsConfigError(
      'STRAPI_URL is not set: give the address of the Strapi CMS, such as https://cms.example.org',
    );
  }
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new CmsConfigError(`STRAPI_URL is not a valid URL: "${rawUrl}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CmsConfigError(`STRAPI_URL must start with http:// or https://, got "${rawUrl}"`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new CmsConfigError('STRAPI_URL must be a plain address, with no credentials, query or fragment');
  }

  const token = env.STRAPI_TOKEN?.trim();
  if (!token) {
    throw new CmsConfigError(
      'STRAPI_TOKEN is not set: create a read-only API token in Strapi (Settings > API Tokens) and set it here',
    );
  }

  const rawTimeout = env.CMS_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : DEFAULT_TIMEOUT_MS;
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs <= 0) {
    throw new CmsConfigError(`CMS_TIMEOUT_MS must be a whole number of milliseconds, got "${rawTimeout}"`);
  }

  const mediaHosts = (env.CMS_MEDIA_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      let parsed: URL | null = null;
      try {
        parsed = new URL(origin);
      } catch {
        // refused below
      }
      if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.href !== `${parsed.origin}/`)
        throw new CmsConfigError(
          `CMS_MEDIA_ORIGINS holds "${origin}": give origins only, comma-separated, such as https://media.example.org`,
        );
      return parsed.origin;
    });

  const path = trimEnd(url.pathname, '/');
  const apiPath = path === '' ? '/api' : path;
  return {
    apiUrl: `${url.origin}${apiPath}`,
    mediaOrigin: `${url.origin}${apiPath.replace(/\/api$/, '')}`,
    mediaOrigins: [url.origin, ...mediaHosts],
    token,
    timeoutMs,
    mediaCacheDir: mediaCacheDir(env),
  };
}

/**
 * The day the site is built for, in Kent: SITE_BUILD_DAY when set (a test sets it to build for a day of its
 * choosing), else today. The build's first stage reads it once and keeps it in the store, so that a build running past
 * midnight shows one day throughout.
 * @throws {CmsConfigError} when SITE_BUILD_DAY is not a date written YYYY-MM-DD.
 */
export function buildDay(env: Env = process.env): string {
  const day = env.SITE_BUILD_DAY?.trim();
  if (!day) return todayInKent();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    throw new CmsConfigError(`SITE_BUILD_DAY must be a date written YYYY-MM-DD, got "${day}"`);
  return day;
}
