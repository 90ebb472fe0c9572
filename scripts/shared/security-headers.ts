// Security headers for the exported site, computed after the build from what the pages really contain.
//
// - One Content-Security-Policy for the whole site: scripts only from the site itself plus the exact inline scripts
//   Next.js emitted (by SHA-256 hash, never 'unsafe-inline'); images from the site and the origins the pages use;
//   frames only from the booking service and the map.
// - Written into every page as <meta http-equiv> (for hosts that cannot set headers) and, with the other headers,
//   into out/_headers, which Netlify and Cloudflare Pages read and `npm start` serves; on Vercel, which reads no
//   _headers, into the Build Output configuration the build writes there (vercelBuildOutput).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Frames the site embeds when a visitor asks: the booking page and the map. */
export const FRAME_SOURCES = ['https://calendly.com', 'https://www.openstreetmap.org'];

/** Headers for every response, besides the CSP. */
export const STATIC_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const IMAGE_URL = /<img\b[^>]*?\s(?:src|srcset)="([^"]+)"/g;

/** Every page of an exported site: its .html files, at any depth. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The SHA-256 source expressions of a page's executable inline scripts (JSON data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\btype="application\/(ld\+)?json"/.test(attributes!)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The origins of every absolute image URL in a page (src and each srcset candidate). */
export function imageOrigins(html: string): Set<string> {
  const origins = new Set<string>();
  for (const [, value] of html.matchAll(IMAGE_URL)) {
    for (const candidate of value!.split(',')) {
      const url = candidate.trim().split(/\s+/)[0] ?? '';
      if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
    }
  }
  return origins;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The paths whose files are named by their content, in _headers' pattern syntax. */
export const IMMUTABLE_PATHS = ['/_next/static/*', '/media/*'];

/** Builds the site's policy from its pages, as a header and for a <meta> tag (without frame-ancestors). */
export function buildPolicy(pages: string[]) {
  const hashes = new Set<string>();
  const images = new Set<string>();
  for (const html of pages) {
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    for (const origin of imageOrigins(html)) images.add(origin);
  }
  const directives: [name: string, values: string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...[...hashes].sort()]],
    // Inline style attributes come from React and the photo viewer; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...[...images].sort()]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['frame-src', FRAME_SOURCES],
    // No manifest-src: WebKit reports it as unrecognised on every page, and default-src 'self' governs the manifest
    // in every engine without it.
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const header = directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
  // frame-ancestors is ignored (and complained about) in a <meta> policy; the header carries it.
  const meta = directives
    .filter(([name]) => name !== 'frame-ancestors')
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
  return { header, meta, scriptHashes: hashes.size, imageOrigins: [...images] };
}

/**
 * The same headers as vercel.json says them (Vercel does not read _headers): `npm run vercel-config` writes them into
 * vercel.json, and a test holds the file to them.
 */
export function vercelHeaders(): { source: string; headers: { key: string; value: string }[] }[] {
  const rule = (source: string, headers: Record<string, string>) => ({
    source,
    headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
  });
  return [
    rule('/(.*)', STATIC_HEADERS),
    ...IMMUTABLE_PATHS.map((pattern) => rule(pattern.replace(/\*$/, '(.*)'), { 'Cache-Control': IMMUTABLE })),
  ];
}

/**
 * Vercel's Build Output configuration (its config.json, version 3) for an exported site: every header of _headers on
 * every path, the Content-Security-Policy (with its frame-ancestors) among them, which vercel.json cannot carry
 * because the policy names the inline scripts of each build; each page at its clean URL; 404.html for a path no file
 * has, with the status 404. `pages` are the pages' paths inside the site ("index.html", "about.html", "gallery/2.html").
 */
export function vercelBuildOutput(policy: string, pages: string[]) {
  const headers = { 'Content-Security-Policy': policy, ...STATIC_HEADERS };
  const immutable = IMMUTABLE_PATHS.map((pattern) => ({
    src: `^${pattern.replace(/\*$/, '(.*)')}$`,
    headers: { 'Cache-Control': IMMUTABLE },
    continue: true,
  }));
  const cleanPath = (page: string) => page.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return {
    version: 3,
    routes: [
      { src: '^/(.*)$', headers, continue: true },
      ...immutable,
      { handle: 'filesystem' },
      { handle: 'error' },
      { src: '^/(.*)$', dest: '/404', status: 404 },
    ],
    overrides: Object.fromEntries(
      pages.map((page) => [page, { path: cleanPath(page), contentType: 'text/html; charset=utf-8' }]),
    ),
  };
}

/** The _headers file: every header, for every path. */
export function headersFile(policy: string): string {
  const lines = ['/*', `  Content-Security-Policy: ${policy}`];
  for (const [name, value] of Object.entries(STATIC_HEADERS)) lines.push(`  ${name}: ${value}`);
  // Names that change with their content (Next's hashed chunks, the photos named by their bytes' hash) never change.
  for (const pattern of IMMUTABLE_PATHS) lines.push('', pattern, `  Cache-Control: ${IMMUTABLE}`);
  lines.push('');
  return lines.join('\n');
}

/** Adds the policy to every page of an exported site and writes its _headers file. */
export function applySecurityHeaders(dir: string) {
  const files = htmlFiles(dir);
  const pages = files.map((file) => readFileSync(file, 'utf8'));
  const policy = buildPolicy(pages);
  const metaTag = `<meta http-equiv="Content-Security-Policy" content="${policy.meta}"/>`;
  files.forEach((file, index) => {
    const html = pages[index]!;
    if (html.includes('http-equiv="Content-Security-Policy"')) return;
    // Right after the charset, before anything the policy governs.
    const withMeta = html.includes('<meta charSet="utf-8"/>')
      ? html.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${metaTag}`)
      : html.replace('<head>', `<head>${metaTag}`);
    writeFileSync(file, withMeta);
  });
  writeFileSync(path.join(dir, '_headers'), headersFile(policy.header));
  return { pages: files.length, ...policy, pagePaths: files.map((file) => path.relative(dir, file)) };
}

export type HeaderRule = { pattern: string; headers: Record<string, string> };

/** Reads a _headers file: a list of [path pattern, headers] in file order. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), headers: {} };
      rules.push(current);
    } else if (current) {
      const colon = line.indexOf(':');
      if (colon > 0) current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

/** Whether a _headers path pattern (exact, or ending in a * splat) matches a URL path. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;
}
