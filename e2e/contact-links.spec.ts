import type { Page } from '@playwright/test';
import { dialHref, mailHref, type TextBlock } from '../lib/rich-text';
import { legalTabsLabels } from '../lib/content/trust';
import { cmsWords } from './cms-data';
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

/** Every link in the editors' rich text (a phone number or e-mail address they typed becomes one), by its words. */
function linksIn(blocks: readonly TextBlock[]) {
  return blocks
    .flatMap((block) =>
      block.kind === 'list' ? block.items : block.kind === 'paragraph' ? [block.text] : [],
    )
    .flatMap((rich) => (typeof rich === 'string' ? [] : rich))
    .flatMap((part) => (typeof part === 'string' || part.kind === 'strong' ? [] : [part]));
}

const tabbedPages = [
  { path: '/privacy', words: () => cmsWords('privacyNotice'), label: legalTabsLabels.privacy },
  { path: '/about', words: () => cmsWords('aboutPage'), label: legalTabsLabels.about },
] as const;

for (const { path, words, label } of tabbedPages) {
  test(`${path}: every phone number and e-mail address in its words can be tapped, across its tabs`, async ({
    page,
  }) => {
    const { tabs } = await words();
    const expected = linksIn(tabs.flatMap((tab) => tab.blocks)).filter((link) => link.kind !== 'web');
    // The sample words give the home's own number and address, and the privacy notice the regulator's number too.
    expect(expected.length).toBeGreaterThanOrEqual(2);
    await visit(page, path);
    const links = await linksAcrossTabs(
      page,
      label,
      tabs.map((tab) => tab.label),
    );
    for (const { text, href, kind } of expected) {
      expect(links.get(text), text).toBe(href);
      expect(href).toBe(kind === 'phone' ? dialHref(text) : mailHref(text));
    }
  });
}

test("/privacy: the regulator's web address opens its page in a new tab", async ({ page }) => {
  const { tabs } = await cmsWords('privacyNotice');
  const contact = tabs.find((tab) => linksIn(tab.blocks).some((link) => link.href.includes('ico.org.uk')));
  expect(contact, 'a tab of the privacy notice links to the ICO').toBeTruthy();
  const regulator = linksIn(contact!.blocks).find((link) => link.href.includes('ico.org.uk'))!;
  await visit(page, '/privacy');
  await new TabSet(page, legalTabsLabels.privacy).tab(contact!.label).click();
  const link = page.getByRole('tabpanel').getByRole('link', { name: regulator.text });
  await expect(link).toHaveAttribute('href', regulator.href);
  await expect(link).toHaveAttribute('target', '_blank');
});
