import type { ContentOf } from '../lib/cms/tools';
import { aboutLabels } from '../lib/content/pages';
import { legalTabsLabels, updatedText } from '../lib/content/trust';
import { formatDate } from '../lib/dates';
import { blocksText, cmsFacts, cmsHome, cmsWords } from './cms-data';
import { LAYOUT_RULES } from './axe';
import { expect, expectNoAxeViolations, test, visit } from './fixtures';
import { expectBlocksShown, TabSet } from './pages/tabs';

// What a page says is checked at 1280 px only (@desktop); the tabs' behaviour and layout on both (to keep the suite quick).
// Each page's tabs are the editors' ("Words of the About page", "Privacy notice", "Terms and conditions" in the CMS): the tests
// read them from the CMS the site was built from.

type Tabbed = { tabs: ContentOf<'aboutPage'>['tabs'] };
const pages: { path: string; words: () => Promise<Tabbed>; label: string; defaultLabel: string }[] = [
  {
    path: '/about',
    words: () => cmsWords('aboutPage'),
    label: legalTabsLabels.about,
    defaultLabel: 'Our staff',
  },
  {
    path: '/privacy',
    words: () => cmsWords('privacyNotice'),
    label: legalTabsLabels.privacy,
    defaultLabel: 'Overview',
  },
  {
    path: '/terms',
    words: () => cmsWords('termsPage'),
    label: legalTabsLabels.terms,
    defaultLabel: 'Acceptance',
  },
];

for (const { path, words, label, defaultLabel } of pages) {
  // One visit, the behaviours in turn (to keep the suite quick): as it opens, by keyboard with an axe scan of each tab,
  // then a click.
  test(`tabs on ${path} open on the default tab, are reachable by keyboard with no accessibility violations, and select on a click`, async ({
    page,
    isMobile,
  }) => {
    // A page's load and five or six axe scans: 22-24 s on a quiet 2-core machine with two workers, and up to 29.5 s
    // (of the 30 s default) with one core kept busy and one worker (a run with a core kept busy). Three times the budget.
    test.slow();
    const content = await words();
    await visit(page, path);
    const tabs = new TabSet(page, label);
    await test.step('open on the default tab, with exactly one selected', async () => {
      await expect(tabs.list.getByRole('tab')).toHaveCount(content.tabs.length);
      await expect(tabs.selected).toHaveCount(1);
      await expect(tabs.selected).toHaveText(defaultLabel);
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
    });
    await test.step('every tab is reachable by keyboard, and has no accessibility violations when open', async () => {
      // The first tab is the page as it loads, which every-page.spec.ts scans whole at each width; each tab after it
      // changes only the tab set. What reads names, roles and structure is the same at every width: on the phone,
      // only the rules the layout can change.
      await tabs.walkByKeyboard(content.tabs, async (tab) => {
        if (tab === content.tabs[0]) return;
        await expectNoAxeViolations(page, {
          only: TabSet.changingParts,
          ...(isMobile ? { rules: LAYOUT_RULES } : {}),
        });
      });
    });
    await test.step('a click selects a tab', async () => {
      // (The keyboard's walk ends where it began, on the first.)
      const last = content.tabs.at(-1)!;
      await tabs.tab(last.label).click();
      await expect(tabs.selected).toHaveText(last.label);
      await expectBlocksShown(tabs.panel, last.blocks);
    });
  });

  test.describe(`${path} with JavaScript off`, { tag: '@desktop' }, () => {
    test.use({ javaScriptEnabled: false });

    test('shows the text of every tab', async ({ page }) => {
      const { tabs } = await words();
      await page.goto(path);
      for (const tab of tabs) {
        await expect(page.getByRole('heading', { name: tab.title, exact: true })).toBeVisible();
        await expectBlocksShown(page, tab.blocks);
      }
    });
  });
}

test.describe('about page', { tag: '@desktop' }, () => {
  test('has the intro, the welcome, the cards and the closing line, with the home’s own figures', async ({
    page,
  }) => {
    const [about, home] = await Promise.all([cmsWords('aboutPage'), cmsHome()]);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.intro.title);
    await expect(page.getByText(about.intro.lead)).toBeVisible();
    await expectBlocksShown(page, about.welcome);
    expect(about.cards.length).toBeGreaterThanOrEqual(1);
    for (const card of about.cards) {
      await expect(page.getByRole('heading', { name: card.title, level: 3 })).toBeVisible();
      await expect(page.getByText(card.text)).toBeVisible();
    }
    await expect(page.getByText(about.closing)).toBeVisible();
    // The sample's closing line names the home's figures ([residents], [acres]): the page says "The home"'s.
    expect(about.closing).toContain(`${home.capacity.residents} residents`);
  });
});

test.describe('about page ratings', { tag: '@desktop' }, () => {
  test('give the CQC ratings with their report, and the food hygiene rating with its date', async ({
    page,
  }) => {
    const [facts, { regulators }] = await Promise.all([cmsFacts(), cmsHome()]);
    await page.goto('/about');
    const ratings = page.getByRole('region', { name: aboutLabels.ratingsTitle });
    await expect(ratings.getByText(`Overall ${facts.cqcOverall}`, { exact: true })).toBeVisible();
    await expect(
      ratings.getByText(`Report published ${formatDate(facts.cqcReportPublishedOn)}`),
    ).toBeVisible();
    await expect(ratings.getByRole('table').getByRole('row')).toHaveCount(5);
    await expect(ratings.getByRole('link', { name: /^Read our latest CQC report/ })).toHaveAttribute(
      'href',
      facts.cqcReportUrl,
    );
    await expect(
      ratings.getByText(`${facts.foodHygieneRating} out of 5`, { exact: false }).first(),
    ).toBeVisible();
    await expect(ratings).toContainText(`Inspected ${formatDate(facts.foodHygieneRatedOn)}.`);
    await expect(ratings.getByRole('link', { name: /^ratings\.food\.gov\.uk/ })).toHaveAttribute(
      'href',
      regulators.fsaEstablishmentId
        ? `https://ratings.food.gov.uk/business/${regulators.fsaEstablishmentId}`
        : 'https://ratings.food.gov.uk/',
    );
  });
});

test.describe('privacy and terms', { tag: '@desktop' }, () => {
  for (const [path, words] of [
    ['/privacy', () => cmsWords('privacyNotice')],
    ['/terms', () => cmsWords('termsPage')],
  ] as const) {
    test(`${path} says when it was last updated`, async ({ page }) => {
      const { lastUpdated } = await words();
      await page.goto(path);
      await expect(page.getByText(updatedText(lastUpdated), { exact: true })).toBeVisible();
    });
  }

  test('privacy has the six tabs the specification names, and its contact tab the response time, regulator and us', async ({
    page,
  }) => {
    const [notice, home] = await Promise.all([cmsWords('privacyNotice'), cmsHome()]);
    expect(notice.tabs.map((tab) => tab.label)).toEqual([
      'Overview',
      'Data collection',
      'How we use data',
      'Data protection',
      'Your rights',
      'Contact us',
    ]);
    await visit(page, '/privacy');
    await new TabSet(page, legalTabsLabels.privacy).tab('Contact us').click();
    const panel = page.getByRole('tabpanel');
    const said = blocksText(notice.tabs.at(-1)!.blocks).join(' ');
    for (const words of ['within 30 days', 'Information Commissioner', '0303 123 1113', home.phone.display])
      expect(said).toContain(words);
    await expectBlocksShown(panel, notice.tabs.at(-1)!.blocks);
    await expect(panel).toContainText(home.email.display);
  });

  test('privacy shows its tabs as a sidebar on wide screens', async ({ page }) => {
    await page.goto('/privacy');
    const tabs = new TabSet(page, legalTabsLabels.privacy);
    await expect(tabs.list).toHaveAttribute('aria-orientation', 'vertical');
    const list = (await tabs.list.boundingBox())!;
    const panel = (await page.getByRole('tabpanel').boundingBox())!;
    expect(list.x + list.width).toBeLessThanOrEqual(panel.x);
  });

  test('terms say when we reply to enquiries', async ({ page }) => {
    const { tabs } = await cmsWords('termsPage');
    const enquiries = tabs.find((tab) => tab.label === 'Enquiries & bookings')!;
    expect(blocksText(enquiries.blocks).join(' ')).toMatch(/within \d+ (business|working) days/);
    await visit(page, '/terms');
    await new TabSet(page, legalTabsLabels.terms).tab(enquiries.label).click();
    await expectBlocksShown(page.getByRole('tabpanel'), enquiries.blocks);
  });
});
