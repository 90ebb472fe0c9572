import { familyNavItems, navItems } from '../lib/site';
import { expect, expectNoAxeViolations, test, visit } from './fixtures';
import { Shell } from './pages/shell';

test.describe('mobile menu', () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, '/about');
  });

  test(
    'on wide screens the navigation is in the header and the menu button is not',
    { tag: '@desktop' },
    async ({ page }) => {
      const shell = new Shell(page);
      await expect(shell.mainNav).toBeVisible();
      await expect(shell.menuButton).toBeHidden();
    },
  );

  test.describe('on a phone', { tag: '@mobile' }, () => {
    test('opens a sidebar titled Menu with every page a family looks for and the enquiry button, focus inside', async ({
      page,
    }) => {
      const shell = new Shell(page);
      await expect(shell.mainNav).toBeHidden();
      await shell.openMenu();
      // Titled Menu, the dialog's name (not a heading: it comes before the page's h1 in the document).
      await expect(shell.menu).toHaveAccessibleName('Menu');
      await expect(shell.menu.getByText('Menu', { exact: true })).toBeVisible();
      await expect(shell.menu.getByRole('button', { name: 'Close' })).toBeFocused();
      for (const { label } of [...navItems, ...familyNavItems]) {
        await expect(shell.menu.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await expect(shell.menu.getByRole('button', { name: 'Start a Care Enquiry' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('keeps the page behind still while open', async ({ page }) => {
      const shell = new Shell(page);
      await shell.openMenu();
      const overflow = await page.evaluate(() => getComputedStyle(document.documentElement).overflow);
      expect(overflow).toBe('hidden');
      await page.mouse.wheel(0, 600);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('closes on the Close button and returns focus to the menu button', async ({ page }) => {
      const shell = new Shell(page);
      await shell.menuButton.click();
      await shell.menu.getByRole('button', { name: 'Close' }).click();
      await shell.expectClosed(shell.menu, shell.menuButton);
    });

    test('closes on Escape and returns focus to the menu button', async ({ page }) => {
      const shell = new Shell(page);
      await shell.openMenu();
      await page.keyboard.press('Escape');
      await shell.expectClosed(shell.menu, shell.menuButton);
    });

    test('closes when the dimmed overlay is tapped', async ({ page }) => {
      const shell = new Shell(page);
      await shell.openMenu();
      const panel = await shell.menu.boundingBox();
      expect(panel && panel.x).toBeGreaterThan(24);
      await page.mouse.click(12, 400);
      await expect(shell.menu).toBeHidden();
    });

    test('navigates and closes when a page is chosen', async ({ page }) => {
      const shell = new Shell(page);
      await shell.menuButton.click();
      await shell.menu.getByRole('link', { name: 'Team' }).click();
      await expect(page).toHaveURL('/team');
      await expect(shell.menu).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'The people who will care for your family',
      );
    });

    test('is usable by keyboard alone', async ({ page }) => {
      const shell = new Shell(page);
      await shell.menuButton.focus();
      await page.keyboard.press('Enter');
      await expect(shell.menu.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(shell.menu.getByRole('link', { name: 'About' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(shell.menu.getByRole('link', { name: navItems[1].label })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(navItems[1].href);
      await expect(shell.menu).toBeHidden();
    });
  });
});
