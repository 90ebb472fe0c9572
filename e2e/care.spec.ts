import { careCopy } from '../lib/content/care';
import { feesCopy } from '../lib/content/families';
import { cmsCollection, cmsSingle } from './cms-data';
import { expect, test, visit } from './fixtures';
import { Shell } from './pages/shell';

// The kinds of care, against what the CMS publishes: Care lists each, each has its page with the fee /fees states for
// its kind of stay, what the home cannot meet, and a Service for search engines. The route-driven suites (axe, large
// text, no JavaScript, budgets) cover /care and the first kind's page; what the content makes is checked here.

type Kind = {
  documentId: string;
  name: string;
  slug: string;
  summary: string;
  feeKind: string;
  order: number;
};
type Blocks = { type: string; children: { text?: string; children?: { text?: string }[] }[] }[];

/** The published kinds of care, in the site's order. */
async function cmsKinds(): Promise<Kind[]> {
  const kinds = await cmsCollection<Kind>('care-kinds', { populate: null });
  return kinds.sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.name.localeCompare(b.name));
}

/** The first sentence-worth of the editors' text: its first paragraph's words. */
function firstWords(blocks: Blocks): string {
  const paragraph = blocks.find((block) => block.type === 'paragraph')!;
  return paragraph.children
    .map((child) => child.text ?? '')
    .join('')
    .slice(0, 60);
}

test.describe('the care we offer', { tag: '@desktop' }, () => {
  test('Care lists every kind, each linking to its own page, and says what the home cannot meet', async ({
    page,
  }) => {
    const [kinds, cannotMeet] = await Promise.all([cmsKinds(), cmsSingle<{ text: Blocks }>('cannot-meet')]);
    expect(kinds.length).toBeGreaterThan(0);
    await visit(page, '/care');
    const main = page.getByRole('main');
    const list = main.getByRole('region', { name: careCopy.kinds.title });
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(kinds.map((kind) => kind.name));
    for (const kind of kinds)
      await expect(list.getByRole('link', { name: careCopy.kinds.read(kind) })).toHaveAttribute(
        'href',
        `/care/${kind.slug}`,
      );
    await expect(main.getByRole('region', { name: careCopy.cannotMeet.title })).toContainText(
      firstWords(cannotMeet.text),
    );
  });

  test('each kind’s page gives its fee as /fees does, what the home cannot meet, its actions and a Service', async ({
    page,
    request,
  }) => {
    const [kinds, cannotMeet] = await Promise.all([cmsKinds(), cmsSingle<{ text: Blocks }>('cannot-meet')]);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    await visit(page, '/fees');
    const table = page.getByRole('table', { name: feesCopy.fees.caption });
    for (const kind of kinds) {
      const feeOnFees = (
        await table
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: kind.feeKind }) })
          .getByRole('cell')
          .textContent()
      )?.trim();
      expect(feeOnFees, `the fee /fees gives for "${kind.feeKind}"`).toBeTruthy();
      // /fees links to each kind's page.
      await expect(page.getByRole('link', { name: kind.name, exact: true })).toHaveAttribute(
        'href',
        `/care/${kind.slug}`,
      );

      await page.goto(`/care/${kind.slug}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(kind.name);
      await expect(main).toContainText(kind.summary);
      const fee = main
        .getByRole('definition')
        .filter({ has: page.getByRole('link', { name: careCopy.facts.feeLink }) });
      await expect(fee).toContainText(feeOnFees!);
      await expect(main.getByRole('heading', { name: careCopy.sections.cannotMeet })).toBeVisible();
      await expect(main).toContainText(firstWords(cannotMeet.text));
      // The three things a family comes to do, under the page's heading (and again at its end).
      await expect(main.getByRole('button', { name: careCopy.actions.book }).first()).toBeVisible();
      await expect(main.getByRole('link', { name: /^Call/ }).first()).toHaveAttribute('href', /^tel:/);
      await expect(main.getByRole('link', { name: careCopy.actions.brochure })).toHaveAttribute(
        'href',
        /\.pdf$/,
      );

      const service = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((item) => item['@type'] === 'Service');
      expect(service, `the Service of ${kind.slug}`).toMatchObject({
        name: kind.name,
        provider: { '@type': 'NursingHome', name: 'Wealdhaven House' },
        offers: { '@type': 'Offer', priceSpecification: { priceCurrency: 'GBP' } },
      });
      const price = (service!.offers as { priceSpecification: Record<string, number> }).priceSpecification;
      expect(feeOnFees).toContain(`£${(price.price ?? price.minPrice)!.toLocaleString('en-GB')}`);
      expect(sitemap).toContain(`/care/${kind.slug}</loc>`);
      await page.goto('/fees');
    }
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('every kind’s page is reached from any page’s menu, and is complete', async ({ page }) => {
      const kinds = await cmsKinds();
      for (const [index, kind] of kinds.entries()) {
        // From a different page each time: the header's navigation on this wide screen, the footer's too.
        await page.goto(['/', '/contact', '/whats-on', '/privacy'][index % 4]!);
        const shell = new Shell(page);
        await (index % 2 === 0 ? shell.mainNav : shell.footer)
          .getByRole('link', { name: 'Care', exact: true })
          .click();
        await expect(page).toHaveURL(/\/care\/?$/);
        await page.getByRole('link', { name: careCopy.kinds.read(kind) }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(kind.name);
        await expect(page.getByRole('main')).toContainText(kind.summary);
        await expect(page.getByRole('main')).toContainText(careCopy.sections.cannotMeet);
      }
    });
  });
});
