import { brochureStem, type StrapiReview } from '../lib/cms/tools';
import { formatDate } from '../lib/dates';
import { readPdf } from '../scripts/testing/pdf-text';
import { expect, test, visit } from './fixtures';
import { expectRoomsFree } from './checks';
import { formatPounds } from '../lib/content/families';
import { cmsCollection, cmsFacts, cmsHome, cmsRoomKinds, cmsRoomsFree, cmsWords } from './cms-data';
import { Shell } from './pages/shell';
import { HomePage } from './pages/home';

// What a page says, and behaviour that is the same at every width, is checked at 1280 px only (@desktop); what the
// phone's layout changes is checked on both (to keep the suite quick).

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, '/');
  });

  test('the hero books a viewing in the booking popup', async ({ page }) => {
    await new HomePage(page).hero.getByRole('button', { name: 'Book a viewing' }).click();
    await expect(new Shell(page).bookingDialog).toBeVisible();
  });

  test('the gallery preview pages through to the end and back, with the page numbers in step', async ({
    page,
  }) => {
    const home = new HomePage(page);
    const total = (await cmsCollection('galleries')).length;
    await expect(home.next).toHaveAccessibleName(`Next ${total} photos`);
    const pages = await home.pageButtons.count();
    expect(pages).toBeGreaterThan(1);
    await expect(home.previewPhotos).toHaveCount(4);
    await expect(home.previous).toHaveAttribute('aria-disabled', 'true');

    const seen = new Set<string>();
    for (let index = 1; index <= pages; index += 1) {
      await expect(home.currentPage).toHaveAccessibleName(`Page ${index} of ${pages}`);
      await expect(home.currentPage).toHaveCount(1);
      seen.add((await home.previewPhotos.first().getAttribute('src')) ?? '');
      if (index < pages) {
        await home.next.click();
        await home.waitUntilStill();
      }
    }
    expect(seen.size).toBe(pages);
    await expect(home.next).toHaveAttribute('aria-disabled', 'true');

    await home.pageButtons.first().click();
    await home.waitUntilStill();
    await expect(home.currentPage).toHaveAccessibleName(`Page 1 of ${pages}`);
    await expect(home.previous).toHaveAttribute('aria-disabled', 'true');
    await home.next.click();
    await home.waitUntilStill();
    await expect(home.currentPage).toHaveAccessibleName(`Page 2 of ${pages}`);
    await home.previous.click();
    await home.waitUntilStill();
    await expect(home.currentPage).toHaveAccessibleName(`Page 1 of ${pages}`);
  });

  test('nothing moves while the page loads (cumulative layout shift 0)', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    // Everything that could move the page has settled: the network (above), the fonts, and two frames painted after
    // that. The layout shifts recorded since the page began are then read from the browser's buffer.
    const shift = await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      // Layout shifts are not in performance.getEntries(); an observer with `buffered` gets those already recorded.
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
      const entries: Shift[] = [];
      const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as Shift[])));
      observer.observe({ type: 'layout-shift', buffered: true });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      entries.push(...(observer.takeRecords() as Shift[]));
      observer.disconnect();
      return entries
        .filter((entry) => !entry.hadRecentInput)
        .reduce((total, entry) => total + entry.value, 0);
    });
    expect(shift).toBe(0);
  });

  test.describe('what it says', { tag: '@desktop' }, () => {
    test('the hero offers the brochure in a new tab, and the PDF states the rating and score the pages state', async ({
      page,
      request,
    }) => {
      const home = await cmsHome();
      const brochure = new HomePage(page).hero.getByRole('link', { name: /^View Brochure/ });
      await expect(brochure).toHaveAttribute('target', '_blank');
      const href = await brochure.getAttribute('href');
      expect(href).toMatch(new RegExp(`^/media/${brochureStem(home.name)}-[0-9a-f]{16}\\.pdf$`));
      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      // The sample content uploads no brochure of its own: this is the one the build makes from the facts.
      const facts = await cmsFacts();
      expect(facts.brochure, 'the sample content has no brochure of its own').toBeFalsy();
      const text = (await readPdf(await response.body())).pages.join('\n');
      const published = formatDate(facts.cqcReportPublishedOn);
      for (const said of [
        `Rated ${facts.cqcOverall} by the Care Quality Commission`,
        `Report published ${published}`,
        `${facts.reviewScore}/10`,
        `from ${facts.reviewCount} reviews`,
        home.name,
        home.phone.display,
        home.email.display,
      ])
        expect(text).toContain(said);
      // The rooms free now, counted from the rooms as every page counts them, and each kind's fee.
      const free = await cmsRoomsFree();
      const flat = text.replace(/\s+/g, ' ');
      if (!free.stale)
        expect(flat).toContain(
          `Rooms free now: ${free.roomsFree} ${free.roomsFree === 1 ? 'room' : 'rooms'} free now. ` +
            `Confirmed on ${formatDate(free.confirmedOn!)}`,
        );
      for (const kind of await cmsRoomKinds())
        expect(flat).toContain(`${kind.name}: ${formatPounds(kind.fee)} a week`);
      // ...as the pages do.
      await expect(new HomePage(page).hero.getByText(`Report published ${published}`)).toBeVisible();
      await expect(page.getByText(`from ${facts.reviewCount} reviews`, { exact: true })).toBeVisible();
    });

    test('the hero shows the inspection and food hygiene ratings as published, with their dates', async ({
      page,
    }) => {
      const facts = await cmsFacts();
      const hero = new HomePage(page).hero;
      const published = formatDate(facts.cqcReportPublishedOn);
      const cqc = page.getByRole('img', {
        name: `Care Quality Commission overall rating: ${facts.cqcOverall}, report published ${published}`,
      });
      await expect(hero.getByText(`Report published ${published}`, { exact: true })).toBeVisible();
      // The badge is the link to the report.
      await expect(hero.getByRole('link').filter({ has: cqc })).toHaveAttribute('href', facts.cqcReportUrl);
      await expect(hero.locator(cqc)).toBeVisible();
      await expect(
        hero.getByRole('img', {
          name: new RegExp(`^Food hygiene rating: ${facts.foodHygieneRating} out of 5`),
        }),
      ).toBeVisible();
      await expect(
        hero.getByText(`Inspected ${formatDate(facts.foodHygieneRatedOn)}`, { exact: true }),
      ).toBeVisible();
    });

    test('the hero says how many rooms are free, and when that was confirmed', async ({ page }) => {
      const hero = new HomePage(page).hero;
      await expectRoomsFree(hero, ({ roomsFree }) => {
        expect(roomsFree, 'the sample content has rooms free').toBeGreaterThan(0);
        return [hero.getByText(`${roomsFree} ${roomsFree === 1 ? 'room' : 'rooms'} free now.`)];
      });
    });

    test('the CQC section gives the overall and key-question ratings, the report and CQC’s address', async ({
      page,
    }) => {
      const facts = await cmsFacts();
      const section = page.getByRole('region', {
        name: `Rated ${facts.cqcOverall} by the Care Quality Commission`,
      });
      await expect(
        section.getByText(`Report published ${formatDate(facts.cqcReportPublishedOn)}`),
      ).toBeVisible();
      await expect(section.getByText(`Overall ${facts.cqcOverall}`, { exact: true })).toBeVisible();
      const table = section.getByRole('table');
      for (const [question, rating] of [
        ['Safe', facts.cqcSafe],
        ['Effective', facts.cqcEffective],
        ['Caring', facts.cqcCaring],
        ['Responsive', facts.cqcResponsive],
        ['Well-led', facts.cqcWellLed],
      ] as const) {
        await expect(table.getByRole('row', { name: `${question} ${rating ?? 'Not rated'}` })).toBeVisible();
      }
      await expect(section.getByRole('link', { name: /^Read our latest CQC report/ })).toHaveAttribute(
        'href',
        facts.cqcReportUrl,
      );
      await expect(section.getByRole('link', { name: /^www\.cqc\.org\.uk/ })).toHaveAttribute(
        'href',
        'https://www.cqc.org.uk/',
      );
    });

    test('"find out more" goes to the about page', async ({ page }) => {
      await page.getByRole('link', { name: 'Find out more about us' }).click();
      await expect(page).toHaveURL('/about');
    });

    test('shows the four feature tiles', async ({ page }) => {
      const tiles = page.getByRole('region', { name: 'Why families choose us' }).getByRole('listitem');
      await expect(tiles).toHaveCount(4);
      for (const title of [
        'Relationship-Centered',
        'Homes for Living',
        'Loved by residents',
        'Award Winning',
      ]) {
        await expect(tiles.getByRole('heading', { name: title })).toBeVisible();
      }
      await expect(tiles.filter({ hasText: 'Loved by residents' })).toContainText(
        `${(await cmsFacts()).tileScore}/10`,
      );
    });

    test('the reviews show the score, the first four published reviews and the review site in new tabs', async ({
      page,
    }) => {
      const facts = await cmsFacts();
      // The editors' order, the newest first where two share a place (as the site asks the CMS).
      const published = (await cmsCollection<StrapiReview & { order: number }>('reviews', { populate: null }))
        .sort((a, b) => a.order - b.order || b.reviewedOn.localeCompare(a.reviewedOn))
        .slice(0, 4);
      const reviews = new HomePage(page).reviews;
      await expect(reviews.getByText(String(facts.reviewScore), { exact: false }).first()).toBeVisible();
      await expect(reviews.getByText(`from ${facts.reviewCount} reviews`)).toBeVisible();
      await expect(reviews.getByText('Displaying our 4 & 5 star reviews')).toBeVisible();
      await expect(
        reviews.getByText(
          `We choose the reviews shown here; all ${facts.reviewCount} are on carehome.co.uk.`,
        ),
      ).toBeVisible();
      const snippets = reviews.getByRole('figure');
      await expect(snippets).toHaveCount(4);
      for (const [index, snippet] of (await snippets.all()).entries()) {
        const review = published[index]!;
        await expect(snippet.getByRole('img', { name: `${review.stars} out of 5 stars` })).toBeVisible();
        expect(await snippet.locator('svg[data-star]').count()).toBe(review.stars);
        await expect(snippet).toContainText(review.quote);
        await expect(snippet).toContainText(
          review.relationship ? `${review.reviewer}, ${review.relationship}` : review.reviewer,
        );
        await expect(
          snippet.getByText(formatDate(review.reviewedOn).toUpperCase(), { exact: true }),
        ).toBeVisible();
      }
      const listing = reviews.getByRole('link', { name: /carehome\.co\.uk listing/ });
      await expect(listing).toHaveAttribute('href', facts.reviewListingUrl);
      const write = reviews.getByRole('link', { name: /^Write a review/ });
      await expect(write).toHaveAttribute('href', facts.writeReviewUrl);
    });

    test('ends with an invitation to visit, with the booking button and the phone number', async ({
      page,
    }) => {
      const [home, copy] = await Promise.all([cmsHome(), cmsWords('homePage')]);
      const invitation = page.getByRole('region', { name: copy.invitationTitle });
      await expect(invitation.getByRole('button', { name: 'Book a visit' })).toHaveAttribute(
        'aria-haspopup',
        'dialog',
      );
      await expect(invitation).toContainText(copy.invitationLead);
      await expect(invitation.getByRole('link', { name: `Call ${home.phone.display}` })).toHaveAttribute(
        'href',
        home.phone.href,
      );
    });

    test('every link that opens a new tab is safe and says so', async ({ page }) => {
      const newTabs = page.locator('main a[target="_blank"]');
      expect(await newTabs.count()).toBeGreaterThanOrEqual(6);
      for (const link of await newTabs.all()) {
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
      }
    });
  });
});

test.describe('home page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the preview shows the first four photos and the link to the gallery, and no dead controls', async ({
    page,
  }) => {
    await page.goto('/');
    const home = new HomePage(page);
    await expect(home.previewPhotos).toHaveCount(4);
    await expect(home.preview.getByRole('link', { name: /^See all photographs/ })).toHaveAttribute(
      'href',
      '/gallery',
    );
    await expect(home.next).toBeHidden();
  });
});
