// A WebKit session that never opens fails its stage in one line, within its limit and one retry, and leaves nothing
// running: the engines' WebKit path (xvfb-run, a WebDriver server, the session) against a fake WebDriver server that
// takes every connection and never answers. Run with the smoke tests (npm run test:engines), where xvfb-run is
// installed; Node's test runner, since drivers.ts loads Puppeteer, an ES module Jest cannot load.
import { after, before, describe, it } from 'node:test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'expect';
import { launchWebKit } from './drivers';
import { XVFB_RUN } from './engines';
import { describeProcesses, isRunning, type ProcessInfo, DidNotStart, START_FAULTS } from '../shared';
import { watchStartedProcesses } from '../testing/watch-processes';

/**
 * A WebDriver server that listens on `--port=N` and never answers: with `status`, it answers GET /status (as
 * WebKitWebDriver did in the run that hung) and holds every other request, such as POST /session, open for ever.
 */
const silentWebDriver = (answersStatus: boolean) => `/* silent-webdriver */
const port = Number(process.argv.find((arg) => arg.startsWith('--port='))?.slice(7));
require('node:http')
  .createServer((request, response) => {
    if (${answersStatus} && request.url === '/status') {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ value: { ready: true, message: 'ready' } }));
    }
  })
  .listen(port, '127.0.0.1');
`;

/** Xvfb, a Node server and its /status answer take well under a second; 6 s leaves room on a busy machine. */
const LIMIT_MS = 6_000;
/** Each attempt ends what it started within a few seconds of its limit (SIGTERM, then SIGKILL after 3 s). */
const MOST_MS = 2 * (LIMIT_MS + 6_000);

// The failures made here on purpose are not the stage's: their lines go to a file of their own, not to the one
// `npm test` reads for the engines stage's line.
const stageFaults = process.env[START_FAULTS];
let faults: string;
before(() => {
  faults = mkdtempSync(path.join(tmpdir(), 'start-limits-'));
  process.env[START_FAULTS] = path.join(faults, 'faults');
});
after(() => {
  if (stageFaults === undefined) delete process.env[START_FAULTS];
  else process.env[START_FAULTS] = stageFaults;
  rmSync(faults, { recursive: true, force: true });
});

/** Tries to open a session, watching (every 100 ms) which processes the attempt starts. */
async function tryWebKit(answersStatus: boolean) {
  const watch = watchStartedProcesses(100);
  const started = Date.now();
  let failure: unknown;
  try {
    const driver = await launchWebKit({
      driver: [process.execPath, '-e', silentWebDriver(answersStatus), '--'],
      limitMs: LIMIT_MS,
    });
    await driver.close();
  } catch (error) {
    failure = error;
  }
  const processes = watch.stop();
  console.log(`started, then ended: ${describeProcesses(processes)}`);
  return { failure, took: Date.now() - started, processes };
}

function expectTwoAttemptsAndNothingLeft(processes: ProcessInfo[]) {
  // One virtual display and one fake server for each attempt.
  const servers = processes.filter((found) =>
    found.command.startsWith(`${process.execPath} -e /* silent-webdriver`),
  );
  expect(servers).toHaveLength(2);
  // Displays, counted by their authority files: Xvfb forks to run xkbcomp, and the fork bears its name for a moment.
  const displays = new Set(
    processes
      .filter((found) => /^(\S*\/)?Xvfb\b/.test(found.command))
      .map((found) => /-auth (\S+)/.exec(found.command)?.[1]),
  );
  expect(displays.size).toBe(2);
  expect(processes.filter((found) => isRunning(found.pid))).toEqual([]);
}

const skip =
  !existsSync(XVFB_RUN) && !process.env.CI
    ? `${XVFB_RUN} is missing (npm run test:engines installs it)`
    : false;

describe("WebKit's session start has a limit", { skip }, () => {
  it('a server that answers /status but never opens the session: one line naming WebKit’s session, nothing left', async () => {
    const { failure, took, processes } = await tryWebKit(true);
    expect(failure).toBeInstanceOf(DidNotStart);
    const message = (failure as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toMatch(
      /^did not start: WebKit's WebDriver session \(waited 6 s, 2 times, for the WebDriver server at http:\/\/127\.0\.0\.1:\d+ to open a MiniBrowser session \(POST \/session\)\)$/,
    );
    expect(took).toBeGreaterThanOrEqual(2 * LIMIT_MS);
    expect(took).toBeLessThan(MOST_MS);
    expectTwoAttemptsAndNothingLeft(processes);
  });

  it('a server that takes the connection and never answers at all: the same, waiting for /status', async () => {
    const { failure, took, processes } = await tryWebKit(false);
    expect(failure).toBeInstanceOf(DidNotStart);
    expect((failure as Error).message).toMatch(
      /^did not start: WebKit's WebDriver session \(waited 6 s, 2 times, for xvfb-run and the WebDriver server to answer GET http:\/\/127\.0\.0\.1:\d+\/status\)$/,
    );
    expect(took).toBeLessThan(MOST_MS);
    expectTwoAttemptsAndNothingLeft(processes);
  });
});
