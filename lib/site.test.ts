import { describe, expect, it } from '@jest/globals';
import { readSiteUrl } from './site';

describe('the site’s public address', () => {
  it('is NEXT_PUBLIC_SITE_URL wherever it is set, as an origin', () => {
    expect(readSiteUrl({ NEXT_PUBLIC_SITE_URL: 'https://www.example.org/' })).toBe('https://www.example.org');
    expect(
      readSiteUrl({
        NEXT_PUBLIC_SITE_URL: 'https://www.example.org',
        NETLIFY: 'true',
        URL: 'https://x.netlify.app',
      }),
    ).toBe('https://www.example.org');
  });

  it('is localhost for npm start, npm test and a build on a developer’s machine, CI or not', () => {
    expect(readSiteUrl({})).toBe('http://localhost:3000');
    expect(readSiteUrl({ CI: 'true', NEXT_PUBLIC_SITE_URL: '' })).toBe('http://localhost:3000');
  });

  it('is the host’s own production address on Netlify and Vercel', () => {
    expect(readSiteUrl({ NETLIFY: 'true', URL: 'https://wealdhaven.netlify.app' })).toBe(
      'https://wealdhaven.netlify.app',
    );
    expect(readSiteUrl({ VERCEL: '1', VERCEL_PROJECT_PRODUCTION_URL: 'www.wealdhaven.example' })).toBe(
      'https://www.wealdhaven.example',
    );
  });

  it('is refused in one line naming the variable on a live host that gives no address, never localhost', () => {
    for (const env of [{ VERCEL: '1' }, { CF_PAGES: '1' }, { SITE_LIVE_BUILD: 'true' }, { NETLIFY: 'true' }])
      expect(() => readSiteUrl(env)).toThrow(/^NEXT_PUBLIC_SITE_URL is not set: on .+ the build needs/);
  });

  it('is refused when it is not an absolute http(s) address', () => {
    expect(() => readSiteUrl({ NEXT_PUBLIC_SITE_URL: 'www.example.org' })).toThrow(/must be an absolute URL/);
    expect(() => readSiteUrl({ NEXT_PUBLIC_SITE_URL: 'ftp://example.org' })).toThrow(
      /must use http or https/,
    );
  });
});
