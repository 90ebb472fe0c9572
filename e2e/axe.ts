import type { Frame, Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

/** The rules every page and state is held to: WCAG 2.2 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The rules among them whose outcome the layout decides, and so the reader's text size: text against what is behind
 * it (and the lower bar for large text), the size and spacing of targets, a box that scrolls. The rest read the
 * document's names, roles and structure, the same at any size.
 */
export const LAYOUT_RULES = ['color-contrast', 'target-size', 'scrollable-region-focusable'] as const;

/** What a frame's `window` holds once axe is in it. */
type WithAxe = { axe?: typeof import('axe-core') };

/** Puts axe into a frame that does not have it yet: once per document, however many scans it gets. */
async function ensureAxe(frame: Frame) {
  if (await frame.evaluate(() => typeof (window as WithAxe).axe?.run === 'function')) return;
  await frame.evaluate(axe.source);
  // Each frame answers its parent only from the same origin (axe's default, said here so that no change of it opens
  // the frames to another origin's messages).
  await frame.evaluate(() => (window as WithAxe).axe!.configure({ allowedOrigins: ['<same_origin>'] }));
}

/** One scan's violation: what `axeViolations` lists, one line per rule with the elements under it. */
type Violation = { id: string; impact: string; help: string; nodes: { target: string; why: string }[] };

/**
 * Axe's violations on the page as it is now (any open menu or popup included), or only within `only` (CSS
 * selectors), by every rule or by `rules` alone, one line per rule with the elements under it and what is wrong with
 * each: an empty list when there are none. Shared by the end-to-end suite and the build's own tests, which run outside
 * Playwright's test runner.
 *
 * Axe runs in the page itself, put there once per document, and is asked for its violations alone. The wrapper this
 * replaced (@axe-core/playwright) evaluated all of axe's 650 KB source twice for every scan and returned every pass
 * as well: measured on a 2-core machine on /terms with the text at 200%, a scan of the whole page took 1.05 s that
 * way and 0.27 s this way, and a scan of the tabs for the layout's rules 0.69 s against 0.06 s (the suite's test
 * time). Frames of the same origin are scanned too (axe is put into each, and the page's own scan reaches them);
 * another origin's frame is not, which these tests never have anything in: the fixtures refuse every other origin, so
 * such a frame holds only the browser's error page either way.
 */
export async function axeViolations(
  page: Page,
  { only, rules }: { only?: readonly string[]; rules?: readonly string[] } = {},
): Promise<string[]> {
  await ensureAxe(page.mainFrame());
  for (const frame of page.frames().slice(1)) {
    // A frame of another origin, or one still loading or going away, may not take it within a second: the page's
    // scan then passes it by, as the wrapper this replaced did.
    const late = new Promise((_, fail) => setTimeout(() => fail(new Error('late')), 1000).unref());
    await Promise.race([ensureAxe(frame), late]).catch(() => {});
  }
  const options: RunOptions = {
    runOnly: rules ? { type: 'rule', values: [...rules] } : { type: 'tag', values: TAGS },
    resultTypes: ['violations'],
  };
  const violations = await page.evaluate(
    async ({ only, options }) => {
      const context = only ? { include: only } : { exclude: [] };
      const results: AxeResults = await (window as WithAxe).axe!.run(context, options);
      return results.violations.map((violation): Violation => ({
        id: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.join(' '),
          // What axe found wrong, in one line: for contrast, the ratio and the two colours.
          why: (node.failureSummary ?? '').split('\n').slice(1).join(' ').replace(/\s+/g, ' ').trim(),
        })),
      }));
    },
    { only: only ? [...only] : null, options },
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map(({ target, why }) => `    ${target}${why ? `: ${why}` : ''}`).join('\n'),
  );
}
