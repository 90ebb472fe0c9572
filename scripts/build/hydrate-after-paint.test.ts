/** @jest-environment node */
// The build step that makes every page ask for its scripts after its first paint (scripts/build/hydrate-after-paint.ts).
import { describe, expect, it, jest } from '@jest/globals';
import { runInNewContext } from 'node:vm';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  hydrateAfterPaint,
  hydrateAllAfterPaint,
  LOADER_ATTRIBUTE,
  loaderScript,
  PAGE_DATA_DIR,
  pageData,
  pageScripts,
  PAINT_WAIT_MS,
} from './hydrate-after-paint';

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;

// The shape of a page as Next.js 16 exports it: a low-priority preload and async scripts in the head, a polyfill for
// old browsers, the runtime's inline list, a second tag for the preloaded chunk and the hydration data (two pushes,
// the first creating the array) at the end of the body.
const exported =
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>' +
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('webpack')}"/>` +
  `<script src="${chunk('main')}" async=""></script><script src="${chunk('page')}" async=""></script>` +
  `<script src="${chunk('polyfills')}" noModule=""></script></head>` +
  '<body><h1>Privacy</h1><script type="application/ld+json">{"@type":"NursingHome"}</script>' +
  `<script id="_R_">(globalThis.TURBOPACK = globalThis.TURBOPACK || []).push({})</script>` +
  `<script src="${chunk('webpack')}" async=""></script>` +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script></body></html>';

describe('hydrateAfterPaint', () => {
  const { html, sources, data } = hydrateAfterPaint(exported);

  it('takes every chunk script and its preload out of the markup, once each, in the order they came', () => {
    expect(sources).toEqual([chunk('webpack'), chunk('main'), chunk('page')]);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(html).not.toContain('rel="preload" as="script"');
  });

  it('moves the hydration data, in order, into a script named by its content', () => {
    expect(html).not.toContain('__next_f');
    expect(data!.path).toMatch(new RegExp(`^${PAGE_DATA_DIR}/[0-9a-f]{16}\\.js$`));
    expect(hydrateAfterPaint(exported.replace('\\"P\\":null', '\\"P\\":1')).data!.path).not.toBe(data!.path);
    // Run as the browser would, the file leaves the data where React looks for it.
    const page: { self: { __next_f?: unknown[] } } = { self: {} };
    runInNewContext(data!.js, page);
    expect(page.self.__next_f).toEqual([[0], [1, '0:{"P":null}\n']]);
  });

  it("keeps the content, the stylesheet, the structured data, the runtime list and the old browsers' polyfill", () => {
    for (const kept of [
      '<h1>Privacy</h1>',
      'href="/_next/static/chunks/site.css"',
      '<script type="application/ld+json">',
      '<script id="_R_">',
      `<script src="${chunk('polyfills')}" noModule=""></script>`,
    ]) {
      expect(html).toContain(kept);
    }
  });

  it('adds one loader, last in the body, and the page still names all its scripts and its data', () => {
    expect(html.match(new RegExp(LOADER_ATTRIBUTE, 'g'))).toHaveLength(1);
    expect(
      html.endsWith(
        `<script ${LOADER_ATTRIBUTE}>${loaderScript(data!.path, sources)}</script></body></html>`,
      ),
    ).toBe(true);
    expect(pageScripts(html)).toEqual(sources);
    expect(pageData(html)).toBe(data!.path);
    expect(pageScripts(exported)).toEqual([chunk('main'), chunk('page'), chunk('webpack')]);
    expect(pageData(exported)).toBeNull();
  });

  it('leaves a page without chunk scripts as it is', () => {
    const plain = '<html><body><p>Hello</p></body></html>';
    expect(hydrateAfterPaint(plain)).toEqual({ html: plain, sources: [], data: null });
  });

  it('refuses a page that would keep a chunk script or hydration data in a form it does not recognise', () => {
    for (const tag of [
      `<script crossorigin="" src="${chunk('other')}" async=""></script>`,
      `<script src="${chunk('other')}"></script>`,
      `<script defer="" src="${chunk('other')}"></script>`,
      '<script nonce="x">self.__next_f.push([1,""])</script>',
    ]) {
      expect(() => hydrateAfterPaint(exported.replace('</head>', `${tag}</head>`))).toThrow(
        /unexpected form/,
      );
    }
    // Words in the page are not data: only scripts are looked at.
    expect(() => hydrateAfterPaint(exported.replace('Privacy', 'self.__next_f'))).not.toThrow();
  });
});

describe('hydrateAllAfterPaint', () => {
  it('changes every page in the export, nested ones too, writes their data, and fails when none is left', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'after-paint-'));
    try {
      mkdirSync(path.join(dir, 'gallery'));
      writeFileSync(path.join(dir, 'index.html'), exported);
      writeFileSync(path.join(dir, 'gallery', '2.html'), exported.replace('Privacy', 'Gallery'));
      writeFileSync(path.join(dir, 'brochure.txt'), exported);
      const { pages, dataBytes } = hydrateAllAfterPaint(dir);
      expect(pages).toBe(2);
      expect(dataBytes).toBeGreaterThan(0);
      const nested = readFileSync(path.join(dir, 'gallery', '2.html'), 'utf8');
      expect(nested).toContain(LOADER_ATTRIBUTE);
      expect(readFileSync(path.join(dir, pageData(nested)!), 'utf8')).toBe(
        hydrateAfterPaint(exported).data!.js,
      );
      expect(readFileSync(path.join(dir, 'brochure.txt'), 'utf8')).toBe(exported);
      // A second pass finds nothing left in the expected form: as if Next.js had changed how it writes scripts.
      expect(() => hydrateAllAfterPaint(dir)).toThrow(/no page/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

type Appended = { tag: string; attributes: Record<string, string>; onload?: () => void };

/**
 * Runs the loader in a page that has a head, timers and, unless told otherwise, the Paint Timing API. Without it the
 * fake behaves as such browsers do: "paint" is not among the supported entry types, and observing it only warns.
 */
function runLoader({
  paintTiming = true,
  data = '/_next/static/page-data/0123456789abcdef.js' as string | null,
} = {}) {
  const appended: Appended[] = [];
  let report: ((names: string[]) => void) | undefined;
  const timers: (() => void)[] = [];
  const observed: unknown[] = [];
  let disconnected = false;
  const context: Record<string, unknown> = {
    document: {
      createElement: (tag: string): Appended => {
        const element: Appended & { setAttribute: (name: string, value: string) => void } = {
          tag,
          attributes: {},
          setAttribute(name, value) {
            element.attributes[name] = value;
          },
        };
        return element;
      },
      head: { appendChild: (element: Appended) => appended.push(element) },
    },
    setTimeout: jest.fn<(callback: () => void, delay?: number) => void>((callback) => {
      timers.push(callback);
    }),
    PerformanceObserver: class {
      static supportedEntryTypes = paintTiming ? ['mark', 'measure', 'paint'] : ['mark', 'measure'];
      constructor(callback: (list: unknown, observer: { disconnect: () => void }) => void) {
        report = (names) =>
          callback(
            { getEntriesByName: (name: string) => names.filter((entry) => entry === name) },
            {
              disconnect: () => {
                disconnected = true;
              },
            },
          );
      }
      observe(options: unknown) {
        observed.push(options);
      }
    },
  };
  context.window = context;
  runInNewContext(loaderScript(data, [chunk('main'), chunk('page')]), context);
  const summary = () => appended.map(({ tag, attributes }) => ({ tag, ...attributes }));
  return {
    appended,
    summary,
    timers,
    observed,
    paint: (...names: string[]) => report?.(names),
    disconnected: () => disconnected,
    context,
  };
}

const preloads = [
  { tag: 'link', rel: 'preload', as: 'script', href: chunk('main') },
  { tag: 'link', rel: 'preload', as: 'script', href: chunk('page') },
];
const scripts = [
  { tag: 'script', src: chunk('main'), async: '' },
  { tag: 'script', src: chunk('page'), async: '' },
];
const dataScript = { tag: 'script', src: '/_next/static/page-data/0123456789abcdef.js' };

describe('the loader', () => {
  it('waits for the first contentful paint, runs the data, then appends every script, async, in order', () => {
    const page = runLoader();
    expect(page.observed).toEqual([{ type: 'paint', buffered: true }]);
    expect(page.appended).toEqual([]);
    // The first paint may be the background alone: the loader waits for content.
    page.paint('first-paint');
    expect(page.disconnected()).toBe(false);
    expect(page.timers).toHaveLength(1);
    page.paint('first-contentful-paint');
    expect(page.disconnected()).toBe(true);
    // The paint's own task ends first: the rest comes in a task of its own.
    expect(page.appended).toEqual([]);
    page.timers.at(-1)!();
    // The scripts download beside the data, and run only after it: React must find the data when it starts.
    expect(page.summary()).toEqual([...preloads, dataScript]);
    page.appended.at(-1)!.onload!();
    expect(page.summary()).toEqual([...preloads, dataScript, ...scripts]);
  });

  it('appends nothing more when the data cannot be loaded: the page stays complete without scripts', () => {
    const page = runLoader();
    page.timers[0]!();
    expect(page.summary()).toEqual([...preloads, dataScript]);
    // No load event comes; nothing else is waiting for one.
    expect(page.timers).toHaveLength(1);
  });

  it('starts once, whichever of the paint and the timer comes first', () => {
    const page = runLoader();
    const [lastResort] = page.timers;
    expect(page.context.setTimeout).toHaveBeenCalledWith(expect.any(Function), PAINT_WAIT_MS);
    lastResort!();
    page.paint('first-paint', 'first-contentful-paint');
    page.timers.at(-1)!();
    expect(page.summary()).toEqual([...preloads, dataScript]);
  });

  it('starts at once, without observing, where the browser cannot report paints', () => {
    const page = runLoader({ paintTiming: false });
    expect(page.observed).toEqual([]);
    expect(page.summary()).toEqual([...preloads, dataScript]);
  });

  it('appends the scripts straight away on a page without hydration data', () => {
    const page = runLoader({ data: null });
    page.paint('first-contentful-paint');
    page.timers.at(-1)!();
    expect(page.summary()).toEqual(scripts);
  });
});
