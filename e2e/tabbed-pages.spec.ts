import { about } from '../lib/content/about';
import type { Provider } from '../lib/cms/tools';
import { privacy, privacyTabs } from '../lib/content/privacy';
import { terms } from '../lib/content/terms';
import { formatDate } from '../lib/dates';
import { site } from '../lib/site';
import { cmsFacts } from './cms-data';
import { LAYOUT_RULES } from './axe';
import { expect, expectNoAxeViolations, test, visit } from './fixtures';
import { expectTextShown, TabSet } from './pages/tabs';

// What a page says is checked at 1280 px only (@desktop); the tabs' behaviour and layout on both (issue 44's test time).

const pages = [
  { path: '/about', content: about, defaultLabel: 'Our staff' },
  { path: '/privacy', content: privacy, defaultLabel: 'Overview' },
  { path: '/terms', content: terms, defaultLabel: 'Acceptance' },
] as const;

for (const { path, content, defaultLabel } of pages) {
  // One visit, the behaviours in turn (issue 44's test time): as it opens, by keyboard with an axe scan of each tab,
  // then a click.
  test(`tabs on ${path} open on the default tab, are reachable by keyboard with no accessibility violations, and select on a click`, async ({
    page,
    isMobile,
  }) => {
    // A page's load and five or six axe scans: 22-24 s on a quiet 2-core machine with two workers, and up to 29.5 s
    // (of the 30 s default) with one core kept busy and one worker (issue 26's loaded run). Three times the budget.
    test.slow();
    await visit(page, path);
    const tabs = new TabSet(page, content.tabsLabel);
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
      await expectTextShown(tabs.panel, last.paragraphs[0]!);
    });
  });

  test.describe(`${path} with JavaScript off`, { tag: '@desktop' }, () => {
    test.use({ javaScriptEnabled: false });

    test('shows the text of every tab', async ({ page }) => {
      await page.goto(path);
      // The privacy policy names the company the CMS says runs the home.
      const tabs =
        path === '/privacy'
          ? privacyTabs(((await cmsFacts()).provider ?? null) as Provider | null)
          : content.tabs;
      for (const tab of tabs) {
        await expect(page.getByRole('heading', { name: tab.title, exact: true })).toBeVisible();
        for (const paragraph of tab.paragraphs) await expectTextShown(page, paragraph);
      }
    });
  });
}

test.describe('about page', { tag: '@desktop' }, () => {
  test('has the intro, the four cards and the closing line', async ({ page }) => {
    await page.goto('/about');
    for (const card of ['Management', 'Commitment', 'Progression', 'Specialisation']) {
      await expect(page.getByRole('heading', { name: card, level: 3 })).toBeVisible();
    }
    await expect(page.getByText(about.intro[0]!)).toBeVisible();
    await expect(
      page.getByText(
        `up to ${site.capacity.residents} residents, in ${site.capacity.gardenAcres} acres of gardens`,
      ),
    ).toBeVisible();
  });
});

test.describe('about page ratings', { tag: '@desktop' }, () => {
  test('give the CQC ratings with their report, and the food hygiene rating with its date', async ({
    page,
  }) => {
    const facts = await cmsFacts();
    await page.goto('/about');
    const ratings = page.getByRole('region', { name: about.ratingsTitle });
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
      facts.foodHygieneEstablishmentId
        ? `https://ratings.food.gov.uk/business/${facts.foodHygieneEstablishmentId}`
        : 'https://ratings.food.gov.uk/',
    );
  });
});

test.describe('privacy and terms', { tag: '@desktop' }, () => {
  for (const [path, updated] of [
    ['/privacy', site.privacy.lastUpdated],
    ['/terms', site.privacy.termsLastUpdated],
  ]) {
    test(`${path} says when it was last updated`, async ({ page }) => {
      await page.goto(path!);
      await expect(page.getByText(`Last updated ${updated}`, { exact: true })).toBeVisible();
    });
  }

  test('privacy gives the 30-day response, the regulator and its phone, and our phone and e-mail', async ({
    page,
  }) => {
    await visit(page, '/privacy');
    await new TabSet(page, privacy.tabsLabel).tab('Contact us').click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText(`within ${site.privacy.responseDays} days`);
    await expect(panel).toContainText(site.privacy.regulator.name);
    await expect(panel).toContainText(site.privacy.regulator.phone.display);
    await expect(panel).toContainText(site.phone.display);
    await expect(panel).toContainText(site.email.display);
  });

  test('privacy shows its tabs as a sidebar on wide screens', async ({ page }) => {
    await page.goto('/privacy');
    const tabs = new TabSet(page, privacy.tabsLabel);
    await expect(tabs.list).toHaveAttribute('aria-orientation', 'vertical');
    const list = (await tabs.list.boundingBox())!;
    const panel = (await page.getByRole('tabpanel').boundingBox())!;
    expect(list.x + list.width).toBeLessThanOrEqual(panel.x);
  });

  test('terms say when we reply to enquiries', async ({ page }) => {
    await visit(page, '/terms');
    await new TabSet(page, terms.tabsLabel).tab('Enquiries & bookings').click();
    await expect(page.getByRole('tabpanel')).toContainText(
      `within ${site.privacy.enquiryReplyBusinessDays} business days`,
    );
  });
});
