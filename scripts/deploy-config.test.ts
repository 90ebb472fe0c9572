import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FRAME_SOURCES, IMMUTABLE, IMMUTABLE_PATHS, STATIC_HEADERS } from './security-headers.mjs';
import { site } from '../lib/site';

const root = path.resolve(__dirname, '..');

describe('deployment configuration', () => {
  it('allows frames from exactly the booking service and the map in lib/site.ts', () => {
    expect([...FRAME_SOURCES].sort()).toEqual(
      [new URL(site.booking.url).origin, new URL(site.map.embedUrl).origin].sort(),
    );
  });

  it('gives Vercel the same security headers as out/_headers (Vercel does not read _headers)', () => {
    const vercel = JSON.parse(readFileSync(path.join(root, 'vercel.json'), 'utf8'));
    const all = vercel.headers.find((rule: { source: string }) => rule.source === '/(.*)');
    const headers = Object.fromEntries(
      all.headers.map((h: { key: string; value: string }) => [h.key, h.value]),
    );
    expect(headers).toEqual(STATIC_HEADERS);
    // The files named by their content are cached for good there too.
    for (const pattern of IMMUTABLE_PATHS) {
      const rule = vercel.headers.find(
        (candidate: { source: string }) => candidate.source === pattern.replace(/\*$/, '(.*)'),
      );
      expect(rule?.headers).toEqual([{ key: 'Cache-Control', value: IMMUTABLE }]);
    }
    expect(vercel.outputDirectory).toBe('out');
    expect(vercel.buildCommand).toBe('npm run build');
  });

  it('publishes out/ after npm run build on Netlify and Cloudflare Pages', () => {
    const netlify = readFileSync(path.join(root, 'netlify.toml'), 'utf8');
    expect(netlify).toMatch(/command = "npm run build"/);
    expect(netlify).toMatch(/publish = "out"/);
    expect(readFileSync(path.join(root, 'wrangler.toml'), 'utf8')).toMatch(/pages_build_output_dir = "out"/);
  });

  it('builds on push, by hand and on the CMS dispatch, reading the CMS from secrets', () => {
    const workflow = readFileSync(path.join(root, '.github/workflows/deploy.yml'), 'utf8');
    expect(workflow).toMatch(/push:\n\s+branches: \[main\]/);
    expect(workflow).toMatch(/workflow_dispatch:/);
    expect(workflow).toMatch(/repository_dispatch:\n\s+types: \[cms-publish\]/);
    expect(workflow).toMatch(/STRAPI_URL: \$\{\{ secrets\.STRAPI_URL \}\}/);
    expect(workflow).toMatch(/STRAPI_TOKEN: \$\{\{ secrets\.STRAPI_TOKEN \}\}/);
    expect(workflow).toMatch(/path: out/);
  });
});
