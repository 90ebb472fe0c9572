import { AxeBuilder } from '@axe-core/playwright';
import { expect, routes, test, visit } from './fixtures';
import { Shell } from './pages/shell';

// The quality bar for older readers, measured in the browser rather than trusted to the stylesheet.

// One visit of each page at each width, the rules checked in turn as steps (the focus last, since it moves the
// focus): five visits a page once, for the same checks (issue 44's test time).
for (const route of routes) {
  test(`design rules on ${route}`, async ({ page }) => {
    test.slow();
    await visit(page, route);

    await test.step('body text is 18px or larger', async () => {
      const sizes = await page.$$eval('main p, main li, footer p, footer li, footer address', (elements) =>
        elements
          .filter((el) => el.getClientRects().length > 0 && el.textContent?.trim())
          .map((el) => parseFloat(getComputedStyle(el).fontSize)),
      );
      expect(sizes.length).toBeGreaterThan(0);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(18);
    });

    await test.step('text has a contrast of 7:1 (4.5:1 when large)', async () => {
      const results = await new AxeBuilder({ page }).withRules(['color-contrast-enhanced']).analyze();
      const failures = results.violations.flatMap((v) =>
        v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
      );
      expect(failures).toEqual([]);
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
      expect(misnamed).toEqual([]);
    });

    await test.step('the keyboard focus is clearly visible', async () => {
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
  });
}

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test(
    'the menu opens without sliding when the visitor asks for less motion',
    { tag: '@mobile' },
    async ({ page }) => {
      await visit(page, '/');
      const shell = new Shell(page);
      await shell.menuButton.click();
      const duration = await shell.menu.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
      expect(duration).toBeLessThan(0.01);
    },
  );

  test('with motion allowed, the menu slides in', { tag: '@mobile' }, async ({ browser }) => {
    const page = await browser.newPage({
      reducedMotion: 'no-preference',
      viewport: { width: 390, height: 844 },
    });
    await visit(page, test.info().project.use.baseURL + '/');
    await new Shell(page).menuButton.click();
    const duration = await new Shell(page).menu.evaluate((el) =>
      parseFloat(getComputedStyle(el).transitionDuration),
    );
    expect(duration).toBeGreaterThan(0.1);
    await page.close();
  });
});
