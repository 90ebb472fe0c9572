/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { buildDay, readCmsConfig } from './config';
import { todayInKent } from '@/lib/kit';

describe('configuration', () => {
  it('names the variable that is missing or wrong', () => {
    expect(() => readCmsConfig({ STRAPI_TOKEN: 'x' })).toThrow(/STRAPI_URL is not set/);
    expect(() => readCmsConfig({ STRAPI_URL: 'not a url', STRAPI_TOKEN: 'x' })).toThrow(
      /STRAPI_URL is not a valid URL/,
    );
    expect(() => readCmsConfig({ STRAPI_URL: 'ftp://cms.example.org', STRAPI_TOKEN: 'x' })).toThrow(
      /STRAPI_URL/,
    );
    expect(() => readCmsConfig({ STRAPI_URL: 'https://cms.example.org' })).toThrow(/STRAPI_TOKEN is not set/);
    expect(() =>
      readCmsConfig({ STRAPI_URL: 'https://cms.example.org', STRAPI_TOKEN: 'x', CMS_TIMEOUT_MS: '1.5' }),
    ).toThrow(/CMS_TIMEOUT_MS/);
  });

  it('derives the API base and the media origin from either form of STRAPI_URL', () => {
    const env = { STRAPI_TOKEN: 'x' };
    expect(readCmsConfig({ ...env, STRAPI_URL: 'https://cms.example.org' })).toMatchObject({
      apiUrl: 'https://cms.example.org/api',
      mediaOrigin: 'https://cms.example.org',
      timeoutMs: 10_000,
    });
    expect(readCmsConfig({ ...env, STRAPI_URL: 'https://cms.example.org/api/' })).toMatchObject({
      apiUrl: 'https://cms.example.org/api',
      mediaOrigin: 'https://cms.example.org',
    });
    expect(readCmsConfig({ ...env, STRAPI_URL: 'https://example.org/cms/api' })).toMatchObject({
      apiUrl: 'https://example.org/cms/api',
      mediaOrigin: 'https://example.org/cms',
    });
  });

  it('fetches media from the CMS and the origins CMS_MEDIA_ORIGINS gives, and refuses anything but origins there', () => {
    const env = { STRAPI_TOKEN: 'x', STRAPI_URL: 'https://cms.example.org/api' };
    expect(readCmsConfig(env).mediaOrigins).toEqual(['https://cms.example.org']);
    expect(
      readCmsConfig({ ...env, CMS_MEDIA_ORIGINS: 'https://photos.example-bucket.org, http://127.0.0.1:9000' })
        .mediaOrigins,
    ).toEqual(['https://cms.example.org', 'https://photos.example-bucket.org', 'http://127.0.0.1:9000']);
    for (const wrong of ['photos.example.org', 'https://photos.example.org/bucket', 'ftp://x.example.org'])
      expect(() => readCmsConfig({ ...env, CMS_MEDIA_ORIGINS: wrong })).toThrow(/CMS_MEDIA_ORIGINS/);
  });
});

describe('the day the site is built for', () => {
  it('is today in Kent, or the day SITE_BUILD_DAY names', () => {
    expect(buildDay({})).toBe(todayInKent());
    expect(buildDay({ SITE_BUILD_DAY: '2026-12-31' })).toBe('2026-12-31');
  });

  it('is refused, naming the variable, when SITE_BUILD_DAY is not a date', () => {
    for (const wrong of ['31/12/2026', '2026-13-45', 'tomorrow'])
      expect(() => buildDay({ SITE_BUILD_DAY: wrong })).toThrow(
        /SITE_BUILD_DAY must be a date written YYYY-MM-DD/,
      );
  });
});
