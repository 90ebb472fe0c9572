// Tests that passed only on a retry. In CI the browser suite retries a failed test once (playwright.config.ts), so
// that one slow first paint on a busy machine does not fail a run; but a test that needs its retry is not working,
// and counted as passed it would be invisible. `npm test` names each on a line of its own before the total, and one
// that is not in KNOWN_FLAKY counts as failed: a new flaky test fails CI until it is fixed or marked known, with why.

/**
 * Tests known to pass only on a retry now and then, each with why and what would fix it. A test is matched by its
 * place as the line names it: `project › file:line › title` (a RegExp over that text).
 */
export const KNOWN_FLAKY: { test: RegExp; why: string }[] = [];

type Result = { status: string; retry: number; duration?: number };
type Test = { projectName: string; status: string; results: Result[] };
type Spec = { title: string; file: string; line: number; tests: Test[] };
type Suite = { title: string; specs?: Spec[]; suites?: Suite[] };
/** The part of Playwright's JSON report read here and by slowest-tests.ts. */
export type PlaywrightReport = { suites: Suite[] };

/** Calls `visit` with each test of the report, its spec, and the titles of the describe blocks around it. */
export function eachTest(
  report: PlaywrightReport,
  visit: (test: Test, spec: Spec, titles: string[]) => void,
) {
  const walk = (suite: Suite, titles: string[]) => {
    const here = suite.title && !/\.(ts|js)$/.test(suite.title) ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) for (const test of spec.tests) visit(test, spec, here);
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites) walk(suite, []);
}

/** Each test of the report that failed and then passed on a retry, as `project › file:line › title`. */
export function flakyTests(report: PlaywrightReport): string[] {
  const flaky: string[] = [];
  eachTest(report, (test, spec, titles) => {
    if (test.status === 'flaky')
      flaky.push(`${test.projectName} › ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
  });
  return flaky;
}

/** The flaky tests split into those marked known and the rest, and the line `npm test` prints before its total. */
export function flakyLine(flaky: string[], known = KNOWN_FLAKY) {
  const isKnown = (name: string) => known.some(({ test }) => test.test(name));
  const unknown = flaky.filter((name) => !isKnown(name));
  const line =
    flaky.length === 0
      ? 'flaky: none (no test passed only on a retry)'
      : `flaky: ${flaky.length} passed only on a retry, ${unknown.length} of them not known (counted as failed): ` +
        flaky.map((name) => `${name}${isKnown(name) ? ' (known)' : ''}`).join('; ');
  return { unknown, line };
}
