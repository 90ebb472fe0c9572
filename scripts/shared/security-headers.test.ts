/** @jest-environment node */
// The Content-Security-Policy and the other headers, built from the exported pages (scripts/shared/security-headers.ts).
import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  applySecurityHeaders,
  buildPolicy,
  FRAME_SOURCES,
  headersFile,
  imageOrigins,
  IMMUTABLE,
  IMMUTABLE_PATHS,
  inlineScriptHashes,
  matchesPattern,
  parseHeadersFile,
  STATIC_HEADERS,
  vercelBuildOutput,
} from './security-headers';

const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>A page</title></head><body>${body}</body></html>`;

/** A policy's directives by name. */
function directives(policy: string) {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name!, values];
    }),
  );
}

describe('inlineScriptHashes', () => {
  it('hashes each executable inline script exactly as written, and nothing else', () => {
    const html = page(
      '<script>var a = "é";</script>' +
        '<script id="_R_">(globalThis.x = []).push(1)</script>' +
        '<script src="/_next/static/chunks/main.js" async=""></script>' +
        '<script type="application/ld+json">{"@type":"NursingHome"}</script>' +
        '<script type="application/json">{"data":1}</script>',
    );
    expect(inlineScriptHashes(html)).toEqual([sha256('var a = "é";'), sha256('(globalThis.x = []).push(1)')]);
  });
});

describe('imageOrigins', () => {
  it("collects the origins of absolute image URLs, in src and in each srcset candidate, and not the site's own", () => {
    const html = page(
      '<img src="/media/a-320.jpg" alt=""/>' +
        '<img alt="" srcset="https://cdn.example.org/b-320.jpg 320w, https://img.example.net/b-640.jpg 640w"/>' +
        '<img src="http://old.example.com/c.jpg" alt=""/>',
    );
    expect([...imageOrigins(html)].sort()).toEqual([
      'http://old.example.com',
      'https://cdn.example.org',
      'https://img.example.net',
    ]);
  });
});

describe('buildPolicy', () => {
  const pages = [
    page('<script>one()</script><script>shared()</script>'),
    page('<script>two()</script><script>shared()</script><img src="https://cdn.example.org/x.jpg" alt=""/>'),
  ];
  const policy = buildPolicy(pages);

  it('allows scripts from the site and, by hash, every inline script of every page once, never unsafe-inline', () => {
    const scripts = directives(policy.header)['script-src']!;
    expect(scripts[0]).toBe("'self'");
    expect(scripts.slice(1)).toEqual([sha256('one()'), sha256('shared()'), sha256('two()')].sort());
    expect(policy.scriptHashes).toBe(3);
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it('allows images from the site, data: URIs and the origins the pages use', () => {
    expect(directives(policy.header)['img-src']).toEqual(["'self'", 'data:', 'https://cdn.example.org']);
    expect(policy.imageOrigins).toEqual(['https://cdn.example.org']);
  });

  it('allows frames from the booking service and the map only, and no plugins, forms or framing of the site', () => {
    const header = directives(policy.header);
    expect(header['frame-src']).toEqual(FRAME_SOURCES);
    expect(header['object-src']).toEqual(["'none'"]);
    expect(header['form-action']).toEqual(["'none'"]);
    expect(header['frame-ancestors']).toEqual(["'none'"]);
    expect(header['default-src']).toEqual(["'self'"]);
  });

  it('leaves frame-ancestors out of the <meta> policy, where browsers ignore it, and keeps the rest the same', () => {
    const { 'frame-ancestors': ancestors, ...rest } = directives(policy.header);
    expect(ancestors).toBeDefined();
    expect(directives(policy.meta)).toEqual(rest);
  });
});

describe('the _headers file', () => {
  it('reads back as the policy and the static headers for every path, and immutable caching for hashed files', () => {
    const rules = parseHeadersFile(headersFile("default-src 'self'"));
    expect(rules[0]).toEqual({
      pattern: '/*',
      headers: { 'Content-Security-Policy': "default-src 'self'", ...STATIC_HEADERS },
    });
    expect(rules.slice(1)).toEqual(
      IMMUTABLE_PATHS.map((pattern) => ({ pattern, headers: { 'Cache-Control': IMMUTABLE } })),
    );
  });

  it('matches exact paths and paths under a splat', () => {
    expect(matchesPattern('/*', '/gallery')).toBe(true);
    expect(matchesPattern('/media/*', '/media/a-320.avif')).toBe(true);
    expect(matchesPattern('/media/*', '/gallery')).toBe(false);
    expect(matchesPattern('/privacy', '/privacy')).toBe(true);
    expect(matchesPattern('/privacy', '/privacy/more')).toBe(false);
  });
});

describe('applySecurityHeaders', () => {
  it('puts the policy right after the charset of every page, once, and writes _headers beside them', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'headers-'));
    try {
      mkdirSync(path.join(dir, 'gallery'));
      writeFileSync(path.join(dir, 'index.html'), page('<script>one()</script>'));
      writeFileSync(
        path.join(dir, 'gallery', '2.html'),
        '<html><head></head><body><script>two()</script></body></html>',
      );
      const result = applySecurityHeaders(dir);
      expect(result.pages).toBe(2);
      expect(result.scriptHashes).toBe(2);
      const meta = `<meta http-equiv="Content-Security-Policy" content="${result.meta}"/>`;
      const home = readFileSync(path.join(dir, 'index.html'), 'utf8');
      expect(home).toContain(`<meta charSet="utf-8"/>${meta}<title>`);
      expect(readFileSync(path.join(dir, 'gallery', '2.html'), 'utf8')).toContain(`<head>${meta}</head>`);
      expect(parseHeadersFile(readFileSync(path.join(dir, '_headers'), 'utf8'))[0]!.headers).toMatchObject({
        'Content-Security-Policy': result.header,
      });
      // A second pass (a page already published with its policy) adds no second one.
      applySecurityHeaders(dir);
      expect(
        readFileSync(path.join(dir, 'index.html'), 'utf8').match(/Content-Security-Policy/g),
      ).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("Vercel's Build Output", () => {
  const policy = buildPolicy([page('<script>one()</script>')]).header;

  it('sends the policy as a header, frame-ancestors included, with every other header, on every path', () => {
    const config = vercelBuildOutput(policy, ['index.html', 'about.html', 'gallery/2.html', '404.html']);
    const [every, ...rest] = config.routes;
    expect(every).toEqual({
      src: '^/(.*)$',
      headers: { 'Content-Security-Policy': policy, ...STATIC_HEADERS },
      continue: true,
    });
    expect(directives(policy)['frame-ancestors']).toEqual(["'none'"]);
    expect(rest.filter((route) => 'headers' in route).map((route) => route.headers)).toEqual(
      IMMUTABLE_PATHS.map(() => ({ 'Cache-Control': IMMUTABLE })),
    );
    // Each page at its clean URL, and the 404 page, with its status, for what no file is.
    expect(config.overrides['about.html']!.path).toBe('about');
    expect(config.overrides['index.html']!.path).toBe('');
    expect(config.overrides['gallery/2.html']!.path).toBe('gallery/2');
    expect(config.routes.at(-1)).toEqual({ src: '^/(.*)$', dest: '/404', status: 404 });
  });
});
