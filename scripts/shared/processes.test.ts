/** @jest-environment node */
// Running the project's other programs (scripts/shared/processes.ts).
import { describe, expect, it } from '@jest/globals';
import { isRunning } from './process-tree';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { endChild, run, runScript } from './processes';

describe('run', () => {
  it('resolves with the exit code and, when asked, the output of both streams', async () => {
    const finished = await run(
      process.execPath,
      ['-e', 'console.log("to stdout"); console.error("to stderr"); process.exit(3)'],
      { output: 'keep' },
    );
    expect(finished).toMatchObject({ ok: false, code: 3 });
    expect(finished.output).toContain('to stdout');
    expect(finished.output).toContain('to stderr');
  });

  it('passes the environment it is given, and nothing else', async () => {
    const finished = await run(process.execPath, ['-e', 'console.log(process.env.ONLY_THIS ?? "none")'], {
      env: { ONLY_THIS: 'yes' } as Record<string, string> as NodeJS.ProcessEnv,
      output: 'keep',
    });
    expect(finished).toMatchObject({ ok: true, code: 0 });
    expect(finished.output.trim()).toBe('yes');
  });

  it('rejects, naming the command, when it cannot start it at all', async () => {
    await expect(run('no-such-command-here', [])).rejects.toThrow(/could not run no-such-command-here/);
  });
});

describe('runScript', () => {
  it("runs one of the project's TypeScript scripts through tsx, as its entry point", async () => {
    // serve.ts's command line runs only when it is the entry point; with no site to serve, it says so and stops.
    const finished = await runScript('server/serve.ts', ['--dir', 'no-such-folder'], { output: 'keep' });
    expect(finished).toMatchObject({ ok: false, code: 1 });
    expect(finished.output).toContain('serve: no built site in');
  }, 60_000);
});

describe('a stage with a limit (run with limitMs)', () => {
  /** A child that starts a grandchild in a session and process group of its own, prints its pid, and then ends or hangs. */
  const leavesAGrandchild = (then: 'ends' | 'hangs') => `
    const { spawn } = require('node:child_process');
    const grandchild = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000) /* left behind */'], {
      detached: true,
      stdio: 'ignore',
    });
    grandchild.unref();
    console.log('grandchild ' + grandchild.pid);
    ${then === 'hangs' ? 'setInterval(() => {}, 1000);' : ''}`;
  const grandchildOf = (output: string) => Number(/grandchild (\d+)/.exec(output)?.[1]);

  it('ends a stage that runs past its limit, with every process it started, even one in a group of its own', async () => {
    const started = Date.now();
    const finished = await run(process.execPath, ['-e', leavesAGrandchild('hangs')], {
      output: 'keep',
      limitMs: 3_000,
    });
    const took = Date.now() - started;
    expect(finished).toMatchObject({ ok: false, timedOut: true });
    expect(took).toBeGreaterThanOrEqual(3_000);
    // SIGTERM ends both at once; the 3 s grace before SIGKILL is not needed.
    expect(took).toBeLessThan(3_000 + 3_000);
    const grandchild = grandchildOf(finished.output);
    expect(finished.ended.map((found) => found.pid)).toContain(grandchild);
    expect(isRunning(grandchild)).toBe(false);
  }, 15_000);

  it('ends what a stage leaves running when it exits, and says what that was', async () => {
    const finished = await run(process.execPath, ['-e', leavesAGrandchild('ends')], {
      output: 'keep',
      limitMs: 60_000,
    });
    expect(finished).toMatchObject({ ok: true, code: 0, timedOut: false });
    const grandchild = grandchildOf(finished.output);
    expect(finished.ended.map((found) => [found.pid, found.command])).toEqual([
      [grandchild, expect.stringContaining('left behind')],
    ]);
    expect(isRunning(grandchild)).toBe(false);
  }, 15_000);

  it('leaves a run without a limit as it was: its own group and nothing ended', async () => {
    const finished = await run(process.execPath, ['-e', leavesAGrandchild('ends')], { output: 'keep' });
    const grandchild = grandchildOf(finished.output);
    expect(finished).toMatchObject({ ok: true, timedOut: false, ended: [] });
    expect(isRunning(grandchild)).toBe(true);
    process.kill(grandchild, 'SIGKILL');
  });
});

describe('endChild', () => {
  const sleeper = () => spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);

  it('ends a running child with the signal given, and resolves once it has exited', async () => {
    const child = sleeper();
    await once(child, 'spawn');
    await endChild(child, 'SIGTERM');
    expect(child.signalCode).toBe('SIGTERM');
  });

  it('kills a child that outlives the signal, once the grace has passed', async () => {
    const child = spawn(process.execPath, [
      '-e',
      "process.on('SIGTERM', () => {}); console.log('ready'); setTimeout(() => {}, 60_000)",
    ]);
    // Its handler in place before the signal: it says so once it is.
    await once(child.stdout, 'data');
    await endChild(child, 'SIGTERM', 300);
    expect(child.signalCode).toBe('SIGKILL');
  });

  it('resolves at once for a child that a signal has already ended', async () => {
    const child = sleeper();
    await once(child, 'spawn');
    child.kill('SIGKILL');
    await once(child, 'exit');
    // It waited for an 'exit' that had already come, before (npm start then ignored Ctrl-C after its CMS crashed).
    await endChild(child, 'SIGTERM');
    expect(child.signalCode).toBe('SIGKILL');
  });
});
