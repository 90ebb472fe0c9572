/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createReceiver } from './receiver';

const SECRET = 'receiver-test-secret';
let server: Server | undefined;

afterEach(async () => {
  if (!server) return;
  await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

async function start() {
  const triggered: string[] = [];
  const lines: string[] = [];
  server = createReceiver({
    secret: SECRET,
    scheduler: { trigger: (what) => triggered.push(what), stats: () => ({ builds: 0 }) },
    log: (line) => lines.push(line),
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, triggered, lines };
}

const publish = JSON.stringify({ event: 'entry.publish', model: 'team', entry: { documentId: 'abc123' } });

describe('rebuild receiver', () => {
  it('schedules a rebuild for a webhook with the right secret', async () => {
    const { url, triggered } = await start();
    const response = await fetch(`${url}/deploy-hook`, {
      method: 'POST',
      headers: { 'X-Deploy-Secret': SECRET, 'Content-Type': 'application/json' },
      body: publish,
    });
    expect(response.status).toBe(202);
    expect(triggered).toEqual(['entry.publish of team abc123']);
  });

  it('names a media event by its file in the log', async () => {
    const { url, triggered } = await start();
    const send = (body: object) =>
      fetch(`${url}/deploy-hook`, {
        method: 'POST',
        headers: { 'X-Deploy-Secret': SECRET, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    await send({ event: 'media.update', media: { id: 4, name: 'garden-bench.jpg' } });
    await send({ event: 'entry.delete' });
    expect(triggered).toEqual(['media.update of media file garden-bench.jpg', 'entry.delete of content']);
  });

  it.each([
    ['no secret', {}],
    ['a wrong secret', { 'X-Deploy-Secret': 'guess' }],
    ['a secret of the right length', { 'X-Deploy-Secret': 'x'.repeat(SECRET.length) }],
  ])('refuses a webhook with %s and triggers nothing', async (_, headers) => {
    const { url, triggered, lines } = await start();
    const response = await fetch(`${url}/deploy-hook`, { method: 'POST', headers, body: publish });
    expect(response.status).toBe(401);
    expect(triggered).toEqual([]);
    expect(lines).toEqual(['receiver: refused a webhook without the right secret']);
  });

  it('answers only its own paths and methods', async () => {
    const { url, triggered } = await start();
    expect((await fetch(`${url}/deploy-hook`)).status).toBe(404);
    expect(
      (await fetch(`${url}/other`, { method: 'POST', headers: { 'X-Deploy-Secret': SECRET } })).status,
    ).toBe(404);
    expect(await (await fetch(`${url}/status`)).json()).toEqual({ builds: 0 });
    expect(triggered).toEqual([]);
  });

  it('compares a secret of any length in the same constant time, so that a refusal does not tell its length', async () => {
    const { url } = await start();
    const compare = jest.spyOn(crypto, 'timingSafeEqual');
    try {
      for (const given of ['x', 'x'.repeat(SECRET.length), 'x'.repeat(200)]) {
        const response = await fetch(`${url}/deploy-hook`, {
          method: 'POST',
          headers: { 'X-Deploy-Secret': given, 'Content-Type': 'application/json' },
          body: publish,
        });
        expect(response.status).toBe(401);
      }
      // One comparison for each, of two inputs the same size whatever was given.
      expect(compare.mock.calls.map(([a, b]) => [a.byteLength, b.byteLength])).toEqual([
        [32, 32],
        [32, 32],
        [32, 32],
      ]);
    } finally {
      compare.mockRestore();
    }
  });

  it('will not start without a secret', () => {
    expect(() =>
      createReceiver({ secret: undefined, scheduler: { trigger: () => {}, stats: () => ({}) } }),
    ).toThrow(/needs a secret/);
  });
});
