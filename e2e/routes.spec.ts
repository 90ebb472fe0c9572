import { expect, expectNoAxeViolations, routes, test, visit } from './fixtures';
import { Shell } from './pages/shell';

for (const route of routes) {
  test.describe(`route ${route}`, () => {
    // The page's status, landmarks and title, and the hosts it asks, are the same at every width: checked once, at
    // 1280 px; the axe scan runs at both widths, where the layout differs.
    test('is served complete, inside the shared header and footer', { tag: '@desktop' }, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const shell = new Shell(page);
      await expect(shell.banner.getByRole('link', { name: /^Wealdhaven House.*home page$/ })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(shell.footer).toBeVisible();
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
      await expect(page).toHaveTitle(/Wealdhaven House/);
    });

    test('has no accessibility violations', async ({ page }) => {
      await visit(page, route);
      await expectNoAxeViolations(page);
    });

    test(
      'requests nothing from another host while loading',
      { tag: '@desktop' },
      async ({ page, externalRequests }) => {
        await visit(page, route, { waitUntil: 'networkidle' });
        expect(externalRequests).toEqual([]);
      },
    );
  });
}
