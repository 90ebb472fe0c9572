// An editor's round in the real admin panel that `npm start` serves, in Chromium: sign in, open "Fees and funding",
// change the first fee, save, open the preview, and see the new fee in it. For the publish-to-live test
// (scripts/server/rebuild.e2e.test.ts), which runs npm start; screenshots at 1280 px go beside its other output.
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { axeViolations } from '../../e2e/axe';
import { launchChromium } from '../shared/browser';

const FEES = 'api::fees-and-funding.fees-and-funding';
/** How long one step in the admin may take: its pages are large and a busy 2-core machine is slow to paint them. */
const STEP_MS = 60_000;

async function signIn(page: Page, cmsUrl: string, admin: { email: string; password: string }) {
  await page.goto(`${cmsUrl}/admin/auth/login`, { timeout: STEP_MS });
  await page.getByLabel(/^Email/).fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByRole('button', { name: /^(Login|Log in|Sign in)$/ }).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: STEP_MS });
}

export async function editInTheAdminPanel({
  cmsUrl,
  previewBase,
  admin,
  screenshots,
}: {
  cmsUrl: string;
  previewBase: string;
  admin: { email: string; password: string };
  screenshots: string;
}): Promise<{ saveToPreviewMs: number }> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    await signIn(page, cmsUrl, admin);

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
