/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendMalformedRequests, sendRaw, startSlowBody } from '../testing/malformed-requests';
import { BadRequest, createGuardedServer, type GuardedHandler } from './guarded-server';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function start(
  handler: GuardedHandler,
  limits: { headersLimitMs?: number; requestLimitMs?: number } = {},
) {
  const lines: string[] = [];
  server = createGuardedServer(handler, { name: 'test', log: (line) => lines.push(line), ...limits });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, lines };
}

const ok: GuardedHandler = (req, res, url) => res.writeHead(200).end(url.pathname);

describe('a guarded server', () => {
  it('answers 400 for a target that is not a path and goes on answering', async () => {
    const { port, lines } = await start(ok);
    expect(await sendRaw(port, 'GET //::: HTTP/1.1\r\nHost: x\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    expect(await sendRaw(port, 'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    expect((await fetch(`http://127.0.0.1:${port}/fine`)).status).toBe(200);
    expect(lines).toEqual(['test: 400 for GET //:::: a target that is not a path']);
  });

  it('answers 500 for a fault, thrown at once or later, in one line each, and goes on', async () => {
    const { port, lines } = await start(async (req, res, url) => {
      if (url.pathname === '/now') throw new Error('broke at once');
      if (url.pathname === '/later') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        throw new Error('broke later');
      }
      if (url.pathname === '/refused') throw new BadRequest('not for this server', 413);
      res.writeHead(200).end();
    });
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/now`)).status).toBe(500);
    expect((await fetch(`${base}/later`)).status).toBe(500);
    expect((await fetch(`${base}/refused`)).status).toBe(413);
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect(lines).toEqual([
      'test: 500 for GET /now: a fault (broke at once)',
      expect.stringContaining('test: 413 for GET /refused: not for this server'),
    ]);
  });

  it('survives the whole batch of malformed requests, with no fault', async () => {
    const { port, lines } = await start(ok);
    const answers = await sendMalformedRequests(port);
    for (const [what, status] of Object.entries(answers))
      expect(`${what}: ${status}`).not.toMatch(/: HTTP\/1\.1 5\d\d/);
    expect(answers['a target that is not a path']).toBe('HTTP/1.1 400 Bad Request');
    expect(answers['headers of 64 KB']).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(lines.join('\n')).not.toContain('fault');
    expect((await fetch(`http://127.0.0.1:${port}/still`)).status).toBe(200);
  });

  it('cuts a body that never ends at its limit, answering others meanwhile', async () => {
    const { port } = await start(
      (req, res) => {
        req.resume();
        req.on('end', () => res.writeHead(200).end());
      },
      { headersLimitMs: 1_000, requestLimitMs: 1_500 },
    );
    const slow = startSlowBody(port);
    const closed = new Promise<number>((resolve) => {
      const opened = Date.now();
      slow.on('close', () => resolve(Date.now() - opened));
    });
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    expect(await closed).toBeLessThan(5_000);
  }, 10_000);
});
