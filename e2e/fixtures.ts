import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { routeDeclarations } from '../lib/routes';
import { CHROMIUM_START_BUDGET_MS, launchChromium } from '../scripts/shared';
import { axeViolations } from './axe';

export { routes } from '../lib/routes';

/**
 * The first of each route's pages of its own (the second album page, a kind of care, a job), as the site under test
 * lists them in its sitemap: the content says which there are, so the tests read them from what was built (the suite
 * runs after the build) rather than naming one.
 */
export function firstChildPages(): string[] {
  const listed = [...readFileSync('out/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname,
  );
  return routeDeclarations.flatMap((route) => {
    if (!('children' in route)) return [];
    const first = listed.find((path) => route.children.pattern.test(path));
    return first ? [first] : [];
  });
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

type Fixtures = {
  /** Every request to a host other than this machine, in order. Such requests are refused, never sent. */
  externalRequests: string[];
};

type Options = {
  /**
   * The browser's default font size in px (Chromium's own is 16), set as the browser's settings set it: through the
   * DevTools protocol's Page.setFontSizes, not page zoom and not a style on the page, so that rem media queries move
   * exactly as they do for a reader who has enlarged the text. `test.use({ textSize: 32 })` is text at 200%.
   */
  textSize: number | undefined;
};

/** The browser's default sizes for a default text size of `size` px: the monospace default (13px) in proportion. */
const fontSizes = (size: number) => ({ standard: size, fixed: Math.round((size * 13) / 16) });

export const test = base.extend<Fixtures & Options>({
  // Each worker's browser, launched within its limit and tried once more, failing in one line (not Playwright's own
  // launch, which waits up to its timeout once).
  browser: [
    async ({ playwright, browserName, launchOptions }, provide) => {
      const browser = await launchChromium(playwright[browserName], launchOptions);
      await provide(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: CHROMIUM_START_BUDGET_MS },
  ],
  textSize: [undefined, { option: true }],
  // (`provide` is Playwright's `use`, renamed so that React's rules of hooks do not mistake it for React's.)
  page: async ({ page, textSize }, provide) => {
    if (textSize) {
      const session = await page.context().newCDPSession(page);
      await session.send('Page.setFontSizes', { fontSizes: fontSizes(textSize) });
    }
    await provide(page);
  },
  externalRequests: [
    async ({ context }, use) => {
      const seen: string[] = [];
      await context.route(
        (url) => !LOCAL_HOSTS.has(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:',
        (route) => {
          seen.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      await use(seen);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * No axe violations (WCAG 2.2 A and AA plus axe's best practices) on the page as it is now, any open menu or popup
 * included, or only within `only` (CSS selectors): for a state in which nothing changed but those parts, after a scan
 * of the whole.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { only?: readonly string[]; rules?: readonly string[] } = {},
) {
  expect(await axeViolations(page, options), 'axe violations').toEqual([]);
}

/**
 * Waits until the islands have hydrated, shown by the Book Now badge becoming a button. (The badge waits out of sight
 * at the top of a page, so this asks only that the button exists.)
 */
export async function waitForIslands(page: Page) {
  await expect(
    page
      .getByRole('complementary', { name: 'Book a visit' })
      .getByRole('button', { name: 'Book Now', includeHidden: true }),
  ).toBeAttached();
}

/** Opens `path` and waits until its islands run, as a visitor who waits for the page to settle. */
export async function visit(page: Page, path: string, options?: Parameters<Page['goto']>[1]) {
  await page.goto(path, options);
  await waitForIslands(page);
}

/**
 * Changes the browser's default text size with the page open, as a reader's own setting changes it (see the textSize
 * option), and waits until the layout follows, back at the top of the page.
 */
export async function setTextSize(page: Page, size: number) {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', { fontSizes: fontSizes(size) });
  await session.detach();
  // Media queries in rem follow the new size at once, as for a reader who changes the setting with the page open:
  // a query just past the screen's width in the new rem must not match, and one just short of it must.
  const width = page.viewportSize()!.width;
  await expect
    .poll(() =>
      page.evaluate(
        ({ width, size }) => [
          matchMedia(`(min-width: ${width / size + 0.25}rem)`).matches,
          matchMedia(`(min-width: ${width / size - 0.25}rem)`).matches,
        ],
        { width, size },
      ),
    )
    .toEqual([false, true]);
  await settle(page);
}

/** Back at the top of the page, once the layout and the scroll-driven badge have caught up. */
async function settle(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
