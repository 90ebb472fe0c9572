import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// What a page says, and behaviour that is the same at every width, is checked at 1280 px only (@desktop); what the
// phone's layout changes is checked on both (to keep the suite quick).

// The photos belong to the site: made at build time into /media, they load with the CMS out of reach, come from the
// site's own origin only, in a modern format, and are cached for good.

const PHOTO_PAGES = ['/', '/gallery', '/team'];

/** The CMS the site was built from (the test runner sets STRAPI_URL); its media live at its origin. */
function cmsOrigin() {
  const url = process.env.STRAPI_URL;
  if (!url) throw new Error('STRAPI_URL must be set: run the tests with npm run test:e2e');
  return new URL(url).origin;
}

/**
 * Scrolls through the page so that every lazy photo is asked for, and waits until each photo shown in main has loaded.
 * It reads the photos afresh on each look: the album's static HTML holds a layout per breakpoint, and once hydrated it
 * keeps only the one that fits, so photos found before that may no longer be there (a locator's nth would move).
 */
async function loadEveryPhoto(page: Page) {
  const photos = page.getByRole('main').locator('picture img');
  await expect
    .poll(
      () =>
        photos.evaluateAll((images: HTMLImageElement[]) => {
          // The preview's other pages and the layouts for other widths are hidden: they are not asked for.
          const shown = images.filter((image) => image.checkVisibility());
          const waiting = shown.filter((image) => !(image.complete && image.naturalWidth > 0));
          waiting[0]?.scrollIntoView({ block: 'center' });
          return { shown: shown.length > 0, waiting: waiting.length };
        }),
      { timeout: 20_000 },
    )
    .toEqual({ shown: true, waiting: 0 });
}

test.describe('photos', () => {
  test('reach Chromium as AVIF, sized for the layout, and are cached for good', async ({ page }) => {
    const photos: { type: string; cache: string; url: string }[] = [];
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname.startsWith('/media/'))
        photos.push({
          url: response.url(),
          type: response.headers()['content-type'] ?? '',
          cache: response.headers()['cache-control'] ?? '',
        });
    });
    await page.goto('/gallery');
    await loadEveryPhoto(page);
    expect(photos.length).toBeGreaterThan(10);
    for (const photo of photos) {
      expect(photo.type).toBe('image/avif');
      expect(photo.cache).toBe('public, max-age=31536000, immutable');
    }
    // The album's rows are at most 280 px high: nothing near the 1440 px viewer size is fetched for them, not even
    // for the breakpoint layouts that the page's width hides.
    expect(photos.filter((photo) => photo.url.endsWith('-1440.avif'))).toEqual([]);
  });

  test('hold their place with their own colour until they load, so nothing moves', async ({ page }) => {
    // The photos never arrive: their places still have the photo's shape and a colour, not a collapsed gap.
    await page.route('**/media/**', () => {});
    await page.goto('/team', { waitUntil: 'domcontentloaded' });
    const portrait = page.getByRole('main').locator('picture img').first();
    const box = await portrait.boundingBox();
    expect(box!.width).toBeGreaterThan(50);
    expect(Math.abs(box!.width - box!.height)).toBeLessThan(2); // the portraits are square
    expect(await portrait.evaluate((img) => getComputedStyle(img).backgroundColor)).toMatch(
      /^rgb\(\d+, \d+, \d+\)$/,
    );
  });

  test.describe('the same at every width', { tag: '@desktop' }, () => {
    test('every photo loads with the CMS out of reach, and none is asked of it', async ({ page }) => {
      const asked: string[] = [];
      // As if the CMS had stopped after the build: every request to it fails.
      await page.route(
        (url) => url.origin === cmsOrigin(),
        (route) => {
          asked.push(route.request().url());
          return route.abort('connectionrefused');
        },
      );
      for (const path of PHOTO_PAGES) {
        await page.goto(path);
        await loadEveryPhoto(page);
      }
      expect(asked).toEqual([]);
    });

    test('come only from the site itself, as the policy says', async ({ page, baseURL }) => {
      const origins = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'image') origins.add(new URL(request.url()).origin);
      });
      for (const path of PHOTO_PAGES) {
        await page.goto(path);
        await loadEveryPhoto(page);
        const policy = await page
          .locator('meta[http-equiv="Content-Security-Policy"]')
          .getAttribute('content');
        expect(policy).toMatch(/(^|; )img-src 'self' data:(;|$)/);
      }
      expect([...origins]).toEqual([new URL(baseURL!).origin]);
    });
  });
});
