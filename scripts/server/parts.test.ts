/** @jest-environment node */
// npm start's parts stand or fall together: real processes, one of them killed, the others ended and the cause said.
import { describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createParts } from './parts';

/** A process that runs until it is ended, as a server does. */
const server = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : once(child, 'exit');

describe("npm start's parts", () => {
  it('end together when one stops unasked, saying which and why', async () => {
    const lines: string[] = [];
    const parts = createParts({ log: (line) => lines.push(line) });
    const [cms, site, preview, build] = [server(), server(), server(), server()];
    parts.watch('the embedded CMS', cms);
    parts.watch('the static server', site);
    parts.watch("the preview's app", preview);
    parts.alongside('the build', build);
    cms.kill('SIGKILL');
    await Promise.all([site, preview, build].map(exited));
    expect(lines).toEqual([
      "start: the embedded CMS stopped (SIGKILL); stopping the static server, the preview's app, the build",
    ]);
    expect(parts.ended).toBe('the embedded CMS stopped (SIGKILL)');
  });

  it('end together when npm start itself fails, and only once', async () => {
    const lines: string[] = [];
    const parts = createParts({ log: (line) => lines.push(line) });
    const [cms, site] = [server(), server()];
    parts.watch('the embedded CMS', cms);
    parts.watch('the static server', site);
    parts.endAll('npm start itself failed (TypeError: Invalid URL)');
    await Promise.all([cms, site].map(exited));
    expect(lines).toEqual([
      'start: npm start itself failed (TypeError: Invalid URL); stopping the embedded CMS, the static server',
    ]);
  });

  it('say nothing when a stop was asked for, and a build that ends ends nothing', async () => {
    const lines: string[] = [];
    const parts = createParts({ log: (line) => lines.push(line) });
    const [cms, site, build] = [server(), server(), server()];
    parts.watch('the embedded CMS', cms);
    parts.watch('the static server', site);
    parts.alongside('the build', build);
    build.kill('SIGTERM');
    await exited(build);
    expect(parts.ended).toBeUndefined();
    parts.stopping();
    expect(parts.over).toBe(true);
    for (const child of [cms, site]) child.kill('SIGTERM');
    await Promise.all([cms, site].map(exited));
    expect(lines).toEqual([]);
    expect(parts.ended).toBeUndefined();
  });
});
