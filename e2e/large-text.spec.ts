import type { Page } from '@playwright/test';
import { about } from '../lib/content/about';
import { contact } from '../lib/content/contact';
import { privacy } from '../lib/content/privacy';
import { terms } from '../lib/content/terms';
import { expect, expectNoAxeViolations, routes, test, visit } from './fixtures';
import { GalleryPage } from './pages/gallery';
import { Shell } from './pages/shell';
import { TabSet } from './pages/tabs';

// The browser's text at 150% and 200% of its default 16px: what older readers set, and what WCAG's Resize Text asks.
const largeTextSizes = [24, 32] as const;

// Every route, the second album page and the page for an address that does not exist.
const paths = [...routes, '/gallery/2', '/no-such-page'];

/**
 * The visible controls a reader cannot wholly see or reach: past the left or right edge of the screen (unless a box
 * that scrolls sideways holds them), or cut by a box that clips what overflows it.
 */
function controlsCutOff(page: Page) {
  const width = page.viewportSize()!.width;
  return page.evaluate((width) => {
    const problems: string[] = [];
    for (const control of document.querySelectorAll('a[href], button, [role="tab"]')) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const box = control.getBoundingClientRect();
      // A visually hidden control is a 1px box until it takes focus (the skip link is moved, not shrunk).
      if (box.width < 2 || box.height < 2) continue;
      const name = `"${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 30)}"`;
      let scrollsSideways = false;
      for (let box2 = control.parentElement; box2 && box2 !== document.body; box2 = box2.parentElement) {
        const style = getComputedStyle(box2);
        if (/auto|scroll/.test(style.overflowX) && box2.scrollWidth > box2.clientWidth + 1)
          scrollsSideways = true;
        const clipsX = /hidden|clip/.test(style.overflowX);
        const clipsY = /hidden|clip/.test(style.overflowY);
        if (!clipsX && !clipsY) continue;
        const clip = box2.getBoundingClientRect();
        const cutX = clipsX && (box.left < clip.left - 0.5 || box.right > clip.right + 0.5);
        const cutY = clipsY && (box.top < clip.top - 0.5 || box.bottom > clip.bottom + 0.5);
        if (cutX || cutY)
          problems.push(`${name} cut by <${box2.tagName.toLowerCase()} class="${box2.className}">`);
      }
      if (!scrollsSideways && (box.left < -0.5 || box.right > width + 0.5)) {
        problems.push(`${name} at ${Math.round(box.left)}-${Math.round(box.right)} of ${width}px`);
      }
    }
    return problems;
  }, width);
}

type Box = { left: number; right: number; top: number; bottom: number };

/** The badge's box while it is shown; null while it waits out of sight. */
function badgeBox(page: Page): Promise<Box | null> {
  return page
    .getByRole('complementary', { name: 'Book a visit' })
    .locator(':scope > button')
    .evaluate((badge) => {
      if (!badge.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return null;
      const { left, right, top, bottom } = badge.getBoundingClientRect();
      return { left, right, top, bottom };
    });
}

/** The lines of text on screen, outside the badge, that the box covers. */
function textUnder(page: Page, box: Box) {
  return page.evaluate((box) => {
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('aside')) continue;
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        // Visually hidden text is a 1px box; it is read, not seen.
        if (line.width < 2 || line.height < 2 || line.bottom <= 0 || line.top >= innerHeight) continue;
        const overlaps =
          line.left < box.right - 1 &&
          line.right > box.left + 1 &&
          line.top < box.bottom - 1 &&
          line.bottom > box.top + 1;
        if (overlaps) covered.push(node.textContent.trim().slice(0, 40));
      }
    }
    return covered;
  }, box);
}

/**
 * At the top of the page the badge covers no text, the heading included, or, where it waits out of sight, the header
 * offers the booking popup itself (its bar's Start a Care Enquiry on a wide screen, its strip's Book Now where the
 * bar has no room for it); at the end of the page the badge is there and covers no text.
 */
async function expectBadgeClearOfText(page: Page, path: string, { visited = false } = {}) {
  const shell = new Shell(page);
  if (!visited) await visit(page, path);

  const atTop = await badgeBox(page);
  if (atTop) expect(await textUnder(page, atTop), 'text under the badge at the top').toEqual([]);
  else
    await expect(
      shell.banner
        .getByRole('button', { name: /^(Book Now|Start a Care Enquiry)$/ })
        .filter({ visible: true })
        // (On a wide, short screen the strip's and the bar's are both there.)
        .first(),
    ).toBeInViewport({ ratio: 1 });

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(shell.badge).toBeVisible();
  const atEnd = await badgeBox(page);
  expect(atEnd, 'the badge at the end of the page').not.toBeNull();
  expect(await textUnder(page, atEnd!), 'text under the badge at the end').toEqual([]);
}

/**
 * Walks the home page by Tab, from the skip link to the footer's last link, and names every control that had focus
 * while under the badge. The browser scrolls a focused control into view; the page's bottom scroll padding must keep
 * it clear of the badge too.
 */
async function expectFocusClearOfBadge(page: Page) {
  await visit(page, '/');
  const hidden: string[] = [];
  const met = new Set<string>();
  for (let step = 0; step < 150; step++) {
    await page.keyboard.press('Tab');
    // The badge follows the scroll a frame late.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const focused = await page.evaluate(() => {
      const control = document.activeElement;
      if (!control || control === document.body) return null;
      const { left, right, top, bottom } = control.getBoundingClientRect();
      const name = (control.textContent ?? '').trim().slice(0, 30);
      return { name, inBadge: !!control.closest('aside'), left, right, top, bottom };
    });
    if (!focused) continue;
    if (met.has(focused.name) && focused.name === 'Skip to main content') break;
    met.add(focused.name);
    const badge = await badgeBox(page);
    if (!badge || focused.inBadge) continue;
    const overlaps =
      focused.left < badge.right &&
      focused.right > badge.left &&
      focused.top < badge.bottom &&
      focused.bottom > badge.top;
    if (overlaps) hidden.push(focused.name);
  }
  expect([...met], 'the walk reached the footer').toContain('Terms & Conditions');
  expect(hidden).toEqual([]);
}

for (const textSize of largeTextSizes) {
  test.describe(`with the browser's text at ${textSize}px`, () => {
    test.use({ textSize });

    // One visit a page: first what fits at the top, then the badge at the top and at the end (which scrolls).
    for (const path of paths) {
      test(`${path} fits the screen, every control on it, and the Book Now badge covers no heading or text at the top or the end`, async ({
        page,
      }) => {
        test.slow();
        await visit(page, path);
        await test.step('fits the screen, every control on it', async () => {
          const width = page.viewportSize()!.width;
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            'page width',
          ).toBeLessThanOrEqual(width);
          expect(await controlsCutOff(page)).toEqual([]);
          // The way to every other page: the navigation on a wide screen, the Menu on a narrow one.
          const shell = new Shell(page);
          const way = (await shell.mainNav.isVisible()) ? shell.mainNav : shell.menuButton;
          await expect(way).toBeInViewport({ ratio: 1 });
        });
        await test.step('the Book Now badge covers no heading or text at the top or the end', async () => {
          await expectBadgeClearOfText(page, path, { visited: true });
        });
      });
    }

    test('a control that takes focus is never under the Book Now badge', async ({ page }) => {
      test.slow();
      await expectFocusClearOfBadge(page);
    });

    test('the menu opens, fits and closes', async ({ page }) => {
      const shell = new Shell(page);
      await visit(page, '/about');
      await shell.openMenu();
      const close = shell.menu.getByRole('button', { name: 'Close' });
      await expect(close).toBeFocused();
      // The menu can be taller than the screen: its last controls are reached by scrolling it.
      for (const control of [close, shell.menu.getByRole('button', { name: 'Start a Care Enquiry' })]) {
        await control.scrollIntoViewIfNeeded();
        // Scroll positions are whole pixels and the layout is not: scrolled to, a control may stay cut by a third of
        // a pixel (seen at 24px text on a phone, with seven links in the menu), which no one can see.
        await expect(control).toBeInViewport({ ratio: 0.99 });
      }
      expect(await controlsCutOff(page)).toEqual([]);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await shell.expectClosed(shell.menu, shell.menuButton);
    });

    test('the booking popup opens from the header, fits and closes', async ({ page }) => {
      const shell = new Shell(page);
      await visit(page, '/');
      const opener = shell.banner.getByRole('button', { name: 'Book Now' });
      await opener.click();
      await expect(shell.bookingDialog).toBeVisible();
      const close = shell.bookingDialog.getByRole('button', { name: 'Close' });
      await expect(close).toBeFocused();
      await expect(close).toBeInViewport({ ratio: 1 });
      // The booking page begins below the bar, however many lines the bar's title and Close take.
      const frame = await shell.bookingFrame.boundingBox();
      for (const inBar of [shell.bookingDialog.getByRole('heading'), close]) {
        const box = (await inBar.boundingBox())!;
        expect(frame!.y).toBeGreaterThanOrEqual(box.y + box.height);
      }
      expect(await controlsCutOff(page)).toEqual([]);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(shell.bookingDialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('the photo viewer opens, fits and closes', async ({ page }) => {
      const gallery = new GalleryPage(page);
      await visit(page, '/gallery');
      await gallery.open(1);
      await expect(gallery.currentPhoto).toBeInViewport();
      for (const name of ['Close photo viewer', 'Next photo']) {
        await expect(gallery.viewer.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
      }
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(gallery.viewer).toBeHidden();
      await expect(gallery.photo(1)).toBeFocused();
    });

    test('the album shows more photos, and the home page turns its preview pages, within the screen', async ({
      page,
    }) => {
      const gallery = new GalleryPage(page);
      await visit(page, '/gallery');
      await gallery.showMore.click();
      await expect(gallery.status).toHaveText(/^Showing \d+ of \d+ photos$/);
      expect(await controlsCutOff(page)).toEqual([]);

      await visit(page, '/');
      const pages = page.getByRole('group', { name: 'Photo pages' });
      await pages.getByRole('button', { name: /^Next/ }).scrollIntoViewIfNeeded();
      // The page's width in every frame while the photos slide (in a phone's browser, a wider page can be dragged).
      const widest = page.evaluate(
        () =>
          new Promise<number>((done) => {
            let frames = 0;
            let widest = 0;
            const measure = () => {
              widest = Math.max(widest, document.documentElement.scrollWidth);
              if (++frames < 60) requestAnimationFrame(measure);
              else done(widest);
            };
            requestAnimationFrame(measure);
          }),
      );
      await pages.getByRole('button', { name: /^Next/ }).click();
      expect(await widest, 'page width while the photos slide').toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      await expect(pages.getByRole('button', { name: /^Page 2 of/ })).toHaveAttribute('aria-current', 'true');
      expect(await controlsCutOff(page)).toEqual([]);
    });

    test('the map shows its notice and button whole before it is asked for', async ({ page }) => {
      await visit(page, '/contact');
      const show = page.getByRole('button', { name: contact.map.showText });
      await show.scrollIntoViewIfNeeded();
      await expect(show).toBeInViewport({ ratio: 1 });
      expect(await controlsCutOff(page)).toEqual([]);
      // The notice's box holds all of it, and what follows starts below it.
      const notice = show.locator('xpath=ancestor::div[p]');
      expect(await notice.evaluate((box) => box.scrollHeight - box.clientHeight)).toBeLessThanOrEqual(1);
      const below = (await page.getByRole('link', { name: /^Get directions/ }).boundingBox())!;
      const box = (await notice.boundingBox())!;
      expect(below.y).toBeGreaterThanOrEqual(box.y + box.height);
    });

    for (const { path, content } of [
      { path: '/about', content: about },
      { path: '/privacy', content: privacy },
      { path: '/terms', content: terms },
    ]) {
      test(`every tab on ${path} opens and fits`, async ({ page }) => {
        test.slow();
        const tabs = new TabSet(page, content.tabsLabel);
        await visit(page, path);
        for (const tab of content.tabs) {
          await tabs.tab(tab.label).click();
          await expect(tabs.panel.getByRole('heading', { name: tab.title, exact: true })).toBeVisible();
          expect(await controlsCutOff(page)).toEqual([]);
          // The first tab is the page as it loads, scanned whole; each tab after it changes only the tab set.
          await expectNoAxeViolations(page, tab === content.tabs[0] ? {} : { only: TabSet.changingParts });
        }
      });
    }
  });
}

// The text at the browser's own size, on the phone and the wide screen: at rest, before the visitor has scrolled, the
// badge covers nothing they came to read (at 390px it once covered the end of the home page's opening paragraph).
test.describe('at the default text size', () => {
  for (const path of paths) {
    test(`${path}: the Book Now badge covers no heading or text at the top or the end`, async ({ page }) => {
      await expectBadgeClearOfText(page, path);
    });
  }
});

// A window tall enough for the enlarged text (over 36rem), where the badge is a pill, not a bar: at the top the
// header's own Book Now is in sight, and at the end, and wherever focus goes, the pill keeps clear.
test.describe('on a tall desktop screen with the text at 150%', { tag: '@desktop' }, () => {
  test.use({ textSize: 24, viewport: { width: 1280, height: 1000 } });

  test('a control that takes focus is never under the Book Now badge', async ({ page }) => {
    test.slow();
    await expectFocusClearOfBadge(page);
  });

  for (const path of paths) {
    test(`${path}: the Book Now badge covers no heading or text at the top or the end`, async ({ page }) => {
      await expectBadgeClearOfText(page, path);
    });
  }
});

// A phone held sideways is short for any text size: the badge waits for the header there too.
test.describe('on a phone held sideways at the default text size', { tag: '@mobile' }, () => {
  test.use({ viewport: { width: 844, height: 390 } });

  for (const path of paths) {
    test(`${path}: the Book Now badge covers no heading or text at the top or the end`, async ({ page }) => {
      await expectBadgeClearOfText(page, path);
    });
  }
});
