/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchWithRetries, FetchFailure, retryAfterMs, type RetryPolicy } from './fetch-with-retries';

// Against a local server that answers each request as the test says: a status with its headers, nothing at all, or a
// cut connection; and a port where nothing listens.
type Answer = { status: number; headers?: Record<string, string>; body?: string } | 'hang' | 'cut';
let server: Server;
let url: string;
let answers: Answer[];
let requests: number;
const waits: number[] = [];

beforeEach(async () => {
  answers = [];
  requests = 0;
  waits.length = 0;
  server = createServer((req, res) => {
    requests += 1;
    const answer = answers.shift() ?? { status: 200, body: 'fine' };
    if (answer === 'hang') return;
    if (answer === 'cut') return req.socket.destroy();
    res.writeHead(answer.status, answer.headers).end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Short limits, and the waits recorded rather than slept. */
const policy = (more: Partial<RetryPolicy> = {}): RetryPolicy => ({
  timeoutMs: 300,
  retryDelayMs: 10,
  sleep: async (ms) => void waits.push(ms),
  ...more,
});
const text = (response: Response) => response.text();
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('it succeeded');
    },
    (error: unknown) => error as FetchFailure,
  );

describe('the one retrying fetch', () => {
  it('waits as long as a 503 with Retry-After asks, then reads the answer', async () => {
    answers.push({ status: 503, headers: { 'Retry-After': '2' } });
    expect(await fetchWithRetries(url, {}, policy(), text)).toBe('fine');
    expect(waits).toEqual([2000]);
    expect(requests).toBe(2);
  });

  it('fails at once when Retry-After asks for longer than the caller sits through', async () => {
    answers.push({ status: 503, headers: { 'Retry-After': '3600' } });
    const error = await failure(fetchWithRetries(url, {}, policy({ maxRetryAfterMs: 60_000 })));
    expect(error.failure).toEqual({ kind: 'status', status: 503, retryAfterMs: 3_600_000 });
    expect(requests).toBe(1);
    expect(waits).toEqual([]);
  });

  it('gives a request that never answers its time limit, each attempt, and then fails as a timeout', async () => {
    answers.push('hang', 'hang', 'hang');
    const started = Date.now();
    const error = await failure(fetchWithRetries(url, {}, policy()));
    expect(error).toBeInstanceOf(FetchFailure);
    expect(error.failure).toEqual({ kind: 'timeout', timeoutMs: 300 });
    expect(error.attempts).toBe(3);
    expect(requests).toBe(3);
    // Three attempts of 300 ms, not a socket's default minutes.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reads the answer of a server that comes back, after a cut connection and a server error, waiting longer each time', async () => {
    answers.push('cut', { status: 500 });
    expect(await fetchWithRetries(url, {}, policy(), text)).toBe('fine');
    expect(waits).toEqual([10, 20]);
    expect(requests).toBe(3);
  });

  it('says how a server that is not there failed, by its code', async () => {
    const closed = url;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    const error = await failure(fetchWithRetries(closed, {}, policy()));
    expect(error.failure).toEqual({ kind: 'unreachable', code: 'ECONNREFUSED' });
    expect(error.message).toBe('could not connect (ECONNREFUSED)');
    server = createServer().listen(0);
  });

  it('gives back at once a failure another attempt would not mend, for the caller to judge', async () => {
    answers.push({ status: 404, body: 'gone' });
    const response = await fetchWithRetries(url, {}, policy());
    expect(response.status).toBe(404);
    expect(requests).toBe(1);
  });

  it('tells the caller of each retry', async () => {
    answers.push({ status: 429 }, { status: 503 });
    const heard: string[] = [];
    await fetchWithRetries(
      url,
      {},
      policy({
        onRetry: (failed, delay, next) => void heard.push(`${failed.message}, ${delay} ms, attempt ${next}`),
      }),
    );
    expect(heard).toEqual(['answered 429, 10 ms, attempt 2', 'answered 503, 20 ms, attempt 3']);
  });
});

describe('Retry-After', () => {
  it('is read as seconds or as a date', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Tue, 24 Nov 2026 10:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
