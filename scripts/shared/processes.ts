// Running the project's other programs and waiting for them: its own scripts (TypeScript, run by tsx in a Node
// process of their own) and tools such as `next` and `playwright`, with their output shown or kept.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from './paths';
import { endProcesses, killNow, listProcesses, markedWith, withMark, type ProcessInfo } from './process-tree';

export interface RunOptions {
  /** The child's whole environment (default: this process's). */
  env?: NodeJS.ProcessEnv;
  /** Default: the project's root, where `tsx` and the tools are found. */
  cwd?: string;
  /**
   * `show` (default): the child writes to this process's terminal. `keep`: its output is returned, not shown. `both`:
   * shown as it comes and returned (through a pipe, so the child sees no terminal; FORCE_COLOR keeps its colours).
   */
  output?: 'show' | 'keep' | 'both';
  /** With `keep` or `both`: called with each piece of the child's output as it comes. */
  onOutput?: (chunk: string) => void;
  /**
   * Opens Node's message channel to the child (a Node process) and calls this with each message it sends: how a stage
   * run apart tells the build what it found, typed at both ends, with no file between them.
   */
  onMessage?: (message: unknown) => void;
  /**
   * Runs the child as a stage with a limit: in a process group of its own, with a mark in its environment that every
   * process it starts inherits (process-tree.ts). When `limitMs` passes, the stage is ended; and when the child exits,
   * whatever it left running (a driver, a browser, a virtual display, a server) is ended too, however it was started,
   * so that nothing outlives its stage.
   */
  limitMs?: number;
  /** With `limitMs`: how long the stage's processes have after SIGTERM before SIGKILL (default 3 s). */
  graceMs?: number;
  /** Called with the child as soon as it is started: for a caller that may have to end it early. */
  onStart?: (child: ChildProcess) => void;
}

export interface Finished {
  ok: boolean;
  /** The exit code, or null when a signal ended the child. */
  code: number | null;
  /** The child's stdout and stderr, interleaved, when `output` was `keep` or `both`; else empty. */
  output: string;
  /** With `limitMs`: whether the limit passed and the stage was ended. */
  timedOut: boolean;
  /** With `limitMs`: the processes of the stage that were still running when it timed out or the child exited. */
  ended: ProcessInfo[];
}

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * The stages running now, by process group and mark: if this process exits before a stage has been ended (a signal's
 * handler elsewhere calls process.exit), everything of the stage is killed on the way out.
 */
const activeStages = new Map<number, string>();
process.on('exit', () => killNow([...activeStages.keys()], [...activeStages.values()]));

/** Runs `command` and resolves when it has exited and closed its output. Rejects only when it could not start. */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<Finished> {
  const { env = process.env, cwd = rootDir, output = 'show', onMessage } = options;
  const { limitMs, graceMs, onOutput } = options;
  const mark = limitMs === undefined ? undefined : `stage-${process.pid}-${randomBytes(6).toString('hex')}`;
  return new Promise((resolve, reject) => {
    const streams: StdioOptions & unknown[] =
      output === 'show' ? ['inherit', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'];
    const child = spawn(command, args, {
      cwd,
      env: mark ? withMark(env, mark) : env,
      stdio: onMessage ? [...streams, 'ipc'] : streams,
      // A stage gets a process group (and session) of its own, so that it can be ended whole.
      detached: mark !== undefined,
    });
    options.onStart?.(child);
    const group = mark && child.pid ? child.pid : undefined;
    if (group && mark) activeStages.set(group, mark);
    if (onMessage) child.on('message', onMessage);
    let kept = '';
    const keep = (shown: NodeJS.WriteStream) => (chunk: Buffer) => {
      kept += chunk;
      onOutput?.(chunk.toString());
      if (output === 'both') shown.write(chunk);
    };
    child.stdout?.on('data', keep(process.stdout));
    child.stderr?.on('data', keep(process.stderr));

    // A stage's end: its group, and every process carrying its mark (those that made groups of their own, and those
    // whose parent has gone). At the limit, and again when the child has exited, one after the other.
    let timedOut = false;
    let ending: Promise<ProcessInfo[]> = Promise.resolve([]);
    const endStage = () => {
      if (!group || !mark) return ending;
      ending = ending
        .then(async (before) => {
          const now = await endProcesses(
            () => {
              const all = listProcesses();
              return [...all.filter((found) => found.pgid === group), ...markedWith(mark, all)];
            },
            { groups: [group], graceMs },
          );
          const seen = new Set(before.map((found) => found.pid));
          return [...before, ...now.filter((found) => !seen.has(found.pid))];
        })
        .catch(() => []);
      return ending;
    };

    let received: NodeJS.Signals | undefined;
    const pass = (signal: NodeJS.Signals) => {
      received = signal;
      // A stage has no terminal of its own: the signal goes to its whole group, as a terminal's would.
      try {
        if (group) process.kill(-group, signal);
        else child.kill(signal);
      } catch {
        // Gone already.
      }
    };
    // Stopping this process stops the child too: no build or test run is left behind against a stopped CMS.
    for (const signal of FORWARDED) process.on(signal, pass);
    const done = () => {
      for (const signal of FORWARDED) process.off(signal, pass);
    };
    const limit =
      limitMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            void endStage();
          }, limitMs);
    // Ended on exit, not on close: a process left holding the child's output would keep 'close' from coming. If one
    // that escaped both group and mark still holds it, the streams are let go a moment later.
    child.on('exit', () => {
      if (limit) clearTimeout(limit);
      if (!group) return;
      void endStage().then(() => {
        setTimeout(() => {
          child.stdout?.destroy();
          child.stderr?.destroy();
        }, 2_000).unref();
      });
    });

    child.on('error', (error) => {
      // After a start, an error (a signal that could not be sent) leaves the child running: 'close' finishes it.
      if (child.pid) return;
      done();
      if (limit) clearTimeout(limit);
      reject(new Error(`could not run ${command}: ${error.message}`));
    });
    child.on('close', async (code) => {
      done();
      const ended = await endStage();
      if (group) activeStages.delete(group);
      // The signal was meant for this process too. With nothing else here to act on it (withCms does), it now ends
      // this process the way it would have without the forwarding.
      if (received && process.listenerCount(received) === 0) process.kill(process.pid, received);
      resolve({ ok: code === 0 && !timedOut, code, output: kept, timedOut, ended });
    });
  });
}

/**
 * A command-line tool the project installs (next, jest, playwright, ...), to run as itself rather than through npx:
 * npx does not pass SIGINT on, and on SIGTERM ends without its child, which would go on running after this process
 * had stopped (a `next build` writing into a staging folder already thrown away).
 */
export function tool(name: string): string {
  return path.join(rootDir, 'node_modules', '.bin', name);
}

/** The arguments for Node to run one of the project's scripts, such as `build.ts` or `gates/links.ts`. */
export function scriptArgs(script: string, args: string[] = []): string[] {
  return ['--import', 'tsx', path.join(rootDir, 'scripts', script), ...args];
}

/** Runs one of the project's scripts (`scripts/<script>`) in a Node process of its own. */
export function runScript(script: string, args: string[] = [], options: RunOptions = {}): Promise<Finished> {
  return run(process.execPath, scriptArgs(script, args), options);
}

/**
 * Sends `message` to the process that started this one with a message channel (RunOptions.onMessage), if one did,
 * and resolves once it has gone.
 */
export function tellParent(message: object): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

/**
 * Ends a server this process started: `signal`, then SIGKILL if it is still running `graceMs` later. Resolves once
 * it has exited; at once if it already had, by itself or by a signal (a crash, the kernel's OOM killer), since its
 * 'exit' has then been and gone.
 */
export function endChild(child: ChildProcess, signal: NodeJS.Signals, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

/** Whether the module at `filename` (its `import.meta.filename`) was run directly, not imported. */
export function isEntryPoint(filename: string): boolean {
  const main = process.argv[1];
  if (!main) return false;
  try {
    // Node names the main module by its real path; argv may name it through a link.
    return filename === realpathSync(main);
  } catch {
    return false;
  }
}
