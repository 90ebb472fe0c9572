// Gate: Lighthouse on every route, mobile emulation: accessibility, best practices and SEO 100. These three read the
// page, not the clock, so one run a route decides them. Performance is not a gate: its score depends on how busy the
// machine is (the same build scored 86 and 95 minutes apart on a shared 2-core machine), so it is measured side by
// side with a bare Next.js page by `npm run bench:perf` instead. Serves out/ itself, which holds everything the pages
// load, photos included. Usage: npm run check:lighthouse [-- --runs 1] [-- --port 3200] [-- /route ...]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import type { Result } from 'lighthouse';
import { routes as allRoutes } from '../../lib/metadata';
import { chromiumArgs, systemChromium } from '../shared/browser';
import { rootDir } from '../shared/paths';
import { run } from '../shared/processes';
import { recordFault } from '../shared/starts';
import { createStaticServer } from '../server/serve';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '1' }, port: { type: 'string', default: '3200' } },
});
const runs = Number(values.runs);
const routes: readonly string[] = positionals.length ? positionals : allRoutes;
const THRESHOLDS: Record<string, number> = { accessibility: 100, 'best-practices': 100, seo: 100 };

const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');
const chrome = systemChromium ?? chromium.executablePath();
/** The ids of a category's audits that did not pass, so that a failure says what to fix. */
function failingAudits(report: Result, category: string): string[] {
  return (report.categories[category]?.auditRefs ?? [])
    .filter((ref) => {
      const score = report.audits[ref.id]?.score;
      return ref.weight > 0 && typeof score === 'number' && score < 1;
    })
    .map((ref) => ref.id);
}
const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

/**
 * How long one Lighthouse run may take (about 10 s a page here): a Chromium that does not start or a page that never
 * settles ends the run at this limit, with every process it started, and the run is tried once more.
 */
const RUN_LIMIT_MS = 2 * 60_000;

/**
 * One Lighthouse run. Lighthouse sometimes fails to record its trace on a cold start (NO_NAVSTART and the like);
 * such a run, which has no scores at all, is tried again up to four times. Low scores are never retried.
 */
async function runLighthouse(route: string, output: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await run(
      process.execPath,
      [
        cli,
        `http://127.0.0.1:${values.port}${route}`,
        '--quiet',
        '--output=json',
        `--only-categories=${Object.keys(THRESHOLDS).join(',')}`,
        `--output-path=${output}`,
        `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, output: 'keep', limitMs: RUN_LIMIT_MS },
    );
    if (result.ok) return;
    if (result.timedOut) {
      const line = `lighthouse: no report on ${route} within ${RUN_LIMIT_MS / 60_000} min (Chromium or the page did not answer)`;
      if (attempt >= 2) {
        recordFault(line);
        throw new Error(line);
      }
      console.log(`  ${line}; running it again`);
      continue;
    }
    const reason = result.output.trim().split('\n').pop() || 'unknown error';
    if (
      attempt >= 5 ||
      !/Runtime error encountered|NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/.test(result.output)
    ) {
      throw new Error(`lighthouse failed on ${route}: ${reason}`);
    }
    console.log(`  lighthouse could not record ${route} (${reason.slice(0, 120)}); running it again`);
  }
}

const failuresFound = await audit();
process.exit(failuresFound === 0 ? 0 : 1);

async function audit() {
  const server = createStaticServer({ root: path.resolve(rootDir, process.env.SITE_OUT_DIR ?? 'out') });
  await new Promise<void>((resolve) => server.listen(Number(values.port), '127.0.0.1', resolve));
  const work = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  let failures = 0;
  try {
    console.log('route      a11y  best  seo');
    for (const route of routes) {
      const reports: Result[] = [];
      for (let attempt = 0; attempt < runs; attempt += 1) {
        const output = path.join(work, `report-${attempt}.json`);
        await runLighthouse(route, output);
        reports.push(JSON.parse(readFileSync(output, 'utf8')));
      }
      const scores = Object.fromEntries(
        Object.keys(THRESHOLDS).map((key) => [
          key,
          median(reports.map((r) => Math.round((r.categories[key]?.score ?? 0) * 100))),
        ]),
      );
      const failed = Object.entries(THRESHOLDS).filter(([key, minimum]) => scores[key]! < minimum);
      failures += failed.length;
      const below = new Set(
        failed.flatMap(([key]) => reports.flatMap((report) => failingAudits(report, key))),
      );
      console.log(
        `${route.padEnd(10)} ${String(scores.accessibility).padStart(4)}  ${String(scores['best-practices']).padStart(4)}  ${String(scores.seo).padStart(3)}` +
          (failed.length
            ? `  BELOW: ${failed.map(([key, minimum]) => `${key} < ${minimum}`).join(', ')} (${[...below].join(', ')})`
            : ''),
      );
    }
  } finally {
    server.close();
    rmSync(work, { recursive: true, force: true });
  }
  console.log(
    `lighthouse: ${routes.length} routes, ${runs === 1 ? 'one run each' : `median of ${runs} runs`}, ${failures} scores below their threshold`,
  );
  return failures;
}
