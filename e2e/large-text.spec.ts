import type { Page } from '@playwright/test';
import { contact } from '../lib/content/contact';
import { legalTabsLabels } from '../lib/content/trust';
import { LAYOUT_RULES } from './axe';
import { controlsCutOff } from './checks';
import { cmsWords } from './cms-data';
import { expect, expectNoAxeViolations, setTextSize, test, visit } from './fixtures';
import { GalleryPage } from './pages/gallery';
import { Shell } from './pages/shell';
import { TabSet } from './pages/tabs';

// The browser's text at 150% and 200% of its default 16px: what older readers set, and what WCAG's Resize Text asks.
const largeTextSizes = [24, 32] as const;

// Each page's own fit and the Book Now badge at the top and the end of it, at these sizes, at the default size, on
// a tall screen and on a phone held sideways, are steps of its one visit in every-page.spec.ts; here, what opens,
// and a walk by keyboard.

/**
 * Walks the home page by Tab, from the skip link to the footer's last link, and names every control that had focus
 * while under the badge. The browser scrolls a focused control into view; the page's bottom scroll padding must keep
 * it clear of the badge too.
 */
async function expectFocusClearOfBadge(page: Page) {
  await visit(page, '/');
  const hidden: string[] = [];
  const met = new Set<string>();
  const badgeButton = page.getByRole('complementary', { name: 'Book a visit' }).locator(':scope > button');
  for (let step = 0; step < 150; step++) {
    await page.keyboard.press('Tab');
    // One round trip a step (the walk's time is mostly round trips): the focused control and the badge, read two
    // frames after the key, since the badge follows the scroll a frame late.
    const { focused, badge } = await badgeButton.evaluate(async (button) => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const control = document.activeElement;
      const shown = button.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      const box = (element: Element) => {
        const { left, right, top, bottom } = element.getBoundingClientRect();
        return { left, right, top, bottom };
      };
      return {
        focused:
          control && control !== document.body
            ? {
                name: (control.textContent ?? '').trim().slice(0, 30),
                inBadge: !!control.closest('aside'),
                ...box(control),
              }
            : null,
        badge: shown ? box(button) : null,
      };
    });
    if (!focused) continue;
    if (met.has(focused.name) && focused.name === 'Skip to main content') break;
    met.add(focused.name);
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

/** Runs `check` at 150% and then at 200%, each a step, the size changed with the page open. */
async function atEachLargeSize(page: Page, check: () => Promise<void>) {
  for (const size of largeTextSizes) {
    await test.step(`at ${size}px`, async () => {
      await setTextSize(page, size);
      await check();
    });
  }
}

// What opens, each opened, checked and closed at 150% and then at 200% in one visit, the size changed with the page
// open as a reader's own setting changes it (setTextSize): a visit costs 2 to 5 s before a test can act.
test.describe("with the browser's text at 150%, then at 200%", () => {
  test('the menu opens, fits and closes', async ({ page }) => {
    test.slow();
    const shell = new Shell(page);
    await visit(page, '/about');
    await atEachLargeSize(page, async () => {
      await shell.openMenu();
      const close = shell.menu.getByRole('button', { name: 'Close' });
      await expect(close).toBeFocused();
      // The menu can be taller than the screen: its last controls are reached by scrolling it.
      for (const control of [close, shell.menu.getByRole('button', { name: 'Start a Care Enquiry' })]) {
        await control.scrollIntoViewIfNeeded();
        // Scroll positions are whole pixels and the layout is not: scrolled to, a control may stay cut by a third
        // of a pixel (seen at 24px text on a phone, with seven links in the menu), which no one can see.
        await expect(control).toBeInViewport({ ratio: 0.99 });
      }
      expect(await controlsCutOff(page)).toEqual([]);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await shell.expectClosed(shell.menu, shell.menuButton);
    });
  });

  test('the booking popup opens from the header, fits and closes', async ({ page }) => {
    test.slow();
    const shell = new Shell(page);
    await visit(page, '/');
    const opener = shell.banner.getByRole('button', { name: 'Book Now' });
    await atEachLargeSize(page, async () => {
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
  });

  test('the photo viewer opens, fits and closes', async ({ page }) => {
    test.slow();
    const gallery = new GalleryPage(page);
    await visit(page, '/gallery');
    await atEachLargeSize(page, async () => {
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
  });

  test('the map shows its notice and button whole before it is asked for', async ({ page }) => {
    test.slow();
    await visit(page, '/contact');
    const show = page.getByRole('button', { name: contact.map.showText });
    await atEachLargeSize(page, async () => {
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
  });

  for (const { path, words, label } of [
    { path: '/about', words: () => cmsWords('aboutPage'), label: legalTabsLabels.about },
    { path: '/privacy', words: () => cmsWords('privacyNotice'), label: legalTabsLabels.privacy },
    { path: '/terms', words: () => cmsWords('termsPage'), label: legalTabsLabels.terms },
  ]) {
    test(`every tab on ${path} opens and fits`, async ({ page }) => {
      // Each size had a test of its own, slow (90 s): the two share twice that.
      test.setTimeout(180_000);
      const content = await words();
      const tabs = new TabSet(page, label);
      await visit(page, path);
      await atEachLargeSize(page, async () => {
        for (const tab of content.tabs) {
          await tabs.tab(tab.label).click();
          await expect(tabs.panel.getByRole('heading', { name: tab.title, exact: true })).toBeVisible();
          expect(await controlsCutOff(page)).toEqual([]);
          // The first tab is the page at this size, scanned whole; each tab after it changes only the tab set, and
          // only for the rules the text's size can change: every rule on every tab is tabbed-pages.spec.ts's, at
          // the default size, and a scan of the rest here cost 35 to 72 s a test (to keep the suite quick).
          await expectNoAxeViolations(
            page,
            tab === content.tabs[0] ? {} : { only: TabSet.changingParts, rules: LAYOUT_RULES },
          );
        }
      });
    });
  }
});

// The focus walk and the album are visits of their own at each size: a walk leaves the browser's starting point for
// the next Tab where it ended, and the album's "Show more" and the home page's photo pages where they were turned.
for (const textSize of largeTextSizes) {
  test.describe(`with the browser's text at ${textSize}px`, () => {
    test.use({ textSize });

    test('a control that takes focus is never under the Book Now badge', async ({ page }) => {
      test.slow();
      await expectFocusClearOfBadge(page);
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
  });
}

// A window tall enough for the enlarged text (over 36rem), where the badge is a pill, not a bar: at the top the
// header's own Book Now is in sight, and at the end, and wherever focus goes, the pill keeps clear.
test.describe('on a tall desktop screen with the text at 150%', { tag: '@desktop' }, () => {
  test.use({ textSize: 24, viewport: { width: 1280, height: 1000 } });

  test('a control that takes focus is never under the Book Now badge', async ({ page }) => {
    test.slow();
    await expectFocusClearOfBadge(page);
  });
});
