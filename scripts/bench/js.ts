// `npm run bench:js`: the JavaScript a visitor's browser fetches on each route by the time the network is idle, gzip:
// the scripts, the hydration data and what Next.js prefetches for the links in sight (each linked route's payload
// and its scripts), on a phone (Pixel 7 emulation) and at 1280 px. The js-budget gate counts only the scripts a
// page's HTML names; this counts what the browser really fetched. A benchmark, not a test: it prints figures and
// writes them to test-results/bench-js.json.
//
// Give several built sites to compare them in one run (each is served the same way, in turn):
//   npm run bench:js -- out .bench/out-before
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { routes } from '../../lib/routes';
import { launchOptions, rootDir } from '../shared';
import { builtSites, serveSite, VIEWPORTS, writeFigures } from './sites';

const sites = builtSites('bench:js', 'index.html');

/** What counts as JavaScript fetched: scripts, the hydration data (a script), and Next.js's route payloads. */
const isJavaScript = (pathname: string) => pathname.endsWith('.js') || pathname.endsWith('.txt');

type Fetched = { bytes: number; files: number };

/** The gzip bytes of JavaScript `route` fetched by network idle, as the browser's Resource Timing records them. */
async function javaScriptOf(browser: Browser, origin: string, route: string, context: BrowserContextOptions) {
  const page = await browser.newPage(context);
  try {
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, bytes: (entry as PerformanceResourceTiming).encodedBodySize })),
    );
    const scripts = entries.filter((entry) => isJavaScript(new URL(entry.url).pathname));
    return { bytes: scripts.reduce((sum, entry) => sum + entry.bytes, 0), files: scripts.length } as Fetched;
  } finally {
    await page.close();
  }
}

const browser = await chromium.launch(launchOptions);
const results: Record<string, Record<string, Record<string, Fetched>>> = {};
try {
  for (const site of sites) {
    const { origin, close } = await serveSite(site);
    const name = path.relative(rootDir, site) || site;
    results[name] = {};
    try {
      for (const [viewport, context] of Object.entries(VIEWPORTS)) {
        results[name][viewport] = {};
        for (const route of routes)
          results[name][viewport][route] = await javaScriptOf(browser, origin, route, context);
      }
    } finally {
      close();
    }
  }
} finally {
  await browser.close();
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const names = Object.keys(results);
for (const viewport of Object.keys(VIEWPORTS)) {
  console.log(`\nJavaScript by network idle, KB gzip, ${viewport}`);
  console.log(`| route | ${names.join(' | ')} |\n| --- |${names.map(() => ' ---: |').join('')}`);
  for (const route of routes)
    console.log(
      `| ${route} | ${names.map((name) => `${kb(results[name]![viewport]![route]!.bytes)} (${results[name]![viewport]![route]!.files} files)`).join(' | ')} |`,
    );
  for (const name of names) {
    const all = routes.map((route) => results[name]![viewport]![route]!.bytes);
    console.log(`${name}: ${kb(Math.min(...all))} to ${kb(Math.max(...all))} KB`);
  }
}
writeFigures('bench-js', results);
