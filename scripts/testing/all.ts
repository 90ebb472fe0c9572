// `npm test`: every check the project has, in the order a developer would run them, ending with one line
// "total: N passed, N failed". Each gate (format, lint, typecheck, build, and the quality gates on the built site that
// scripts/gates/gates.ts declares) counts as one check; unit tests, the browser end-to-end tests, the
// smoke tests in Firefox and WebKit and the publish-to-live end-to-end test count one per test. A failed stage does
// not stop the later ones, except that the browser tests need a build.
//
// No stage can hang the run: each has a limit (LIMITS), past which it is ended with every process it started, and
// whatever a stage leaves running when it ends is ended too (processes.ts). A browser or server that does not start
// fails its stage in one line (starts.ts), which the list of stages at the end repeats.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { ensureBrowser } from './ensure-browser';
import { envWithCms, withCms } from '../embedded-cms';
import { GATES } from '../gates/gates';
import { ensurePostgresBinaries } from './postgres';
import { tool } from '../shared';
import { runStage, type Stage } from './stages';
import { measureWorkers } from './workers';

const REPORTS = 'test-results/reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

let env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
type Counts = { passed: number; failed: number; skipped: number };
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];
/** How many browser tests passed only on a retry, for their own line before the total. */
let flakyLine = 'flaky: not counted (the browser tests left no report to read)';

const MINUTE = 60_000;
/**
 * How long each stage may run before it is ended: about twice what it takes on a 2-core machine with one core kept
 * busy by another program, and more where a fresh machine installs something first. The limits are a backstop
 * against a hang, not a speed test: each start inside a stage has its own much shorter limit (scripts/shared/starts.ts).
 * Quiet-machine times once measured: unit 139 s, e2e 846 s (1,842 s with a core kept busy), engines 31 s (plus 1 to 3
 * min of apt on a fresh machine), e2e cms 137 s; the build and each gate well under 2 min. The same machines run
 * slower on some days: one CI run took 302 s for unit and more than 40 min for e2e on two workers.
 */
const LIMITS: Record<string, number> = {
  format: 5 * MINUTE,
  lint: 5 * MINUTE,
  imports: 5 * MINUTE,
  layers: 5 * MINUTE,
  typecheck: 5 * MINUTE,
  unit: 15 * MINUTE,
  build: 20 * MINUTE,
  // Each quality gate's, as its declaration gives it (scripts/gates/gates.ts).
  ...Object.fromEntries(GATES.map((one) => [`gate ${one.name}`, one.limitMinutes * MINUTE])),
  // Set before the suite from its workers (see there): 60 min on two, 80 on one.
  e2e: 60 * MINUTE,
  // apt's three runs (install, update, install) can take 5 min each before the tests.
  engines: 25 * MINUTE,
  // 480 s on SQLite and 523 s on PostgreSQL here when backups and crash tests joined them, one after the other; they
  // now run side by side with the engines, each somewhat slower than alone.
  // The SQLite run's files took 1,760 s together in a fresh-clone run on 7 December, and CI ended it at its 30 min.
  'e2e cms': 45 * MINUTE,
  // The publish-to-live file alone took 515 s here, but 1,688 s (28 min) beside the other two CMS stages in a
  // fresh-clone run on 7 December, and had passed 35 of its 41 tests when its 30 min ran out once the rooms, the staffing
  // and their preview joined it: twice what it takes beside them would be an hour, which the run cannot spare.
  'e2e cms publish': 45 * MINUTE,
  // 1,611 s of its 30 min in the same CI run, and past them in a fresh-clone run with a benchmark beside it.
  'e2e cms postgres': 45 * MINUTE,
};

/** How a stage runs beside the others: its own environment over the run's, and its output shown or kept. */
type Beside = { env?: Record<string, string>; output?: 'show' | 'keep' };

function run(name: string, stage: Stage, { env: own, output }: Beside = {}) {
  const limitMs = LIMITS[name];
  if (!limitMs) throw new Error(`all.ts: the stage "${name}" has no limit in LIMITS`);
  return runStage(name, stage, { env: { ...env, ...own }, limitMs, reports: REPORTS, output });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the runners' JSON reports, read field by field
function readJson(file: string): any {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Runs a gate, which counts as one check. Resolves with its line for the summary and, when `beside.output` is `keep`,
 * what it wrote.
 */
async function gateApart(name: string, stage: Stage, beside: Beside = {}) {
  if (beside.output !== 'keep') console.log(`\n=== ${name} ===`);
  const { ok, seconds, notes, finished } = await run(name, stage, beside);
  totals[ok ? 'passed' : 'failed'] += 1;
  return { ok, line: `${name}: ${ok ? 'passed' : 'FAILED'} (${seconds}s)${notes}`, kept: finished.output };
}

/** A gate run on its own, its output shown as it comes. */
async function gate(name: string, stage: Stage) {
  const { ok, line } = await gateApart(name, stage);
  lines.push(line);
  return ok;
}

/** Shows, under its heading, what a stage run beside others wrote. */
function showKept(name: string, kept: string) {
  console.log(`\n=== ${name} (run beside others; its output) ===`);
  process.stdout.write(kept);
}

/**
 * Runs a test suite and adds its own counts; a runner that crashes before reporting counts as one failure. Resolves
 * with the suite's line for the summary and, when `beside.output` is `keep`, what it wrote.
 */
async function suiteApart(
  name: string,
  stage: Stage,
  countsFrom: () => Counts | null,
  beside: Beside = {},
): Promise<{ line: string; kept: string }> {
  if (beside.output !== 'keep') console.log(`\n=== ${name} ===`);
  const { ok, seconds, notes, finished } = await run(name, stage, beside);
  const kept = finished.output;
  const counts = countsFrom();
  if (!counts) {
    totals.failed += 1;
    return { line: `${name}: FAILED before reporting (${seconds}s)${notes}`, kept };
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  // A runner that exits non-zero with every test green (a crash, a leaked handle) still fails the run.
  if (!ok && counts.failed === 0) totals.failed += 1;
  const line =
    `${name}: ${counts.passed} passed, ${counts.failed} failed` +
    (counts.skipped ? `, ${counts.skipped} skipped` : '') +
    `${ok ? '' : ' (runner exited with an error)'} (${seconds}s)${notes}`;
  return { line, kept };
}

/** A suite run on its own, its output shown as it comes. */
async function suite(name: string, stage: Stage, countsFrom: () => Counts | null) {
  lines.push((await suiteApart(name, stage, countsFrom)).line);
}

// The tools that only read the sources, side by side: each is mostly one core's work (format, lint and typecheck
// took 8, 12 and 12 s one after the other in one fresh-clone run). `imports` fails on a package a file
// imports that its tree's package.json does not declare (scripts/testing/imports.ts); `layers` on a circle between
// files, a room of lib/ entered past its front door, or a layer importing one above it (.dependency-cruiser.cjs).
const readers: Array<[string, Stage]> = [
  ['format', { command: tool('prettier'), args: ['--check', '.'] }],
  ['lint', { command: tool('eslint'), args: ['--max-warnings', '0', '.'] }],
  ['imports', { script: 'testing/imports.ts' }],
  ['layers', { command: tool('depcruise'), args: ['--config', '.dependency-cruiser.cjs', '.'] }],
  ['typecheck', { command: tool('tsc'), args: ['--noEmit'] }],
];
const read = await Promise.all(readers.map(([name, stage]) => gateApart(name, stage, { output: 'keep' })));
readers.forEach(([name], index) => {
  showKept(name, read[index]!.kept);
  lines.push(read[index]!.line);
});

/** A Jest JSON report's counts; a suite that failed to run at all counts as a failure. */
function jestCounts(file: string): Counts | null {
  const report = readJson(file);
  if (!report) return null;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** A TAP report's summary (Node's test runner): "# pass N", "# fail N", "# skipped N". */
function tapCounts(file: string): Counts | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const count = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? NaN);
  const counts = {
    passed: count('pass'),
    failed: count('fail') + count('cancelled'),
    skipped: count('skipped'),
  };
  return Object.values(counts).some(Number.isNaN) ? null : counts;
}

// A browser, before the unit tests: one of them walks a built album with JavaScript off.
const browser = await ensureBrowser();

// One Jest worker per core, not Jest's default of one fewer: its slowest file (build-faults.test.ts, 200 of the stage's
// 284 s in one CI run on two cores) spends its time waiting on the real builds it starts, while on one worker every
// other file waited behind it. On two workers here the stage took 189 s, the time of that file alone.
await suite(
  'unit',
  {
    command: tool('jest'),
    args: ['--ci', '--json', `--outputFile=${REPORTS}/unit.json`, `--maxWorkers=${availableParallelism()}`],
  },
  () => jestCounts(`${REPORTS}/unit.json`),
);

/** Whether a site was built and the browser tests ran on it, so that the engines' smoke tests have a site to visit. */
let siteBuilt = false;
if (!browser) {
  totals.failed += 1;
  lines.push('e2e: not run, because no Chromium could be found or installed');
} else {
  // One CMS (the embedded one unless STRAPI_URL is set) serves the build, and the end-to-end tests, which compare
  // the pages with what it publishes (the pages themselves need nothing from it).
  try {
    await withCms(async (cms) => {
      env = envWithCms(cms);
      if (!(await gate('build', { script: 'make-site/index.ts' }))) {
        lines.push('gates and e2e: not run, because the build failed');
        return;
      }
      // The quality gates on the built site, as scripts/gates/gates.ts declares them (each also runs alone: npm run
      // check:<name>).
      for (const { name, script } of GATES) await gate(`gate ${name}`, { script });
      // The suite runs one worker per free core (playwright.config.ts), measured here once so that its limit fits
      // what it will take (LIMITS' comment gives the times; on one worker about 70 min on a slower day, in earlier
      // runs). CI's own limit (90 min for the whole run) stays above both.
      env.E2E_WORKERS ||= String(measureWorkers().workers);
      if (Number(env.E2E_WORKERS) < 2) LIMITS.e2e = 80 * MINUTE;
      // A test that passed only on its retry (in CI, where a failed test is retried once) counts as failed, as
      // Playwright's failOnFlakyTests fails the suite for it (playwright.config.ts); the list names it above.
      await suite('e2e', { command: tool('playwright'), args: ['test'] }, () => {
        const report = readJson(`${REPORTS}/e2e.json`);
        if (!report) return null;
        const { expected, unexpected, skipped, flaky } = report.stats;
        flakyLine =
          flaky === 0
            ? 'flaky: none (no test passed only on a retry)'
            : `flaky: ${flaky} passed only on a retry, counted as failed (the browser tests' list names them)`;
        return { passed: expected, failed: unexpected + flaky, skipped };
      });
      siteBuilt = true;
    });
  } catch (error) {
    totals.failed += 1;
    lines.push(`cms: FAILED to start: ${error instanceof Error ? error.message : error}`);
  }
}

// Once the CMS above has stopped, four stages side by side. Much of each is a CMS, a browser or a server starting, or
// a test waiting on one, which the others fill: one after the other they took 137 s, 548 s and 251 s in the
// fresh-clone run (the engines, the CMS suite on SQLite, on PostgreSQL). The publish-to-live test shows its
// output as it comes; the others keep theirs, shown whole after all four.
//
// The same built site in Firefox and WebKit: smoke tests of every route and island (scripts/engines). It reads out/,
// which nothing below writes.
const engines = siteBuilt
  ? suiteApart('engines', { script: 'engines/run.ts' }, () => tapCounts(`${REPORTS}/engines.tap`), {
      output: 'keep',
    })
  : undefined;
// The CMS's own suite, against a real embedded CMS of its own (ports, database copy and output folder, never out/):
// once on SQLite and again on a real PostgreSQL the suite starts itself, less the publish-to-live file. docs/testing.md
// says which files run on which database, and why the runs can go side by side (suiteName, folder-lock.ts).
/** The publish-to-live file, which runs on SQLite only, in a run of its own ('e2e cms publish'). */
const PUBLISH_FILE = 'scripts/server/rebuild\\.e2e\\.test\\.ts$';
/** The files that run on one database only: a bucket with SQLite; two servers sharing PostgreSQL. */
const SQLITE_ONLY = 'scripts/embedded-cms/uploads-bucket\\.e2e\\.test\\.ts$';
const POSTGRES_ONLY = 'scripts/embedded-cms/two-instances\\.e2e\\.test\\.ts$';
const cmsSuite = (report: string, ...ignore: string[]): Stage => ({
  command: 'npm',
  args: [
    'run',
    '--silent',
    'test:cms',
    '--',
    '--json',
    `--outputFile=${REPORTS}/${report}.json`,
    '--testPathIgnorePatterns',
    '/node_modules/',
    ...ignore,
  ],
});
// On SQLite, the publish-to-live file and the others are two runs side by side. In one fresh-clone run,
// the others took their 160 s after the publish test, once the PostgreSQL run had ended, with a core a third idle.
const onSqlite = suiteApart(
  'e2e cms',
  cmsSuite('cms-sqlite', PUBLISH_FILE, POSTGRES_ONLY),
  () => jestCounts(`${REPORTS}/cms-sqlite.json`),
  { env: { CMS_TEST_DATABASE: 'sqlite' }, output: 'keep' },
);
const publishing = suiteApart(
  'e2e cms publish',
  // It ignores every path that does not end in that file's name.
  cmsSuite('cms-publish', `^(?!.*${PUBLISH_FILE})`),
  () => jestCounts(`${REPORTS}/cms-publish.json`),
  { env: { CMS_TEST_DATABASE: 'sqlite' } },
);
// Its binaries are the tests' own package (testing/postgres-server), installed here on first use, for Linux on x64 only.
const onPostgres = ensurePostgresBinaries()
  ? suiteApart(
      'e2e cms postgres',
      cmsSuite('cms-postgres', PUBLISH_FILE, SQLITE_ONLY),
      () => jestCounts(`${REPORTS}/cms-postgres.json`),
      { env: { CMS_TEST_DATABASE: 'postgres' }, output: 'keep' },
    )
  : undefined;
const [enginesRan, publishRan, sqliteRan, postgresRan] = await Promise.all([
  engines,
  publishing,
  onSqlite,
  onPostgres,
]);
if (enginesRan) showKept('engines', enginesRan.kept);
showKept('e2e cms', sqliteRan.kept);
if (postgresRan) showKept('e2e cms postgres', postgresRan.kept);
if (enginesRan) lines.push(enginesRan.line);
lines.push(publishRan.line, sqliteRan.line);
if (postgresRan) lines.push(postgresRan.line);
else {
  totals.skipped += 1;
  lines.push(
    `e2e cms postgres: skipped: no PostgreSQL binaries for ${process.platform}-${process.arch} in node_modules`,
  );
}

console.log('\n=== summary ===');
for (const line of lines) console.log(line);
console.log(flakyLine);
console.log(
  `total: ${totals.passed} passed, ${totals.failed} failed` +
    (totals.skipped ? `, ${totals.skipped} skipped` : ''),
);
process.exit(totals.failed === 0 ? 0 : 1);
