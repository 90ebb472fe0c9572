import { site } from '../lib/site';
import { routeDeclarations, routeOf } from '../lib/routes';
import { cmsFacts, cmsHome } from './cms-data';
import { expect, routes, test } from './fixtures';

test.describe('metadata for search engines and sharing', () => {
  // The head is the same at every width: once, at 1280 px.
  test(
    'each route has its own title, a description the page itself says, and its canonical URL',
    { tag: '@desktop' },
    async ({ page }) => {
      // Thirteen pages in one test: 16 s on a quiet machine, 26 to 32 s in CI with two workers, over the default 30 s.
      test.slow();
      const { name } = await cmsHome();
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const route of routes) {
        // The head is in the HTML as served: no need to wait for each page's photos and fonts.
        await page.goto(route, { waitUntil: 'domcontentloaded' });
        const title = await page.title();
        expect(title).toContain(name);
        titles.add(title);
        // What a search engine shows under the title is what the page opens with, in the visitor's own words.
        const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
        expect(description.length).toBeGreaterThan(40);
        expect((await page.locator('main').innerText()).replace(/\s+/g, ' ')).toContain(description);
        descriptions.add(description);
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
      expect(descriptions.size).toBe(routes.length);
    },
  );

  test('the share image, icon and manifest are served', async ({ request }) => {
    const image = await request.get('/og.png');
    expect(image.headers()['content-type']).toBe('image/png');
    expect((await request.get('/icon.svg')).ok()).toBe(true);
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    const home = await cmsHome();
    expect(manifest.name).toBe(home.name);
    expect(manifest.short_name).toBe(home.shortName);
  });

  test('the sitemap lists every route and each page of its own a route links to, and robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    // The pages of their own (album pages, job pages) the routes that have them link to, as a visitor finds them.
    const linked = new Set<string>();
    for (const { path } of routeDeclarations.filter((route) => 'children' in route)) {
      const html = await (await request.get(path)).text();
      for (const [, href] of html.matchAll(/href="(\/[^"#?]*)"/g))
        if (routeOf(href!)?.child) linked.add(href!);
    }
    expect(linked.size).toBeGreaterThan(0);
    expect(listed.sort()).toEqual([...routes, ...linked].sort());
    for (const child of linked) expect((await request.get(child)).status()).toBe(200);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', site.url).href}`);
  });

  test('the structured data describes the home with its address and phone', async ({ page }) => {
    const home = await cmsHome();
    await page.goto('/');
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json ?? '{}');
    expect(data['@type']).toBe('NursingHome');
    expect(data.name).toBe(home.name);
    expect(data.telephone).toBe(home.phone.e164);
    expect(data.email).toBe(home.email.display);
    expect(data.address).toMatchObject({
      postalCode: home.address.postcode,
      streetAddress: expect.stringContaining(home.address.street),
    });
    expect(data.sameAs).toContain((await cmsFacts()).reviewListingUrl);
    expect(data.aggregateRating).toBeUndefined();
  });
});
