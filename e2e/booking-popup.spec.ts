import { expect, expectNoAxeViolations, test, visit } from './fixtures';
import { cmsHome } from './cms-data';
import { Shell } from './pages/shell';

/** The booking page "The home" names, as the popup's frame loads it (with the visitor's choices after the "?"). */
let bookingUrlPattern: RegExp;
test.beforeAll(async () => {
  const { bookingUrl } = await cmsHome();
  bookingUrlPattern = new RegExp(`^${bookingUrl.replace(/[.?]/g, '\\$&')}\\?`);
});

test.describe('booking popup', () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, '/');
  });

  test('opens from the header enquiry button on the booking page, loaded only then', async ({
    page,
    isMobile,
    externalRequests,
  }) => {
    const shell = new Shell(page);
    expect(externalRequests).toEqual([]);
    await shell.openHeaderEnquiry(isMobile);
    await expect(shell.bookingDialog).toBeVisible();
    await expect(shell.bookingFrame).toHaveAttribute('src', bookingUrlPattern);
    await expect(shell.bookingFrame).toHaveAttribute('title', /booking calendar/i);
    await expect.poll(() => externalRequests.some((url) => bookingUrlPattern.test(url))).toBe(true);
    await expect(shell.bookingDialog.getByRole('button', { name: 'Close' })).toBeFocused();
  });

  test('opens from the footer enquiry button and gives focus back to it on Escape', async ({ page }) => {
    const shell = new Shell(page);
    const footerButton = shell.footer.getByRole('button', { name: 'Start a Care Enquiry' });
    await footerButton.click();
    await expect(shell.bookingDialog).toBeVisible();
    await expect(shell.bookingFrame).toHaveAttribute('src', bookingUrlPattern);
    await page.keyboard.press('Escape');
    await expect(shell.bookingDialog).toBeHidden();
    await expect(footerButton).toBeFocused();
  });

  test('opens from the floating Book Now badge, a real button, and closes from Close', async ({ page }) => {
    const shell = new Shell(page);
    await shell.revealBadge();
    expect(await shell.badge.evaluate((el) => el.tagName)).toBe('BUTTON');
    await shell.badge.click();
    await expect(shell.bookingDialog).toBeVisible();
    await expect(shell.bookingFrame).toHaveAttribute('src', bookingUrlPattern);
    await shell.bookingDialog.getByRole('button', { name: 'Close' }).click();
    await expect(shell.bookingDialog).toBeHidden();
    await expect(shell.bookingFrame).toHaveCount(0);
    await expect(shell.badge).toBeFocused();
  });

  // On a phone the booking page fills the screen below the bar: there is no overlay to tap.
  test('closes when the dimmed overlay is clicked', { tag: '@desktop' }, async ({ page }) => {
    const shell = new Shell(page);
    await shell.revealBadge();
    await shell.badge.click();
    await expect(shell.bookingDialog).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(shell.bookingDialog).toBeHidden();
  });

  test('has no accessibility violations while open', async ({ page }) => {
    const shell = new Shell(page);
    await shell.revealBadge();
    await shell.badge.click();
    await expect(shell.bookingDialog).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(
    'opened from the mobile menu, returns focus to the menu button',
    { tag: '@mobile' },
    async ({ page }) => {
      const shell = new Shell(page);
      await shell.openHeaderEnquiry(true);
      await expect(shell.bookingDialog).toBeVisible();
      await expect(shell.menu).toBeHidden();
      await page.keyboard.press('Escape');
      await shell.expectClosed(shell.bookingDialog, shell.menuButton);
    },
  );

  test('works by keyboard alone', async ({ page }) => {
    const shell = new Shell(page);
    await shell.revealBadge();
    await shell.badge.focus();
    await page.keyboard.press('Enter');
    await expect(shell.bookingDialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Enter');
    await shell.expectClosed(shell.bookingDialog, shell.badge);
  });
});
