// Gate: Lighthouse on every route, mobile emulation: accessibility, best practices and SEO 100. These three read the
// page, not the clock, so one run a route decides them. Performance is not a gate: its score depends on how busy the
// machine is (the same build scored 86 and 95 minutes apart on a shared 2-core machine), so it is measured side by
// side with a bare Next.js page by `npm run bench:perf` instead. Serves out/ itself, which holds everything the pages
// load, photos included. Usage: node scripts/gates/lighthouse.mjs [--runs 1] [--port 3200] [/route ...]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { chromiumArgs, systemChromium } from '../browser.mjs';
import { routes as allRoutes } from './routes.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '1' }, port: { type: 'string', default: '3200' } },
});
const runs = Number(values.runs);
const routes = positionals.length ? positionals : allRoutes;
const THRESHOLDS = { accessibility: 100, 'best-practices': 100, seo: 100 };

const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');
const chrome = systemChromium ?? chromium.executablePath();
/** The ids of a category's audits that did not pass, so that a failure says what to fix. */
function failingAudits(report, category) {
  return report.categories[category].auditRefs
    .filter(
      (ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]?.score < 1,
    )
    .map((ref) => ref.id);
}
const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

async function waitForServer(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the site did not start at ${url}`);
}

/**
 * One Lighthouse run. Lighthouse sometimes fails to record its trace on a cold start (NO_NAVSTART and the like);
 * such a run, which has no scores at all, is tried again up to four times. Low scores are never retried.
 */
function runLighthouse(route, output) {
  for (let attempt = 1; ; attempt += 1) {
    const result = spawnSync(
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
      { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8' },
    );
    if (result.status === 0) return;
    const reason = result.stderr.trim().split('\n').pop() ?? 'unknown error';
    if (
      attempt >= 5 ||
      !/Runtime error encountered|NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/.test(result.stderr)
    ) {
      throw new Error(`lighthouse failed on ${route}: ${reason}`);
    }
    console.log(`  lighthouse could not record ${route} (${reason.slice(0, 120)}); running it again`);
  }
}

const failuresFound = await audit();
process.exit(failuresFound === 0 ? 0 : 1);

async function audit() {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', values.port], { stdio: 'ignore' });
  await waitForServer(`http://127.0.0.1:${values.port}/`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  let failures = 0;
  try {
    console.log('route      a11y  best  seo');
    for (const route of routes) {
      const reports = [];
      for (let run = 0; run < runs; run += 1) {
        const output = path.join(work, `report-${run}.json`);
        runLighthouse(route, output);
        reports.push(JSON.parse(readFileSync(output, 'utf8')));
      }
      const scores = Object.fromEntries(
        Object.keys(THRESHOLDS).map((key) => [
          key,
          median(reports.map((r) => Math.round(r.categories[key].score * 100))),
        ]),
      );
      const failed = Object.entries(THRESHOLDS).filter(([key, minimum]) => scores[key] < minimum);
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
    server.kill();
    rmSync(work, { recursive: true, force: true });
  }
  console.log(
    `lighthouse: ${routes.length} routes, ${runs === 1 ? 'one run each' : `median of ${runs} runs`}, ${failures} scores below their threshold`,
  );
  return failures;
}
