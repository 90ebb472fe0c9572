/** @jest-environment node */
// Every start has a limit (scripts/shared/starts.ts): a server that never becomes healthy fails in one line, within its limit
// and one retry, and leaves no process; a slow first attempt is retried; a start that fails outright is not.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isRunning } from './process-tree';
import { DidNotStart, START_FAULTS, startServer, startWithin } from './starts';
import { unusedPort } from './unused-port';
import { watchStartedProcesses } from '../testing/watch-processes';

let work: string;
const lines: string[] = [];
const log = (line: string) => lines.push(line);

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'starts-'));
  lines.length = 0;
  process.env[START_FAULTS] = path.join(work, 'faults');
});

afterEach(() => {
  delete process.env[START_FAULTS];
  rmSync(work, { recursive: true, force: true });
});

/** A server on `port` that takes every connection; `answer` says with what status it answers, if it answers at all. */
const server = (port: number, answer: number | 'never' | 'exits') =>
  `/* test-server */
  ${answer === 'exits' ? 'console.error("the database is missing"); process.exit(1);' : ''}
  require('node:http')
    .createServer((request, response) => {
      ${answer === 'never' ? '' : `response.statusCode = ${answer}; response.end();`}
    })
    .listen(${port}, '127.0.0.1');`;

/** Runs `start`, noting every process this one starts meanwhile. */
async function watching<T>(start: () => Promise<T>) {
  const watch = watchStartedProcesses();
  const started = Date.now();
  const outcome = await start().catch((error: unknown) => error);
  return { outcome, took: Date.now() - started, seen: watch.stop() };
}

describe('startServer', () => {
  const LIMIT_MS = 1_500;
  const start = (port: number, answer: number | 'never' | 'exits', limitMs = LIMIT_MS) =>
    startServer({
      what: 'the test server',
      command: process.execPath,
      args: ['-e', server(port, answer)],
      logFile: path.join(work, 'server.log'),
      healthUrl: `http://127.0.0.1:${port}/_health`,
      healthy: (status) => status === 204,
      healthyMeans: '204 No Content',
      limitMs,
    });

  it('fails in one line when the server takes the connection and never answers, and leaves no process of it', async () => {
    const port = await unusedPort();
    const { outcome, took, seen } = await watching(() => start(port, 'never'));
    expect(outcome).toBeInstanceOf(DidNotStart);
    const line = `did not start: the test server (waited 1.5 s, 2 times, for http://127.0.0.1:${port}/_health to answer 204 No Content)`;
    expect((outcome as Error).message).toBe(line);
    // Within its limit and one retry, each ended at once by SIGTERM.
    expect(took).toBeGreaterThanOrEqual(2 * LIMIT_MS);
    expect(took).toBeLessThan(2 * LIMIT_MS + 4_000);
    // It was started twice, and neither is left.
    const servers = seen.filter((found) => found.command.includes('test-server'));
    expect(servers).toHaveLength(2);
    expect(servers.filter((found) => isRunning(found.pid))).toEqual([]);
    // The one line reaches `npm test`'s list of stages through the faults file.
    expect(readFileSync(path.join(work, 'faults'), 'utf8')).toBe(`${line}\n`);
  }, 20_000);

  it('fails the same way when the server answers, but never as healthy', async () => {
    const port = await unusedPort();
    const { outcome, seen } = await watching(() => start(port, 503));
    expect((outcome as Error).message).toMatch(/^did not start: the test server \(waited 1\.5 s, 2 times,/);
    expect(seen.filter((found) => found.command.includes('test-server'))).toHaveLength(2);
    expect(seen.filter((found) => isRunning(found.pid))).toEqual([]);
  }, 20_000);

  it('fails at once, with the end of its log, when the server exits while starting', async () => {
    const port = await unusedPort();
    const { outcome, took } = await watching(() => start(port, 'exits', 10_000));
    expect(outcome).not.toBeInstanceOf(DidNotStart);
    expect((outcome as Error).message).toMatch(
      /the test server exited during start-up[^]*the database is missing/,
    );
    // Not retried, and told at once, not at the limit.
    expect(took).toBeLessThan(10_000);
    expect(readFileSync(path.join(work, 'faults'), 'utf8')).toBe(
      'did not start: the test server: the test server exited during start-up; its last output:\n',
    );
  }, 20_000);

  it('resolves with the server once it is healthy', async () => {
    const port = await unusedPort();
    const child = await start(port, 204, 10_000);
    expect((await fetch(`http://127.0.0.1:${port}/_health`)).status).toBe(204);
    child.kill('SIGKILL');
  }, 20_000);
});

describe('startWithin', () => {
  it('tries once more after a first attempt that does not answer in time, ending what that attempt started', async () => {
    let first: ChildProcess | undefined;
    const value = await startWithin(
      { what: 'the slow thing', limitMs: 500, log },
      async ({ number, waitingFor }) => {
        waitingFor('the slow thing to say hello');
        if (number === 1) {
          first = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
          return new Promise<string>(() => {});
        }
        return 'hello';
      },
    );
    expect(value).toBe('hello');
    expect(isRunning(first!.pid!)).toBe(false);
    expect(lines).toEqual([
      expect.stringMatching(
        /^the slow thing: no answer within 0\.5 s from the slow thing to say hello; ended what it started: \d+ .*; trying once more$/,
      ),
    ]);
  });

  it('does not retry a start that fails outright, but ends what it started', async () => {
    let attempts = 0;
    let child: ChildProcess | undefined;
    const failing = startWithin({ what: 'the broken thing', limitMs: 5_000, log }, async () => {
      attempts += 1;
      child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      throw new Error('the broken thing has no configuration');
    });
    await expect(failing).rejects.toThrow('the broken thing has no configuration');
    expect(attempts).toBe(1);
    expect(isRunning(child!.pid!)).toBe(false);
  });
});
