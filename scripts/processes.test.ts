/** @jest-environment node */
// Running the project's other programs (scripts/processes.ts).
import { describe, expect, it } from '@jest/globals';
import { run, runScript } from './processes';

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
