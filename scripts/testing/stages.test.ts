/** @jest-environment node */
// A stage of `npm test` whose server never becomes healthy fails in one line, which its line in the list of stages
// repeats, and leaves nothing running; a stage that hangs is ended at its limit. Each stage here is a real process
// that starts a real server through scripts/shared/starts.ts, as the engines' and the CMS's stages do.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isRunning, listProcesses, rootDir } from '../shared';
import { runStage } from './stages';

let reports: string;
beforeEach(() => {
  reports = mkdtempSync(path.join(tmpdir(), 'stages-'));
});
afterEach(() => rmSync(reports, { recursive: true, force: true }));

/** A stage whose one step is a server that takes every connection and never answers, started with a limit of 1 s. */
const STARTS_A_SILENT_SERVER = `
  const { startServer } = await import(${JSON.stringify(path.join(rootDir, 'scripts', 'shared', 'starts.ts'))});
  const { createServer } = await import('node:net');
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const port = probe.address().port;
  probe.close();
  await startServer({
    what: 'the silent server',
    command: process.execPath,
    args: ['-e', '/* silent-stage-server */ require("node:http").createServer(() => {}).listen(' + port + ', "127.0.0.1")'],
    logFile: ${JSON.stringify(path.join(tmpdir(), 'silent-stage-server.log'))},
    healthUrl: 'http://127.0.0.1:' + port + '/_health',
    limitMs: 1000,
  });
`;

const silentServers = () =>
  listProcesses().filter((found) => found.command.includes('/* silent-stage-server */'));

describe('runStage', () => {
  it('fails a stage whose server does not start, with the one line naming it, and leaves no process of it', async () => {
    const started = Date.now();
    const result = await runStage(
      'silent',
      {
        command: process.execPath,
        args: ['--import', 'tsx', '--input-type=module', '-e', STARTS_A_SILENT_SERVER],
      },
      { env: process.env, limitMs: 60_000, reports },
    );
    expect(result.ok).toBe(false);
    expect(result.finished.timedOut).toBe(false);
    expect(result.notes).toMatch(
      /^; did not start: the silent server \(waited 1 s, 2 times, for http:\/\/127\.0\.0\.1:\d+\/_health to answer a 2xx status\)$/,
    );
    // Two attempts of 1 s each, each ended at once, and the start of a Node process with tsx.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(silentServers()).toEqual([]);
  }, 30_000);

  it('ends a stage that runs past its limit, and says so in its line', async () => {
    const result = await runStage(
      'hangs',
      { command: process.execPath, args: ['-e', 'setInterval(() => {}, 1000)'] },
      { env: process.env, limitMs: 1_000, reports },
    );
    expect(result.ok).toBe(false);
    expect(result.notes).toMatch(/^; TIMED OUT: ended at its limit of 1 s, with 1 process\(es\): \d+ /);
    expect(result.finished.ended).toHaveLength(1);
    expect(isRunning(result.finished.ended[0]!.pid)).toBe(false);
  }, 15_000);
});
