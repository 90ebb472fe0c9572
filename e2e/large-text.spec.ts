import type { Page } from '@playwright/test';
import { about } from '../lib/content/about';
import { privacy } from '../lib/content/privacy';
import { terms } from '../lib/content/terms';
import { expect, expectNoAxeViolations, routes, test, waitForIslands } from './fixtures';
import { GalleryPage } from './pages/gallery';
import { Shell } from './pages/shell';
import { TabSet } from './pages/tabs';

// The browser's text at 150% and 200% of its default 16px: what older readers set, and what WCAG's Resize Text asks.
const largeTextSizes = [24, 32] as const;

// Every route, the second album page and the page for an address that does not exist.
const paths = [...routes, '/gallery/2', '/no-such-page'];

/** The visible controls that reach past the left or right edge of the screen, unless a scrolling box holds them. */
function controlsOffScreen(page: Page, width: number) {
  return page.evaluate((width) => {
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    return [...document.querySelectorAll('a[href], button, [role="tab"]')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }) && !clipped(element))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && (box.left < -0.5 || box.right > width + 0.5);
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30);
        return `${element.closest('header, footer, main, aside')?.tagName ?? 'BODY'} "${name}" at ${Math.round(box.left)}-${Math.round(box.right)}`;
      });
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

for (const textSize of largeTextSizes) {
  test.describe(`with the browser's text at ${textSize}px`, () => {
    test.use({ textSize });

    for (const path of paths) {
      test(`${path} fits the screen, every control on it`, async ({ page }) => {
        await page.goto(path);
        await waitForIslands(page);
        const width = page.viewportSize()!.width;
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          'page width',
        ).toBeLessThanOrEqual(width);
        expect(await controlsOffScreen(page, width)).toEqual([]);
        // The way to every other page: the navigation on a wide screen, the Menu on a narrow one.
        const shell = new Shell(page);
        const way = (await shell.mainNav.isVisible()) ? shell.mainNav : shell.menuButton;
        await expect(way).toBeInViewport({ ratio: 1 });
      });
    }

    for (const path of paths) {
      test(`${path}: the Book Now badge covers neither the heading at the top nor text at the end`, async ({
        page,
      }) => {
        const shell = new Shell(page);
        await page.goto(path);
        await waitForIslands(page);

        // At the top the badge covers no text, the heading included; or, where it waits out of sight (text large
        // for the screen), the header offers the popup itself.
        const atTop = await badgeBox(page);
        if (atTop) expect(await textUnder(page, atTop), 'text under the badge at the top').toEqual([]);
        else await expect(shell.banner.getByRole('link', { name: 'Book Now' })).toBeInViewport({ ratio: 1 });

        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(shell.badge).toBeVisible();
        await expect.poll(() => badgeBox(page)).not.toBeNull();
        expect(await textUnder(page, (await badgeBox(page))!), 'text under the badge at the end').toEqual([]);
      });
    }
  });
}

test.describe('on a phone with the text at 200%', { tag: '@mobile' }, () => {
  test.use({ textSize: 32 });

  test('the menu opens, fits and closes', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/about');
    await waitForIslands(page);
    await shell.menuButton.click();
    await expect(shell.menu).toBeVisible();
    const close = shell.menu.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    // The menu is taller than the screen at this size: its last controls are reached by scrolling it.
    for (const control of [close, shell.menu.getByRole('link', { name: 'Start a Care Enquiry' })]) {
      await control.scrollIntoViewIfNeeded();
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    expect(await controlsOffScreen(page, page.viewportSize()!.width)).toEqual([]);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(shell.menu).toBeHidden();
    await expect(shell.menuButton).toBeFocused();
  });

  test('the booking popup opens from the header, fits and closes', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/');
    await waitForIslands(page);
    const opener = shell.banner.getByRole('link', { name: 'Book Now' });
    await opener.click();
    await expect(shell.bookingDialog).toBeVisible();
    const close = shell.bookingDialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await expect(close).toBeInViewport({ ratio: 1 });
    // The booking page begins below the bar, however many lines the bar's title takes.
    const bar = await shell.bookingDialog.getByRole('heading').boundingBox();
    const frame = await shell.bookingFrame.boundingBox();
    expect(frame!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(shell.bookingDialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the photo viewer opens, fits and closes', async ({ page }) => {
    const gallery = new GalleryPage(page);
    await page.goto('/gallery');
    await waitForIslands(page);
    await gallery.open(1);
    await expect(gallery.currentSlide).toBeInViewport();
    for (const name of ['Close photo viewer', 'Next photo']) {
      await expect(gallery.viewer.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(gallery.viewer).toBeHidden();
    await expect(gallery.photo(1)).toBeFocused();
  });

  for (const { path, content } of [
    { path: '/about', content: about },
    { path: '/privacy', content: privacy },
    { path: '/terms', content: terms },
  ]) {
    test(`every tab on ${path} opens and fits`, async ({ page }) => {
      test.slow();
      const tabs = new TabSet(page, content.tabsLabel);
      await page.goto(path);
      await waitForIslands(page);
      for (const tab of content.tabs) {
        await tabs.tab(tab.label).click();
        await expect(tabs.panel.getByRole('heading', { name: tab.title, exact: true })).toBeVisible();
        expect(await controlsOffScreen(page, page.viewportSize()!.width)).toEqual([]);
        await expectNoAxeViolations(page);
      }
    });
  }
});
