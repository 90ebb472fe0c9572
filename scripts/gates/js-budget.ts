// Gate: what each route sends before and after its first paint.
// - Its HTML, gzip, within a fresh connection's first flight (ten packets of about 1,460 bytes, less room for the
//   response's headers): a page over it waits one more round trip before it can paint (docs/performance.md).
//   This is the sample content's HTML; it guards the build's shape, not every CMS's content.
// - The JavaScript it loads first (gzip sizes of the scripts its HTML references or loads after the first paint, the
//   noModule polyfill left out), within its budget below.
// - Its hydration data, a script of its own since scripts/shared/hydrate-after-paint.ts, shown beside it: the page's
//   content once more, which was in the HTML before, so it has no budget, but it must exist.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routes, type Route } from '../../lib/routes';
import { pageData, pageScripts } from '../shared/hydrate-after-paint';

/**
 * First-load JavaScript per route, KB gzip, the noModule polyfill left out. Measured 2026-11-21: / 146.7, /gallery
 * 144.0, the others 140-141 (react-dom alone is about 70); /fees, /visiting and /complaints, with no island of their
 * own, share the others' budget. Raise a budget only with a reason in the commit. Every route has one: the type says
 * so.
 */
const jsBudgetsKb: Record<Route, number> = {
  '/': 158,
  '/about': 152,
  '/gallery': 156,
  '/team': 152,
  '/contact': 152,
  '/fees': 152,
  '/visiting': 152,
  '/complaints': 152,
  '/privacy': 152,
  '/terms': 152,
  '/careers': 152,
  '/reviews-policy': 152,
  '/accessibility': 152,
};

/** Bytes of gzip HTML that arrive in a fresh connection's first flight, with room for the headers. */
const FIRST_FLIGHT_HTML_BYTES = 14_000;

const dir = path.resolve(process.argv[2] ?? 'out');

const sizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dir, file.split('?')[0]!))).length;
    sizes.set(file, size);
  }
  return size;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let failed = 0;
console.log('route         HTML (gzip)   first-load JS (gzip)   budget   hydration data (gzip)');
// Each job's own page (app/careers), made from the CMS, has the careers page's budget: the same route and islands.
const careersDir = path.join(dir, 'careers');
const jobPages = existsSync(careersDir)
  ? readdirSync(careersDir)
      .filter((name) => name.endsWith('.html'))
      .map((name) => `/careers/${name.slice(0, -'.html'.length)}`)
  : [];
const pages: [string, number][] = [
  ...routes.map((route): [string, number] => [route, jsBudgetsKb[route]]),
  ...jobPages.map((page): [string, number] => [page, jsBudgetsKb['/careers']]),
];
for (const [route, budgetKb] of pages) {
  const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  const html = readFileSync(path.join(dir, file), 'utf8');
  const htmlBytes = gzipSize(file);
  const scripts = pageScripts(html);
  const scriptBytes = scripts.reduce((sum, src) => sum + gzipSize(src), 0);
  const data = pageData(html);
  const dataFound = data !== null && existsSync(path.join(dir, data));
  const problems = [
    htmlBytes > FIRST_FLIGHT_HTML_BYTES && `HTML over ${FIRST_FLIGHT_HTML_BYTES} bytes`,
    scriptBytes / 1024 > budgetKb && 'JS over budget',
    // A page that loads nothing has lost its islands, not met its budget; one without its data could not hydrate.
    scripts.length === 0 && 'no scripts',
    !dataFound && 'no hydration data',
  ].filter(Boolean);
  if (problems.length > 0) failed += 1;
  console.log(
    `${route.padEnd(10)} ${kb(htmlBytes).padStart(14)} ${kb(scriptBytes).padStart(22)}   ${`${budgetKb} KB`.padStart(7)}` +
      `   ${(dataFound ? kb(gzipSize(data)) : 'MISSING').padStart(21)}${problems.length ? `  ${problems.join(', ')}` : ''}`,
  );
}
console.log(`js-budget: ${routes.length} routes and ${jobPages.length} job pages, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
