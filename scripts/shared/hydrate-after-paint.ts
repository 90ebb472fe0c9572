// Every exported page asks for its scripts only once it has painted, and its hydration data (React's inline
// `self.__next_f.push(...)` scripts) moves into a file of its own, named by its content, which the page's one inline
// loader runs before the scripts. Run by make-site/finish-pages.ts, before the security headers, which hash the loader.
// Why, and what it saved: "What the first paint waits for" in docs/performance.md. In short, the pages are complete
// without JavaScript (the islands add behaviour, not content), so their scripts can wait; and the data goes first
// because React reads what is already there when it starts and stops listening once the document has loaded.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from './security-headers';

const CHUNK = String.raw`/_next/static/chunks/[^"]+\.js`;
const asyncScript = new RegExp(String.raw`<script src="(${CHUNK})" async=""></script>`, 'g');
// Next.js's first push creates the array; later ones add to it.
const flightScript =
  /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?)<\/script>/g;
const scriptPreload = new RegExp(
  String.raw`<link rel="preload" as="script"[^>]* href="(${CHUNK})"[^>]*/>`,
  'g',
);

/** Marks the loader, so that tools (the JavaScript budget, the tests) can read a page's scripts from it. */
export const LOADER_ATTRIBUTE = 'data-scripts-after-paint';

/** Where the pages' hydration data goes, under the folder whose files are named by their content and cached for good. */
export const PAGE_DATA_DIR = '/_next/static/page-data';

/** How long a page waits for the paint to be reported before it loads its scripts anyway. */
export const PAINT_WAIT_MS = 3000;

/**
 * The loader: an inline script that, once the first contentful paint is reported (the first paint alone may be a
 * background colour), runs the page's hydration data from `data` and then appends `sources` as async scripts. The
 * scripts are preloaded meanwhile, so that waiting for the data costs no round trip. A browser that does not list
 * "paint" among the entry types it can observe starts at once: browsers without paint timing only warn when asked to
 * observe it, so asking is no test. If the data cannot be loaded, the page stays as it is, complete without scripts.
 * The `async` attribute is set (not only the property) because React looks for `script[async][src]` before adding a
 * chunk a component needs, and would otherwise fetch it a second time.
 */
export function loaderScript(data: string | null, sources: string[]): string {
  return (
    `(function(f,s){var d=0,P=window.PerformanceObserver;function add(t,a){var e=document.createElement(t);` +
    `for(var k in a)e.setAttribute(k,a[k]);document.head.appendChild(e);return e}function run(){s.forEach(function(u){` +
    `add("script",{src:u,async:""})})}function go(){if(d)return;d=1;if(!f)return run();s.forEach(function(u){` +
    `add("link",{rel:"preload",as:"script",href:u})});add("script",{src:f}).onload=run}` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>-1){try{new P(function(l,o){` +
    `if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}})` +
    `.observe({type:"paint",buffered:true})}catch(x){go()}}else go();setTimeout(go,${PAINT_WAIT_MS})` +
    `})(${JSON.stringify(data)},${JSON.stringify(sources)})`
  );
}

/**
 * One page: its chunk scripts and their preloads out of the markup, its hydration data out into a script of its own
 * (returned as `data`, for the caller to write), and one loader in before </body>.
 */
export function hydrateAfterPaint(html: string) {
  const sources: string[] = [];
  const take = (_tag: string, src: string) => {
    if (!sources.includes(src)) sources.push(src);
    return '';
  };
  let page = html.replace(scriptPreload, take).replace(asyncScript, take);
  if (sources.length === 0) return { html, sources, data: null };
  const left = [...page.matchAll(/<script\b[^>]*\bsrc="\/_next\/static\/chunks\/[^"]+"[^>]*>/g)].filter(
    ([tag]) => !/\bnoModule\b/i.test(tag),
  );
  if (left.length > 0) {
    throw new Error(
      `hydrate-after-paint: a chunk script in an unexpected form was left in the page: ${left[0]![0]}`,
    );
  }
  const pushes: string[] = [];
  page = page.replace(flightScript, (_tag, body: string) => {
    pushes.push(body);
    return '';
  });
  if (
    [...page.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].some(([, body]) => body!.includes('__next_f'))
  ) {
    throw new Error('hydrate-after-paint: hydration data in an unexpected form was left in the page');
  }
  let data: { path: string; js: string } | null = null;
  if (pushes.length > 0) {
    const js = `${pushes.join(';\n')};\n`;
    const name = createHash('sha256').update(js).digest('hex').slice(0, 16);
    data = { path: `${PAGE_DATA_DIR}/${name}.js`, js };
  }
  const bodyEnd = page.lastIndexOf('</body>');
  if (bodyEnd === -1) throw new Error('hydrate-after-paint: a page has no </body>');
  const loader = loaderScript(data?.path ?? null, sources);
  page = `${page.slice(0, bodyEnd)}<script ${LOADER_ATTRIBUTE}>${loader}</script>${page.slice(bodyEnd)}`;
  return { html: page, sources, data };
}

/** The loader's arguments in a page: its hydration data's path and its scripts. */
function loaderArguments(html: string): { data: string | null; sources: string[] } | null {
  const call = html.match(
    new RegExp(`<script ${LOADER_ATTRIBUTE}>.*?\\}\\)\\(((?:"[^"]*"|null),\\[[^\\]]*\\])\\)</script>`),
  );
  if (!call) return null;
  const [data, sources]: [string | null, string[]] = JSON.parse(`[${call[1]}]`);
  return { data, sources };
}

/** The path of the script with a page's hydration data, or null. */
export function pageData(html: string): string | null {
  return loaderArguments(html)?.data ?? null;
}

/**
 * The scripts a page loads: those its markup names (the noModule polyfill, which modern browsers skip, left out) and
 * those its loader appends after the first paint.
 */
export function pageScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    .filter(([tag]) => !/\bnoModule\b/i.test(tag))
    .map(([, src]) => src!);
  return [...new Set([...tags, ...(loaderArguments(html)?.sources ?? [])])];
}

/**
 * Every .html file under `dir`, and each page's hydration data written under PAGE_DATA_DIR. Returns how many pages
 * were changed; throws when none was, since then Next.js has changed how it writes its scripts and the pages would
 * run them before they paint again.
 */
export function hydrateAllAfterPaint(dir: string): { pages: number; dataBytes: number } {
  let pages = 0;
  let dataBytes = 0;
  const written = new Set<string>();
  for (const file of htmlFiles(dir)) {
    const { html, sources, data } = hydrateAfterPaint(readFileSync(file, 'utf8'));
    if (sources.length === 0) continue;
    // Pages with the same data (the two not-found pages) share one file.
    if (data && !written.has(data.path)) {
      const target = path.join(dir, data.path);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, data.js);
      written.add(data.path);
      dataBytes += Buffer.byteLength(data.js);
    }
    writeFileSync(file, html);
    pages++;
  }
  if (pages === 0)
    throw new Error('hydrate-after-paint: no page in the export has chunk scripts in the expected form');
  return { pages, dataBytes };
}
