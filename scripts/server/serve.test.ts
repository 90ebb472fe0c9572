/** @jest-environment node */
// The static server behind `npm start`: clean URLs, real 404s, the _headers file, and a rebuilt site swapped in
// under it without a visitor ever seeing a gap. The last is this project's own code around serve-handler.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { createStaticServer } from './serve';
import { rootDir } from '../shared';
import { sendMalformedRequests } from '../testing/malformed-requests';

let work: string;
let root: string;
let server: Server;
let base: string;

function writeSite(folder: string, label: string, { notFoundPage = true } = {}) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'index.html'), `<p>${label} home</p>`);
  writeFileSync(path.join(folder, 'team.html'), `<p>${label} team</p>`);
  if (notFoundPage) writeFileSync(path.join(folder, '404.html'), `<p>${label} not found</p>`);
  writeFileSync(path.join(folder, '_headers'), `/*\n  X-Site: ${label}\n`);
}

async function listen(options: { swapGraceMs?: number } = {}) {
  server = createStaticServer({ root, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(async () => {
  const parent = path.join(rootDir, 'test-results');
  mkdirSync(parent, { recursive: true });
  work = mkdtempSync(path.join(parent, 'serve-'));
  root = path.join(work, 'out');
  writeSite(root, 'old');
  await listen();
});

afterEach(async () => {
  const closed = new Promise((resolve) => server.close(resolve));
  // fetch keeps its connections alive for a while; the server is done with them.
  server.closeAllConnections();
  await closed;
  rmSync(work, { recursive: true, force: true });
});

describe('static server', () => {
  it('answers every malformed request without a fault and goes on serving', async () => {
    const answers = await sendMalformedRequests(Number(new URL(base).port));
    for (const [what, status] of Object.entries(answers)) expect(`${what}: ${status}`).not.toMatch(/ 5\d\d /);
    expect(answers['a target that is not a path']).toMatch(/^HTTP\/1\.1 400/);
    expect(await (await fetch(`${base}/team`)).text()).toBe('<p>old team</p>');
  });

  it('serves clean URLs with the headers from _headers', async () => {
    const response = await fetch(`${base}/team`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-site')).toBe('old');
    expect(await response.text()).toBe('<p>old team</p>');
    expect(await (await fetch(`${base}/`)).text()).toBe('<p>old home</p>');
  });

  it('answers an unknown path with status 404 and the site 404 page', async () => {
    const response = await fetch(`${base}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<p>old not found</p>');
  });

  it('says Not found at once when the site has no 404 page', async () => {
    rmSync(path.join(root, '404.html'));
    // "At once" is the requirement, so this test times it, with margins that no machine's load can cross: the server
    // is given a 60 s grace for absent site folders, which a wrong wait would spend in full; measured, the answer
    // takes a few milliseconds; the bound is 10 s.
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await closed;
    await listen({ swapGraceMs: 60_000 });
    const started = Date.now();
    const response = await fetch(`${base}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 90_000);

  it('never serves a file from outside the site folder', async () => {
    writeFileSync(path.join(work, 'secret.txt'), 'private');
    const response = await fetch(`${base}/..%2Fsecret.txt`);
    // serve-handler refuses a path that climbs out of the site as a bad request.
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('private');
  });

  it('never follows a link out of the site folder, to a file or to a folder', async () => {
    writeFileSync(path.join(work, 'secret.txt'), 'private');
    mkdirSync(path.join(work, 'elsewhere'));
    writeFileSync(path.join(work, 'elsewhere', 'notes.txt'), 'private notes');
    symlinkSync(path.join(work, 'secret.txt'), path.join(root, 'linked.txt'));
    symlinkSync(path.join(work, 'elsewhere'), path.join(root, 'linked-folder'));
    for (const pathname of ['/linked.txt', '/linked-folder/notes.txt']) {
      const response = await fetch(`${base}${pathname}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('<p>old not found</p>');
    }
  });

  it('serves a link that stays inside the site folder', async () => {
    symlinkSync(path.join(root, 'team.html'), path.join(root, 'staff.html'));
    const response = await fetch(`${base}/staff`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<p>old team</p>');
  });

  it("answers the host's own files and the 404 page's own address as not found", async () => {
    for (const pathname of ['/_headers', '/404', '/404.html']) {
      const response = await fetch(`${base}${pathname}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('<p>old not found</p>');
    }
  });

  it('answers a range it cannot satisfy with 416 and no body, not the whole file', async () => {
    const text = 'abcdefghij'.repeat(300);
    writeFileSync(path.join(root, 'letters.txt'), text);
    for (const range of ['bytes=5000-6000', 'bytes=oops']) {
      const response = await fetch(`${base}/letters.txt`, {
        headers: { 'Accept-Encoding': 'identity', Range: range },
      });
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${text.length}`);
      expect(await response.text()).toBe('');
    }
  });

  it('serves the new site, not a 404, to a request made in the instant between the two renames of a publish', async () => {
    // A grace far longer than any pause below, so that a slow machine cannot turn this into a 404.
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await closed;
    await listen({ swapGraceMs: 60_000 });
    const incoming = path.join(work, 'out.incoming');
    writeSite(incoming, 'new');
    renameSync(root, path.join(work, 'out.previous'));
    const arrived = new Promise((resolve) => server.once('request', resolve));
    const request = fetch(`${base}/team`);
    // Once the request has reached the server (and its first look for the folder is under way), the new site lands.
    // The pause only gives that look time to finish; however long it takes, the answer must be the new site.
    await arrived;
    await new Promise((resolve) => setTimeout(resolve, 100));
    renameSync(incoming, root);
    const response = await request;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<p>new team</p>');
  });

  it('finishes a response already started from the old site when the new one is swapped in', async () => {
    const big = 'x'.repeat(4 * 1024 * 1024);
    writeFileSync(path.join(root, 'big.txt'), big);
    const response = await fetch(`${base}/big.txt`, { headers: { 'Accept-Encoding': 'identity' } });
    renameSync(root, path.join(work, 'out.previous'));
    writeSite(root, 'new');
    rmSync(path.join(work, 'out.previous'), { recursive: true, force: true });
    expect(response.status).toBe(200);
    expect((await response.text()).length).toBe(big.length);
  });

  it('compresses text for clients that accept gzip', async () => {
    // A page of a real page's length: a response under 1 KB gains nothing from compression.
    const page = `<p>${'A garden room with a view of the orchard. '.repeat(60)}</p>`;
    writeFileSync(path.join(root, 'team.html'), page);
    const response = await fetch(`${base}/team`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(page);
  });

  it('sends a range as it is, not compressed (its Content-Range counts the file as it is on disk)', async () => {
    const text = 'abcdefghij'.repeat(300);
    writeFileSync(path.join(root, 'letters.txt'), text);
    const response = await fetch(`${base}/letters.txt`, {
      headers: { 'Accept-Encoding': 'gzip', Range: 'bytes=10-29' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(text.slice(10, 30));
  });

  it('answers a name no file can have with 404, not a server error', async () => {
    for (const name of ['a'.repeat(300), 'team%00.html']) {
      const response = await fetch(`${base}/${name}`);
      expect(response.status).toBe(404);
    }
  });

  it('answers a request it cannot read with 400, and goes on serving', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1', () =>
        socket.write('GET //[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect((await fetch(`${base}/team`)).status).toBe(200);
  });

  // Where the system lists a process's open files (Linux), check that none is left open by a visitor who went away.
  (existsSync('/proc/self/fd') ? it : it.skip)(
    'closes the file of a response the visitor abandons',
    async () => {
      writeFileSync(path.join(root, 'big.txt'), 'x'.repeat(8 * 1024 * 1024));
      const openBigFiles = () =>
        readdirSync('/proc/self/fd').filter((fd) => {
          try {
            return readlinkSync(`/proc/self/fd/${fd}`).endsWith('big.txt');
          } catch {
            return false;
          }
        }).length;
      const aborted = new AbortController();
      const response = await fetch(`${base}/big.txt`, {
        headers: { 'Accept-Encoding': 'identity' },
        signal: aborted.signal,
      });
      expect(response.status).toBe(200);
      aborted.abort();
      const deadline = Date.now() + 10_000;
      while (openBigFiles() > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(openBigFiles()).toBe(0);
    },
    20_000,
  );
});
