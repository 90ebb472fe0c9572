import { readdirSync, readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, test, visit } from './fixtures';
import { GalleryPage } from './pages/gallery';
import { cmsCollection } from './cms-data';
import { ALBUM_PAGE_SIZE } from '../lib/album';
import { site } from '../lib/site';

// What a page says, and behaviour that is the same at every width, is checked at 1280 px only (@desktop); what the
// phone's layout changes is checked on both (to keep the suite quick).

/** The distinct photos (named by the hash of their bytes) a page's HTML shows. */
/** The photos in a page's main part (the logo in its header and footer aside). */
function photoKeys(html: string): Set<string> {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return new Set([...main.matchAll(/\/media\/([0-9a-f]{16})-\d+\.avif/g)].map((match) => match[1]!));
}

/** The album page a page's HTML links as the next one (rel="next"), if any. */
function nextPageOf(html: string) {
  return html.match(/<a href="([^"]+)" rel="next"/)?.[1] ?? null;
}

test.describe('gallery page', () => {
  test("the album's pages hold every published photo once, in static HTML, as files of the site", async ({
    request,
  }) => {
    const published = await cmsCollection('galleries');
    expect(published.length).toBeGreaterThan(ALBUM_PAGE_SIZE);
    const seen: string[] = [];
    const visited: string[] = [];
    for (let path: string | null = '/gallery'; path;) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const keys = [...photoKeys(html)];
      expect(keys.length, path).toBeLessThanOrEqual(ALBUM_PAGE_SIZE);
      expect(html, path).not.toContain('/uploads/');
      // Each page is a page of its own for search engines.
      expect(html, path).toContain(`<link rel="canonical" href="${new URL(path, site.url).href}"/>`);
      seen.push(...keys);
      visited.push(path);
      path = nextPageOf(html);
    }
    expect(visited).toEqual(['/gallery', '/gallery/2']);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(published.length);
  });

  test('shows the first page of photos, loaded, in rows, and says how many of all', async ({ page }) => {
    const published = await cmsCollection('galleries');
    await page.goto('/gallery');
    const gallery = new GalleryPage(page);
    await expect(gallery.photos).toHaveCount(ALBUM_PAGE_SIZE);
    await expect(gallery.status).toHaveText(`Showing ${ALBUM_PAGE_SIZE} of ${published.length} photos`);
    const first = gallery.photo(1).locator('img');
    // Lazy, all of them (the hidden breakpoint layouts must not fetch theirs); the first screen's load all the same.
    await expect(first).toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test('"Show more photos" appends the next page, moves focus to its first photo and announces the count', async ({
    page,
  }) => {
    const published = await cmsCollection('galleries');
    const gallery = await GalleryPage.visit(page, '/gallery');
    const showMore = page.getByRole('button', { name: 'Show more photos' });
    await expect(showMore).toBeVisible();
    await expectNoAxeViolations(page);

    await showMore.click();
    // The gallery has two pages: the second is the last, so the control goes.
    await expect(gallery.photos).toHaveCount(published.length);
    await expect(gallery.photo(ALBUM_PAGE_SIZE + 1)).toBeFocused();
    await expect(gallery.status).toHaveText(`Showing ${published.length} of ${published.length} photos`);
    await expect(gallery.showMore).toHaveCount(0);
    await expect(page).toHaveURL(/\/gallery$/);
    // The new photos load, from the site.
    const img = gallery.photo(published.length).locator('img');
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
    await expectNoAxeViolations(page);
  });

  test('a later album page is a page of its own, linked back to the first, with no accessibility violations', async ({
    page,
  }) => {
    const published = await cmsCollection('galleries');
    const gallery = await GalleryPage.visit(page, '/gallery/2');
    await expect(gallery.photos).toHaveCount(published.length - ALBUM_PAGE_SIZE);
    await expect(gallery.photo(ALBUM_PAGE_SIZE + 1)).toBeVisible();
    await expect(gallery.status).toHaveText(
      `Showing photos ${ALBUM_PAGE_SIZE + 1} to ${published.length} of ${published.length}`,
    );
    await expect(page).toHaveTitle(/^Gallery, page 2 of 2 \| /);
    await expect(gallery.pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // The navigation's Gallery link (in the header, or in the menu on a phone) says the visitor is within it.
    const galleryLinks = page.getByRole('banner').locator('a[href="/gallery"]');
    expect(await galleryLinks.count()).toBeGreaterThan(0);
    for (const link of await galleryLinks.all()) await expect(link).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page);
    await gallery.pages.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(gallery.photo(1)).toBeVisible();
  });

  test('opens the viewer on the clicked photo, moves with the arrow keys, closes on Escape, and gives focus back', async ({
    page,
  }) => {
    const gallery = await GalleryPage.visit(page, '/gallery');
    const third = gallery.photo(3);
    const thirdSrc = await third.locator('img').getAttribute('src');
    // Read now: while the viewer is open the page behind it is inert, out of reach of roles and the keyboard.
    const fourthSrc = await gallery.photo(4).locator('img').getAttribute('src');
    await third.click();

    await expect(gallery.viewer).toBeVisible();
    await expect(gallery.currentPhoto).toHaveAttribute('src', thirdSrc!);
    await expect(gallery.viewer.getByRole('button', { name: 'Previous photo' })).toBeVisible();
    await expect(gallery.viewer.getByRole('button', { name: 'Close photo viewer' })).toBeVisible();

    await gallery.settled();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.currentPhoto).toHaveAttribute('src', fourthSrc!);
    await gallery.settled();
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.currentPhoto).toHaveAttribute('src', thirdSrc!);

    await page.keyboard.press('Escape');
    await expect(gallery.viewer).toBeHidden();
    await expect(third).toBeFocused();
  });

  test('has no accessibility violations with the viewer open', async ({ page }) => {
    const gallery = await GalleryPage.visit(page, '/gallery');
    await gallery.photo(2).click();
    await expect(gallery.currentPhoto).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe('the viewer’s logic, the same at every width', { tag: '@desktop' }, () => {
    test('the appended photos fade in, and for a visitor who prefers reduced motion nothing moves', async ({
      page,
    }) => {
      const gallery = new GalleryPage(page);
      /** The animations and transitions (of more than a millisecond) in the page when the first new photo has focus. */
      const motionOnShowMore = async () => {
        await visit(page, '/gallery');
        // By keyboard: a click leaves the pointer over the photos that arrive, whose hover transitions are not motion
        // that showing more started (and made this test fail about one run in three on a desktop).
        await page.getByRole('button', { name: 'Show more photos' }).focus();
        await page.keyboard.press('Enter');
        await expect(gallery.photo(ALBUM_PAGE_SIZE + 1)).toBeFocused();
        return page.evaluate(() =>
          document
            .getAnimations()
            .filter((animation) => Number(animation.effect?.getComputedTiming().duration) > 1)
            .map((animation) =>
              animation instanceof CSSAnimation ? animation.animationName : 'a transition',
            ),
        );
      };
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      expect(await motionOnShowMore()).toEqual([expect.stringMatching(/appear$/)]);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await motionOnShowMore()).toEqual([]);
    });

    test('the viewer moves from the last photo of a page to the first of the next, loading it', async ({
      page,
    }) => {
      const published = await cmsCollection('galleries');
      const next = await (await page.request.get('/gallery/pages/2.json')).json();
      const firstOfNext: string = next.photos[0].image.jpeg.at(-1).src;
      const gallery = await GalleryPage.visit(page, '/gallery');
      const last = gallery.photo(ALBUM_PAGE_SIZE);
      await gallery.open(ALBUM_PAGE_SIZE);
      await page.keyboard.press('ArrowRight');
      await expect(gallery.currentPhoto).toHaveAttribute('src', firstOfNext);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(gallery.viewer).toBeHidden();
      await expect(last).toBeFocused();
      await expect(gallery.photos).toHaveCount(published.length);
    });

    test('past the last photo loaded, the viewer says when the next page cannot be loaded, and tries again', async ({
      page,
    }) => {
      const next = await (await page.request.get('/gallery/pages/2.json')).json();
      await page.route('**/gallery/pages/*.json', (route) => route.abort('internetdisconnected'));
      const gallery = await GalleryPage.visit(page, '/gallery');
      await gallery.open(ALBUM_PAGE_SIZE);
      await page.keyboard.press('ArrowRight');
      const current = gallery.currentSlide;
      await expect(
        current.getByText('Sorry, more photos could not be loaded. Please try again.'),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await page.unroute('**/gallery/pages/*.json');
      await current.getByRole('button', { name: 'Try again' }).click();
      await expect(gallery.currentPhoto).toHaveAttribute('src', next.photos[0].image.jpeg.at(-1).src);
    });

    test('the viewer keeps keyboard focus off the page behind it while open', async ({ page }) => {
      const gallery = await GalleryPage.visit(page, '/gallery');
      await gallery.photo(1).click();
      await expect(gallery.viewer).toBeVisible();
      const visited = new Set<string>();
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press('Tab');
        // Past the viewer's last control, focus may rest on the browser's own interface (document.body), as it does
        // for a native modal dialog; it must never reach the page behind.
        const where = await page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'browser';
          return active.closest('[role="dialog"][aria-label="Photo viewer"]')
            ? `viewer:${active.getAttribute('aria-label') ?? active.tagName}`
            : 'page';
        });
        expect(where).not.toBe('page');
        visited.add(where);
      }
      expect([...visited].some((place) => place.startsWith('viewer:'))).toBe(true);
      // The viewer's library makes everything beside it inert and hidden from assistive technology, and undoes it.
      const behind = () =>
        page.evaluate(() =>
          [...document.body.children]
            .filter(
              (element) =>
                !element.matches('script, template, style') &&
                !element.querySelector('[role="dialog"][aria-label="Photo viewer"]') &&
                !element.matches('[role="dialog"]'),
            )
            .map((element) => [element.hasAttribute('inert'), element.getAttribute('aria-hidden')]),
        );
      expect(new Set((await behind()).map(String))).toEqual(new Set([String([true, 'true'])]));
      await page.keyboard.press('Escape');
      await expect(gallery.viewer).toBeHidden();
      expect(new Set((await behind()).map(String))).toEqual(new Set([String([false, null])]));
    });

    test('a photo that cannot be loaded shows an error in words and an icon', async ({ page }) => {
      const gallery = await GalleryPage.visit(page, '/gallery');
      const count = await gallery.photos.count();
      // From now on the photos fail; the last photo, lazy and far down the page, was never loaded.
      await page.route('**/media/**', (route) => route.abort('failed'));
      await gallery.photo(count).click();
      const current = gallery.currentSlide;
      await expect(current.getByText('Sorry, this photo could not be loaded.')).toBeVisible();
      await expect(current.locator('svg')).toBeVisible();
    });

    test('the viewer closes with its Close button', async ({ page }) => {
      const gallery = await GalleryPage.visit(page, '/gallery');
      await gallery.photo(1).click();
      await gallery.viewer.getByRole('button', { name: 'Close photo viewer' }).click();
      await expect(gallery.viewer).toBeHidden();
    });

    test('loads the viewer only when a photo is opened', async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await visit(page, '/gallery', { waitUntil: 'networkidle' });
      const before = scripts.length;
      await new GalleryPage(page).photo(1).click();
      await expect(new GalleryPage(page).viewer).toBeVisible();
      expect(scripts.length).toBeGreaterThan(before);
    });
  });
});

test.describe('gallery page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every photo is a link to its full-size image, and "Show more photos" leads to the next page', async ({
    page,
  }) => {
    const published = await cmsCollection('galleries');
    await page.goto('/gallery');
    const gallery = new GalleryPage(page);
    await expect(gallery.photos).toHaveCount(ALBUM_PAGE_SIZE);
    const href = await gallery.photo(1).getAttribute('href');
    expect(href).toMatch(/^\/media\/[0-9a-f]{16}-\d+\.webp$/);
    await expect(gallery.showMore).toHaveAttribute('href', '/gallery/2');
    await gallery.showMore.click();
    await expect(page).toHaveURL(/\/gallery\/2$/);
    await expect(gallery.photo(published.length)).toBeVisible();
    await expect(gallery.showMore).toHaveCount(0);
  });
});

test('the built site carries no CMS token', () => {
  const token = process.env.STRAPI_TOKEN;
  expect(token, 'the e2e tests run with the CMS token in STRAPI_TOKEN').toBeTruthy();
  const files = readdirSync('out', { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const content = readFileSync(`${file.parentPath}/${file.name}`);
    expect(content.includes(token!), `${file.parentPath}/${file.name}`).toBe(false);
  }
});
