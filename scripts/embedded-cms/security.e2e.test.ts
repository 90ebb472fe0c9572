/** @jest-environment node */
// Every door of the embedded CMS opens only as far as its user needs, probed as the security review probed it, on the
// real CMS with a fresh copy of the sample content:
// - a member of staff uploads only the kinds of file the website shows, known by their bytes; nothing the CMS serves
//   from its uploads can run script in its admin's origin; the admin talks to its own server alone;
// - no other origin is answered by CORS, and the admin's cookie is SameSite=Strict;
// - one long word is refused at once, naming its field, and the CMS goes on answering meanwhile;
// - the build's token reads published entries of the site's types and nothing else; the preview's reads drafts too;
//   Strapi's default tokens are gone, each token expires, and none can be read back;
// - a CMS without an administrator offers no registration to whoever comes first.
//
// Not part of the unit run (it starts Strapi): `npm run test:cms`, and a stage of `npm test`.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { crc32, createDeflate } from 'node:zlib';
import sharp from 'sharp';
import { startEmbeddedCms, type EmbeddedCms } from '.';
import { registerWriter, uploadFile } from './write';
import { firstVisitorRegisters, refusedFields } from '../testing/admin-api';
import { sampleCmsCopy, type SampleCmsCopy } from '../testing/sample-cms-copy';
import { writersCms } from '../testing/writers-cms';
import { sendMalformedRequests } from '../testing/malformed-requests';
import { unusedPort } from '../shared';

const VISITING = 'api::visiting.visiting';

const the = writersCms('security-e2e', {
  manager: 'security-manager@wealdhaven-house.example',
  staff: 'security-staff@wealdhaven-house.example',
});
const { call } = the;

/** An upload through the admin's media library, as the admin panel sends it, by whoever `jwt` signs in. */
async function uploadAs(jwt: string, name: string, bytes: Buffer, type: string) {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bytes)], { type }), name);
  form.append('fileInfo', JSON.stringify({ name, alternativeText: `A file called ${name}` }));
  const response = await fetch(`${the.cms.url}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${jwt}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { error?: { message?: string } } };
}

/**
 * The status the CMS answers an upload of `bytes` with, sent as a browser's form is, even when it answers (and closes the
 * connection) before the whole body is sent, as it may for a file over the limit: fetch reports that as a failed write
 * (EPIPE), not as the answer.
 */
function uploadStatus(jwt: string, name: string, bytes: Buffer, type: string) {
  const { hostname, port } = new URL(the.cms.url);
  const boundary = `----upload${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<number>((resolve, reject) => {
    let answered = false;
    const asked = request(
      {
        host: hostname,
        port,
        path: '/upload',
        method: 'POST',
        headers: {
          Authorization: `Bearer ${jwt}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': head.length + bytes.length + tail.length,
        },
      },
      (answer) => {
        answered = true;
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    // A write cut short is the CMS refusing the rest: its answer, read as the connection closes, stands; without one
    // in a few seconds, the failure is the test's.
    asked.on('error', (error) => void setTimeout(() => (answered ? undefined : reject(error)), 5_000));
    asked.write(head);
    asked.write(bytes);
    asked.end(tail);
  });
}

/** A GET of `pathname` exactly as written (fetch would resolve its dots before sending it): its status and headers. */
function getAsSpelled(base: string, pathname: string) {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const asked = request({ host: hostname, port, path: pathname, method: 'GET' }, (answer) => {
      answer.resume();
      resolve({ status: answer.statusCode ?? 0, headers: answer.headers });
    });
    asked.on('error', reject);
    asked.end();
  });
}

/** The memory a process holds now (its resident set), from /proc. */
function residentBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

/**
 * A valid PNG of `width` x `height` grey pixels, all black: a few hundred KB on disk, declaring an image that takes
 * width x height bytes (and more) to decode. Made row by row, so the test holds no more than one row.
 */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale, deflate, no filter method, no interlace
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const row = Buffer.alloc(width + 1); // filter byte 0, then the row's pixels
  for (let y = 0; y < height; y += 1) if (!deflate.write(row)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PAGE = Buffer.from(
  '<!doctype html><title>Notes</title><script src="notes.js"></script><p>Meeting notes</p>\n',
);
const SCRIPT = Buffer.from(
  "fetch('/admin/access-token', { method: 'POST', credentials: 'include' }).then((r) => r.text());\n",
);
const DRAWING = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><circle r="4"/></svg>\n',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('what a member of staff can upload, and how the CMS serves it', () => {
  it.each([
    ['a web page', 'notes.html', PAGE, 'text/html'],
    ['a script', 'notes.js', SCRIPT, 'application/javascript'],
    ['an SVG drawing', 'drawing.svg', DRAWING, 'image/svg+xml'],
    ['a web page named as a photo', 'holiday.jpg', PAGE, 'image/jpeg'],
    ['a web page named as a PDF', 'brochure.pdf', PAGE, 'application/pdf'],
  ])('refuses %s, saying what it can take', async (_, name, bytes, type) => {
    const answer = await uploadAs(the.staffJwt, name, bytes, type);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('the website can show');
  });

  it('takes a photo and a PDF, and serves neither so that it could run script in the admin', async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#6b8e23' } })
      .jpeg()
      .toBuffer();
    for (const [name, bytes, type, attachment] of [
      ['garden.jpg', photo, 'image/jpeg', false],
      ['menu.pdf', PDF, 'application/pdf', true],
    ] as const) {
      const answer = await uploadAs(the.staffJwt, name, bytes, type);
      expect([name, answer.status]).toEqual([name, 201]);
      const [file] = answer.body as unknown as { url: string }[];
      const served = await fetch(`${the.cms.url}${file!.url}`);
      expect(served.status).toBe(200);
      const policy = served.headers.get('content-security-policy') ?? '';
      expect(policy).toContain('sandbox');
      expect(policy).toContain("default-src 'none'");
      expect(policy).not.toContain('script-src');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect([name, /^attachment/.test(served.headers.get('content-disposition') ?? '')]).toEqual([
        name,
        attachment,
      ]);
      // However its path is spelled, as the CMS's file server resolves it.
      const file_ = file!.url.replace(/^\/uploads\//, '');
      for (const spelling of [`/%75ploads/${file_}`, `/./uploads/${file_}`, `/x/../uploads/${file_}`]) {
        const again = await getAsSpelled(the.cms.url, spelling);
        expect([spelling, again.status]).toEqual([spelling, 200]);
        expect([spelling, again.headers['content-security-policy'] ?? '']).toEqual([
          spelling,
          expect.stringContaining('sandbox'),
        ]);
        expect([spelling, /^attachment/.test(String(again.headers['content-disposition'] ?? ''))]).toEqual([
          spelling,
          attachment,
        ]);
      }
    }
  });

  it('refuses a photo declaring more pixels than the site takes at once, before anything decodes it', async () => {
    const bomb = await pngDeclaring(16_000, 16_000);
    expect(bomb.length).toBeLessThan(400_000);
    const pid = the.cms.process.pid!;
    const before = residentBytes(pid);
    let most = before;
    const sampling = setInterval(() => (most = Math.max(most, residentBytes(pid))), 20);
    const started = performance.now();
    const answer = await uploadAs(the.staffJwt, 'tulips.png', bomb, 'image/png');
    const ms = performance.now() - started;
    clearInterval(sampling);
    most = Math.max(most, residentBytes(pid));
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe(
      '"tulips.png" is 16,000 x 16,000 pixels (256 megapixels), more than the 50 megapixels the website takes: make it smaller, then upload it again',
    );
    // Measured here: about 60 ms and a few MB, where Strapi's resizing of it took 17 s and 1.2 GB.
    console.log(
      `a 16,000 x 16,000 PNG: refused in ${Math.round(ms)} ms, the CMS's memory +${Math.round((most - before) / 1e6)} MB at most`,
    );
    expect(ms).toBeLessThan(1_000);
    expect(most - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a file larger than the limit', async () => {
    const status = await uploadStatus(
      the.staffJwt,
      'huge.jpg',
      Buffer.alloc(41 * 1024 * 1024, 0xff),
      'image/jpeg',
    );
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it('lets the admin talk to its own server alone, and show pictures from it', async () => {
    const page = await fetch(`${the.cms.url}/admin`);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/connect-src 'self'(;|$)/);
    expect(policy).not.toMatch(/connect-src[^;]*https:/);
    expect(policy).not.toMatch(/img-src[^;]*market-assets/);
  });
});

describe('other origins', () => {
  it('get no CORS answer from the API or the admin, with credentials or without', async () => {
    for (const [path, method] of [
      ['/api/galleries', 'GET'],
      ['/admin/access-token', 'POST'],
      ['/admin/users/me', 'GET'],
    ]) {
      const preflight = await fetch(`${the.cms.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://evil.example',
          'Access-Control-Request-Method': method!,
          'Access-Control-Request-Headers': 'authorization',
        },
      });
      expect([path, preflight.headers.get('access-control-allow-origin')]).toEqual([path, null]);
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      const direct = await fetch(`${the.cms.url}${path}`, {
        method,
        headers: { Origin: 'http://127.0.0.1:9' },
      });
      expect([path, direct.headers.get('access-control-allow-origin')]).toEqual([path, null]);
    }
  });

  it("get no admin token: the admin's session cookie is SameSite=Strict", async () => {
    const login = await fetch(`${the.cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'security-manager@wealdhaven-house.example',
        password: 'wrong password, on purpose',
      }),
    });
    expect(login.status).toBe(400);
    // The cookie as a successful sign-in sets it (the invitation's registration signs the staff member in).
    const roles = await call('/admin/roles', 'GET');
    const role = roles.body.data.find((one: { name: string }) => one.name === 'Staff (drafts only)');
    const invited = await call('/admin/users', 'POST', {
      firstname: 'Jo',
      lastname: 'Cook',
      email: 'security-cookie@wealdhaven-house.example',
      roles: [role.id],
    });
    const registered = await fetch(`${the.cms.url}/admin/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        registrationToken: invited.body.data.registrationToken,
        userInfo: {
          firstname: 'Jo',
          lastname: 'Cook',
          password: `Cook-${randomBytes(12).toString('hex')}A1`,
        },
      }),
    });
    expect(registered.status).toBe(200);
    const cookies = registered.headers
      .getSetCookie()
      .filter((line) => line.startsWith('strapi_admin_refresh='));
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/samesite=strict/i);
    expect(cookies[0]).toMatch(/httponly/i);
  });
});

describe('what a member of staff sees and undoes', () => {
  const GALLERY = '/content-manager/collection-types/api::gallery.gallery';
  const MANAGER_EMAIL = 'security-manager@wealdhaven-house.example';
  let photo: string;
  const RECORD = {
    shown: 'Residents',
    consentGivenOn: '2026-11-01',
    consentGivenBy: 'An attorney (health and welfare LPA)',
    decidedBy: 'Margaret Example',
    reviewOn: '2027-11-01',
    // A second resident in the photo, with a consent of their own: their attorney named too.
    others: [
      {
        residentName: 'Arthur Example',
        consentGivenOn: '2026-10-20',
        consentGivenBy: 'An attorney (health and welfare LPA)',
        decidedBy: 'Dora Example',
        reviewOn: '2027-10-20',
      },
    ],
  };

  beforeAll(async () => {
    const list = await call(`${GALLERY}?page=1&pageSize=1&sort=order:ASC`, 'GET');
    photo = list.body.results[0].documentId;
    const entry = (await call(`${GALLERY}/${photo}`, 'GET')).body.data;
    const saved = await call(`${GALLERY}/${photo}`, 'PUT', {
      ...entry,
      consent: { ...entry.consent, ...RECORD },
    });
    expect(saved.status).toBe(200);
  });

  it("reads a photo's consent record without the attorney's name, and no one's e-mail address", async () => {
    const asStaff = await call(`${GALLERY}/${photo}`, 'GET', undefined, the.staffJwt);
    expect(asStaff.status).toBe(200);
    expect(asStaff.body.data.consent.shown).toBe('Residents');
    expect(asStaff.body.data.consent.decidedBy).toBeUndefined();
    expect(JSON.stringify(asStaff.body)).not.toContain('Margaret Example');
    // The other resident's row: theirs to read, but for the attorney's name.
    expect(asStaff.body.data.consent.others).toEqual([
      expect.objectContaining({ residentName: 'Arthur Example', reviewOn: '2027-10-20' }),
    ]);
    expect(JSON.stringify(asStaff.body)).not.toContain('Dora Example');
    expect(JSON.stringify(asStaff.body)).not.toContain(MANAGER_EMAIL);
    const listed = await call(`${GALLERY}?page=1&pageSize=10`, 'GET', undefined, the.staffJwt);
    expect(JSON.stringify(listed.body)).not.toContain(MANAGER_EMAIL);
    // The manager reads both.
    const asManager = await call(`${GALLERY}/${photo}`, 'GET');
    expect(asManager.body.data.consent.decidedBy).toBe('Margaret Example');
    expect(asManager.body.data.consent.others[0].decidedBy).toBe('Dora Example');
    expect(JSON.stringify(asManager.body)).toContain(MANAGER_EMAIL);
  });

  it("keeps the attorney's name when a member of staff saves the photo", async () => {
    const entry = (await call(`${GALLERY}/${photo}`, 'GET', undefined, the.staffJwt)).body.data;
    // As the admin's form sends it: the fields as read, with the order changed.
    const saved = await call(
      `${GALLERY}/${photo}`,
      'PUT',
      { ...entry, status: undefined, order: entry.order + 1 },
      the.staffJwt,
    );
    expect([saved.status, saved.status === 200 ? '' : JSON.stringify(saved.body)]).toEqual([200, '']);
    const kept = (await call(`${GALLERY}/${photo}`, 'GET')).body.data.consent;
    expect([kept.decidedBy, kept.others.map((one: { decidedBy?: string }) => one.decidedBy)]).toEqual([
      'Margaret Example',
      ['Dora Example'],
    ]);
  });

  it("cannot throw away the manager's saved changes", async () => {
    // A team member's page, changed by the manager and not yet published.
    const TEAM = '/content-manager/collection-types/api::team.team';
    const member = (await call(`${TEAM}?page=1&pageSize=1`, 'GET')).body.results[0];
    const entry = (await call(`${TEAM}/${member.documentId}`, 'GET')).body.data;
    const role = `${entry.role} (and first aider)`;
    expect(
      (await call(`${TEAM}/${member.documentId}`, 'PUT', { ...entry, status: undefined, role })).status,
    ).toBe(200);
    const discarded = await call(`${TEAM}/${member.documentId}/actions/discard`, 'POST', {}, the.staffJwt);
    expect([discarded.status, discarded.body.error?.message]).toEqual([
      403,
      'Only the manager can throw away saved changes: change it back yourself, or ask the manager to.',
    ]);
    expect((await call(`${TEAM}/${member.documentId}`, 'GET')).body.data.role).toBe(role);
    // A single entry's too ("Visiting and a typical day"), said in words.
    const SINGLE = `/content-manager/single-types/${VISITING}`;
    const visiting = (await call(SINGLE, 'GET')).body.data;
    const changed = [{ type: 'paragraph', children: [{ type: 'text', text: 'Lunch is at one.' }] }];
    expect((await call(SINGLE, 'PUT', { ...visiting, status: undefined, meals: changed })).status).toBe(200);
    const single = await call(`${SINGLE}/actions/discard`, 'POST', {}, the.staffJwt);
    expect([single.status, single.body.error?.message]).toEqual([
      403,
      expect.stringContaining('Only the manager can throw away saved changes'),
    ]);
    expect((await call(SINGLE, 'GET')).body.data.meals).toEqual(changed);
    // Nor the photo's, with its consent record.
    expect((await call(`${GALLERY}/${photo}/actions/discard`, 'POST', {}, the.staffJwt)).status).toBe(403);
    expect((await call(`${GALLERY}/${photo}`, 'GET')).body.data.consent.decidedBy).toBe('Margaret Example');
    // The manager can.
    expect((await call(`${TEAM}/${member.documentId}/actions/discard`, 'POST', {})).status).toBe(200);
    expect((await call(`${TEAM}/${member.documentId}`, 'GET')).body.data.role).toBe(entry.role);
  });

  it('lists only the files they uploaded, and makes no folders', async () => {
    const theirs = await call('/upload/files?page=1&pageSize=100', 'GET', undefined, the.staffJwt);
    const all = await call('/upload/files?page=1&pageSize=100', 'GET');
    expect(theirs.status).toBe(200);
    const names = (answer: { body: { results: { name: string }[] } }) =>
      answer.body.results.map(({ name }) => name);
    expect(names(theirs).length).toBeGreaterThan(0);
    expect(names(theirs).every((name) => ['garden.jpg', 'menu.pdf'].includes(name))).toBe(true);
    expect(names(all).length).toBeGreaterThan(names(theirs).length + 20);
    const folder = { name: 'Staff folder', parent: null };
    expect((await call('/upload/folders', 'POST', folder, the.staffJwt)).status).toBe(403);
    expect(
      (await call('/upload/folders', 'POST', { ...folder, name: "Manager's folder" })).status,
    ).toBeLessThan(300);
  });

  it('is answered 403, not a fault, when asking for a relation it may not read', async () => {
    for (const field of ['createdBy', 'updatedBy', 'image'])
      for (const path of [
        `/content-manager/relations/api::gallery.gallery/${field}`,
        `/content-manager/relations/api::gallery.gallery/${photo}/${field}`,
      ]) {
        const answer = await call(path, 'GET', undefined, the.staffJwt);
        expect([path, answer.status < 500]).toEqual([path, true]);
      }
  });
});

describe('malformed requests', () => {
  it('are each answered, none with a fault, and the CMS goes on answering', async () => {
    const answers = await sendMalformedRequests(Number(new URL(the.cms.url).port));
    for (const [what, status] of Object.entries(answers)) expect(`${what}: ${status}`).not.toMatch(/ 5\d\d /);
    expect((await fetch(`${the.cms.url}/_health`)).status).toBe(204);
    expect((await call('/admin/users/me', 'GET')).status).toBe(200);
  });
});

describe('text made to slow a pattern down', () => {
  it.each([
    ['one long word', `Write to ${'a'.repeat(100_000)}@example.org`, 'longer than the site takes'],
    ['a web address followed by 49,900 dots', `See https://a.b/${'.'.repeat(49_900)}x`, null],
  ])('(%s) is judged at once, while the CMS goes on answering', async (_, text, refusal) => {
    // As the admin's form sends it: the fields as read, without the status it reports.
    const draft = {
      ...(await call(`/content-manager/single-types/${VISITING}`, 'GET')).body.data,
      status: undefined,
    };
    draft.meals = [{ type: 'paragraph', children: [{ type: 'text', text }] }];
    const started = performance.now();
    const saving = call(`/content-manager/single-types/${VISITING}`, 'PUT', draft, the.staffJwt).then(
      (answer) => ({
        answer,
        ms: performance.now() - started,
      }),
    );
    const health = fetch(`${the.cms.url}/_health`).then((answer) => ({
      status: answer.status,
      ms: performance.now() - started,
    }));
    const [{ answer, ms }, checked] = await Promise.all([saving, health]);
    if (refusal) {
      expect(refusedFields(answer)).toEqual(['meals']);
      expect(answer.body.error.message).toContain(refusal);
    } else expect(answer.status).toBeLessThan(500);
    // Measured here: about 30 ms for the refusal (the request's 100 KB included), where the rules' own patterns once
    // held the CMS for 10 s (the long word) and 2.3 s a field (the dots). The bounds are the issue's, far from both.
    expect(ms).toBeLessThan(1_000);
    expect(checked.status).toBe(204);
    expect(checked.ms).toBeLessThan(1_000);
  });
});

describe("the website's tokens", () => {
  const api = (path: string, token: string) => call(path, 'GET', undefined, token);

  it("let the build read what is published of the site's types, and nothing else", async () => {
    expect((await api('/api/galleries?populate=image', the.cms.token)).status).toBe(200);
    expect((await api('/api/visiting?populate=*', the.cms.token)).status).toBe(200);
    for (const path of [
      '/api/galleries?status=draft',
      '/api/visiting?status=draft',
      '/api/upload/files',
      '/api/users',
      '/api/users-permissions/roles',
    ])
      expect([path, (await api(path, the.cms.token)).status]).toEqual([path, 403]);
  });

  it("let the preview read drafts, and nothing beyond the site's types", async () => {
    expect((await api('/api/galleries?status=draft', the.cms.previewToken)).status).toBe(200);
    expect((await api('/api/visiting?status=draft&populate=*', the.cms.previewToken)).status).toBe(200);
    for (const path of ['/api/upload/files', '/api/users'])
      expect([path, (await api(path, the.cms.previewToken)).status]).toEqual([path, 403]);
  });

  it('are the only tokens the CMS made, each expires, and none can be read back', async () => {
    const tokens = (await call('/admin/api-tokens', 'GET')).body.data as {
      id: number;
      name: string;
      expiresAt: string | null;
    }[];
    const names = tokens.map(({ name }) => name).sort();
    expect(names).toEqual(['Test editor', 'Website build (read-only)', 'Website preview (drafts)']);
    for (const token of tokens.filter(({ name }) => name.startsWith('Website'))) {
      const days = (Date.parse(token.expiresAt!) - Date.now()) / 86_400_000;
      expect([token.name, days > 75 && days <= 90]).toEqual([token.name, true]);
      const shown = await call(`/admin/api-tokens/${token.id}`, 'GET');
      expect(shown.status).toBe(200);
      expect(shown.body.data.accessKey ?? null).toBeNull();
    }
    // Made in the admin too, a token is shown once, then never again.
    const made = await call('/admin/api-tokens', 'POST', {
      name: 'Made in the admin',
      type: 'read-only',
      lifespan: 7 * 86_400_000,
      description: '',
    });
    expect(made.body.data.accessKey).toEqual(expect.any(String));
    const later = await call(`/admin/api-tokens/${made.body.data.id}`, 'GET');
    expect(later.body.data.accessKey ?? null).toBeNull();
    // (And the writer's token, made by the tests, still works.)
    expect((await api('/api/galleries', the.writeToken)).status).toBe(200);
  });

  it('cannot be deleted, regenerated or changed by the manager, who may remove a token she made', async () => {
    const tokens = (await call('/admin/api-tokens', 'GET')).body.data as { id: number; name: string }[];
    const site = tokens.filter(({ name }) => name.startsWith('Website'));
    expect(site).toHaveLength(2);
    for (const { id, name } of site) {
      const tried = [
        await call(`/admin/api-tokens/${id}`, 'DELETE'),
        await call(`/admin/api-tokens/${id}/regenerate`, 'POST'),
        await call(`/admin/api-tokens/${id}`, 'PUT', { name: 'Renamed', type: 'full-access' }),
      ];
      expect([name, tried.map(({ status }) => status)]).toEqual([name, [403, 403, 403]]);
      expect(tried[0]!.body.error.message).toMatch(/^This is one of the website’s own tokens/);
    }
    // Both still open what they opened.
    expect((await api('/api/visiting?populate=*', the.cms.token)).status).toBe(200);
    expect((await api('/api/visiting?status=draft&populate=*', the.cms.previewToken)).status).toBe(200);
    const made = await call('/admin/api-tokens', 'POST', {
      name: 'Made to be removed',
      type: 'read-only',
      lifespan: 7 * 86_400_000,
      description: '',
    });
    expect((await call(`/admin/api-tokens/${made.body.data.id}`, 'DELETE')).status).toBe(200);
  });
});

describe('what the manager cannot break', () => {
  it('a single entry: The home, or a page’s words, cannot be deleted, and is still there', async () => {
    for (const uid of ['api::home.home', 'api::visiting.visiting', 'api::home-page.home-page']) {
      const tried = await call(`/content-manager/single-types/${uid}`, 'DELETE');
      expect([uid, tried.status]).toEqual([uid, 403]);
      expect([uid, (await call(`/content-manager/single-types/${uid}`, 'GET')).status]).toEqual([uid, 200]);
    }
    // A list's entries stay hers to delete: the permission is still there for them.
    const permissions = (await call('/admin/users/me/permissions', 'GET')).body.data as {
      action: string;
      subject: string | null;
    }[];
    const deletes = permissions
      .filter(({ action }) => action === 'plugin::content-manager.explorer.delete')
      .map(({ subject }) => subject);
    expect(deletes).toContain('api::team.team');
    expect(deletes).not.toContain('api::home.home');
  });

  it('the home page’s panels cannot be removed or rearranged', async () => {
    const layout = await call('/admin/homepage/layout', 'GET');
    expect(layout.status).toBe(200);
    const tried = await call('/admin/homepage/layout', 'PUT', { widgets: [] });
    expect(tried.status).toBe(403);
    expect(tried.body.error.message).toBe('The home page’s panels are set by the CMS.');
  });
});

describe('a CMS without an administrator', () => {
  let fresh: EmbeddedCms;
  let freshContent: SampleCmsCopy;
  let freshPort: number;

  beforeAll(async () => {
    freshContent = await sampleCmsCopy('security-e2e-fresh');
    freshPort = await unusedPort();
    fresh = await startEmbeddedCms({ ...freshContent.options, port: freshPort });
  }, 240_000);

  afterAll(async () => {
    await fresh?.stop();
    await freshContent?.remove({ port: freshPort });
  });

  it('offers no registration to a visitor, nor says that it has no administrator', async () => {
    expect(await firstVisitorRegisters(fresh.url)).toEqual({ saysItHasAdmin: true, registration: 403 });
    // However the router may take the path: a trailing slash, another letter case, percent-encoded, dotted.
    // (Strapi's router takes the first three; the guard refuses the others too, whoever might take them.)
    for (const [init, register] of [
      ['/admin/init/', '/admin/register-admin/'],
      ['/ADMIN/INIT', '/ADMIN/REGISTER-ADMIN'],
      ['/Admin/Init/', '/Admin/Register-Admin/'],
      ['/admin/init', '/admin/%72egister-admin'],
      ['/admin/init', '/admin/./register-admin'],
      ['/admin/init', '/admin//register-admin'],
    ] as const)
      expect([register, await firstVisitorRegisters(fresh.url, { init, register })]).toEqual([
        register,
        { saysItHasAdmin: true, registration: 403 },
      ]);
    for (const key of ['', 'guess', `${fresh.firstAdminKey}x`]) {
      const link = await fetch(`${fresh.url}/admin/first-administrator?key=${key}`, { redirect: 'manual' });
      expect([key, link.status]).toEqual([key, 404]);
      expect(link.headers.getSetCookie()).toEqual([]);
    }
  });

  it('makes its first administrator from the link its server printed, and then never again', async () => {
    const link = await fetch(`${fresh.url}/admin/first-administrator?key=${fresh.firstAdminKey}`, {
      redirect: 'manual',
    });
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toBe('/admin/auth/register-admin');
    const cookie = link.headers.getSetCookie()[0]!.split(';')[0]!;
    const init = await (await fetch(`${fresh.url}/admin/init`, { headers: { Cookie: cookie } })).json();
    expect(init.data.hasAdmin).toBe(false);
    await registerWriter(fresh, {
      email: 'fresh-manager@wealdhaven-house.example',
      password: `Manager-${randomBytes(12).toString('hex')}`,
    });
    const again = await fetch(`${fresh.url}/admin/first-administrator?key=${fresh.firstAdminKey}`, {
      redirect: 'manual',
    });
    expect(again.status).toBe(404);
  });
});

// (Used by the upload tests: a full-access token of the tests' own may upload through the REST API, and is held to
// the same kinds.)
it('holds an upload through the REST API to the same kinds', async () => {
  await expect(
    uploadFile(the.cms.url, the.writeToken, {
      name: 'notes.html',
      bytes: PAGE,
      type: 'text/html',
      alternativeText: '',
    }),
  ).rejects.toThrow(/answered 400.*the website can show/);
});
