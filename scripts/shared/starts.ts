// Starting what the tests and the site need (a browser session, a WebDriver server, the embedded CMS, a static
// server): every start has a limit. A start that does not answer within it is ended, with every process it started,
// and tried once more; a second silence fails in one line that names what did not start and what it was waiting for,
// which `npm test` shows in its list of stages (through the file named by START_FAULTS).
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import {
  descendantsOf,
  describeProcesses,
  endProcesses,
  listProcesses,
  MARK,
  markedWith,
  withMark,
  type ProcessInfo,
} from './process-tree';

/** The environment variable naming a file where a start that fails for good writes its one line (all.ts reads it). */
export const START_FAULTS = 'SITE_START_FAULTS';

/** How many times a start is tried: once, and once more. */
const ATTEMPTS = 2;

/** A start that did not answer within its limit, twice. Its message is one line. */
export class DidNotStart extends Error {
  constructor(
    readonly what: string,
    readonly waitingFor: string,
    limitMs: number,
  ) {
    super(`did not start: ${what} (waited ${seconds(limitMs)} s, ${ATTEMPTS} times, for ${waitingFor})`);
    this.name = 'DidNotStart';
  }
}

const seconds = (ms: number) => String(Math.round(ms / 100) / 10);

/** What an attempt is given: a signal that is aborted when its time is up, and a way to say what it waits for now. */
export interface Attempt {
  signal: AbortSignal;
  /** Names what the attempt is waiting for from now on (the part of the one line after "for"). */
  waitingFor(what: string): void;
  /** 1, then 2 for the retry. */
  number: number;
  /**
   * `base` (default: this process's environment) with the attempt's mark, for a process the attempt starts with an
   * environment of its own: marked, it is ended with the attempt. (One started with this process's environment, as
   * libraries do, is marked already; in Jest's sandbox, whose process.env is a copy, it is found as a new child.)
   */
  env(base?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
}

export interface StartOptions<T> {
  /** What is being started, for the one line: "WebKit's WebDriver session", "the embedded CMS". */
  what: string;
  limitMs: number;
  log?: (line: string) => void;
  /** Closes what an attempt given up on returns if it succeeds after all (a browser that opened late). */
  discard?: (late: NoInfer<T>) => unknown;
}

const EXPIRED = Symbol('expired');

/**
 * The processes an attempt started: those carrying its mark (each attempt marks this process's environment while it
 * runs, so every process started meanwhile, and every process those start, inherits it), and the children this
 * process has had since the attempt began, with theirs (for a spawn that does not see this process's environment,
 * as in Jest's sandbox). Children started earlier, and what they start, are never taken for the attempt's.
 */
function startedBy(mark: string, childrenBefore: Set<string>): ProcessInfo[] {
  const all = listProcesses();
  const newChildren = all.filter((found) => found.ppid === process.pid && !childrenBefore.has(key(found)));
  // (One may be found twice: endProcesses takes each once.)
  return [
    ...markedWith(mark, all),
    ...newChildren,
    ...newChildren.flatMap((child) => descendantsOf(child.pid, all)),
  ];
}

const key = (found: ProcessInfo) => `${found.pid}@${found.startedAt}`;
const childrenNow = () =>
  new Set(
    listProcesses()
      .filter((found) => found.ppid === process.pid)
      .map(key),
  );

/**
 * Runs `attempt` with a limit of `limitMs`, up to ATTEMPTS times. When an attempt fails or its time is up, every
 * process it started is ended (startedBy). A failure that is not a time-out is thrown as it is; a time-out is retried,
 * and the last one throws DidNotStart. Either is recorded in START_FAULTS's file, when that is set, in one line.
 */
export function startWithin<T>(
  options: StartOptions<T>,
  attempt: (attempt: Attempt) => Promise<T>,
): Promise<T> {
  // One start at a time in a process, so that what one attempt started is never taken for another's (a start made
  // inside an attempt runs in that attempt's turn).
  if (inStart.getStore()) return startOnce(options, attempt);
  const turn = startQueue.then(() => inStart.run(true, () => startOnce(options, attempt)));
  startQueue = turn.catch(() => {});
  return turn;
}

const inStart = new AsyncLocalStorage<boolean>();
let startQueue: Promise<unknown> = Promise.resolve();

async function startOnce<T>(options: StartOptions<T>, attempt: (attempt: Attempt) => Promise<T>): Promise<T> {
  const { what, limitMs, log = console.warn, discard } = options;
  let waiting = 'an answer';
  for (let number = 1; number <= ATTEMPTS; number++) {
    const mark = `start-${process.pid}-${randomBytes(6).toString('hex')}`;
    const unmarked = process.env[MARK];
    process.env[MARK] = withMark(process.env, mark)[MARK];
    const unmark = () => {
      if (unmarked === undefined) delete process.env[MARK];
      else process.env[MARK] = unmarked;
    };
    const childrenBefore = childrenNow();
    // Twice, a moment apart: a process forked as the first ending began (a shell script's next command) goes too.
    const endWhatItStarted = async () => {
      const ended = await endProcesses(() => startedBy(mark, childrenBefore));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await endProcesses(() => startedBy(mark, childrenBefore));
      const seen = new Set(ended.map((found) => found.pid));
      return [...ended, ...again.filter((found) => !seen.has(found.pid))];
    };
    const controller = new AbortController();
    let attemptWaiting = 'an answer';
    // (Through a promise, so that an attempt that throws at once is handled like one that rejects.)
    const work = Promise.resolve().then(() =>
      attempt({
        signal: controller.signal,
        waitingFor: (now) => (attemptWaiting = now),
        number,
        env: (base = process.env) => withMark(base, mark),
      }),
    );
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<typeof EXPIRED>((resolve) => {
      timer = setTimeout(() => resolve(EXPIRED), limitMs);
    });
    try {
      const outcome = await Promise.race([work, expired]);
      if (outcome !== EXPIRED) return outcome;
    } catch (error) {
      await endWhatItStarted();
      const line = `did not start: ${what}: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`;
      recordFault(line);
      throw error;
    } finally {
      clearTimeout(timer);
      unmark();
    }
    // Given up on: if it succeeds after all, what it opened is closed; if it fails, nothing waits for it.
    work.then((late) => discard?.(late)).catch(() => {});
    controller.abort();
    waiting = attemptWaiting;
    const ended = await endWhatItStarted();
    log(
      `${what}: no answer within ${seconds(limitMs)} s from ${waiting}` +
        (ended.length ? `; ended what it started: ${describeProcesses(ended)}` : '') +
        (number < ATTEMPTS ? '; trying once more' : ''),
    );
  }
  const fault = new DidNotStart(what, waiting, limitMs);
  recordFault(fault.message);
  throw fault;
}

/** Writes `line` into the file START_FAULTS names, when it names one, for `npm test`'s list of stages. */
export function recordFault(line: string) {
  const file = process.env[START_FAULTS];
  if (!file) return;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    appendFileSync(file, `${line}\n`);
  } catch {
    // The one line is in the error too; the file only carries it further.
  }
}

/** The first line a stage's starts recorded in `file`, or undefined when none failed. */
export function firstFault(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').split('\n').find(Boolean);
  } catch {
    return undefined;
  }
}

/** How long one request to a server that is starting may take before it counts as "not yet". */
const REQUEST_LIMIT_MS = 2_000;

/**
 * Resolves once `url` answers with a status `accept` takes, asking every 250 ms (each request limited, so a
 * server that takes the connection and never answers counts as "not yet"). Rejects when `signal` is aborted, or
 * when `exited()` says the server has stopped.
 */
export async function waitForAnswer(
  url: string,
  {
    signal,
    accept = (status) => status >= 200 && status < 300,
    exited,
  }: {
    signal: AbortSignal;
    accept?: (status: number) => boolean;
    exited?: () => string | undefined;
  },
): Promise<void> {
  for (;;) {
    signal.throwIfAborted();
    const why = exited?.();
    if (why) throw new Error(why);
    const status = await fetch(url, {
      signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_LIMIT_MS)]),
    })
      .then(async (answer) => {
        await answer.body?.cancel();
        return answer.status;
      })
      .catch(() => 0);
    if (accept(status)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface ServerStart {
  /** For the one line: "the embedded CMS". */
  what: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** The server's output goes here, not into a pipe that a busy or gone parent might never drain. */
  logFile: string;
  /** Asked until it answers with a status that `healthy` takes. */
  healthUrl: string;
  healthy?: (status: number) => boolean;
  /** Words for the one line: "204 No Content". Default: "a 2xx status". */
  healthyMeans?: string;
  limitMs: number;
}

/**
 * Starts a server process and resolves with it once it is healthy; one that is not within its limit is ended and
 * started once more (see startWithin). One that exits while starting fails at once, with the end of its log.
 */
export function startServer(start: ServerStart): Promise<ChildProcess> {
  return startWithin(
    {
      what: start.what,
      limitMs: start.limitMs,
      discard: (late: ChildProcess) => late.kill('SIGKILL'),
    },
    async ({ signal, waitingFor, number, env }) => {
      mkdirSync(path.dirname(start.logFile), { recursive: true });
      signal.throwIfAborted();
      // A retry appends, after a line of its own: the first attempt's log says why it did not answer.
      if (number > 1) appendFileSync(start.logFile, `--- ${start.what}, attempt ${number}\n`);
      const logFd = openSync(start.logFile, number > 1 ? 'a' : 'w');
      const child = spawn(start.command, start.args, {
        cwd: start.cwd,
        env: env(start.env ?? process.env),
        stdio: ['ignore', logFd, logFd],
      });
      closeSync(logFd);
      // Its own child is asked to stop on abort too (startWithin's ending follows), which is all there is where there
      // is no /proc to find it by its mark.
      const kill = () => child.kill('SIGTERM');
      signal.addEventListener('abort', kill);
      let failed: string | undefined;
      child.on('error', (error) => (failed = `${start.what} could not be started: ${error.message}`));
      waitingFor(`${start.healthUrl} to answer ${start.healthyMeans ?? 'a 2xx status'}`);
      const recentOutput = () => readFileSync(start.logFile, 'utf8').split('\n').slice(-40).join('\n');
      try {
        await waitForAnswer(start.healthUrl, {
          signal,
          accept: start.healthy,
          exited: () =>
            failed ??
            (child.exitCode !== null || child.signalCode !== null
              ? `${start.what} exited during start-up; its last output:\n${recentOutput()}`
              : undefined),
        });
      } catch (error) {
        kill();
        throw error;
      } finally {
        signal.removeEventListener('abort', kill);
      }
      return child;
    },
  );
}
