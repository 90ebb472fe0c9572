// Every exported page asks for its scripts only once it has painted (run by scripts/build.mjs on the staged export,
// before the security headers, which hash the loader this adds).
//
// Why: Next.js writes each page's JavaScript as `<script async>` tags in the <head>, with a preload for one of them.
// The browser fetches them beside the stylesheets and fonts, and an async script runs as soon as it arrives. A bare
// Next.js page has nothing to wait for and paints before its scripts arrive; ours wait for their stylesheets and
// fonts, the scripts arrive meanwhile, and about 50 ms of framework code runs before the first paint. Lighthouse's
// simulation of a slow phone then counts all 140 KB of it in the page's first paint (see "Performance" in the README).
//
// The pages are complete without JavaScript (the islands add behaviour, not content), so the scripts can wait: each
// page keeps its list of scripts in one small inline loader, which appends them, in order and still async, when the
// browser reports the first contentful paint. A browser that cannot report paints gets them at once; a timer is the
// last resort.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CHUNK = String.raw`/_next/static/chunks/[^"]+\.js`;
const asyncScript = new RegExp(String.raw`<script src="(${CHUNK})" async=""></script>`, 'g');
const scriptPreload = new RegExp(
  String.raw`<link rel="preload" as="script"[^>]* href="(${CHUNK})"[^>]*/>`,
  'g',
);

/** Marks the loader, so that tools (the JavaScript budget, the tests) can read a page's scripts from it. */
export const LOADER_ATTRIBUTE = 'data-scripts-after-paint';

/** How long a page waits for the paint to be reported before it loads its scripts anyway. */
export const PAINT_WAIT_MS = 3000;

/**
 * The loader: an inline script that appends `sources` as async scripts once the first contentful paint is reported.
 * The `async` attribute is set (not only the property) because React looks for `script[async][src]` before adding a
 * chunk a component needs, and would otherwise fetch it a second time.
 */
export function loaderScript(sources) {
  return (
    `(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");` +
    `e.src=u;e.setAttribute("async","");document.head.appendChild(e)})}` +
    `try{new PerformanceObserver(function(l,o){o.disconnect();setTimeout(go)}).observe({type:"paint",buffered:true})}` +
    `catch(x){go()}setTimeout(go,${PAINT_WAIT_MS})})(${JSON.stringify(sources)})`
  );
}

/** One page: its chunk scripts and their preloads out of the markup, one loader in before </body>. */
export function hydrateAfterPaint(html) {
  const sources = [];
  const take = (_tag, src) => {
    if (!sources.includes(src)) sources.push(src);
    return '';
  };
  let page = html.replace(scriptPreload, take).replace(asyncScript, take);
  if (sources.length === 0) return { html, sources };
  if (/<script[^>]* src="\/_next\/static\/chunks\/[^"]+"[^>]* async/.test(page)) {
    throw new Error('hydrate-after-paint: a chunk script in an unexpected form was left in the page');
  }
  const bodyEnd = page.lastIndexOf('</body>');
  if (bodyEnd === -1) throw new Error('hydrate-after-paint: a page has no </body>');
  page = `${page.slice(0, bodyEnd)}<script ${LOADER_ATTRIBUTE}>${loaderScript(sources)}</script>${page.slice(bodyEnd)}`;
  return { html: page, sources };
}

/**
 * The scripts a page loads: those its markup names (the noModule polyfill, which modern browsers skip, left out) and
 * those its loader appends after the first paint.
 */
export function pageScripts(html) {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    .filter(([tag]) => !/\bnoModule\b/i.test(tag))
    .map(([, src]) => src);
  const loader = html.match(new RegExp(`<script ${LOADER_ATTRIBUTE}>.*?\\)\\((\\[[^\\]]*\\])\\)</script>`));
  return [...new Set([...tags, ...(loader ? JSON.parse(loader[1]) : [])])];
}

/** Every .html file under `dir`. Returns how many pages were changed. */
export function hydrateAllAfterPaint(dir) {
  let pages = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const before = readFileSync(file, 'utf8');
    const { html, sources } = hydrateAfterPaint(before);
    if (sources.length === 0) continue;
    writeFileSync(file, html);
    pages++;
  }
  return { pages };
}
