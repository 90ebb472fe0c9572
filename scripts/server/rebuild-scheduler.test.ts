import { afterEach, beforeEach, describe, expect, it, jest as jestGlobals } from '@jest/globals';
import { createRebuildScheduler } from './rebuild-scheduler';

/** A build that takes `ms` and resolves with `ok`, counting how many run at once. */
function fakeBuild(ms: number, ok = true) {
  let concurrent = 0;
  let maxConcurrent = 0;
  const build = jestGlobals.fn(async () => {
    concurrent += 1;
    maxConcurrent = Math.max(maxConcurrent, concurrent);
    await new Promise((resolve) => setTimeout(resolve, ms));
    concurrent -= 1;
    return ok;
  });
  return { build, maxConcurrent: () => maxConcurrent };
}

async function advance(ms: number) {
  await jestGlobals.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  jestGlobals.useFakeTimers();
});
afterEach(() => {
  jestGlobals.useRealTimers();
});

describe('rebuild scheduler', () => {
  it('turns a burst of changes into one build, after the quiet period', async () => {
    const { build } = fakeBuild(1000);
    const scheduler = createRebuildScheduler({ build, debounceMs: 500, log: () => {} });
    for (let i = 0; i < 5; i += 1) {
      scheduler.trigger();
      await advance(100);
    }
    expect(build).not.toHaveBeenCalled();
    await advance(500);
    expect(build).toHaveBeenCalledTimes(1);
    await advance(1000);
    expect(scheduler.stats()).toMatchObject({ builds: 1, published: 1, running: false, pending: false });
  });

  it('runs one build at a time, and any number of changes during a build schedule exactly one more', async () => {
    const { build, maxConcurrent } = fakeBuild(3000);
    const scheduler = createRebuildScheduler({ build, debounceMs: 200, log: () => {} });
    scheduler.trigger();
    await advance(200);
    expect(build).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 4; i += 1) {
      scheduler.trigger();
      await advance(300);
    }
    expect(build).toHaveBeenCalledTimes(1);
    await advance(10_000);
    expect(build).toHaveBeenCalledTimes(2);
    expect(maxConcurrent()).toBe(1);
    await scheduler.whenIdle();
  });

  it('reports a failed build in one line and goes on to the next change', async () => {
    const lines: string[] = [];
    const { build } = fakeBuild(100, false);
    const scheduler = createRebuildScheduler({ build, debounceMs: 50, log: (line) => lines.push(line) });
    scheduler.trigger();
    await advance(200);
    expect(lines.filter((line) => line.includes('failed'))).toEqual([
      expect.stringMatching(/^rebuild: the build failed after [\d.]+s; the current site stays live$/),
    ]);
    scheduler.trigger();
    await advance(200);
    expect(build).toHaveBeenCalledTimes(2);
    expect(scheduler.stats()).toMatchObject({ builds: 2, failed: 2 });
  });

  it('survives a build that throws', async () => {
    const build = jestGlobals.fn(async (): Promise<boolean> => {
      throw new Error('spawn failed');
    });
    const lines: string[] = [];
    const scheduler = createRebuildScheduler({ build, debounceMs: 10, log: (line) => lines.push(line) });
    scheduler.trigger();
    await advance(20);
    await scheduler.whenIdle();
    expect(lines.at(-1)).toMatch(/could not run \(spawn failed\); the current site stays live/);
  });
});
