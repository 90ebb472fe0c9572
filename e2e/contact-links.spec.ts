import { about } from '../lib/content/about';
import { privacy } from '../lib/content/privacy';
import { site } from '../lib/site';
import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';
import { TabSet } from './pages/tabs';

// A phone number or e-mail address anywhere on the site can be tapped: an older reader on a phone should never have to
// copy one by hand. Checked on the page's text as a whole (every tab panel, the closed popups, the footer), so a
// number added to any copy later is caught too.

// Each page's whole text, hidden parts included, with JavaScript on and off, is checked in its visits in
// every-page.spec.ts (e2e/checks.ts, contactDetails); here, the links inside the tabs, as a visitor taps them.

/** Opens each tab in turn and gathers the tel: and mailto: links in its panel, by the text they show. */
async function linksAcrossTabs(page: Page, label: string, tabLabels: readonly string[]) {
  const tabs = new TabSet(page, label);
  const hrefs = new Map<string, string>();
  for (const tabLabel of tabLabels) {
    await tabs.tab(tabLabel).click();
    for (const link of await tabs.panel.locator('a[href^="tel:"], a[href^="mailto:"]').all()) {
      await expect(link).toBeVisible();
      hrefs.set((await link.textContent())!.replace(/\s+/g, ' ').trim(), (await link.getAttribute('href'))!);
    }
  }
  return hrefs;
}

const { regulator } = site.privacy;
const tabbedPages = [
  {
    path: '/privacy',
    content: privacy,
    details: "the home's phone and e-mail, and the regulator's phone",
    expected: [site.phone, regulator.phone, site.email],
  },
  {
    path: '/about',
    content: about,
    details: "the home's phone and e-mail",
    expected: [site.phone, site.email],
  },
] as const;

for (const { path, content, details, expected } of tabbedPages) {
  test(`${path}: ${details} can be tapped in its text, across its tabs`, async ({ page }) => {
    await visit(page, path);
    const links = await linksAcrossTabs(
      page,
      content.tabsLabel,
      content.tabs.map((tab) => tab.label),
    );
    for (const { display, href } of expected) expect(links.get(display), display).toBe(href);
  });
}

test("/privacy: the regulator's web address opens its complaints page in a new tab", async ({ page }) => {
  await visit(page, '/privacy');
  await new TabSet(page, privacy.tabsLabel).tab('Contact us').click();
  const link = page.getByRole('tabpanel').getByRole('link', { name: new URL(regulator.url).hostname });
  await expect(link).toHaveAttribute('href', regulator.url);
  await expect(link).toHaveAttribute('target', '_blank');
});
