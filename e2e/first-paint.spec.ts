import type { Page } from '@playwright/test';
import { expect, routes, test, visit } from './fixtures';

// What a page fetches before its first paint (docs/performance.md): its stylesheets and the basic parts
// of its fonts; its scripts and its hydration data only after it, and the islands still come alive.

const CHUNK = /\/_next\/static\/chunks\/[^/]+\.js$/;
const DATA = /\/_next\/static\/page-data\/[0-9a-f]+\.js$/;

/** The resources the page fetched, as the browser's Resource Timing API records them, and its first contentful paint. */
function timings(page: Page) {
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    resources: performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
  }));
}

/** The fonts Chromium drew an element's text with (CDP's CSS.getPlatformFontsForNode), by name and glyph count. */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return Object.fromEntries(fonts.map((font) => [font.familyName, font.glyphCount]));
}

// The order of fetches does not depend on the width (the page names the same scripts): once, at 1280 px.
for (const route of routes) {
  test(
    `${route}: scripts and data are fetched only after the first paint, and the islands still run`,
    {
      tag: '@desktop',
    },
    async ({ page }) => {
      // Data that came late or incomplete would not stop the islands: React would log an error and render them afresh.
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await visit(page, route);
      const { paint, resources } = await timings(page);
      expect(paint).not.toBeNull();
      const scripts = resources.filter((resource) => CHUNK.test(resource.url));
      const data = resources.filter((resource) => DATA.test(resource.url));
      expect(scripts.length).toBeGreaterThan(0);
      // The data is in a file of its own, not in the HTML.
      expect(data).toHaveLength(1);
      expect(
        await page.locator('script:not([src])').evaluateAll((tags) => tags.map((tag) => tag.textContent)),
      ).not.toContainEqual(expect.stringContaining('__next_f'));
      const early = [...scripts, ...data]
        .filter((script) => script.start < paint!)
        .map((script) => script.url);
      expect(early).toEqual([]);
      // Each script once: React must recognise the loader's scripts rather than fetch a chunk a second time.
      const urls = scripts.map((script) => script.url);
      expect(urls).toEqual([...new Set(urls)]);
      expect(errors).toEqual([]);
    },
  );
}

test('headings and body text are drawn in the web fonts, from the basic files alone', async ({ page }) => {
  await page.goto('/privacy');
  await page.evaluate(() => document.fonts.ready);
  expect(Object.keys(await renderedFonts(page, 'h1'))).toEqual(['Fraunces']);
  expect(Object.keys(await renderedFonts(page, 'main p'))).toEqual(['Atkinson Hyperlegible Next']);
  const fonts = (await timings(page)).resources.filter((resource) => resource.url.endsWith('.woff2'));
  // A file's name up to its first '-' or '.': next/font adds a suffix and a hash, which may hold '_' too.
  expect(fonts.map((font) => font.url.match(/\/media\/([a-z0-9_]+?)[-.]/)?.[1]).sort()).toEqual([
    'atkinson_basic',
    'fraunces_400_basic',
    'fraunces_600_basic',
  ]);
});

test('an accented letter from the CMS fetches the extended part and is drawn in the same font', async ({
  page,
}) => {
  await page.goto('/privacy');
  await page.evaluate(async () => {
    document.querySelector('h1')!.textContent = 'Zoë and Chloé';
    await document.fonts.ready;
  });
  await expect
    .poll(async () =>
      (await timings(page)).resources.some((resource) => /fraunces_600_extended/.test(resource.url)),
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready);
  expect(Object.keys(await renderedFonts(page, 'h1'))).toEqual(['Fraunces']);
});
