import { defineConfig } from '@playwright/test';
import { launchOptions, sayNodeVersion } from './scripts/shared';
import { measureWorkers } from './scripts/testing';

// The end-to-end tests run against the built static site in out/, served the way a static host serves it.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Said once, by Playwright's runner (its workers load this file too, and so do tools such as knip), and refused on a
// Node.js the project does not support.
const runner = !process.env.TEST_WORKER_INDEX && process.argv.some((arg) => /playwright/.test(arg));
if (runner) sayNodeVersion('the browser tests');

// Workers: one per core that is free when the run starts (E2E_WORKERS sets a number). Measured on a 2-core machine
// with one core kept busy by another process, 107 tests (routes, gallery, tabs): 2 workers took 8.4 min and 1 worker
// 9.0 min, but with 2 workers each test took 2.3 times as long (the slowest 26.9 s of its 30 s, against 11.7 s), so
// a busy machine gets one worker and a quiet one two. The first reading is kept in the environment, which
// Playwright's worker processes inherit, so that they do not each sample the machine again.
process.env.E2E_WORKERS ||= String(measureWorkers().workers);
const workers = Number(process.env.E2E_WORKERS);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry in CI absorbs a slow first paint on a busy 2-core machine; a test that needs it is not working, and
  // fails the run, named as flaky in the list's summary.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  // The list's summary names each spec file that took over two minutes, the five slowest: where a time budget goes.
  reportSlowTests: { max: 5, threshold: 120_000 },
  workers,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/reports/e2e.json' }]],
  use: {
    baseURL,
    launchOptions,
    // A trace on a test's retry only (in CI, where a failed test is retried once): recording one for every test, to
    // keep it on a failure, made the suite a fifth slower here (every-page and large-text, back to back on two
    // workers: 251 and 255 s with a trace of every test, 197 and 201 s without). A failure keeps its screenshot; for a
    // trace of a first attempt, add --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Tests tagged @mobile or @desktop concern one width only (the menu exists only on narrow screens).
    { name: 'desktop', grepInvert: /@mobile/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  // out/ served as `npm run serve` serves it, on `port`; something else already answering there would be tested in its
  // place, so Playwright refuses to start (reuseExistingServer: false). Stopped with SIGTERM at the end.
  webServer: {
    command: `"${process.execPath}" --import tsx scripts/server/serve.ts --port ${port}`,
    url: baseURL,
    reuseExistingServer: false,
    // It answers in well under a second here; 30 s covers a machine with every core busy.
    timeout: 30_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
