import { cmsHome } from './cms-data';
import { expect, test } from './fixtures';
import { Shell } from './pages/shell';

test.use({ javaScriptEnabled: false });

test.describe('with JavaScript off', () => {
  // Each page's content and its enquiry links without a script: every-page.spec.ts.
  test('the Book Now badge is a link to the booking page', async ({ page }) => {
    await page.goto('/');
    // It waits, without a script too, while the header's own booking controls are on screen.
    await new Shell(page).scrollPastHeader();
    const badge = page
      .getByRole('complementary', { name: 'Book a visit' })
      .getByRole('link', { name: /Book Now/ });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('href', (await cmsHome()).bookingUrl);
  });

  test(
    'on a phone the menu button leads to the navigation in the footer',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/contact');
      await page.getByRole('link', { name: 'Menu' }).click();
      await expect(page).toHaveURL(/#footer-navigation$/);
      await expect(
        page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Gallery' }),
      ).toBeInViewport();
    },
  );
});
