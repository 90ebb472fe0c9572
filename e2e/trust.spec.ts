import { REVIEWS_SHOWN } from '../lib/cms/tools';
import { reviewedText, reviewsPolicyLinkText, reviewSiteName } from '../lib/content/trust';
import { blocksText, cmsFacts, cmsHome, cmsWords } from './cms-data';
import { expect, test, visit } from './fixtures';
import { expectBlocksShown } from './pages/tabs';
import { Shell } from './pages/shell';
// What the law asks every page of a care home's site to say, and what earns a family's trust: who runs the home and
// who regulates it (in every footer), the data controller, how the reviews are chosen, and how accessible the site
// is. Checked against the CMS the site was built from. The markup is the same at every width: once, at 1280 px.
test.describe('who runs the home, and the pages that say how the site behaves', { tag: '@desktop' }, () => {
  test('the privacy policy names the company as the controller of personal information', async ({ page }) => {
    const { provider } = await cmsHome();
    await page.goto('/privacy');
    await expect(page.getByRole('main')).toContainText(
      `is run by ${provider.companyName}, a company registered in ${provider.registeredIn} (number ` +
        `${provider.companyNumber}; registered office: ${provider.registeredOffice}), which runs this website and is ` +
        'the controller of the personal information',
    );
  });

  test('the reviews policy says where reviews come from, which are quoted, that none is paid, and how to report one', async ({
    page,
  }) => {
    const [facts, home, policy] = await Promise.all([cmsFacts(), cmsHome(), cmsWords('reviewsPolicy')]);
    const site = reviewSiteName({ listingUrl: facts.reviewListingUrl });
    await page.goto('/reviews-policy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(policy.intro.title);
    for (const section of policy.sections) {
      const region = main.getByRole('region', { name: section.title });
      await expectBlocksShown(region, section.blocks);
    }
    // The sample policy's facts are the CMS's own, put in where the editors wrote [review site], [review count]...
    const said = (title: string) =>
      blocksText(policy.sections.find((section) => section.title === title)!.blocks).join(' ');
    expect(said('Where our reviews come from')).toContain(`is written on ${site}`);
    expect(said('Which reviews we quote on this website')).toContain(`quotes up to ${REVIEWS_SHOWN} reviews`);
    expect(said('Which reviews we quote on this website')).toContain(
      `${facts.reviewScore} out of 10 from ${facts.reviewCount} reviews`,
    );
    expect(said('Read every review')).toContain(`All ${facts.reviewCount} reviews`);
    await expect(main.getByRole('region', { name: 'Read every review' }).getByRole('link')).toHaveAttribute(
      'href',
      facts.reviewListingUrl,
    );
    const report = main.getByRole('region', { name: 'If you think a review is fake' });
    await expect(report.getByRole('link', { name: home.email.display })).toHaveAttribute(
      'href',
      home.email.href,
    );
    await expect(report.locator(`a[href="${home.phone.href}"]`)).toHaveCount(1);
    await expect(main).toContainText(reviewedText(policy.reviewedOn));
  });

  test('the home page links the reviews policy beside the reviews, as text', async ({ page }) => {
    await visit(page, '/');
    const reviews = page.locator('#reviews');
    await expect(reviews).toContainText('We choose the reviews shown here');
    await reviews.getByRole('link', { name: reviewsPolicyLinkText }).click();
    await expect(page).toHaveURL(/\/reviews-policy$/);
  });

  test('the accessibility statement gives the standard, how it is checked, what falls short, and how to ask', async ({
    page,
  }) => {
    const statement = await cmsWords('accessibilityStatement');
    await page.goto('/accessibility');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(statement.intro.title);
    for (const section of statement.sections)
      await expectBlocksShown(main.getByRole('region', { name: section.title }), section.blocks);
    const said = blocksText(statement.sections.flatMap((section) => section.blocks)).join(' ');
    for (const words of [
      'WCAG) 2.2 at level AA',
      'It partially conforms',
      'with axe',
      'The booking calendar',
      'The map on the contact page',
      'large print, easy read, audio',
    ])
      expect(said).toContain(words);
    await expect(main).toContainText(reviewedText(statement.reviewedOn));
  });
});

test.describe('with JavaScript off', { tag: '@desktop' }, () => {
  test.use({ javaScriptEnabled: false });

  // Every page's footer names the company and links these pages: every-page.spec.ts, on each page's static HTML.
  test('a reader reaches the reviews policy, the accessibility statement and Careers from the footer', async ({
    page,
  }) => {
    const [policy, statement, careers] = await Promise.all([
      cmsWords('reviewsPolicy'),
      cmsWords('accessibilityStatement'),
      cmsWords('careersPage'),
    ]);
    for (const { name, heading } of [
      { name: 'Reviews policy', heading: policy.intro.title },
      { name: 'Accessibility', heading: statement.intro.title },
      { name: 'Careers', heading: careers.intro.title },
    ]) {
      await page.goto('/gallery/2', { waitUntil: 'domcontentloaded' });
      await new Shell(page).footer.getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 }), name).toHaveText(heading);
    }
  });
});
