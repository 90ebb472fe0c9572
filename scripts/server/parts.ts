// The parts `npm start` runs stand or fall together (start.ts): each part's process is watched, and when one stops
// unasked (a crash, the kernel's OOM killer, a kill), or npm start itself meets an error nothing handled, the cause
// is said in one line and every other part still running is ended, so that no CMS or static server is left running
// with nothing to rebuild it. Its effects (the log, how a process is ended) are given, so its rules are tested alone.
import type { ChildProcess } from 'node:child_process';
import { endChild } from '../shared';

export interface Parts {
  /** Watches a part: its end, unless a stop was asked for, ends everything. */
  watch(name: string, child: ChildProcess): void;
  /** A process ended with the parts but whose own end is no fault (a build under way). */
  alongside(name: string, child: ChildProcess): void;
  /** Says `why` and ends every part still running; at most once. */
  endAll(why: string): void;
  /** From now on a part's end is expected (Ctrl+C, SIGTERM, the site's server closing). */
  stopping(): void;
  /** Why everything was ended, if it was: npm start then exits non-zero. */
  readonly ended: string | undefined;
  /** Whether npm start is on its way out, asked to or not: a part that starts now is stopped at once. */
  readonly over: boolean;
}

export function createParts({
  log = (line) => console.error(line),
  end = (child) => endChild(child, 'SIGTERM', 5_000),
}: {
  log?: (line: string) => void;
  end?: (child: ChildProcess) => Promise<void>;
} = {}): Parts {
  const running = new Map<string, ChildProcess>();
  let asked = false;
  let ended: string | undefined;
  const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

  const parts: Parts = {
    watch(name, child) {
      running.set(name, child);
      child.once('exit', (code, signal) => {
        if (!asked) parts.endAll(`${name} stopped (${signal ?? `exit code ${code}`})`);
      });
    },
    alongside(name, child) {
      running.set(name, child);
      child.once('exit', () => {
        if (running.get(name) === child) running.delete(name);
      });
    },
    endAll(why) {
      if (ended) return;
      ended = why;
      const rest = [...running].filter(([, child]) => isRunning(child));
      log(`start: ${why}; stopping ${rest.length ? rest.map(([name]) => name).join(', ') : 'what is left'}`);
      for (const [, child] of rest) void end(child);
    },
    stopping() {
      asked = true;
    },
    get ended() {
      return ended;
    },
    get over() {
      return asked || ended !== undefined;
    },
  };
  return parts;
}
