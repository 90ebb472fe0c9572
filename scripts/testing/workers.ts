// How many Playwright workers to run: as many as the machine has cores free right now, measured, not assumed.
// Each worker drives a Chromium whose renderer wants about a core while a page loads or axe scans it; a worker with
// no core of its own only makes every test slower (see playwright.config.ts for the figures).
import os from 'node:os';

type CpuTimes = os.CpuInfo['times'];

const busy = (times: CpuTimes) => times.user + times.nice + times.sys + times.irq;

/**
 * The number of cores that were idle between two readings of the kernel's CPU times (`os.cpus()`), from 0 to the
 * number of cores. The load average would answer at once, but it trails by minutes: right after a build it still
 * counts the build.
 */
export function idleCores(before: readonly { times: CpuTimes }[], after: readonly { times: CpuTimes }[]) {
  let idle = 0;
  let total = 0;
  after.forEach((cpu, index) => {
    const earlier = before[index]?.times;
    if (!earlier) return;
    const idleSpent = cpu.times.idle - earlier.idle;
    idle += idleSpent;
    total += idleSpent + busy(cpu.times) - busy(earlier);
  });
  return total > 0 ? (idle / total) * after.length : after.length;
}

/**
 * Workers for the free cores: one per core that is at least three-quarters idle, never fewer than one, and never
 * more than the cores there are.
 */
export function workersFor(freeCores: number, cores: number) {
  return Math.max(1, Math.min(cores, Math.floor(freeCores + 0.25)));
}

/** Blocks for `ms`: Playwright reads its configuration synchronously. */
function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Samples the machine for `ms` and says how many workers it can feed now. */
export function measureWorkers(ms = 1000) {
  const before = os.cpus();
  sleep(ms);
  const after = os.cpus();
  const free = idleCores(before, after);
  return { workers: workersFor(free, after.length), free, cores: after.length };
}
