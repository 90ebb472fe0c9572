import { familyNavItems, navItems, site } from '../lib/site';
import { expect, expectNoAxeViolations, test, waitForIslands, visit } from './fixtures';
import { cmsHome, cmsWords } from './cms-data';
import { Shell } from './pages/shell';

// What a page says, and behaviour that is the same at every width, is checked at 1280 px only (@desktop); what the
// phone's layout changes is checked on both (to keep the suite quick).

test.describe('main navigation', () => {
  test('reaches every page and marks the current one', async ({ page, isMobile }) => {
    // On the phone, seven pages by the menu, each page's data fetched on the click (components/ui/link.tsx): 29.9 s
    // of the 30 s default in one CI run, and 35.2 s in a run of the whole suite here. Three times the budget.
    test.slow(isMobile);
    const shell = new Shell(page);
    await visit(page, '/');
    // The header has the primary pages; the phone's menu has every page a family looks for.
    for (const item of isMobile ? [...navItems, ...familyNavItems] : navItems) {
      if (isMobile) await shell.menuButton.click();
      const nav = isMobile ? shell.menu : shell.mainNav;
      await nav.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(item.href);
      if (isMobile) await shell.menuButton.click();
      const current = (isMobile ? shell.menu : shell.mainNav).locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(item.label);
      if (isMobile) await page.keyboard.press('Escape');
    }
  });

  test('a page fetches another page’s data only when the reader reaches for its link', async ({ page }) => {
    // Next.js's data for a route is a .txt file beside its HTML (/about/__next.about.__PAGE__.txt and the like).
    const routeData: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.txt')) routeData.push(pathname);
    });
    await visit(page, '/contact', { waitUntil: 'networkidle' });
    await page.waitForLoadState('networkidle');
    expect(routeData, 'data fetched before the reader reached for a link').toEqual([]);

    await new Shell(page).banner.getByRole('link', { name: /^Wealdhaven House.*home page$/ }).focus();
    await expect.poll(() => routeData).toContainEqual(expect.stringMatching(/^\/__next\..*\.txt$/));
    expect(routeData.filter((pathname) => pathname.includes('/', 1))).toEqual([]);
  });

  test('the logo returns home', async ({ page }) => {
    await visit(page, '/contact');
    await new Shell(page).banner.getByRole('link', { name: /^Wealdhaven House.*home page$/ }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('footer', { tag: '@desktop' }, () => {
  test('gives the address, phone, e-mail, enquiry button and copyright', async ({ page }) => {
    const home = await cmsHome();
    await page.goto('/about');
    const footer = new Shell(page).footer;
    // In the postal address (the registered office in the footer's base names them too).
    const address = footer.locator('address');
    await expect(address).toBeVisible();
    await expect(address).toContainText(home.address.street);
    await expect(address).toContainText(home.address.postcode);
    await expect(footer.getByRole('link', { name: home.phone.display })).toHaveAttribute(
      'href',
      home.phone.href,
    );
    await expect(footer.getByRole('link', { name: home.email.display })).toHaveAttribute(
      'href',
      home.email.href,
    );
    await expect(footer.getByRole('button', { name: 'Start a Care Enquiry' })).toBeVisible();
    await expect(footer.getByText(`© ${site.copyrightYear} ${home.name}`)).toBeVisible();
  });

  for (const [name, path] of [
    ['Privacy Policy', '/privacy'],
    ['Terms & Conditions', '/terms'],
  ] as const) {
    test(`links to ${name}`, async ({ page }) => {
      await visit(page, '/');
      await new Shell(page).footer.getByRole('link', { name }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('scroll position', () => {
  test('a followed link opens the new page at its top, and Back restores where the visitor was', async ({
    page,
  }) => {
    await visit(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(100);

    await new Shell(page).footer.getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page).toHaveURL('/terms');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5);
  });
});

test.describe('an unknown route', { tag: '@desktop' }, () => {
  test('answers 404 with a helpful page inside the shell', async ({ page }) => {
    const [home, words] = await Promise.all([cmsHome(), cmsWords('notFoundPage')]);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: words.intro.title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: `Call ${home.phone.display}` })).toHaveAttribute(
      'href',
      home.phone.href,
    );
    await expect(new Shell(page).banner).toBeVisible();
    await waitForIslands(page);
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });
});
