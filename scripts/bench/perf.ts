// `npm run bench:perf`: how fast the built site's pages load, side by side in one run with the floor of the
// framework: a bare page (scripts/bench/bare-next) built with the project's own Next.js. A benchmark, not a test: it
// prints figures and writes them to test-results/bench-perf.json, and passes or fails nothing.
//
// Both folders are served by the same static server (the one behind `npm start`). Each round runs Lighthouse
// (mobile, simulated throttling, performance only) on the bare page and then on every route, so that the machine's
// busier and quieter moments fall on both. Medians of the rounds; the ratios are site / bare page.
//
// Usage, after `npm run build`: npm run bench:perf [-- --runs 5] [-- /gallery /team]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from '@playwright/test';
import { routes as allRoutes } from '../../lib/routes';
import { chromiumArgs, systemChromium, rootDir, showProgress } from '../shared';
import { exportNextFixture } from '../testing';
import { serveSite, writeFigures } from './sites';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' } },
});
const runs = Number(values.runs);
const routes: readonly string[] = positionals.length ? positionals : allRoutes;
const siteDir = path.resolve(rootDir, process.env.SITE_OUT_DIR ?? 'out');

if (!existsSync(path.join(siteDir, 'index.html'))) {
  console.error(`bench:perf: no built site in ${siteDir}; run "npm run build" first.`);
  process.exit(1);
}

const audit = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;
const METRICS = {
  perf: (lhr: Result) => (lhr.categories.performance?.score ?? 0) * 100,
  fcp: (lhr: Result) => audit(lhr, 'first-contentful-paint'),
  lcp: (lhr: Result) => audit(lhr, 'largest-contentful-paint'),
  tbt: (lhr: Result) => audit(lhr, 'total-blocking-time'),
  cls: (lhr: Result) => audit(lhr, 'cumulative-layout-shift'),
  si: (lhr: Result) => audit(lhr, 'speed-index'),
  kb: (lhr: Result) => audit(lhr, 'total-byte-weight') / 1024,
};
type Metrics = Record<keyof typeof METRICS, number>;

/** One Lighthouse run; a run that failed to record its trace (no score at all) is tried again, twice at most. */
async function measure(port: number, url: string): Promise<Metrics> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError && typeof lhr.categories.performance?.score === 'number') {
      return Object.fromEntries(Object.entries(METRICS).map(([key, read]) => [key, read(lhr)])) as Metrics;
    }
  }
  throw new Error(`Lighthouse could not measure ${url} in three attempts`);
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const medians = (samples: Metrics[]) =>
  Object.fromEntries(
    (Object.keys(METRICS) as (keyof Metrics)[]).map((key) => [
      key,
      median(samples.map((sample) => sample[key])),
    ]),
  ) as Metrics;

async function bench(): Promise<Record<string, Metrics>> {
  console.log('bench:perf: building the bare Next.js page');
  const bareDir = exportNextFixture(path.join(rootDir, 'scripts', 'bench', 'bare-next'));
  const site = await serveSite(siteDir);
  const bare = await serveSite(bareDir);
  const chrome = await launch({
    chromePath: systemChromium ?? chromium.executablePath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const samples: Record<string, Metrics[]> = {
    bare: [],
    ...Object.fromEntries(routes.map((route) => [route, []])),
  };
  const progress = { done: 0, total: runs * (routes.length + 1), detail: '' };
  const stopProgress = showProgress('bench:perf: Lighthouse runs', () => progress);
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const route of ['bare', ...routes]) {
        progress.detail = `round ${run} of ${runs}, ${route}`;
        const url = route === 'bare' ? `${bare.origin}/` : `${site.origin}${route}`;
        samples[route]!.push(await measure(chrome.port, url));
        progress.done += 1;
      }
    }
  } finally {
    stopProgress();
    await chrome.kill();
    site.close();
    bare.close();
  }
  return Object.fromEntries(Object.entries(samples).map(([page, list]) => [page, medians(list)]));
}

const results = await bench();
const floor = results.bare!;

const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(2)}x` : '-');
const ms = (value: number) => `${Math.round(value)}`;
const header = [
  'page',
  'perf',
  'FCP ms',
  'LCP ms',
  'LCP/bare',
  'TBT ms',
  'TBT/bare',
  'CLS',
  'SI ms',
  'KB',
  'KB/bare',
];
const rows = Object.entries(results).map(([page, m]) => [
  page === 'bare' ? 'bare Next.js' : page,
  String(Math.round(m.perf)),
  ms(m.fcp),
  ms(m.lcp),
  page === 'bare' ? '1.00x' : ratio(m.lcp, floor.lcp),
  ms(m.tbt),
  page === 'bare' ? '1.00x' : ratio(m.tbt, floor.tbt),
  m.cls.toFixed(3),
  ms(m.si),
  String(Math.round(m.kb)),
  page === 'bare' ? '1.00x' : ratio(m.kb, floor.kb),
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]!.length)),
);
const line = (cells: string[]) =>
  cells
    .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
    .join('  ');
console.log(
  `\nbench:perf: Lighthouse mobile (simulated throttling), median of ${runs} run${runs === 1 ? '' : 's'} each, alternating with the bare page`,
);
console.log(line(header));
for (const row of rows) console.log(line(row));

writeFigures('bench-perf', { runs, medians: results });
