import { REVIEWS_SHOWN, type StrapiProvider } from '../lib/cms/tools';
import { careers } from '../lib/content/careers';
import { accessibilityStatement, reviewsPolicy } from '../lib/content/trust';
import { formatDate } from '../lib/dates';
import { site } from '../lib/site';
import { cmsFacts } from './cms-data';
import { expect, test, visit } from './fixtures';
import { Shell } from './pages/shell';

// What the law asks every page of a care home's site to say, and what earns a family's trust: who runs the home and
// who regulates it (in every footer), the data controller, how the reviews are chosen, and how accessible the site
// is. Checked against the CMS the site was built from. The markup is the same at every width: once, at 1280 px.
test.describe('who runs the home, and the pages that say how the site behaves', { tag: '@desktop' }, () => {
  test('the privacy policy names the company as the controller of personal information', async ({ page }) => {
    const provider = (await cmsFacts()).provider as StrapiProvider;
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
    const facts = await cmsFacts();
    await page.goto('/reviews-policy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(reviewsPolicy.intro.title);
    await expect(main.getByRole('region', { name: 'Where our reviews come from' })).toContainText(
      `is written on ${site.reviewSite.name}`,
    );
    const quoted = main.getByRole('region', { name: 'Which reviews we quote on this website' });
    await expect(quoted).toContainText(`quotes up to ${REVIEWS_SHOWN} reviews`);
    await expect(quoted).toContainText(`${facts.reviewScore} out of 10 from ${facts.reviewCount} reviews`);
    const every = main.getByRole('region', { name: 'Read every review' });
    await expect(every).toContainText(`All ${facts.reviewCount} reviews`);
    await expect(every.getByRole('link')).toHaveAttribute('href', facts.reviewListingUrl);
    await expect(main.getByRole('region', { name: 'No review is paid for or written by us' })).toContainText(
      'We never pay for a review',
    );
    const report = main.getByRole('region', { name: 'If you think a review is fake' });
    await expect(report.getByRole('link', { name: site.email.display })).toHaveAttribute(
      'href',
      site.email.href,
    );
    await expect(report.locator(`a[href="${site.phone.href}"]`)).toHaveCount(1);
    await expect(main).toContainText(reviewsPolicy.reviewed);
  });

  test('the home page links the reviews policy beside the reviews, as text', async ({ page }) => {
    await visit(page, '/');
    const reviews = page.locator('#reviews');
    await expect(reviews).toContainText('We choose the reviews shown here');
    await reviews.getByRole('link', { name: reviewsPolicy.linkText }).click();
    await expect(page).toHaveURL(/\/reviews-policy$/);
  });

  test('the accessibility statement gives the standard, how it is checked, what falls short, and how to ask', async ({
    page,
  }) => {
    await page.goto('/accessibility');
    const main = page.getByRole('main');
    const how = main.getByRole('region', { name: 'How accessible this website is' });
    await expect(how).toContainText('WCAG) 2.2 at level AA');
    await expect(how).toContainText('It partially conforms');
    await expect(main.getByRole('region', { name: 'How we check it' })).toContainText('with axe');
    const known = main.getByRole('region', { name: 'What is not fully accessible' });
    await expect(known).toContainText('The booking calendar');
    await expect(known).toContainText('The map on the contact page');
    const formats = main.getByRole('region', { name: 'Information in another format' });
    await expect(formats).toContainText('large print, easy read, audio');
    await expect(formats).toContainText(
      `We answer within ${site.accessibility.replyWorkingDays} working days`,
    );
    await expect(main).toContainText(`Last reviewed ${formatDate(site.accessibility.reviewedOn)}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(accessibilityStatement.intro.title);
  });
});

test.describe('with JavaScript off', { tag: '@desktop' }, () => {
  test.use({ javaScriptEnabled: false });

  // Every page's footer names the company and links these pages: every-page.spec.ts, on each page's static HTML.
  test('a reader reaches the reviews policy, the accessibility statement and Careers from the footer', async ({
    page,
  }) => {
    for (const { name, heading } of [
      { name: 'Reviews policy', heading: reviewsPolicy.intro.title },
      { name: 'Accessibility', heading: accessibilityStatement.intro.title },
      { name: 'Careers', heading: careers.intro.title },
    ]) {
      await page.goto('/gallery/2', { waitUntil: 'domcontentloaded' });
      await new Shell(page).footer.getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 }), name).toHaveText(heading);
    }
  });
});
