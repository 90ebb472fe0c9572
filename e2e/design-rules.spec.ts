import { expect, test, visit } from './fixtures';
import { Shell } from './pages/shell';

// The quality bar for older readers, measured in the browser rather than trusted to the stylesheet.

// Each page's own design rules (text size, contrast, targets, names, focus) are steps of its one visit in
// every-page.spec.ts; here, what needs a browser of its own.
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
