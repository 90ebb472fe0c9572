import { about } from '../lib/content/about';
import { privacy } from '../lib/content/privacy';
import { site } from '../lib/site';
import type { Page } from '@playwright/test';
import { expect, routes, test, waitForIslands, visit } from './fixtures';
import { TabSet } from './pages/tabs';

// A phone number or e-mail address anywhere on the site can be tapped: an older reader on a phone should never have to
// copy one by hand. Checked on the page's text as a whole (every tab panel, the closed popups, the footer), so a
// number added to any copy later is caught too.

const pages = [...routes, '/gallery/2', '/a-page-that-does-not-exist'];

type Found = {
  /** tel: and mailto: links, with the text they show. */
  links: { href: string; text: string }[];
  /** Phone numbers and e-mail addresses in the text that no such link holds. */
  unlinked: string[];
};

/** Reads the page's text (hidden tab panels and closed dialogs included), setting aside what tel: and mailto: links hold. */
function contactDetails(page: Page): Promise<Found> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('script, style, noscript, template').forEach((element) => element.remove());
    const links = [...body.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"], a[href^="mailto:"]')].map(
      (link) => {
        const found = {
          href: link.getAttribute('href')!,
          text: link.textContent!.replace(/\s+/g, ' ').trim(),
        };
        link.replaceWith(' ');
        return found;
      },
    );
    // UK numbers however people write them ("01632 960 418", "020 7946 0018", "+44 (0)1632 960418",
    // "01632-960-418"): a run of digits, spaces, brackets and dashes from a 0 or +44 holding 10 digits or more.
    const phoneLike = /(?:\+44|\b0)[\d\s\u00a0()-]{8,}\d/g;
    const phones = (text: string) =>
      (text.match(phoneLike) ?? []).filter((run) => run.replace(/\D/g, '').length >= 10);
    const address = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
    const text = body.textContent ?? '';
    return { links, unlinked: [...phones(text), ...(text.match(address) ?? [])] };
  });
}

/** The link a number shown as `display` should have: the international form, as lib/site.ts writes it. */
const dialHref = (display: string) => `tel:+44${display.replace(/\D/g, '').replace(/^0/, '')}`;

function expectLinksRight(links: Found['links']) {
  for (const { href, text } of links) {
    if (href.startsWith('tel:')) {
      // The number shown, after any lead-in ("Call", "Talk it through:"), is the number dialled.
      const shown = text.match(/[\d ]{10,}$/)?.[0] ?? text;
      expect(href, `the link "${text}"`).toBe(dialHref(shown));
    } else {
      expect(href, `the link "${text}"`).toBe(`mailto:${text}`);
    }
  }
}

// The links are read from the whole document, hidden parts included, which is the same at every width: once, at 1280 px.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, { tag: '@desktop' }, () => {
    test.use({ javaScriptEnabled });

    for (const path of pages) {
      test(`${path}: every phone number and e-mail address is a link that dials or writes to it`, async ({
        page,
      }) => {
        await page.goto(path);
        if (javaScriptEnabled) await waitForIslands(page);
        const { links, unlinked } = await contactDetails(page);
        expect(unlinked).toEqual([]);
        // Every page has at least the footer's phone and e-mail.
        expect(links.length).toBeGreaterThanOrEqual(2);
        expectLinksRight(links);
      });
    }
  });
}

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
