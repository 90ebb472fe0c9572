// Running the project's other programs and waiting for them: its own scripts (TypeScript, run by tsx in a Node
// process of their own) and tools such as `next` and `playwright`, with their output shown or kept.
import { spawn, type StdioOptions } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from './paths';

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
  /**
   * Passes SIGINT and SIGTERM on to the child while it runs (default: yes), so that stopping this process stops the
   * child too, and no build or test run is left behind against a CMS that has been stopped.
   */
  forwardSignals?: boolean;
  /**
   * Opens Node's message channel to the child (a Node process) and calls this with each message it sends: how a stage
   * run apart tells the build what it found, typed at both ends, with no file between them.
   */
  onMessage?: (message: unknown) => void;
}

export interface Finished {
  ok: boolean;
  /** The exit code, or null when a signal ended the child. */
  code: number | null;
  /** The child's stdout and stderr, interleaved, when `output` was `keep` or `both`; else empty. */
  output: string;
}

const FORWARDED = ['SIGINT', 'SIGTERM'] as const;

/** Runs `command` and resolves when it has exited and closed its output. Rejects only when it could not start. */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<Finished> {
  const { env = process.env, cwd = rootDir, output = 'show', forwardSignals = true, onMessage } = options;
  return new Promise((resolve, reject) => {
    const streams: StdioOptions & unknown[] =
      output === 'show' ? ['inherit', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'];
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: onMessage ? [...streams, 'ipc'] : streams,
    });
    if (onMessage) child.on('message', onMessage);
    let kept = '';
    const keep = (shown: NodeJS.WriteStream) => (chunk: Buffer) => {
      kept += chunk;
      if (output === 'both') shown.write(chunk);
    };
    child.stdout?.on('data', keep(process.stdout));
    child.stderr?.on('data', keep(process.stderr));
    let received: NodeJS.Signals | undefined;
    const pass = (signal: NodeJS.Signals) => {
      received = signal;
      child.kill(signal);
    };
    if (forwardSignals) for (const signal of FORWARDED) process.on(signal, pass);
    const done = () => {
      for (const signal of FORWARDED) process.off(signal, pass);
    };
    child.on('error', (error) => {
      done();
      reject(new Error(`could not run ${command}: ${error.message}`));
    });
    child.on('close', (code) => {
      done();
      // The signal was meant for this process too. With nothing else here to act on it (withCms does), it now ends
      // this process the way it would have without the forwarding.
      if (received && process.listenerCount(received) === 0) process.kill(process.pid, received);
      resolve({ ok: code === 0, code, output: kept });
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
