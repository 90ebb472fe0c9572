import { careers, payText } from '../lib/content/careers';
import { formatDate } from '../lib/dates';
import { blocksText, cmsHome, cmsOpenJobs, cmsWords } from './cms-data';
import { expect, expectNoAxeViolations, test, visit } from './fixtures';

// The careers page and each job's own page, against the jobs the CMS publishes: every job still open has its page,
// with a JobPosting for search engines; a home with none says how to apply anyway (scripts/make-site/build-faults.test.ts
// builds that case). The route-driven suites cover /careers itself; the job pages, made from the CMS, are checked here.

test.describe('careers', { tag: '@desktop' }, () => {
  test('lists every job still open, each linking to its own page, and says how to apply speculatively', async ({
    page,
  }) => {
    const jobs = await cmsOpenJobs();
    await visit(page, '/careers');
    const main = page.getByRole('main');
    if (jobs.length === 0) {
      await expect(main.getByRole('heading', { name: careers.none.title })).toBeVisible();
    } else {
      const list = main.getByRole('region', { name: careers.open.title });
      await expect(list.getByRole('heading', { level: 3 })).toHaveText(jobs.map((job) => job.title));
      for (const job of jobs) {
        await expect(list.getByRole('link', { name: job.title, exact: true })).toHaveAttribute(
          'href',
          `/careers/${job.slug}`,
        );
      }
    }
    const words = await cmsWords('careersPage');
    for (const line of blocksText(words.speculative))
      await expect(main.getByRole('region', { name: careers.apply.title })).toContainText(line);
  });

  test('each job’s page states the job and carries a JobPosting with the fields Google reads', async ({
    page,
    request,
  }) => {
    const jobs = await cmsOpenJobs();
    test.skip(jobs.length === 0, 'no job is open in the CMS the site was built from');
    const { provider } = await cmsHome();
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const job of jobs) {
      await page.goto(`/careers/${job.slug}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(job.title);
      const [from, to] = [Number(job.payFrom), job.payTo == null ? null : Number(job.payTo)];
      await expect(main).toContainText(
        payText({ payFrom: from, payTo: to === from ? null : to, payPer: job.payPer }),
      );
      await expect(main).toContainText(formatDate(job.closingDate));
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((item) => item['@type'] === 'JobPosting');
      expect(data, `the JobPosting of ${job.slug}`).toMatchObject({
        title: job.title,
        datePosted: job.postedOn,
        hiringOrganization: { '@type': 'Organization', name: provider.companyName },
        jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'GB' } },
      });
      expect(String(data!.description)).toContain(job.summary);
      expect(String(data!.validThrough)).toMatch(
        new RegExp(`^${job.closingDate}T23:59:59[+-]\\d\\d:\\d\\d$`),
      );
      expect(sitemap).toContain(`/careers/${job.slug}</loc>`);
    }
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });
    test('a job’s page is complete, and reached from the careers page', async ({ page }) => {
      const [job] = await cmsOpenJobs();
      test.skip(!job, 'no job is open in the CMS the site was built from');
      await page.goto('/careers');
      await page.getByRole('link', { name: job!.title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(job!.title);
      await expect(page.getByRole('main')).toContainText(job!.summary);
      await expect(page.getByRole('region', { name: careers.apply.title })).toContainText(job!.title);
    });
  });
});

// At both widths and with the browser's text at its default, 150% and 200%: no axe violation, nothing wider than the
// screen.
for (const textSize of [undefined, 24, 32]) {
  test.describe(`a job’s page with the browser’s text at ${textSize ?? 16}px`, () => {
    test.use({ textSize });
    test('has no accessibility violations and fits the screen', async ({ page }) => {
      const [job] = await cmsOpenJobs();
      test.skip(!job, 'no job is open in the CMS the site was built from');
      await visit(page, `/careers/${job!.slug}`);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
