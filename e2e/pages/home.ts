import { expect, type Page } from '@playwright/test';

/** The home page's parts, found as a visitor finds them. */
export class HomePage {
  constructor(readonly page: Page) {}

  get hero() {
    return this.page.getByRole('region', { name: 'A home from home in the Kent countryside' });
  }

  get preview() {
    return this.page.getByRole('region', { name: 'Life at the house' });
  }

  get pageButtons() {
    return this.preview.getByRole('button', { name: /^Page \d+ of \d+$/ });
  }

  get currentPage() {
    return this.preview.locator('[aria-current="true"]');
  }

  get next() {
    return this.preview.getByRole('button', { name: /^Next/ });
  }

  get previous() {
    return this.preview.getByRole('button', { name: /^Previous/ });
  }

  get previewPhotos() {
    return this.preview.getByRole('img');
  }

  /** Waits for a page change to finish: clicks during its 450 ms are ignored by design. */
  async waitUntilStill() {
    await expect(this.preview.locator('[data-phase]')).toHaveAttribute('data-phase', 'idle');
  }

  get reviews() {
    return this.page.getByRole('region', { name: 'What residents and families say' });
  }
}
