/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import crypto from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { DEPLOY_WINDOW_MS, signDeployCall } from '../../lib/deploy-hook';
import { sendMalformedRequests } from '../testing/malformed-requests';
import { createReceiver, MAX_BODY_BYTES } from './receiver';

const SECRET = 'receiver-test-secret-of-32-chars';
let server: Server | undefined;

afterEach(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

async function start({ now }: { now?: () => number } = {}) {
  const triggered: string[] = [];
  const lines: string[] = [];
  server = createReceiver({
    secret: SECRET,
    scheduler: { trigger: (what) => triggered.push(what), stats: () => ({ builds: 0 }) },
    log: (line) => lines.push(line),
    now,
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, triggered, lines };
}

const publish = JSON.stringify({ event: 'entry.publish', model: 'team', entry: { documentId: 'abc123' } });

/** A call as the CMS makes it: its body, signed with `secret` at `at`. */
function call(url: string, body = publish, { secret = SECRET, at = Date.now(), headers = {} } = {}) {
  return fetch(`${url}/deploy-hook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...signDeployCall(secret, body, at), ...headers },
    body,
  });
}

describe('rebuild receiver', () => {
  it('answers every malformed request without a fault, builds nothing, and goes on', async () => {
    const { url, triggered } = await start();
    const answers = await sendMalformedRequests(Number(new URL(url).port));
    for (const [what, status] of Object.entries(answers)) expect(`${what}: ${status}`).not.toMatch(/ 5\d\d /);
    expect(answers['a target that is not a path']).toMatch(/^HTTP\/1\.1 400/);
    expect(triggered).toEqual([]);
    expect((await call(url)).status).toBe(202);
    expect(triggered).toHaveLength(1);
  });

  it('tells its status only to a caller that holds the secret', async () => {
    const { url } = await start();
    expect((await fetch(`${url}/status`)).status).toBe(401);
    expect((await fetch(`${url}/status`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    const answer = await fetch(`${url}/status`, { headers: { Authorization: `Bearer ${SECRET}` } });
    expect(await answer.json()).toEqual({ builds: 0 });
  });

  it('schedules a rebuild for a call signed over its body and time', async () => {
    const { url, triggered } = await start();
    const response = await call(url);
    expect(response.status).toBe(202);
    expect(triggered).toEqual(['entry.publish of team abc123']);
  });

  it('names a media event by its file in the log', async () => {
    const { url, triggered } = await start();
    await call(url, JSON.stringify({ event: 'media.update', media: { id: 4, name: 'garden-bench.jpg' } }));
    await call(url, JSON.stringify({ event: 'entry.delete' }));
    expect(triggered).toEqual(['media.update of media file garden-bench.jpg', 'entry.delete of content']);
  });

  it.each([
    ['no signature', (url: string) => fetch(`${url}/deploy-hook`, { method: 'POST', body: publish })],
    [
      'the secret itself in a header, as calls once carried it',
      (url: string) =>
        fetch(`${url}/deploy-hook`, {
          method: 'POST',
          headers: { 'X-Deploy-Secret': SECRET },
          body: publish,
        }),
    ],
    [
      'a signature made with another secret',
      (url: string) => call(url, publish, { secret: 'another-secret' }),
    ],
    [
      'a signature of another body',
      (url: string) =>
        fetch(`${url}/deploy-hook`, {
          method: 'POST',
          headers: signDeployCall(SECRET, '{"event":"entry.unpublish"}'),
          body: publish,
        }),
    ],
    [
      'a time ten minutes old',
      (url: string) => call(url, publish, { at: Date.now() - 2 * DEPLOY_WINDOW_MS }),
    ],
    [
      'a time ten minutes ahead',
      (url: string) => call(url, publish, { at: Date.now() + 2 * DEPLOY_WINDOW_MS }),
    ],
    [
      'its time spelt another way',
      (url: string) => {
        const signed = signDeployCall(SECRET, publish);
        return call(url, publish, { headers: { 'x-deploy-time': `+${signed['x-deploy-time']}` } });
      },
    ],
  ])('refuses a call with %s and triggers nothing', async (_, send) => {
    const { url, triggered, lines } = await start();
    const response = await send(url);
    expect(response.status).toBe(401);
    expect(triggered).toEqual([]);
    expect(lines).toEqual(['receiver: refused a call not signed with the secret']);
  });

  it('refuses a call it has already taken, replayed as it was captured', async () => {
    const { url, triggered } = await start();
    const headers = { 'Content-Type': 'application/json', ...signDeployCall(SECRET, publish) };
    const first = await fetch(`${url}/deploy-hook`, { method: 'POST', headers, body: publish });
    const replay = await fetch(`${url}/deploy-hook`, { method: 'POST', headers, body: publish });
    expect([first.status, replay.status]).toEqual([202, 401]);
    expect(triggered).toHaveLength(1);
  });

  it('answers 413 to a body over its limit, signed or not, and triggers nothing', async () => {
    const { url, triggered } = await start();
    const big = JSON.stringify({ event: 'entry.publish', padding: 'x'.repeat(MAX_BODY_BYTES) });
    const signed = await call(url, big);
    expect(signed.status).toBe(413);
    // Sent in chunks with no length given: the limit is counted as it arrives.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${url}/deploy-hook`,
        { method: 'POST', headers: signDeployCall(SECRET, big) },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      for (let at = 0; at < big.length; at += 64 * 1024) req.write(big.slice(at, at + 64 * 1024));
      req.end();
    });
    expect(status).toBe(413);
    expect(triggered).toEqual([]);
  });

  it('says one line a minute of refusals, however many come', async () => {
    let clock = Date.now();
    const { url, lines } = await start({ now: () => clock });
    for (let index = 0; index < 50; index += 1)
      await fetch(`${url}/deploy-hook`, { method: 'POST', body: publish });
    expect(lines).toEqual(['receiver: refused a call not signed with the secret']);
    clock += 61_000;
    await fetch(`${url}/deploy-hook`, { method: 'POST', body: publish });
    expect(lines).toEqual([
      'receiver: refused a call not signed with the secret',
      'receiver: refused a call not signed with the secret (and 49 more since the last line)',
    ]);
  });

  it('answers only its own paths and methods', async () => {
    const { url, triggered } = await start();
    expect((await fetch(`${url}/deploy-hook`)).status).toBe(404);
    expect(
      (await fetch(`${url}/other`, { method: 'POST', headers: signDeployCall(SECRET, '') })).status,
    ).toBe(404);
    expect(triggered).toEqual([]);
  });

  it('compares signatures in constant time', async () => {
    const { url } = await start();
    const compare = jest.spyOn(crypto, 'timingSafeEqual');
    try {
      const response = await call(url, publish, { secret: 'a-guess-at-the-secret' });
      expect(response.status).toBe(401);
      expect(compare).toHaveBeenCalledTimes(1);
    } finally {
      compare.mockRestore();
    }
  });

  it('will not start without a secret, or with a short one', () => {
    const scheduler = { trigger: () => {}, stats: () => ({}) };
    expect(() => createReceiver({ secret: undefined, scheduler })).toThrow(/needs a secret/);
    expect(() => createReceiver({ secret: 'short', scheduler })).toThrow(/32 characters/);
  });
});
