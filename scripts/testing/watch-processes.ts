import { descendantsOf, type ProcessInfo } from '../shared';

/**
 * Notes, every `everyMs`, each process that this one starts from now on (and their children), for a test to list
 * what a start began and then check that none of it is left. `stop()` ends the watch and returns what it saw.
 */
export function watchStartedProcesses(everyMs = 50): { stop(): ProcessInfo[] } {
  const before = new Set(descendantsOf(process.pid).map((found) => found.pid));
  const seen = new Map<number, ProcessInfo>();
  const look = () => {
    for (const found of descendantsOf(process.pid)) if (!before.has(found.pid)) seen.set(found.pid, found);
  };
  const watch = setInterval(look, everyMs);
  return {
    stop() {
      clearInterval(watch);
      return [...seen.values()];
    },
  };
}
