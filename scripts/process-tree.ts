// The processes on this machine as Linux's /proc shows them: who started whom, which process group each is in, and
// which carry a stage's mark in their environment. How a stage or a start that failed ends everything it started,
// including the processes that left its group (browsers and virtual displays make groups of their own) and the ones
// whose parent has already gone. Where there is no /proc (macOS), the lists are empty and only process groups work.
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** The process group. */
  pgid: number;
  /** Its command line, for messages. */
  command: string;
}

/**
 * The environment variable that marks every process of one stage of `npm test`: a child inherits its parent's
 * environment, so the mark reaches every process the stage starts, whatever group it makes or whoever adopts it.
 */
export const STAGE_MARK = 'SITE_TEST_STAGE';

/** One process, or null when it has gone or is a zombie (ended, waiting only for its parent to read its status). */
function readProcess(pid: number): ProcessInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (name) state ppid pgrp ...": the name may hold spaces and parentheses, so read on from the last ')'.
    const [state, ppid, pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z' || state === 'X') return null;
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return { pid, ppid: Number(ppid), pgid: Number(pgid), command: command || name };
  } catch {
    return null;
  }
}

/** Every running process this user can see; empty where there is no /proc. */
export function listProcesses(): ProcessInfo[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
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

/** The processes whose environment carries `STAGE_MARK=mark`. */
export function markedWith(mark: string, all: ProcessInfo[] = listProcesses()): ProcessInfo[] {
  const wanted = `${STAGE_MARK}=${mark}`;
  return all.filter((candidate) => {
    try {
      return readFileSync(`/proc/${candidate.pid}/environ`, 'utf8').split('\0').includes(wanted);
    } catch {
      return false;
    }
  });
}

/** Whether `pid` is still running (a zombie is not). */
export function isRunning(pid: number): boolean {
  if (readProcess(pid)) return true;
  try {
    readdirSync('/proc');
    return false;
  } catch {
    // No /proc: ask the kernel (a zombie counts as running here).
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  }
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
 * Ends `processes` (and every process group named in `groups`): SIGTERM first, so that a server can close and a
 * virtual display remove its lock file, then SIGKILL to whatever still runs after `graceMs`. Resolves once all have
 * gone (or a second after the SIGKILL), with the processes that were running when it was called.
 */
export async function endProcesses(
  processes: ProcessInfo[],
  { groups = [], graceMs = 3_000 }: { groups?: number[]; graceMs?: number } = {},
): Promise<ProcessInfo[]> {
  const running = processes.filter((found) => found.pid !== process.pid && isRunning(found.pid));
  const send = (name: NodeJS.Signals) => {
    for (const group of groups) signal(-group, name);
    for (const found of running) signal(found.pid, name);
  };
  const waitForAll = async (ms: number) => {
    const until = Date.now() + ms;
    while (running.some((found) => isRunning(found.pid)) && Date.now() < until) await sleep(50);
  };
  send('SIGTERM');
  await waitForAll(graceMs);
  send('SIGKILL');
  await waitForAll(1_000);
  return running;
}

/** "1234 Xvfb :99 ..., 1240 WebKitWebDriver --port=..." for messages, each command cut short. */
export function describeProcesses(processes: ProcessInfo[]): string {
  return processes
    .map((found) => `${found.pid} ${found.command.replace(/\s+/g, ' ').slice(0, 80)}`)
    .join(', ');
}
