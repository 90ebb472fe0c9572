import type { Page } from '@playwright/test';
import { timings } from './checks';
import { expect, test, visit } from './fixtures';

// What a page fetches before its first paint (docs/performance.md): its stylesheets and the basic parts
// of its fonts; its scripts and its hydration data only after it, and the islands still come alive.

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

// That each page fetches its scripts and data only after its first paint, each once, is a step of its visit at
// 1280 px in every-page.spec.ts; here, the fonts.
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
  // After the islands have run: text changed before React hydrates the page is put back by it (the test then
  // passed only on its retry, in one measured run).
  await visit(page, '/privacy');
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
