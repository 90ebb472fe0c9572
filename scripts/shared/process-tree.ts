// The processes on this machine as Linux's /proc shows them: who started whom, which process group each is in, and
// which carry a mark in their environment. How a stage or a start that failed ends everything it started, including
// the processes that left its group (browsers and virtual displays make groups of their own) and the ones whose
// parent has already gone. Where there is no /proc (macOS), the lists are empty and only process groups work.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** The process group. */
  pgid: number;
  /** When it started, in clock ticks after boot: a pid used again by a later process is told apart by this. */
  startedAt: number;
  /** Its command line, for messages. */
  command: string;
}

/**
 * The environment variable that marks processes: a stage of `npm test` (processes.ts) or one attempt to start
 * something (starts.ts) adds a word of its own, and every process started meanwhile inherits the words, whatever
 * group it makes or whoever adopts it. Words, space-separated, so that a stage inside a stage keeps both marks.
 */
export const MARK = 'SITE_PROCESS_MARKS';

/** `env` with `mark` added to its marks. */
export function withMark(env: NodeJS.ProcessEnv, mark: string): NodeJS.ProcessEnv {
  return { ...env, [MARK]: [env[MARK], mark].filter(Boolean).join(' ') };
}

/** One process, or null when it has gone or is a zombie (ended, waiting only for its parent to read its status). */
function readProcess(pid: number): ProcessInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (name) state ppid pgrp ...": the name may hold spaces and parentheses, so read on from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [state, ppid, pgid] = fields;
    if (state === 'Z' || state === 'X') return null;
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return {
      pid,
      ppid: Number(ppid),
      pgid: Number(pgid),
      // Field 22 of stat; fields[0] is field 3.
      startedAt: Number(fields[19]),
      command: command || name,
    };
  } catch {
    return null;
  }
}

const hasProc = existsSync('/proc/self');

/** Every running process this user can see; empty where there is no /proc. */
export function listProcesses(): ProcessInfo[] {
  if (!hasProc) return [];
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readProcess(Number(entry)))
    .filter((found): found is ProcessInfo => found !== null);
}

/** The processes `pid` started, and the ones they started, and so on (not `pid` itself). */
export function descendantsOf(pid: number, all: ProcessInfo[] = listProcesses()): ProcessInfo[] {
  const found: ProcessInfo[] = [];
  let parents = new Set([pid]);
  while (parents.size > 0) {
    const children = all.filter((candidate) => parents.has(candidate.ppid));
    found.push(...children);
    parents = new Set(children.map((child) => child.pid));
  }
  return found;
}

/** The processes whose environment carries `mark` among its MARK words (never this process). */
export function markedWith(mark: string, all: ProcessInfo[] = listProcesses()): ProcessInfo[] {
  const prefix = `${MARK}=`;
  return all.filter((candidate) => {
    if (candidate.pid === process.pid) return false;
    try {
      const marks = readFileSync(`/proc/${candidate.pid}/environ`, 'utf8')
        .split('\0')
        .find((entry) => entry.startsWith(prefix));
      return marks?.slice(prefix.length).split(' ').includes(mark) ?? false;
    } catch {
      return false;
    }
  });
}

/** Whether this process is still the one that was found: running, not a zombie, and not a later one with its pid. */
function stillRunning(found: ProcessInfo): boolean {
  const now = readProcess(found.pid);
  return now !== null && now.startedAt === found.startedAt;
}

/** Whether a process (or, given -group, a process group) is there to be signalled, ours or not. */
export function answers(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `pid` is still running (a zombie is not). */
export function isRunning(pid: number): boolean {
  return hasProc ? readProcess(pid) !== null : answers(pid);
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already, or never ours.
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ends the processes `find` returns (and every process group named in `groups`): SIGTERM first, so that a server can
 * close and a virtual display remove its lock file, then SIGKILL to whatever still runs after `graceMs`, looking
 * again first for any process started meanwhile. Resolves once all have gone (or a second after the SIGKILL), with
 * the processes it found.
 */
export async function endProcesses(
  find: () => ProcessInfo[],
  { groups = [], graceMs = 3_000 }: { groups?: number[]; graceMs?: number } = {},
): Promise<ProcessInfo[]> {
  const found = new Map<number, ProcessInfo>();
  const look = () => {
    for (const each of find()) if (each.pid !== process.pid) found.set(each.pid, each);
  };
  const send = (name: NodeJS.Signals) => {
    for (const group of groups) signal(-group, name);
    for (const each of found.values()) if (stillRunning(each)) signal(each.pid, name);
  };
  const anyLeft = () =>
    [...found.values()].some(stillRunning) || (!hasProc && groups.some((group) => answers(-group)));
  const waitForAll = async (ms: number) => {
    const until = Date.now() + ms;
    while (anyLeft() && Date.now() < until) await sleep(50);
  };
  look();
  send('SIGTERM');
  await waitForAll(graceMs);
  look();
  send('SIGKILL');
  await waitForAll(1_000);
  return [...found.values()];
}

/**
 * Ends at once, synchronously, every process in `groups` and every one carrying one of `marks`: for a process that is
 * exiting and cannot wait (see processes.ts).
 */
export function killNow(groups: number[], marks: string[]) {
  for (const group of groups) signal(-group, 'SIGKILL');
  if (marks.length === 0) return;
  const all = listProcesses();
  for (const mark of marks) for (const each of markedWith(mark, all)) signal(each.pid, 'SIGKILL');
}

/** "1234 Xvfb :99 ..., 1240 WebKitWebDriver --port=..." for messages, each command cut short. */
export function describeProcesses(processes: ProcessInfo[]): string {
  return processes
    .map((found) => `${found.pid} ${found.command.replace(/\s+/g, ' ').slice(0, 80)}`)
    .join(', ');
}
