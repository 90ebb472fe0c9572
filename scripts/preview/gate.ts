// The preview's front door: the only way in to the server that renders the CMS's drafts (a Next.js server on
// 127.0.0.1, on a port of its own, which renders drafts only for requests that carry this gate's own key). It lets in
// only a browser that came with a pass the CMS's preview handler signs with the preview's secret (cms/config/admin.js,
// lib/preview-paths.ts), answers only the site's own routes and files, and marks every answer as private to the
// CMS's admin: never indexed, never cached, framed by the admin's origin alone.
//
// The pass comes once, in the URL the admin frames: it opens the one page and version it was signed for, once, and
// expires within the hour. The gate answers with a session cookie (signed too, for a working day) and a redirect to
// the same page without the pass, so that it is not kept in the frame's address, history or any Referer. The page's scripts, styles, photos and the refreshes after an editor's
// Save carry the cookie. Without either, every path answers the same bare 404: no content, and no hint that anything
// is there.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import serveHandler from 'serve-handler';
import { createGuardedServer } from '../shared';
import { routeOf } from '../../lib/routes';
import { PREVIEW_KEY_HEADER, PREVIEW_VERSION_HEADER, type PreviewVersion } from '../../lib/preview';
import {
  checkPass,
  MIN_PREVIEW_SECRET_LENGTH,
  previewPass,
  PREVIEW_PASS_PARAM as PASS_PARAM,
  PREVIEW_SESSION_MS,
  PREVIEW_VERSION_PARAM as VERSION_PARAM,
  versionOf,
} from '../../lib/preview-paths';

const SESSION_COOKIE = 'site_preview';
const VERSION_COOKIE = 'site_preview_version';

export interface GateOptions {
  /** The secret the CMS's handler signs with (PREVIEW_SECRET): at least 32 characters. */
  secret: string;
  /** The Next.js server that renders the preview, such as http://127.0.0.1:41234. */
  appUrl: string;
  /** The key the app renders drafts for (SITE_PREVIEW_KEY in its environment), sent with every request passed on. */
  appKey: string;
  /** The origin of the CMS's admin panel, the only page allowed to frame the preview. */
  cmsOrigin: string;
  /** The folder of the preview's own photos and files (its image pipeline's cache), served under /media. */
  mediaDir: string;
  /** Whether the preview is reached over https (its cookie may then be sent inside another site's frame). */
  secure?: boolean;
  /** How long the app may leave a request without a word before the gate answers 504 (APP_SILENCE_MS). */
  appSilenceMs?: number;
}

/** How long the app may be silent on a request: a page renders in well under a second, its first in a few. */
const APP_SILENCE_MS = 30_000;

/**
 * Headers about one connection, not the message (RFC 9110, 7.6.1): a proxy drops them, and any header a Connection
 * header names, in both directions.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The headers of a message a proxy passes on: the hop-by-hop ones, and those `drop` matches, left out. */
function endToEnd(headers: IncomingMessage['headers'], drop: RegExp): Record<string, string | string[]> {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.has(name) && !drop.test(name))
      kept[name] = value;
  return kept;
}

function cookies(req: IncomingMessage): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) found.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return found;
}

/** The files the app makes beside its pages, besides /_next/static and /media. */
const FILES = [
  /^\/gallery\/pages\/\d+\.json$/,
  /^\/badges\/[\w-]+\.svg$/,
  /^\/(icon\.svg|og\.png|manifest\.webmanifest|robots\.txt|sitemap\.xml)$/,
];

/** What a path is, to the gate: one of the site's pages, a file of the app's, a photo or file under /media, or neither. */
export function kindOfPath(pathname: string): 'page' | 'asset' | 'media' | null {
  // A route, or a route's page of its own (an album page, a job's), as lib/routes.ts declares them.
  if (routeOf(pathname)) return 'page';
  if (/^\/_next\/static\/[\w./-]+$/.test(pathname) && !pathname.includes('..')) return 'asset';
  if (FILES.some((file) => file.test(pathname))) return 'asset';
  if (/^\/media\/[\w.-]+$/.test(pathname) && !pathname.includes('..')) return 'media';
  return null;
}

/** The headers every answer of the preview carries. */
export function previewHeaders(cmsOrigin: string): Record<string, string> {
  return {
    'X-Robots-Tag': 'noindex, nofollow, noarchive',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    // Framed by the CMS's admin alone. Scripts and styles from the app itself (Next.js's inline payloads included);
    // nothing from a third party, so the booking calendar and the map stay out, as the marker says.
    'Content-Security-Policy': [
      `frame-ancestors ${cmsOrigin}`,
      "default-src 'self'",
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self'",
      "frame-src 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
    ].join('; '),
  };
}

function notFound(res: ServerResponse, headers: Record<string, string>) {
  res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found\n');
}

/** The gate as an HTTP server (not yet listening). */
export function createPreviewGate(options: GateOptions) {
  if (options.secret.length < MIN_PREVIEW_SECRET_LENGTH)
    throw new Error(`the preview secret must be at least ${MIN_PREVIEW_SECRET_LENGTH} characters long`);
  const appUrl = new URL(options.appUrl);
  const headers = previewHeaders(options.cmsOrigin);
  const cookieFlags = [
    'Path=/',
    'HttpOnly',
    `Max-Age=${PREVIEW_SESSION_MS / 1000}`,
    options.secure ? 'Secure; SameSite=None; Partitioned' : 'SameSite=Lax',
  ].join('; ');

  /**
   * Passes a request to the app, for the `path` the gate judged (not the request line as sent, which may spell it
   * otherwise) and the version its cookie asks for, and sends back the answer with our headers; a 504 when the app
   * says nothing for `appSilenceMs`.
   */
  function toApp(req: IncomingMessage, res: ServerResponse, path: string, version: PreviewVersion) {
    const forwarded = endToEnd(req.headers, /^(cookie|x-site-preview-.*|x-forwarded-.*|forwarded)$/);
    forwarded.host = appUrl.host;
    forwarded[PREVIEW_VERSION_HEADER] = version;
    forwarded[PREVIEW_KEY_HEADER] = options.appKey;
    const fail = (status: number, words: string) => {
      if (res.writableEnded) return;
      if (res.headersSent) return res.destroy();
      res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(words);
    };
    const upstream = httpRequest(
      { host: appUrl.hostname, port: appUrl.port, method: req.method, path, headers: forwarded },
      (answer) => {
        // The app's own caching and framing rules are the live site's; the preview's are set below.
        const out = endToEnd(
          answer.headers,
          /^(cache-control|x-frame-options|content-security-policy|set-cookie)$/,
        );
        res.writeHead(answer.statusCode ?? 502, { ...out, ...headers });
        answer.pipe(res);
      },
    );
    upstream.setTimeout(options.appSilenceMs ?? APP_SILENCE_MS, () => {
      fail(504, 'The preview took too long to answer. Try again in a minute.\n');
      upstream.destroy();
    });
    upstream.on('error', () =>
      fail(502, 'The preview is starting, or has stopped. Try again in a minute.\n'),
    );
    req.once('error', () => upstream.destroy());
    req.pipe(upstream);
  }

  /** The URL passes already taken, by their nonce, until they expire: each lets in once. */
  const taken = new Map<string, number>();
  const session = () => previewPass(options.secret, { purpose: 'session' }, Date.now() + PREVIEW_SESSION_MS);
  const hasSession = (jar: Map<string, string>) =>
    checkPass(options.secret, { purpose: 'session' }, jar.get(SESSION_COOKIE) ?? '') !== null;

  return createGuardedServer(
    (req, res, url) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(res, headers);
      const kind = kindOfPath(url.pathname);
      const jar = cookies(req);
      const pass = url.searchParams.get(PASS_PARAM);

      if (pass !== null) {
        // The admin's frame, with its pass: a session, then the same page without the pass in its address.
        const version = versionOf(url.searchParams.get(VERSION_PARAM));
        const passFor = { purpose: 'url' as const, pathname: url.pathname, version };
        const valid = kind === 'page' ? checkPass(options.secret, passFor, pass) : null;
        if (!valid) return notFound(res, headers);
        const now = Date.now();
        for (const [nonce, expires] of taken) if (expires <= now) taken.delete(nonce);
        const again = taken.has(valid.nonce);
        // A pass already taken lets in no one new: the frame that took it (reloaded, say) has its session already.
        if (again && !hasSession(jar)) return notFound(res, headers);
        taken.set(valid.nonce, valid.expires);
        url.searchParams.delete(PASS_PARAM);
        url.searchParams.delete(VERSION_PARAM);
        res.writeHead(303, {
          ...headers,
          Location: `${url.pathname}${url.search}`,
          'Set-Cookie': [
            ...(again ? [] : [`${SESSION_COOKIE}=${session()}; ${cookieFlags}`]),
            `${VERSION_COOKIE}=${version}; ${cookieFlags}`,
          ],
        });
        return res.end();
      }

      if (!hasSession(jar) || kind === null) return notFound(res, headers);
      if (kind === 'media') {
        // The preview's own copies of the photos and files, as the live build places them under /media.
        req.url = url.pathname.slice('/media'.length);
        return serveHandler(req, res, {
          public: options.mediaDir,
          directoryListing: false,
          headers: [
            { source: '**', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) },
          ],
        });
      }
      const version: PreviewVersion = jar.get(VERSION_COOKIE) === 'published' ? 'published' : 'draft';
      toApp(req, res, `${url.pathname}${url.search}`, version);
    },
    { name: 'preview' },
  );
}
