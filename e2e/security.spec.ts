import type { Page } from '@playwright/test';
import { expect, routes, test, visit } from './fixtures';
import { Shell } from './pages/shell';
import { GalleryPage } from './pages/gallery';

/** Collects every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test.describe('security headers', () => {
  test('npm start serves the policy and the other security headers', async ({ request }) => {
    for (const path of ['/', '/gallery', '/no-such-page']) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toMatch(/frame-src https:\/\/calendly\.com https:\/\/www\.openstreetmap\.org(;|$)/);
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['permissions-policy']).toContain('camera=()');
    }
  });

  test('every page carries the policy in a meta element too', async ({ request }) => {
    for (const route of routes) {
      const html = await (await request.get(route)).text();
      expect(html).toMatch(
        /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
      );
    }
  });
});

test.describe('with the policy enforced', () => {
  // Each page as it loads runs without a violation: a step of its visit in every-page.spec.ts (e2e/checks.ts,
  // watchErrors). Here, the states that open, at both widths.
  test('the menu, booking popup, photo viewer, tabs and map open without violations', async ({
    page,
    isMobile,
  }) => {
    const violations = await watchViolations(page);
    const shell = new Shell(page);
    await visit(page, '/');
    if (isMobile) {
      await shell.openMenu();
      await page.keyboard.press('Escape');
    }
    await shell.revealBadge();
    await shell.badge.click();
    await expect(shell.bookingFrame).toBeAttached();
    await page.keyboard.press('Escape');

    const gallery = await GalleryPage.visit(page, '/gallery');
    await gallery.photo(1).click();
    await expect(gallery.currentPhoto).toBeVisible();
    await page.keyboard.press('Escape');

    await visit(page, '/privacy');
    await page.getByRole('tab', { name: 'Your rights' }).click();

    await visit(page, '/contact');
    await page.getByRole('button', { name: 'Show the map' }).click();
    await expect(page.locator('iframe')).toBeAttached();
    expect(violations).toEqual([]);
  });
});
