// scripts/testing: the test runs (all.ts, e2e.ts) and what the tests share. What is used outside the tests: the
// sample CMS copied for a benchmark, a build run as the tests run one, a bare Next.js app to measure beside the site,
// and how many browser workers this machine can take.
export { runBuild } from './run-build';
export { exportNextFixture } from './next-fixture';
export { sampleCmsCopy, type SampleCmsCopy } from './sample-cms-copy';
export { measureWorkers } from './workers';
