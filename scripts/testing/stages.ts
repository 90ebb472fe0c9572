// One stage of `npm test` (a gate or a test suite), run within its limit: ended with every process it started when
// the limit passes, with whatever it leaves running ended when it exits (processes.ts), and with the one line of a
// browser or server that did not start (starts.ts) brought back for the list of stages.
import path from 'node:path';
import { describeProcesses, run, runScript, firstFault, START_FAULTS } from '../shared';

/** A stage: a command, or one of the project's scripts (`script: 'make-site/index.ts'`). */
export type Stage = { command: string; args: string[] } | { script: string };

export interface StageOptions {
  env: NodeJS.ProcessEnv;
  limitMs: number;
  /** The folder for the stage's faults file (and the runners' reports). */
  reports: string;
  /** `show` (default): the stage writes to this process's output as it runs. `keep`: its output is returned instead. */
  output?: 'show' | 'keep';
}

export async function runStage(name: string, stage: Stage, options: StageOptions) {
  const started = Date.now();
  const faults = path.resolve(options.reports, `${name.replace(/\W+/g, '-')}.faults`);
  const runOptions = {
    env: { ...options.env, [START_FAULTS]: faults },
    limitMs: options.limitMs,
    output: options.output ?? 'show',
  };
  const finished =
    'script' in stage
      ? await runScript(stage.script, [], runOptions)
      : await run(stage.command, stage.args, runOptions);
  const notes: string[] = [];
  const processes = `${finished.ended.length} process(es): ${describeProcesses(finished.ended)}`.slice(
    0,
    300,
  );
  if (finished.timedOut) {
    const limit =
      options.limitMs >= 60_000 ? `${options.limitMs / 60_000} min` : `${options.limitMs / 1000} s`;
    notes.push(`TIMED OUT: ended at its limit of ${limit}, with ${processes}`);
  }
  const fault = firstFault(faults);
  if (fault) notes.push(fault);
  if (!finished.timedOut && finished.ended.length > 0) notes.push(`ended what it left running, ${processes}`);
  if (notes.length) console.log(`${name}: ${notes.join('; ')}`);
  return {
    ok: finished.ok,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
    // What went wrong beyond the exit code, for the stage's line: "; TIMED OUT ...; did not start: ...", or ''.
    notes: notes.length ? `; ${notes.join('; ')}` : '',
    finished,
  };
}
