import type { Page } from '@playwright/test';

/** The gallery page's album and photo viewer, found as a visitor finds them. */
export class GalleryPage {
  constructor(readonly page: Page) {}

  /** The photo links of the album layout that is showing at this width. */
  get photos() {
    return this.page.getByRole('link', { name: /^Open photo \d+ of \d+/ }).filter({ visible: true });
  }

  photo(position: number) {
    return this.page
      .getByRole('link', { name: new RegExp(`^Open photo ${position} of \\d+:`) })
      .filter({ visible: true });
  }

  get viewer() {
    return this.page.getByRole('dialog', { name: 'Photo viewer' });
  }

  /** The slide the viewer is showing. */
  get currentSlide() {
    return this.viewer.locator('.yarl__slide_current img');
  }
}
