/** @jest-environment node */
// The preview's gate, in front of a stand-in for the app that says what it was asked: who gets in, what they get,
// and what every answer says about itself.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PREVIEW_KEY_HEADER, PREVIEW_VERSION_HEADER } from '../../lib/preview';
import { previewPass, previewUrlFor } from '../../lib/preview-paths';
import { sendMalformedRequests } from '../testing/malformed-requests';
import { createPreviewGate, kindOfPath } from './gate';

const SECRET = 'a-secret-of-thirty-two-characters-or-more';
const CMS_ORIGIN = 'http://127.0.0.1:1337';
let app: Server;
let gate: Server;
let base: string;
const APP_KEY = 'k'.repeat(64);
const seen: {
  url: string;
  version: string | undefined;
  key: string | undefined;
  cookie: string | undefined;
}[] = [];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

beforeAll(async () => {
  app = createServer((req, res) => {
    seen.push({
      url: req.url ?? '',
      version: req.headers[PREVIEW_VERSION_HEADER] as string | undefined,
      key: req.headers[PREVIEW_KEY_HEADER] as string | undefined,
      cookie: req.headers.cookie,
    });
    res.writeHead(200, {
      'Content-Type': 'text/html',
      'Cache-Control': 's-maxage=31536000',
      'X-Frame-Options': 'DENY',
    });
    res.end(`<p>page ${req.url}</p>`);
  });
  const media = mkdtempSync(path.join(tmpdir(), 'preview-media-'));
  writeFileSync(path.join(media, 'photo-320.avif'), 'avif bytes');
  gate = createPreviewGate({
    secret: SECRET,
    appUrl: await listen(app),
    appKey: APP_KEY,
    cmsOrigin: CMS_ORIGIN,
    mediaDir: media,
  });
  base = await listen(gate);
});

afterAll(() => {
  gate.close();
  app.close();
});

/** What a preview URL for /fees's draft lets in. */
const FEES = { purpose: 'url', pathname: '/fees', version: 'draft' } as const;

const get = (pathname: string, cookie?: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${pathname}`, { redirect: 'manual', headers: { ...headers, ...(cookie ? { cookie } : {}) } });

/** Follows the CMS's preview URL for `pathname` as a browser does, and returns the cookie it is given. */
async function enter(pathname = '/fees', status = 'draft') {
  const url = new URL(previewUrlFor(base, pathname, SECRET, status));
  const answer = await get(`${url.pathname}${url.search}`);
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe(pathname);
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

describe('the preview gate', () => {
  it('answers every malformed request without a fault, asks the app none of them, and goes on', async () => {
    const before = seen.length;
    const answers = await sendMalformedRequests(Number(new URL(base).port));
    for (const [what, status] of Object.entries(answers)) expect(`${what}: ${status}`).not.toMatch(/ 5\d\d /);
    expect(answers['a target that is not a path']).toMatch(/^HTTP\/1\.1 400/);
    expect(seen.length).toBe(before);
    expect((await get('/fees')).status).toBe(404);
    const cookie = await enter();
    expect((await get('/fees', cookie)).status).toBe(200);
  });

  it('answers a bare 404 without the secret, or with a wrong one, whatever the path, and asks the app nothing', async () => {
    const before = seen.length;
    for (const pathname of [
      '/fees',
      '/',
      '/_next/static/chunks/app.js',
      '/media/photo-320.avif',
      '/nowhere',
    ]) {
      const answer = await get(pathname);
      expect([pathname, answer.status, await answer.text()]).toEqual([pathname, 404, 'Not found\n']);
    }
    // A pass signed with another secret, one that has expired, the secret itself, and a guessed or expired session.
    const otherSecret = new URL(
      previewUrlFor(base, '/fees', 'another-secret-of-thirty-two-characters', 'draft'),
    );
    const expired = `?preview-pass=${previewPass(SECRET, FEES, Date.now() - 1)}&version=draft`;
    for (const query of [
      otherSecret.search,
      expired,
      `?preview-pass=${SECRET}`,
      `?preview-secret=${SECRET}`,
    ]) {
      const answer = await get(`/fees${query}`);
      expect([query, answer.status, await answer.text()]).toEqual([query, 404, 'Not found\n']);
    }
    for (const cookie of [
      'site_preview=guessed',
      `site_preview=${previewPass(SECRET, { purpose: 'session' }, Date.now() - 1)}`,
    ])
      expect(await (await get('/fees', cookie)).text()).toBe('Not found\n');
    // A pass for a URL is not a session.
    expect(
      (await get('/fees', `site_preview=${previewPass(SECRET, FEES, Date.now() + 60_000)}`)).status,
    ).toBe(404);
    expect(seen.length).toBe(before);
  });

  it('opens only the page and version a pass was made for', async () => {
    const before = seen.length;
    const forFees = new URL(previewUrlFor(base, '/fees', SECRET, 'draft'));
    const pass = forFees.searchParams.get('preview-pass');
    for (const query of [
      `/about?preview-pass=${pass}&version=draft`,
      `/fees?preview-pass=${pass}&version=published`,
    ])
      expect([query, (await get(query)).status]).toEqual([query, 404]);
    expect((await get(`${forFees.pathname}${forFees.search}`)).status).toBe(303);
    expect(seen.length).toBe(before);
  });

  it('lets a pass in once: sent again without the session it gave, it opens nothing', async () => {
    const url = new URL(previewUrlFor(base, '/fees', SECRET, 'draft'));
    const first = await get(`${url.pathname}${url.search}`);
    expect(first.status).toBe(303);
    const again = await get(`${url.pathname}${url.search}`);
    expect(again.status).toBe(404);
    expect(again.headers.getSetCookie()).toEqual([]);
    // The frame that took it, reloaded with its session, is sent on to the page.
    const cookie = first.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect((await get(`${url.pathname}${url.search}`, cookie)).status).toBe(303);
  });

  it('refuses a pass that would last more than an hour, or is spelt another way', async () => {
    const longer = previewPass(SECRET, FEES, Date.now() + 2 * 3600_000);
    const forever = previewPass(SECRET, FEES, Number.MAX_SAFE_INTEGER);
    const good = previewPass(SECRET, FEES, Date.now() + 30 * 60_000);
    const longSession = previewPass(SECRET, { purpose: 'session' }, Date.now() + 13 * 3600_000);
    for (const pass of [longer, forever, `+${good}`, `0${good}`, `${good}0`, good.toUpperCase()])
      expect([
        pass,
        (await get(`/fees?preview-pass=${encodeURIComponent(pass)}&version=draft`)).status,
      ]).toEqual([pass, 404]);
    expect((await get('/fees', `site_preview=${longSession}`)).status).toBe(404);
    expect((await get(`/fees?preview-pass=${good}&version=draft`)).status).toBe(303);
  });

  it('will not start with a secret shorter than 32 characters', () => {
    expect(() =>
      createPreviewGate({
        secret: 'x'.repeat(31),
        appUrl: 'http://127.0.0.1:1',
        appKey: APP_KEY,
        cmsOrigin: CMS_ORIGIN,
        mediaDir: tmpdir(),
      }),
    ).toThrow(/32 characters/);
  });

  it('turns the secret into a cookie that does not contain it, and takes it out of the address', async () => {
    const cookie = await enter('/fees');
    expect(cookie).toMatch(/^site_preview=\d+\.[0-9a-f]{24}\.[0-9a-f]{64}; site_preview_version=draft$/);
    expect(cookie).not.toContain(SECRET);
    const expires = Number(/site_preview=(\d+)/.exec(cookie)![1]);
    expect(expires - Date.now()).toBeGreaterThan(11 * 3600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(12 * 3600_000);
  });

  it('passes a page to the app with the version the admin’s tab asked for, never the one a request claims', async () => {
    const draft = await enter('/team', 'draft');
    await (await get('/team', draft, { [PREVIEW_VERSION_HEADER]: 'published' })).text();
    // With the gate's key, and without the browser's cookies.
    expect(seen.at(-1)).toEqual({ url: '/team', version: 'draft', key: APP_KEY, cookie: undefined });
    const published = await enter('/team', 'published');
    await (await get('/gallery/2?_rsc=abc', published)).text();
    expect(seen.at(-1)).toMatchObject({ url: '/gallery/2?_rsc=abc', version: 'published' });
  });

  it('marks every answer private to the CMS’s admin: not indexed, not cached, framed by the admin alone', async () => {
    const cookie = await enter();
    for (const answer of [
      await get('/fees', cookie),
      await get('/fees'),
      await get('/media/photo-320.avif', cookie),
    ]) {
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow, noarchive');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-frame-options')).toBeNull();
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`frame-ancestors ${CMS_ORIGIN};`);
      expect(policy).toContain("frame-src 'none'");
    }
  });

  it('refuses paths outside the site’s routes and files, and anything but GET and HEAD, even with the cookie', async () => {
    const cookie = await enter();
    for (const pathname of ['/admin', '/api/fees', '/gallery/0', '/_next/image?url=x', '/.env'])
      expect([pathname, (await get(pathname, cookie)).status]).toEqual([pathname, 404]);
    // Request lines as sent, which fetch would tidy first: nothing with a way out of the site reaches the app.
    const before = seen.length;
    const raw = [
      '/fees/../../etc/passwd',
      '/media/../../../etc/passwd',
      '/_next/static/%2e%2e/%2e%2e/x',
      '/fees%2f..%2fadmin',
      'http://elsewhere.example/fees',
    ];
    for (const line of raw) {
      const status = await new Promise<number>((resolve, reject) => {
        const sent = request(`${base}/`, { path: line, headers: { cookie } }, (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        });
        sent.on('error', reject);
        sent.end();
      });
      expect([line, status]).toEqual([line, expect.any(Number)]);
    }
    const passedOn = seen.slice(before).map(({ url }) => url);
    expect(passedOn.filter((url) => /\.\.|%2e|%2f|\/\/|etc/i.test(url))).toEqual([]);
    expect(passedOn.every((url) => url.startsWith('/'))).toBe(true);
    const post = await fetch(`${base}/fees`, { method: 'POST', headers: { cookie }, body: 'x' });
    expect(post.status).toBe(404);
  });

  it('serves the preview’s own photos under /media', async () => {
    const cookie = await enter();
    const photo = await get('/media/photo-320.avif', cookie);
    expect(photo.status).toBe(200);
    expect(await photo.text()).toBe('avif bytes');
    expect((await get('/media/other.avif', cookie)).status).toBe(404);
  });

  it('knows the site’s pages, the app’s files and the photos apart', () => {
    expect(
      ['/', '/fees', '/gallery', '/gallery/3', '/careers', '/careers/senior-carer'].map(kindOfPath),
    ).toEqual(['page', 'page', 'page', 'page', 'page', 'page']);
    expect(['/_next/static/chunks/a.js', '/og.png', '/gallery/pages/2.json'].map(kindOfPath)).toEqual([
      'asset',
      'asset',
      'asset',
    ]);
    expect(kindOfPath('/media/x-320.avif')).toBe('media');
    expect(
      ['/feesx', '/gallery/x', '/media/a/b', '/api', '/careers/a/b', '/careers/Senior', '/careers/-x'].map(
        kindOfPath,
      ),
    ).toEqual([null, null, null, null, null, null, null]);
  });
});

describe('the preview gate as a proxy', () => {
  let echo: Server;
  let proxy: Server;
  let origin: string;

  beforeAll(async () => {
    // An app that says which headers reached it, answers with headers about its own connection, and never answers
    // one page at all.
    echo = createServer((req, res) => {
      if (req.url === '/gallery') return;
      res.writeHead(200, {
        'Content-Type': 'application/json',
        Connection: 'keep-alive, x-app-hop',
        'Keep-Alive': 'timeout=7, max=9',
        'X-App-Hop': 'for the gate only',
        'X-App-Page': 'for the browser',
      });
      res.end(JSON.stringify(req.headers));
    });
    proxy = createPreviewGate({
      secret: SECRET,
      appUrl: await listen(echo),
      appKey: APP_KEY,
      cmsOrigin: CMS_ORIGIN,
      mediaDir: tmpdir(),
      appSilenceMs: 400,
    });
    origin = await listen(proxy);
  });

  afterAll(() => {
    proxy.close();
    echo.closeAllConnections();
    echo.close();
  });

  /** A request through the gate with headers fetch will not send, as a browser or another proxy may. */
  function through(pathname: string, cookie: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
      (resolve, reject) => {
        const sent = request(`${origin}${pathname}`, { headers: { ...headers, cookie } }, (answer) => {
          let body = '';
          answer.on('data', (chunk) => (body += chunk));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
        });
        sent.on('error', reject);
        sent.end();
      },
    );
  }

  /** A session cookie for this gate, as the CMS's preview URL gives it. */
  async function session() {
    const url = new URL(previewUrlFor(origin, '/team', SECRET, 'draft'));
    const answer = await fetch(url, { redirect: 'manual' });
    return answer.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  }

  it('passes on no header about the connection, either way, nor one a Connection header names', async () => {
    const answer = await through('/team', await session(), {
      Connection: 'keep-alive, x-client-hop',
      'Keep-Alive': 'timeout=30',
      'X-Client-Hop': 'for the gate only',
      'Proxy-Authorization': 'Basic c2VjcmV0',
      TE: 'trailers',
      'X-Client-Page': 'for the app',
    });
    expect(answer.status).toBe(200);
    const received = JSON.parse(answer.body) as Record<string, string>;
    for (const name of ['keep-alive', 'x-client-hop', 'proxy-authorization', 'te'])
      expect([name, received[name]]).toEqual([name, undefined]);
    expect(received['x-client-page']).toBe('for the app');
    expect(answer.headers['x-app-hop']).toBeUndefined();
    // (The gate's own server says its keep-alive for its own connection.)
    expect(answer.headers['keep-alive']).not.toBe('timeout=7, max=9');
    expect(answer.headers['x-app-page']).toBe('for the browser');
  });

  it('answers 504 when the app says nothing in time, rather than leaving the editor waiting', async () => {
    const started = Date.now();
    const answer = await through('/gallery', await session());
    expect(answer.status).toBe(504);
    expect(answer.body).toContain('took too long');
    expect(answer.headers['x-robots-tag']).toContain('noindex');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
