// When to rebuild after editors publish: a burst of changes becomes one rebuild (debounce), one build runs at a
// time, and changes during a build schedule exactly one more. A failed build leaves the current site in place (the
// build itself only swaps in a complete site) and is reported in one line.

export function createRebuildScheduler({
  build,
  // Half a second: API calls and the CMS's own webhooks of one action come within it. Two seconds cost every editor's
  // publish 1.5 s more on the way to the live site (npm run bench:publish), and a burst spread wider still gets one
  // more build at most (a change during a build schedules exactly one more).
  debounceMs = 500,
  log = (line) => console.log(line),
}: {
  /** Resolves true when the new site was published. */
  build: () => Promise<boolean>;
  /** Quiet time after the last change before building. */
  debounceMs?: number;
  log?: (line: string) => void;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let pending = false;
  let changes = 0;
  let idleWaiters: (() => void)[] = [];
  const stats = { builds: 0, published: 0, failed: 0 };

  const isIdle = () => !timer && !running && !pending;
  function settle() {
    if (!isIdle()) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  async function runOnce() {
    running = true;
    const batch = changes;
    changes = 0;
    stats.builds += 1;
    const started = Date.now();
    log(`rebuild: building for ${batch} change${batch === 1 ? '' : 's'}`);
    try {
      const ok = await build();
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (ok) {
        stats.published += 1;
        log(`rebuild: published the new site in ${seconds}s`);
      } else {
        stats.failed += 1;
        log(`rebuild: the build failed after ${seconds}s; the current site stays live`);
      }
    } catch (error) {
      stats.failed += 1;
      log(
        `rebuild: the build could not run (${error instanceof Error ? error.message : error}); the current site stays live`,
      );
    } finally {
      running = false;
      if (pending) {
        pending = false;
        log('rebuild: changes arrived during that build; building once more');
        void runOnce();
      } else {
        settle();
      }
    }
  }

  function fire() {
    timer = null;
    if (running) {
      pending = true;
      return;
    }
    void runOnce();
  }

  return {
    /** Records a change (a publish, an unpublish, a media update) and (re)starts the quiet period. */
    trigger(what = 'a change') {
      changes += 1;
      log(`rebuild: ${what}; building after ${debounceMs} ms of quiet`);
      if (timer) clearTimeout(timer);
      timer = setTimeout(fire, debounceMs);
    },
    /** Resolves when nothing is waiting or building. */
    whenIdle() {
      return isIdle() ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    stats: () => ({ ...stats, running, pending: pending || !!timer }),
  };
}
