import type { Page } from '@playwright/test';
import {
  CHUNK,
  contactDetails,
  controlsCutOff,
  DATA,
  expectBadgeClearOfText,
  expectFooterRight,
  expectLinksRight,
  timings,
  watchErrors,
} from './checks';
import { axeViolations } from './axe';
import { cmsHome } from './cms-data';
import {
  expect,
  expectNoAxeViolations,
  firstChildPages,
  routes,
  setTextSize,
  test,
  waitForIslands,
} from './fixtures';
import { codeSnifferErrors } from './html-codesniffer';
import { Shell } from './pages/shell';

// Every page at each width, in one visit: the checks that read a page as it stands, each a step of its own, in an
// order that leaves the page as the next one needs it (the focus last, since it moves the focus). A visit costs 2 to
// 5 seconds before a test can act (the page, its first paint, then its scripts), and these checks once made 14 visits
// of each page at 1280 px and 6 at 390 px (to keep the suite quick). What is the same at every width is checked at
// 1280 px only. With JavaScript off, a second visit at 1280 px.

// Every route, the first of each route's own pages (an album page, a kind of care, a job) and the page for an address
// that does not exist.
const MISSING = '/no-such-page';
const paths = [...routes, ...firstChildPages(), MISSING];

/** Everything fits the screen, each control whole, with the way to every other page in sight. */
async function expectFits(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(
    width,
  );
  expect(await controlsCutOff(page)).toEqual([]);
  // The navigation on a wide screen, the Menu on a narrow one.
  const shell = new Shell(page);
  const way = (await shell.mainNav.isVisible()) ? shell.mainNav : shell.menuButton;
  await expect(way).toBeInViewport({ ratio: 1 });
}

for (const path of paths) {
  test(`${path}: every check of the page as it stands, in one visit`, async ({
    page,
    externalRequests,
  }, testInfo) => {
    test.setTimeout(150_000);
    const wide = testInfo.project.name === 'desktop';
    const errors = await watchErrors(page);
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    await waitForIslands(page);
    const shell = new Shell(page);

    await test.step('is served complete, inside the shared header and footer', async () => {
      expect(response?.status()).toBe(path === MISSING ? 404 : 200);
      await expect(shell.banner.getByRole('link', { name: /^Wealdhaven House.*home page$/ })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(shell.footer).toBeVisible();
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
      await expect(page).toHaveTitle(/Wealdhaven House/);
    });

    await test.step('requests nothing from another host while loading', async () => {
      expect(externalRequests).toEqual([]);
    });

    if (wide)
      await test.step('fetches its scripts and data only after the first paint, each once', async () => {
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
      });

    await test.step('has no accessibility violations', async () => {
      await expectNoAxeViolations(page);
    });

    await test.step('body text is 18px or larger', async () => {
      const sizes = await page.$$eval('main p, main li, footer p, footer li, footer address', (elements) =>
        elements
          .filter((el) => el.getClientRects().length > 0 && el.textContent?.trim())
          .map((el) => parseFloat(getComputedStyle(el).fontSize)),
      );
      expect(sizes.length).toBeGreaterThan(0);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(18);
    });

    if (wide)
      // Each page's headings step down from its h1, none before it (the menu's title is its dialog's name, not a
      // heading): HTML_CodeSniffer's G141 at WCAG 2 AAA, which axe does not check.
      await test.step('HTML_CodeSniffer at WCAG 2 AAA finds no heading out of order', async () => {
        expect(await codeSnifferErrors(page, /G141/)).toEqual([]);
      });

    await test.step('text has a contrast of 7:1 (4.5:1 when large)', async () => {
      expect(await axeViolations(page, { rules: ['color-contrast-enhanced'] })).toEqual([]);
    });

    await test.step('every control outside running text is at least 44 by 44 px', async () => {
      const small = await page.$$eval('a, button', (elements) =>
        elements
          .filter(
            (el) => el.getClientRects().length > 0 && !el.closest('p') && !el.classList.contains('skip-link'),
          )
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 44 || box.height < 44)
          .map(
            ({ el, box }) => `${el.textContent?.trim()} ${Math.round(box.width)}x${Math.round(box.height)}`,
          ),
      );
      expect(small).toEqual([]);
    });

    await test.step('every link and button is named as its text reads, spaces included', async () => {
      // Read from Chromium's own accessibility tree, which screen readers get, not recomputed by the test: the tree
      // once read "Call us01632960 418" where the page showed "Call us 01632 960 418".
      const session = await page.context().newCDPSession(page);
      const { nodes } = await session.send('Accessibility.getFullAXTree');
      const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
      const misnamed: string[] = [];
      for (const node of nodes) {
        if (node.ignored || !['link', 'button'].includes(String(node.role?.value))) continue;
        if (node.backendDOMNodeId === undefined) continue;
        const { object } = await session.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId });
        const { result } = await session.send('Runtime.callFunctionOn', {
          objectId: object.objectId!,
          // Only names that come from the text itself (not a label, not a picture's alternative text), as laid out.
          functionDeclaration: `function () {
              if (this.matches('[aria-label], [aria-labelledby]') || this.querySelector('img')) return null;
              return this.innerText;
            }`,
          returnByValue: true,
        });
        const text = result.value as string | null;
        if (!text?.trim()) continue;
        const name = collapse(String(node.name?.value ?? ''));
        if (name !== collapse(text)) misnamed.push(`"${name}" for the text "${collapse(text)}"`);
      }
      await session.detach();
      expect(misnamed).toEqual([]);
    });

    if (wide) {
      // Read from the whole document, hidden parts included (the phone's menu holds the header's controls).
      await test.step('every phone number and e-mail address is a link that dials or writes to it', async () => {
        const { links, unlinked } = await contactDetails(page);
        expect(unlinked).toEqual([]);
        // Every page has at least the footer's phone and e-mail.
        expect(links.length).toBeGreaterThanOrEqual(2);
        expectLinksRight(links);
      });

      await test.step('no enquiry control is left a link', async () => {
        await expect(page.locator('a[data-booking]')).toHaveCount(0);
        const enquiries = page.locator('[data-booking]');
        expect(await enquiries.count()).toBeGreaterThanOrEqual(2);
        await expect(enquiries).toHaveCount(
          await page.locator('button[data-booking][aria-haspopup="dialog"]').count(),
        );
      });
    }

    // At rest, before the visitor has scrolled, the badge covers nothing they came to read (at 390px it once covered
    // the end of the home page's opening paragraph).
    await test.step('the Book Now badge covers no heading or text at the top or the end', async () => {
      await expectBadgeClearOfText(page, path, { visited: true });
    });

    // The browser's text at 150% and 200% of its default 16px: what older readers set, and what WCAG's Resize Text
    // asks.
    for (const size of [24, 32]) {
      await test.step(`with the browser's text at ${size}px: fits the screen, every control on it, and the Book Now badge covers no text`, async () => {
        await setTextSize(page, size);
        await expectFits(page);
        await expectBadgeClearOfText(page, path, { visited: true });
      });
    }

    if (wide)
      // A window tall enough for the enlarged text (over 36rem), where the badge is a pill, not a bar: at the top the
      // header's own Book Now is in sight, and at the end the pill keeps clear.
      await test.step('on a tall screen with the text at 150%, the Book Now badge covers no text', async () => {
        await page.setViewportSize({ width: 1280, height: 1000 });
        await setTextSize(page, 24);
        await expectBadgeClearOfText(page, path, { visited: true });
      });
    else
      // A phone held sideways is short for any text size: the badge waits for the header there too.
      await test.step('on a phone held sideways, the Book Now badge covers no text', async () => {
        await page.setViewportSize({ width: 844, height: 390 });
        await setTextSize(page, 16);
        await expectBadgeClearOfText(page, path, { visited: true });
      });

    await test.step('the keyboard focus is clearly visible', async () => {
      await page.setViewportSize(testInfo.project.use.viewport!);
      await setTextSize(page, 16);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.style).not.toBe('none');
      expect(outline.width).toBeGreaterThanOrEqual(2);
    });

    await test.step('runs without a script error or a Content-Security-Policy violation', async () => {
      // (The browser logs the answer's own status for the page that does not exist, as it should be.)
      const own404 = /^Failed to load resource: the server responded with a status of 404/;
      expect(errors.filter((error) => path !== MISSING || !own404.test(error))).toEqual([]);
    });
  });
}

// The static markup is the same at every width: once, at 1280 px.
test.describe('with JavaScript off', { tag: '@desktop' }, () => {
  test.use({ javaScriptEnabled: false });

  for (const path of paths) {
    test(`${path}: its content, every enquiry button a link to the booking page, every phone number and e-mail a link`, async ({
      page,
    }) => {
      const home = await cmsHome();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const enquiries = page.locator('a[data-booking]');
      expect(await enquiries.count()).toBeGreaterThan(0);
      for (const link of await enquiries.all()) {
        await expect(link).toHaveAttribute('href', home.bookingUrl);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      const { links, unlinked } = await contactDetails(page);
      expect(unlinked).toEqual([]);
      expect(links.length).toBeGreaterThanOrEqual(2);
      expectLinksRight(links);
      // Who runs the home, and the pages families and regulators look for, in every footer (the CMA's advice and
      // the law: trust.spec.ts and families.spec.ts follow the links).
      await expectFooterRight(page, home);
    });
  }
});
