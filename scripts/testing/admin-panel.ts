// An editor's rounds in the real admin panel that `npm start` serves, in Chromium, for the publish-to-live test
// (scripts/server/rebuild.e2e.test.ts), which runs npm start; screenshots at 1280 px go beside its other output:
// - sign in, open "Fees and funding", change the first fee, save, open the preview, and see the new fee in it;
// - the home page, where an editor lands: whether the last publish is live, and the last changes, by name; and the
//   gallery's list, in the album's order with each photo's description.
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { expect, type Browser } from '@playwright/test';
import { axeViolations } from '../../e2e/axe';
import { launchChromium } from '../shared/browser';

const FEES = 'api::fees-and-funding.fees-and-funding';
/** How long one step in the admin may take: its pages are large and a busy 2-core machine is slow to paint them. */
const STEP_MS = 60_000;

type Admin = { email: string; password: string };

/** A page of a new browser's, signed in to the admin at `cmsUrl`, at 1280 px wide. */
async function signedIn(browser: Browser, cmsUrl: string, admin: Admin, height: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height } });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_MS);
  await page.goto(`${cmsUrl}/admin/auth/login`, { timeout: STEP_MS });
  await page.getByLabel(/^Email/).fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByRole('button', { name: /^(Login|Log in|Sign in)$/ }).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: STEP_MS });
  return { context, page };
}

export async function editInTheAdminPanel({
  cmsUrl,
  previewBase,
  admin,
  screenshots,
}: {
  cmsUrl: string;
  previewBase: string;
  admin: Admin;
  screenshots: string;
}): Promise<{ saveToPreviewMs: number }> {
  const browser = await launchChromium();
  try {
    const { context, page } = await signedIn(browser, cmsUrl, admin, 900);

    await page.goto(`${cmsUrl}/admin/content-manager/single-types/${FEES}`);
    // The fees are a repeatable component, each folded under its kind of stay: open the first.
    await page
      .getByRole('button', { name: /Long-term residential care/ })
      .first()
      .click();
    const priceFrom = page.locator('input[name="stays.0.priceFrom"]');
    const fee = 1500 + randomInt(1, 99);
    await priceFrom.fill(String(fee));
    await page.getByRole('button', { name: /^Save$/ }).click();
    await expect(page.getByText(/^Saved( document)?$/).first()).toBeVisible({ timeout: STEP_MS });

    const saved = Date.now();
    await page
      .getByRole('link', { name: /Open preview/ })
      .or(page.getByRole('button', { name: /Open preview/ }))
      .click();
    const frame = page.frameLocator('iframe').first();
    const shown = `£${fee.toLocaleString('en-GB')}`;
    await expect(frame.getByText('Preview: not yet published')).toBeVisible({ timeout: STEP_MS });
    await expect(frame.getByText(shown).first()).toBeVisible({ timeout: STEP_MS });
    const saveToPreviewMs = Date.now() - saved;
    await page.screenshot({ path: path.join(screenshots, 'admin-preview-1280.png') });

    // The preview's own page, in the same browser (it holds the preview's cookie): what the frame shows, and axe.
    const preview = await context.newPage();
    await preview.goto(`${previewBase}/fees`);
    await expect(preview.getByText(shown).first()).toBeVisible({ timeout: STEP_MS });
    await preview.screenshot({ path: path.join(screenshots, 'preview-fees-1280.png') });
    expect(await axeViolations(preview)).toEqual([]);
    return { saveToPreviewMs };
  } finally {
    await browser.close();
  }
}

/** A document id as Strapi makes them: 24 lower-case letters and digits. What the admin must never name an entry by. */
const DOCUMENT_ID = /\b[a-z0-9]{24}\b/;

/**
 * The admin's home page and the gallery's list, as an editor sees them after signing in: the live status the widget
 * says (`live`, a pattern such as /Live since/), no entry named by its document id, and the gallery in the album's
 * order. Screenshots at 1280 px as `admin-home-<name>.png` and `admin-gallery-1280.png`.
 * @returns the widget's text.
 */
export async function lookAtTheAdminHome({
  cmsUrl,
  admin,
  live,
  screenshots,
  name,
  gallery = true,
}: {
  cmsUrl: string;
  admin: Admin;
  live: RegExp;
  screenshots: string;
  name: string;
  gallery?: boolean;
}): Promise<string> {
  const browser = await launchChromium();
  try {
    const { page } = await signedIn(browser, cmsUrl, admin, 1000);
    await page.goto(`${cmsUrl}/admin`);
    await expect(page.getByText(live).first()).toBeVisible({ timeout: STEP_MS });
    await expect(page.getByRole('link', { name: 'Open the live site' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Open the preview/ })).toBeVisible();
    const changes = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'What' }) });
    await expect(changes.getByRole('row').nth(1)).toBeVisible();
    // Strapi's own lists of entries named some by their document id: they are not there, and nothing is.
    await expect(page.getByText('Last edited entries')).toHaveCount(0);
    expect(await page.locator('#main-content').innerText()).not.toMatch(DOCUMENT_ID);
    await page.screenshot({ path: path.join(screenshots, `admin-home-${name}-1280.png`) });
    const said = await page.getByText(live).first().innerText();

    if (gallery) {
      await page.goto(`${cmsUrl}/admin/content-manager/collection-types/api::gallery.gallery`);
      await expect(page.locator('table tbody tr').nth(1)).toBeVisible();
      // Read as the table lays it out (its headers may be upper-cased by CSS).
      const headers = (await page.locator('table thead th').allInnerTexts()).map((text) =>
        text.trim().toLowerCase(),
      );
      expect(headers).toEqual(
        expect.arrayContaining([
          'photo',
          'description (its alternative text)',
          'who the photo shows',
          'place in the gallery',
        ]),
      );
      const orders = (
        await page
          .locator('table tbody tr')
          .evaluateAll(
            (rows, column) => rows.map((row) => row.children[column]?.textContent ?? ''),
            headers.indexOf('place in the gallery'),
          )
      ).map(Number);
      expect(orders.length).toBeGreaterThan(1);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(await page.locator('#main-content').innerText()).not.toMatch(DOCUMENT_ID);
      await page.screenshot({ path: path.join(screenshots, 'admin-gallery-1280.png') });
    }
    return said;
  } finally {
    await browser.close();
  }
}
