/** @jest-environment node */
// The build step that makes every page ask for its scripts after its first paint (scripts/shared/hydrate-after-paint.ts),
// tried on a page Next.js really exported: a small app with a client island (scripts/make-site/fixtures/island-page), built
// by the project's own Next.js. A Next.js upgrade that changes how pages are written fails here, not on a visitor's page.
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { runInNewContext } from 'node:vm';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rootDir } from './paths';
import { exportNextFixture } from '../testing/next-fixture';
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

let exportDir: string;
/** The island page's index.html as Next.js exported it. */
let exported: string;

beforeAll(() => {
  exportDir = exportNextFixture(path.join(rootDir, 'scripts', 'make-site', 'fixtures', 'island-page'));
  exported = readFileSync(path.join(exportDir, 'index.html'), 'utf8');
}, 240_000);

/** Every chunk a script tag of the page loads (old browsers' polyfill aside), in the order of the markup, once each. */
const chunkTags = (html: string) => [
  ...new Set(
    [...html.matchAll(/<script\b([^>]*)\bsrc="(\/_next\/static\/chunks\/[^"]+)"([^>]*)>/g)]
      .filter(([tag]) => !/noModule/i.test(tag))
      .map(([, , src]) => src!),
  ),
];

/** The hydration data as the browser would have it after running the page's own inline scripts, in order. */
function inlineData(html: string): unknown[] {
  const page: { self: { __next_f?: unknown[] } } = { self: {} };
  for (const [, code] of html.matchAll(/<script>([^<]*__next_f[^<]*)<\/script>/g))
    runInNewContext(code!, page);
  return page.self.__next_f ?? [];
}

describe('the page Next.js exported', () => {
  it('has what the step rewrites: chunk scripts, and hydration data in inline scripts', () => {
    expect(chunkTags(exported).length).toBeGreaterThan(0);
    expect(inlineData(exported).length).toBeGreaterThan(1);
  });
});

describe('hydrateAfterPaint', () => {
  let html: string;
  let sources: string[];
  let data: { path: string; js: string } | null;
  beforeAll(() => {
    ({ html, sources, data } = hydrateAfterPaint(exported));
  });

  it('takes every chunk script and its preload out of the markup, once each', () => {
    expect([...sources].sort()).toEqual([...chunkTags(exported)].sort());
    expect(chunkTags(html)).toEqual([]);
    expect(html).not.toContain('rel="preload" as="script"');
  });

  it('moves the hydration data, in order, into a script named by its content', () => {
    expect(html).not.toContain('__next_f');
    expect(data!.path).toMatch(new RegExp(`^${PAGE_DATA_DIR}/[0-9a-f]{16}\\.js$`));
    expect(hydrateAfterPaint(exported.replaceAll('Privacy', 'Terms')).data!.path).not.toBe(data!.path);
    // Run as the browser would, the file leaves the same data where React looks for it as the page's own scripts did.
    const page: { self: { __next_f?: unknown[] } } = { self: {} };
    runInNewContext(data!.js, page);
    expect(page.self.__next_f).toEqual(inlineData(exported));
  });

  it("keeps the content, the structured data, the other inline scripts and the old browsers' polyfill", () => {
    for (const kept of ['<h1>Privacy</h1>', 'The words of the page', '<script type="application/ld+json">'])
      expect(html).toContain(kept);
    const others = [...exported.matchAll(/<script\b[^>]*>[^<]*<\/script>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !tag.includes('__next_f') && !/src="\/_next\/static\/chunks\//.test(tag));
    for (const tag of others) expect(html).toContain(tag);
    for (const [polyfill] of exported.matchAll(/<script[^>]*noModule[^>]*><\/script>/g))
      expect(html).toContain(polyfill);
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
    expect([...pageScripts(exported)].sort()).toEqual([...sources].sort());
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
  it('changes every page of the export, writes their data, and fails when none is left', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'after-paint-'));
    try {
      cpSync(exportDir, dir, { recursive: true });
      const pagesWithScripts = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
        (entry) =>
          entry.isFile() &&
          entry.name.endsWith('.html') &&
          chunkTags(readFileSync(path.join(entry.parentPath, entry.name), 'utf8')).length > 0,
      );
      const { pages, dataBytes } = hydrateAllAfterPaint(dir);
      expect(pages).toBe(pagesWithScripts.length);
      expect(dataBytes).toBeGreaterThan(0);
      const index = readFileSync(path.join(dir, 'index.html'), 'utf8');
      expect(index).toContain(LOADER_ATTRIBUTE);
      expect(readFileSync(path.join(dir, pageData(index)!), 'utf8')).toBe(
        hydrateAfterPaint(exported).data!.js,
      );
      // The RSC payloads beside the pages are not pages: left as they are.
      for (const entry of readdirSync(exportDir).filter((name) => name.endsWith('.txt')))
        expect(readFileSync(path.join(dir, entry), 'utf8')).toBe(
          readFileSync(path.join(exportDir, entry), 'utf8'),
        );
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
