// `npm run test:engines`: the smoke tests in Firefox and WebKit (scripts/engines/smoke.engine.test.ts) against the
// built out/, and the limits on starting a WebKit session (start-limits.engine.test.ts), after installing the engines
// where they are missing and the machine can (apt, root). A machine that cannot says in one line which engine it
// skipped and why; in CI a missing engine fails.
import { mkdirSync } from 'node:fs';
import { ensureEngines } from './engines';
import { run } from '../shared';

/** Where the TAP report goes, for `npm test` to count the tests. */
const REPORT = 'test-results/reports/engines.tap';
mkdirSync('test-results/reports', { recursive: true });

await ensureEngines();
// Node's own test runner: the files in order, each file's tests in order (each engine's browser is shared by its
// tests). A TAP report beside the screen's for `npm test` to count. (Not --test-force-exit: it ends the run before
// the TAP report's closing counts are written. A start that fails ends what it began, so no handle keeps it open.)
const tests = await run(process.execPath, [
  '--import',
  'tsx',
  '--test',
  '--test-concurrency=1',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  `--test-reporter-destination=${REPORT}`,
  'scripts/engines/start-limits.engine.test.ts',
  'scripts/engines/smoke.engine.test.ts',
]);
process.exitCode = tests.ok ? 0 : 1;
