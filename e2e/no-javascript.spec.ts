import { site } from '../lib/site';
import { expect, routes, test } from './fixtures';
import { Shell } from './pages/shell';

test.use({ javaScriptEnabled: false });

test.describe('with JavaScript off', () => {
  for (const route of routes) {
    // The static markup is the same at every width: once, at 1280 px.
    test(
      `${route} shows its content, and every enquiry button is a link to the booking page`,
      {
        tag: '@desktop',
      },
      async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const enquiries = page.locator('a[data-booking]');
        expect(await enquiries.count()).toBeGreaterThan(0);
        for (const link of await enquiries.all()) {
          await expect(link).toHaveAttribute('href', site.booking.url);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
      },
    );
  }

  test('the Book Now badge is a link to the booking page', async ({ page }) => {
    await page.goto('/');
    // It waits, without a script too, while the header's own booking controls are on screen.
    await new Shell(page).scrollPastHeader();
    const badge = page
      .getByRole('complementary', { name: 'Book a visit' })
      .getByRole('link', { name: /Book Now/ });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('href', site.booking.url);
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
