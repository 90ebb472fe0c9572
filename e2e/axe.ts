import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every page and state is held to: WCAG 2.2 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The rules among them whose outcome the layout decides, and so the reader's text size: text against what is behind
 * it (and the lower bar for large text), the size and spacing of targets, a box that scrolls. The rest read the
 * document's names, roles and structure, the same at any size.
 */
export const LAYOUT_RULES = ['color-contrast', 'target-size', 'scrollable-region-focusable'] as const;

/**
 * Axe's violations on the page as it is now (any open menu or popup included), or only within `only` (CSS
 * selectors), by every rule or by `rules` alone, one line per rule with the elements under it: an empty list when there are none. Shared by the
 * end-to-end suite and the build's own tests, which run outside Playwright's test runner.
 *
 * Axe runs in the page itself ("legacy mode"), not in a blank page that @axe-core/playwright opens to gather the
 * results of every frame: that page costs a renderer start and a second copy of axe for each scan, and measured on
 * a 2-core machine with one core busy it doubled the cost of a scan (/about 3.3 s against 1.6 s; /gallery 3.3 s
 * against 1.6 s; the home page 3.7 s against 1.8 s). Legacy mode leaves out cross-origin frames, which these tests
 * never have anything in: the fixtures refuse every other origin, so such a frame holds only the browser's error
 * page either way. Same-origin frames are still scanned.
 */
export async function axeViolations(
  page: Page,
  { only, rules }: { only?: readonly string[]; rules?: readonly string[] } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode();
  builder = rules ? builder.withRules([...rules]) : builder.withTags(TAGS);
  for (const selector of only ?? []) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
}
