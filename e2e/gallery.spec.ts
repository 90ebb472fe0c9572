import { readdirSync, readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, test, waitForIslands } from './fixtures';
import { GalleryPage } from './pages/gallery';
import { cmsCollection } from './cms-data';

test.describe('gallery page', () => {
  test('the static HTML holds every published photo from the CMS, as files of the site', async ({
    request,
  }) => {
    const published = await cmsCollection('galleries');
    expect(published.length).toBeGreaterThan(25);
    const html = await (await request.get('/gallery')).text();
    // One distinct photo (named by the hash of its bytes) per published item, and nothing from the CMS's uploads.
    const photos = new Set([...html.matchAll(/\/media\/([0-9a-f]{16})-\d+\.avif/g)].map((match) => match[1]));
    expect(photos.size).toBe(published.length);
    expect(html).not.toContain('/uploads/');
  });

  test('shows every photo, loaded, in rows without shifting the layout', async ({ page }) => {
    const published = await cmsCollection('galleries');
    await page.goto('/gallery');
    const gallery = new GalleryPage(page);
    await expect(gallery.photos).toHaveCount(published.length);
    const first = gallery.photo(1).locator('img');
    // Lazy, all of them (the hidden breakpoint layouts must not fetch theirs); the first screen's load all the same.
    await expect(first).toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test('opens the viewer on the clicked photo, moves with the arrow keys, closes on Escape, and gives focus back', async ({
    page,
  }) => {
    await page.goto('/gallery');
    await waitForIslands(page);
    const gallery = new GalleryPage(page);
    const third = gallery.photo(3);
    const thirdSrc = await third.locator('img').getAttribute('src');
    // Read now: while the viewer is open the page behind it is inert, out of reach of roles and the keyboard.
    const fourthSrc = await gallery.photo(4).locator('img').getAttribute('src');
    await third.click();

    await expect(gallery.viewer).toBeVisible();
    await expect(gallery.currentSlide).toHaveAttribute('src', thirdSrc!);
    await expect(gallery.viewer.getByRole('button', { name: 'Previous photo' })).toBeVisible();
    await expect(gallery.viewer.getByRole('button', { name: 'Close photo viewer' })).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(gallery.currentSlide).toHaveAttribute('src', fourthSrc!);
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.currentSlide).toHaveAttribute('src', thirdSrc!);

    await page.keyboard.press('Escape');
    await expect(gallery.viewer).toBeHidden();
    await expect(third).toBeFocused();
  });

  test('the viewer keeps keyboard focus off the page behind it while open', async ({ page }) => {
    await page.goto('/gallery');
    await waitForIslands(page);
    const gallery = new GalleryPage(page);
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
        return active.closest('.yarl__portal')
          ? `viewer:${active.getAttribute('aria-label') ?? active.tagName}`
          : 'page';
      });
      expect(where).not.toBe('page');
      visited.add(where);
    }
    expect([...visited].some((place) => place.startsWith('viewer:'))).toBe(true);
  });

  test('has no accessibility violations with the viewer open', async ({ page }) => {
    await page.goto('/gallery');
    await waitForIslands(page);
    const gallery = new GalleryPage(page);
    await gallery.photo(2).click();
    await expect(gallery.currentSlide).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a photo that cannot be loaded shows an error in words and an icon', async ({ page }) => {
    await page.goto('/gallery');
    await waitForIslands(page);
    const gallery = new GalleryPage(page);
    const count = await gallery.photos.count();
    // From now on the photos fail; the last photo, lazy and far down the page, was never loaded.
    await page.route('**/media/**', (route) => route.abort('failed'));
    await gallery.photo(count).click();
    const current = gallery.viewer.locator('.yarl__slide_current');
    await expect(current.getByText('Sorry, this photo could not be loaded.')).toBeVisible();
    await expect(current.locator('svg')).toBeVisible();
  });

  test('the viewer closes with its Close button', async ({ page }) => {
    await page.goto('/gallery');
    await waitForIslands(page);
    const gallery = new GalleryPage(page);
    await gallery.photo(1).click();
    await gallery.viewer.getByRole('button', { name: 'Close photo viewer' }).click();
    await expect(gallery.viewer).toBeHidden();
  });

  test('loads the viewer only when a photo is opened', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/gallery', { waitUntil: 'networkidle' });
    await waitForIslands(page);
    const before = scripts.length;
    await new GalleryPage(page).photo(1).click();
    await expect(new GalleryPage(page).viewer).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);
  });
});

test.describe('gallery page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every photo as a link to its full-size image', async ({ page }) => {
    const published = await cmsCollection('galleries');
    await page.goto('/gallery');
    const gallery = new GalleryPage(page);
    await expect(gallery.photos).toHaveCount(published.length);
    const href = await gallery.photo(1).getAttribute('href');
    expect(href).toMatch(/^\/media\/[0-9a-f]{16}-\d+\.webp$/);
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
