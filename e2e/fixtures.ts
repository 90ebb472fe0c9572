import { test as base, expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

export { routes } from '../lib/metadata';

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

export const test = base.extend<Fixtures & Options>({
  textSize: [undefined, { option: true }],
  // (`provide` is Playwright's `use`, renamed so that React's rules of hooks do not mistake it for React's.)
  page: async ({ page, textSize }, provide) => {
    if (textSize) {
      const session = await page.context().newCDPSession(page);
      // The monospace default (13px) grows in the same proportion.
      await session.send('Page.setFontSizes', {
        fontSizes: { standard: textSize, fixed: Math.round((textSize * 13) / 16) },
      });
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
 * WCAG 2.2 A and AA plus axe's best practices, on the page as it is now (any open menu or popup included), or only
 * within `only` (CSS selectors): for a state in which nothing changed but those parts, after a scan of the whole.
 *
 * Axe runs in the page itself ("legacy mode"), not in a blank page that @axe-core/playwright opens to gather the
 * results of every frame: that page costs a renderer start and a second copy of axe for each scan, and measured on
 * a 2-core machine with one core busy it doubled the cost of a scan (/about 3.3 s against 1.6 s; /gallery 3.3 s
 * against 1.6 s; the home page 3.7 s against 1.8 s). Legacy mode leaves out cross-origin frames, which these tests
 * never have anything in: the fixtures refuse every other origin, so such a frame holds only the browser's error
 * page either way. Same-origin frames are still scanned.
 */
export async function expectNoAxeViolations(page: Page, { only }: { only?: readonly string[] } = {}) {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode();
  for (const selector of only ?? []) builder = builder.include(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * Waits until the islands have hydrated, shown by the Book Now badge becoming a button. (With text large for the
 * screen the badge waits out of sight at the top of a page, so this asks only that the button exists.)
 */
export async function waitForIslands(page: Page) {
  await expect(
    page
      .getByRole('complementary', { name: 'Book a visit' })
      .getByRole('button', { name: 'Book Now', includeHidden: true }),
  ).toBeAttached();
}
