import { careers } from '../lib/content/careers';
import { accessibilityStatement, reviewsPolicy } from '../lib/content/trust';
import { pageIntros } from '../lib/content/pages';
import { home } from '../lib/content/home';
import { complaintsCopy, feesCopy, visitingCopy } from '../lib/content/families';
import { site } from '../lib/site';
import { albumPageNumbers, albumPagePath } from '../lib/album';
import { cmsCollection, cmsFacts, cmsOpenJobs } from './cms-data';
import { expect, routes, test } from './fixtures';

const descriptions: Record<(typeof routes)[number], string> = {
  '/': home.hero.lead,
  '/about': pageIntros.about.lead,
  '/gallery': pageIntros.gallery.lead,
  '/team': pageIntros.team.lead,
  '/contact': pageIntros.contact.lead,
  '/fees': feesCopy.intro.lead,
  '/visiting': visitingCopy.intro.lead,
  '/complaints': complaintsCopy.intro.lead,
  '/privacy': pageIntros.privacy.lead,
  '/terms': pageIntros.terms.lead,
  '/careers': careers.intro.lead,
  '/reviews-policy': reviewsPolicy.intro.lead,
  '/accessibility': accessibilityStatement.intro.lead,
};

test.describe('metadata for search engines and sharing', () => {
  // The head is the same at every width: once, at 1280 px.
  test(
    'each route has its own title, its description and its canonical URL',
    { tag: '@desktop' },
    async ({ page }) => {
      // Thirteen pages in one test: 16 s on a quiet machine, 26 to 32 s in CI with two workers, over the default 30 s.
      test.slow();
      const titles = new Set<string>();
      for (const route of routes) {
        // The head is in the HTML as served: no need to wait for each page's photos and fonts.
        await page.goto(route, { waitUntil: 'domcontentloaded' });
        const title = await page.title();
        expect(title).toContain(site.name);
        titles.add(title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          descriptions[route],
        );
        // Compared as URLs: Next.js writes the home page's canonical without its trailing slash.
        const expected = new URL(route, site.url).href;
        expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).href).toBe(
          expected,
        );
        expect(new URL((await page.locator('meta[property="og:url"]').getAttribute('content'))!).href).toBe(
          expected,
        );
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
          'content',
          new URL('/og.png', site.url).href,
        );
        await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
          'content',
          'summary_large_image',
        );
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
      }
      expect(titles.size).toBe(routes.length);
    },
  );

  test('the share image, icon and manifest are served', async ({ request }) => {
    const image = await request.get('/og.png');
    expect(image.headers()['content-type']).toBe('image/png');
    expect((await request.get('/icon.svg')).ok()).toBe(true);
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.name).toBe(site.name);
  });

  test('the sitemap lists every route, the later album pages and each open job, and robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const albumPages = albumPageNumbers((await cmsCollection('galleries')).length)
      .slice(1)
      .map(albumPagePath);
    expect(albumPages).toEqual(['/gallery/2']);
    const jobPages = (await cmsOpenJobs()).map((job) => `/careers/${job.slug}`);
    expect(listed.sort()).toEqual(
      [...routes, ...albumPages, ...jobPages].map((route) => new URL(route, site.url).href).sort(),
    );
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', site.url).href}`);
  });

  test('the structured data describes the home with its address and phone', async ({ page }) => {
    await page.goto('/');
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json ?? '{}');
    expect(data['@type']).toBe('NursingHome');
    expect(data.name).toBe(site.name);
    expect(data.telephone).toBe('+441632960418');
    expect(data.address).toMatchObject({
      postalCode: site.address.postcode,
      streetAddress: expect.stringContaining(site.address.street),
    });
    expect(data.sameAs).toContain((await cmsFacts()).reviewListingUrl);
    expect(data.aggregateRating).toBeUndefined();
  });
});
