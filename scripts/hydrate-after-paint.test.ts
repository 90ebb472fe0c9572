/** @jest-environment node */
// The build step that makes every page ask for its scripts after its first paint (scripts/hydrate-after-paint.mjs).
import { describe, expect, it, jest } from '@jest/globals';
import { runInNewContext } from 'node:vm';
import {
  hydrateAfterPaint,
  LOADER_ATTRIBUTE,
  loaderScript,
  pageScripts,
  PAINT_WAIT_MS,
} from './hydrate-after-paint.mjs';

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;

// The shape of a page as Next.js 16 exports it: a low-priority preload and async scripts in the head, a polyfill for
// old browsers, inline data and a second tag for the preloaded chunk at the end of the body.
const exported =
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>' +
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('webpack')}"/>` +
  `<script src="${chunk('main')}" async=""></script><script src="${chunk('page')}" async=""></script>` +
  `<script src="${chunk('polyfills')}" noModule=""></script></head>` +
  '<body><h1>Privacy</h1><script type="application/ld+json">{"@type":"NursingHome"}</script>' +
  `<script id="_R_">(globalThis.TURBOPACK = globalThis.TURBOPACK || []).push({})</script>` +
  `<script src="${chunk('webpack')}" async=""></script>` +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

describe('hydrateAfterPaint', () => {
  const { html, sources } = hydrateAfterPaint(exported);

  it('takes every chunk script and its preload out of the markup, once each, in the order they came', () => {
    expect(sources).toEqual([chunk('webpack'), chunk('main'), chunk('page')]);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(html).not.toContain('rel="preload" as="script"');
  });

  it('keeps the content, the stylesheet, the inline data and the polyfill for old browsers where they were', () => {
    for (const kept of [
      '<h1>Privacy</h1>',
      'href="/_next/static/chunks/site.css"',
      '<script type="application/ld+json">',
      '<script id="_R_">',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      `<script src="${chunk('polyfills')}" noModule=""></script>`,
    ]) {
      expect(html).toContain(kept);
    }
  });

  it('adds one loader, last in the body, and the page still names all its scripts', () => {
    expect(html.match(new RegExp(LOADER_ATTRIBUTE, 'g'))).toHaveLength(1);
    expect(html.endsWith(`<script ${LOADER_ATTRIBUTE}>${loaderScript(sources)}</script></body></html>`)).toBe(
      true,
    );
    expect(pageScripts(html)).toEqual(sources);
    expect(pageScripts(exported)).toEqual([chunk('main'), chunk('page'), chunk('webpack')]);
  });

  it('leaves a page without chunk scripts as it is', () => {
    const plain = '<html><body><p>Hello</p></body></html>';
    expect(hydrateAfterPaint(plain)).toEqual({ html: plain, sources: [] });
  });

  it('refuses a page that would keep a chunk script in a form it does not recognise', () => {
    const odd = exported.replace(
      '</head>',
      `<script crossorigin="" src="${chunk('other')}" async=""></script></head>`,
    );
    expect(() => hydrateAfterPaint(odd)).toThrow(/unexpected form/);
  });
});

/** Runs the loader in a page that has a head, timers and, unless told otherwise, the Paint Timing API. */
function runLoader({ paintTiming = true } = {}) {
  const appended: { src: string; async: boolean }[] = [];
  let onPaint: (() => void) | undefined;
  const timers: (() => void)[] = [];
  const observed: unknown[] = [];
  const context = {
    document: {
      createElement: () => {
        const element = {
          src: '',
          attributes: new Set<string>(),
          setAttribute(name: string) {
            element.attributes.add(name);
          },
        };
        return element;
      },
      head: {
        appendChild: (element: { src: string; attributes: Set<string> }) =>
          appended.push({ src: element.src, async: element.attributes.has('async') }),
      },
    },
    setTimeout: jest.fn<(callback: () => void, delay?: number) => void>((callback) => {
      timers.push(callback);
    }),
    PerformanceObserver: paintTiming
      ? class {
          constructor(callback: (list: unknown, observer: { disconnect: () => void }) => void) {
            onPaint = () => callback({}, { disconnect: () => {} });
          }
          observe(options: unknown) {
            observed.push(options);
          }
        }
      : class {
          observe() {
            throw new TypeError('paint is not a supported entry type');
          }
        },
  };
  runInNewContext(loaderScript([chunk('main'), chunk('page')]), context);
  return { appended, timers, observed, paint: () => onPaint?.(), context };
}

describe('the loader', () => {
  it('appends nothing until the first paint is reported, then every script, async, in order', () => {
    const page = runLoader();
    expect(page.observed).toEqual([{ type: 'paint', buffered: true }]);
    expect(page.appended).toEqual([]);
    page.paint();
    // The paint's own task ends first: the scripts come in a task of their own.
    expect(page.appended).toEqual([]);
    const afterPaint = page.timers.at(-1)!;
    afterPaint();
    expect(page.appended).toEqual([
      { src: chunk('main'), async: true },
      { src: chunk('page'), async: true },
    ]);
  });

  it('appends the scripts once, whichever of the paint and the timer comes first', () => {
    const page = runLoader();
    const [lastResort] = page.timers;
    expect(page.context.setTimeout).toHaveBeenCalledWith(expect.any(Function), PAINT_WAIT_MS);
    lastResort!();
    page.paint();
    page.timers.at(-1)!();
    expect(page.appended).toHaveLength(2);
  });

  it('appends them at once where the browser cannot report paints', () => {
    const page = runLoader({ paintTiming: false });
    expect(page.appended.map((script) => script.src)).toEqual([chunk('main'), chunk('page')]);
  });
});
