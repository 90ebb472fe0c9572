import { expect, type Locator, type Page } from '@playwright/test';

/** The shared header, footer, menu and booking popup, as a visitor finds them by role and name. */
export class Shell {
  constructor(readonly page: Page) {}

  get banner() {
    return this.page.getByRole('banner');
  }

  get mainNav() {
    return this.page.getByRole('navigation', { name: 'Main', exact: true });
  }

  get footer() {
    return this.page.getByRole('contentinfo');
  }

  get menuButton() {
    return this.banner.getByRole('button', { name: 'Menu' });
  }

  get menu() {
    return this.page.getByRole('dialog', { name: 'Menu' });
  }

  get bookingDialog() {
    return this.page.getByRole('dialog', { name: 'Book a visit or start a care enquiry' });
  }

  get bookingFrame() {
    return this.bookingDialog.locator('iframe');
  }

  /** The floating Book Now badge (where the Menu takes the header bar's place, the header offers a Book Now too). */
  get badge() {
    return this.page
      .getByRole('complementary', { name: 'Book a visit' })
      .getByRole('button', { name: 'Book Now' });
  }

  /** Scrolls the header out of sight: the floating badge stays hidden while the header's own booking controls show. */
  async scrollPastHeader() {
    await this.page.evaluate(() => {
      const header = document.querySelector('header')!;
      window.scrollTo(0, window.scrollY + header.getBoundingClientRect().bottom);
    });
  }

  /** Scrolls the header out of sight and waits for the badge. */
  async revealBadge() {
    await this.scrollPastHeader();
    await expect(this.badge).toBeVisible();
  }

  /** Opens the menu from its button and waits for it. */
  async openMenu() {
    await this.menuButton.click();
    await expect(this.menu).toBeVisible();
  }

  /** Expects `dialog` to have closed and given focus back to `control`, the one that opened it. */
  async expectClosed(dialog: Locator, control: Locator) {
    await expect(dialog).toBeHidden();
    await expect(control).toBeFocused();
  }

  /** The header's enquiry button: in the bar on wide screens, in the menu on narrow ones. */
  async openHeaderEnquiry(isMobile: boolean) {
    if (isMobile) {
      await this.menuButton.click();
      await this.menu.getByRole('button', { name: 'Start a Care Enquiry' }).click();
    } else {
      await this.banner.getByRole('button', { name: 'Start a Care Enquiry' }).click();
    }
  }
}
