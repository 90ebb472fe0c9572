import type { Locator, Page } from '@playwright/test';
import type { ContentOf } from '../lib/cms/tools';
import { homeLabels } from '../lib/content/home';
import { site } from '../lib/site';
import { cmsHome, cmsWords } from './cms-data';
import { expect, test, waitForIslands, visit } from './fixtures';
import { HomePage } from './pages/home';
import { Shell } from './pages/shell';

// Every enquiry control says what it does. With JavaScript it opens the booking popup, so it is a button that opens a
// dialog; without, it is a link to the booking page in a new tab, and says so. One mechanism (BookingButton) for all.

type Control = {
  /** Where a visitor finds it on the home page. */
  where: string;
  name: string;
  scope: (page: Page) => Locator;
  /** On a phone the header's control is inside the menu, which exists only with JavaScript. */
  inMenuOnPhones?: boolean;
  /** It shows only once the header has scrolled out of sight. */
  belowHeader?: boolean;
};

/** The home page's words and the home's booking page, as the CMS publishes them. */
let copy: ContentOf<'homePage'>;
let bookingUrl: string;
test.beforeAll(async () => {
  [copy, { bookingUrl }] = await Promise.all([cmsWords('homePage'), cmsHome()]);
});

const controls: Control[] = [
  {
    where: "the header's",
    name: site.booking.enquiryText,
    scope: (page) => new Shell(page).banner,
    inMenuOnPhones: true,
  },
  {
    where: 'the floating badge',
    name: site.booking.badgeText,
    scope: (page) => page.getByRole('complementary', { name: 'Book a visit' }),
    belowHeader: true,
  },
  { where: "the hero's", name: homeLabels.hero.bookText, scope: (page) => new HomePage(page).hero },
  {
    where: "the welcome's",
    name: site.booking.enquiryText,
    scope: (page) => page.getByRole('region', { name: copy.welcomeTitle }),
  },
  {
    where: "the closing invitation's",
    name: 'Book a visit',
    scope: (page) => page.getByRole('region', { name: copy.invitationTitle }),
  },
  { where: "the footer's", name: site.booking.enquiryText, scope: (page) => new Shell(page).footer },
];

test.describe('with JavaScript on', () => {
  // All on the home page: one visit, each control a step (to keep the suite quick).
  test('every enquiry control is a button that opens the booking dialog, and focus comes back to it', async ({
    page,
    isMobile,
  }) => {
    // Six openings and closings of the popup in one test.
    test.slow();
    await visit(page, '/');
    const shell = new Shell(page);
    for (const { where, name, scope, inMenuOnPhones, belowHeader } of controls) {
      await test.step(`${where} "${name}"`, async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        if (belowHeader) await shell.scrollPastHeader();
        let control = scope(page).getByRole('button', { name, exact: true });
        if (inMenuOnPhones && isMobile) {
          await shell.menuButton.click();
          control = shell.menu.getByRole('button', { name, exact: true });
        }
        await expect(control).toHaveAttribute('aria-haspopup', 'dialog');
        await expect(control).not.toHaveAttribute('href');
        await control.click();
        await expect(shell.bookingDialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(shell.bookingDialog).toBeHidden();
        // From the menu, focus goes to the menu button: the menu closed as the popup opened.
        await expect(inMenuOnPhones && isMobile ? shell.menuButton : control).toBeFocused();
      });
    }
  });

  test('a visitor who reached a control before the scripts ran keeps the focus on it', async ({ page }) => {
    // The page's scripts are held back until the visitor is on the link, as on a slow phone.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // The page's scripts are deferred, so the document is not "loaded" until they run: wait for the link instead.
    await page.goto('/', { waitUntil: 'commit' });
    const footer = new Shell(page).footer;
    const link = footer.getByRole('link', { name: `${site.booking.enquiryText} (opens in a new tab)` });
    await link.focus();
    await expect(link).toBeFocused();
    releaseScripts();
    await waitForIslands(page);
    await expect(footer.getByRole('button', { name: site.booking.enquiryText })).toBeFocused();
  });

  // That no enquiry control is left a link once the scripts run is a step of each page's visit in every-page.spec.ts.

  /** Where the header offers Book Now, its control opens the booking dialog and has focus back after it. */
  async function expectHeaderBookNowOpensDialog(page: Page) {
    await visit(page, '/');
    const shell = new Shell(page);
    const control = shell.banner.getByRole('button', { name: site.booking.badgeText });
    await expect(control).toBeInViewport({ ratio: 1 });
    await expect(control).toHaveAttribute('aria-haspopup', 'dialog');
    await control.click();
    await expect(shell.bookingDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(control).toBeFocused();
  }

  test.describe('on a short screen, where the header offers Book Now', () => {
    test.use({ viewport: { width: 1280, height: 540 } });

    test('the header\'s "Book Now" is a button that opens the booking dialog', async ({ page }) => {
      await expectHeaderBookNowOpensDialog(page);
    });
  });

  test(
    'on a phone, where the Menu takes the bar\'s place, the header\'s "Book Now" opens the booking dialog',
    { tag: '@mobile' },
    async ({ page }) => {
      await expectHeaderBookNowOpensDialog(page);
    },
  );
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every enquiry control is a link to the booking page in a new tab, and says so', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    const shell = new Shell(page);
    for (const { where, name, scope, inMenuOnPhones, belowHeader } of controls) {
      // On a phone without JavaScript the Menu leads to the footer: the header's control is in the menu only.
      if (inMenuOnPhones && isMobile) continue;
      await test.step(`${where} "${name}"`, async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        if (belowHeader) await shell.scrollPastHeader();
        const link = scope(page).getByRole('link', { name: `${name} (opens in a new tab)`, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', bookingUrl);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(scope(page).getByRole('button', { name })).toHaveCount(0);
      });
    }
  });

  test.describe('on a short screen, where the header offers Book Now', () => {
    test.use({ viewport: { width: 1280, height: 540 } });

    test('the header\'s "Book Now" is a link to the booking page in a new tab, and says so', async ({
      page,
    }) => {
      await page.goto('/');
      const link = new Shell(page).banner.getByRole('link', {
        name: `${site.booking.badgeText} (opens in a new tab)`,
        exact: true,
      });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', bookingUrl);
      await expect(link).toHaveAttribute('target', '_blank');
    });
  });
});
