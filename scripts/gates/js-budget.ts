// Gate: what each route sends before and after its first paint.
// - Its HTML, gzip, within a fresh connection's first flight (ten packets of about 1,460 bytes, less room for the
//   response's headers): a page over it waits one more round trip before it can paint (docs/performance.md).
//   This is the sample content's HTML; it guards the build's shape, not every CMS's content.
// - The JavaScript it loads first (gzip sizes of the scripts its HTML references or loads after the first paint, the
//   noModule polyfill left out), within its budget below.
// - Its hydration data, a script of its own since scripts/shared/hydrate-after-paint.ts, shown beside it: the page's
//   content once more, which was in the HTML before, so it has no budget, but it must exist.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeOf, routes } from '../../lib/routes';
import { pageData, pageScripts } from '../shared';

// Each page's budget is its route's (lib/routes.ts: `budgetKb`), and a route's pages of their own (an album page, a
// job's page) have their route's: the same islands. A page in out/ that is no declared route's fails.

/** Bytes of gzip HTML that arrive in a fresh connection's first flight, with room for the headers. */
const FIRST_FLIGHT_HTML_BYTES = 14_000;

const dir = path.resolve(process.argv[2] ?? 'out');

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(dir, file.split('?')[0]!))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let failed = 0;
console.log('route         HTML (gzip)   first-load JS (gzip)   budget   hydration data (gzip)');
/** Every page the export wrote: its route's path, from its HTML file's (404.html and the like left out). */
const NOT_PAGES = new Set(['/404', '/_not-found', '/500']);
const pages = (readdirSync(dir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.html'))
  .map((file) => `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`.replace(/^\/index$/, '/'))
  .filter((page) => !NOT_PAGES.has(page))
  .sort();
for (const route of routes.filter((one) => !pages.includes(one))) {
  failed += 1;
  console.log(`${route}: declared in lib/routes.ts, but the export wrote no page for it`);
}
let children = 0;
for (const route of pages) {
  const found = routeOf(route);
  if (!found) {
    failed += 1;
    console.log(`${route}: a page no route declares (lib/routes.ts)`);
    continue;
  }
  if (found.child) children += 1;
  const budgetKb = found.route.budgetKb;
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
console.log(
  `js-budget: ${pages.length - children} routes and ${children} pages of their own, ${failed} failed`,
);
process.exit(failed === 0 ? 0 : 1);
