// `node --import tsx scripts/testing/slowest-tests.ts [REPORT] [COUNT]`: the slowest end-to-end tests of a run, from
// Playwright's JSON report (test-results/reports/e2e.json by default), with their outcome, so that a time budget is
// set from what the tests took on a given machine rather than guessed. Retries are listed as their own runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from '../shared/paths';
import { eachTest, type PlaywrightReport } from './flaky';

type Report = PlaywrightReport & {
  stats: { duration: number; expected: number; unexpected: number; flaky: number };
};

export type Run = { seconds: number; status: string; project: string; where: string; title: string };

/** Every run of every test in the report, slowest first. */
export function runsOf(report: Report): Run[] {
  const runs: Run[] = [];
  eachTest(report, (test, spec, titles) => {
    for (const result of test.results)
      runs.push({
        seconds: (result.duration ?? 0) / 1000,
        status: result.retry ? `${result.status} (retry ${result.retry})` : result.status,
        project: test.projectName,
        where: `${path.basename(spec.file)}:${spec.line}`,
        title: [...titles, spec.title].join(' › '),
      });
  });
  return runs.sort((a, b) => b.seconds - a.seconds);
}

if (process.argv[1] === import.meta.filename) {
  const file = process.argv[2] ?? path.join(rootDir, 'test-results', 'reports', 'e2e.json');
  const count = Number(process.argv[3] ?? 10);
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  const { duration, expected, unexpected, flaky } = report.stats;
  console.log(
    `${path.relative(process.cwd(), file)}: ${expected} passed, ${unexpected} failed, ${flaky} flaky in ${(duration / 60_000).toFixed(1)} min`,
  );
  console.log('| time | project | test | outcome |\n| --- | --- | --- | --- |');
  const runs = runsOf(report);
  for (const run of runs.slice(0, count))
    console.log(
      `| ${run.seconds.toFixed(1)} s | ${run.project} | ${run.where} ${run.title} | ${run.status} |`,
    );
  // Where the time goes, file by file (the sum of the runs, whichever worker ran them).
  const byFile = new Map<string, { seconds: number; runs: number }>();
  for (const run of runs) {
    const file = run.where.replace(/:\d+$/, '');
    const total = byFile.get(file) ?? { seconds: 0, runs: 0 };
    byFile.set(file, { seconds: total.seconds + run.seconds, runs: total.runs + 1 });
  }
  console.log('\n| file | runs | total |\n| --- | --- | --- |');
  for (const [file, total] of [...byFile].sort((a, b) => b[1].seconds - a[1].seconds))
    console.log(`| ${file} | ${total.runs} | ${(total.seconds / 60).toFixed(1)} min |`);
}
