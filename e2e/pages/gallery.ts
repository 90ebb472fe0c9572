import type { Page } from '@playwright/test';
import { visit } from '../fixtures';

/** The gallery page's album, its pages and its photo viewer, found as a visitor finds them. */
export class GalleryPage {
  constructor(readonly page: Page) {}

  /** Opens an album page (the first unless told) and waits until its islands run. */
  static async visit(page: Page, path = '/gallery') {
    await visit(page, path);
    return new GalleryPage(page);
  }

  /** The photo links of the album layout that is showing at this width. */
  get photos() {
    return this.page.getByRole('link', { name: /^Open photo \d+ of \d+/ }).filter({ visible: true });
  }

  photo(position: number) {
    return this.page
      .getByRole('link', { name: new RegExp(`^Open photo ${position} of \\d+:`) })
      .filter({ visible: true });
  }

  /** What the album says it is showing ("Showing 24 of 32 photos"), announced when it changes. */
  get status() {
    return this.page.getByRole('main').getByRole('status');
  }

  /** A button once the island runs; a link to the next album page without JavaScript. */
  get showMore() {
    return this.page.getByRole('main').getByText('Show more photos', { exact: true });
  }

  /** The links to the album's pages. */
  get pages() {
    return this.page.getByRole('navigation', { name: 'Pages of the album' });
  }

  get viewer() {
    return this.page.getByRole('dialog', { name: 'Photo viewer' });
  }

  /** Opens the photo at `position` in the viewer, and waits until the viewer has focus and so takes the keyboard. */
  async open(position: number) {
    await this.photo(position).click();
    await this.viewer.waitFor();
    await this.page.waitForFunction(
      () => document.activeElement?.closest('[role="dialog"][aria-label="Photo viewer"]') != null,
    );
  }

  /**
   * The slide the viewer is showing: of its slides (groups named "3 of 25"), the one a visitor can reach. The others,
   * kept beside it for a quick move, are inert.
   */
  get currentSlide() {
    return this.viewer.getByRole('group', { name: /^\d+ of \d+$/ }).and(this.page.locator(':not([inert])'));
  }

  /** The photo on the slide the viewer is showing. */
  get currentPhoto() {
    return this.currentSlide.getByRole('img');
  }

  /**
   * Waits until the viewer's slide has come to rest: the next photo is current as soon as its slide starts to move,
   * and an arrow key pressed while it moves may be lost (the viewer animates with the Web Animations API, which
   * document.getAnimations() lists while they run).
   */
  async settled() {
    await this.page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
  }
}
