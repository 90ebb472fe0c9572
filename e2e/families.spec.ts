import type { Page } from '@playwright/test';
import { formatDate } from '../lib/dates';
import {
  complaintsCopy,
  extraPriceText,
  feesCopy,
  feeText,
  timeOfDay,
  visitingCopy,
} from '../lib/content/families';
import { cmsHome, cmsRoomKinds, cmsSingle, cmsWords } from './cms-data';
import { expect, test, visit } from './fixtures';
import { Shell } from './pages/shell';

// What a page says, and behaviour that is the same at every width, is checked at 1280 px only (@desktop); what the
// phone's layout changes is checked on both (to keep the suite quick).

// What a family must be told before they call (the CMA's consumer law advice for care homes, 2018), found on the
// site and compared with what the editors published in the CMS.

/** Strapi's rich text, as much of it as the tests read. */
type Node = { type: string; text?: string; children?: Node[] };
type Blocks = Node[];
type Fees = {
  stays: {
    kind: string;
    roomsFor: string | null;
    priceFrom: number;
    priceTo: number | null;
    per: 'week' | 'day';
    note: string | null;
  }[];
  extras: { item: string; price: number | null; per: string | null; atCost: boolean | null }[];
  depositAmount: number | null;
  deposit: Blocks;
  trialPeriod: Blocks;
  feeChanges: Blocks;
  topUps: Blocks;
  feeCovers: Blocks;
  contractSummary: Blocks;
  fundingRoutes: { route: string; accepted: boolean; explanation: string }[];
  reviewedOn: string;
};

const cmsFees = () => cmsSingle<Fees>('fees-and-funding', ['stays', 'extras', 'fundingRoutes', 'contract']);

/**
 * The fees for each kind of stay as the page states them: a fee by room is the range of the published kinds of room
 * kept for its care (and none while none is), each written once on its kind of room.
 */
async function cmsStays(): Promise<Fees['stays']> {
  const [fees, kinds] = await Promise.all([cmsFees(), cmsRoomKinds()]);
  return fees.stays.flatMap((stay) => {
    if (!stay.roomsFor) return [stay];
    const of = kinds.filter((kind) => kind.keptFor === stay.roomsFor).map((kind) => kind.fee);
    if (of.length === 0) return [];
    const [from, to] = [Math.min(...of), Math.max(...of)];
    return [{ ...stay, priceFrom: from, priceTo: to === from ? null : to, per: 'week' as const }];
  });
}

const words = (node: Node): string => node.text ?? (node.children ?? []).map(words).join('');

/** The words of the first paragraph, or the first item of the first list, of an editor's rich text. */
function firstWords(blocks: Blocks): string {
  const first = blocks.find((block) => block.type === 'paragraph' || block.type === 'list')!;
  return words(first.type === 'list' ? first.children![0]! : first);
}

/** A section of a page, by its heading. */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('fees and funding, as the CMA expects a home to state them', { tag: '@desktop' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/fees');
  });

  test('a total fee for each kind of stay, each including every mandatory charge and saying so', async ({
    page,
  }) => {
    const stays = await cmsStays();
    const table = page.getByRole('table', { name: feesCopy.fees.caption });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: feesCopy.fees.columns.fee })).toBeAttached();
    await expect(table.getByRole('row')).toHaveCount(stays.length + 1);
    for (const stay of stays) {
      const row = table.getByRole('row', { name: new RegExp(`^${stay.kind}`) });
      await expect(row.getByRole('cell')).toHaveText(feeText(stay));
    }
  });

  test('what the fee covers, and each optional extra with its price', async ({ page }) => {
    const fees = await cmsFees();
    await expect(section(page, feesCopy.covers.title)).toContainText(firstWords(fees.feeCovers));
    const extras = page.getByRole('table', { name: feesCopy.extras.caption });
    for (const extra of fees.extras) {
      const price = extraPriceText({
        item: extra.item,
        price: extra.atCost ? null : extra.price,
        per: extra.per,
      });
      await expect(
        extras.getByRole('row', { name: new RegExp(`^${extra.item}`) }).getByRole('cell'),
      ).toHaveText(price);
    }
  });

  test('the deposit and when it comes back, the trial period, and how and when fees change with the notice given', async ({
    page,
  }) => {
    const fees = await cmsFees();
    const terms = section(page, feesCopy.terms.title);
    const card = (title: string) =>
      terms.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card(feesCopy.terms.deposit)).toContainText(
      feesCopy.terms.depositAmount(fees.depositAmount),
    );
    await expect(card(feesCopy.terms.deposit)).toContainText(firstWords(fees.deposit));
    await expect(card(feesCopy.terms.trial)).toContainText(firstWords(fees.trialPeriod));
    await expect(card(feesCopy.terms.feeChanges)).toContainText(firstWords(fees.feeChanges));
  });

  test('top-ups and third-party payments, and each funding route with whether the home accepts it', async ({
    page,
  }) => {
    const fees = await cmsFees();
    const funding = section(page, feesCopy.funding.title);
    for (const route of fees.fundingRoutes) {
      const card = funding
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: route.route }) });
      await expect(card).toContainText(
        route.accepted ? feesCopy.funding.accepted : feesCopy.funding.notAccepted,
      );
      await expect(card).toContainText(route.explanation);
    }
    await expect(funding.getByRole('heading', { name: feesCopy.funding.topUps })).toBeVisible();
    await expect(funding).toContainText(firstWords(fees.topUps));
  });

  test('the key terms of the contract, and the contract itself as a PDF of the site’s own', async ({
    page,
    request,
  }) => {
    const fees = await cmsFees();
    const contract = section(page, feesCopy.contract.title);
    await expect(contract).toContainText(firstWords(fees.contractSummary));
    const link = contract.getByRole('link', { name: new RegExp(`^${feesCopy.contract.download}`) });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/media\/wealdhaven-house-contract-[0-9a-f]{16}\.pdf$/);
    const response = await request.get(href!);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('the day the editors last reviewed it, and the rooms free now', async ({ page }) => {
    const fees = await cmsFees();
    await expect(page.getByText(`Last reviewed on ${formatDate(fees.reviewedOn)}.`)).toBeVisible();
    await expect(section(page, feesCopy.fees.title).getByText('Rooms free now')).toBeVisible();
  });

  test('search engines read each fee as an offer, at the price the page states', async ({ page }) => {
    const fees = { stays: await cmsStays() };
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
      makesOffer: { itemOffered: { name: string }; priceSpecification: Record<string, unknown> }[];
    };
    expect(data.makesOffer.map((offer) => offer.itemOffered.name)).toEqual(
      fees.stays.map((stay) => stay.kind),
    );
    const first = fees.stays[0]!;
    expect(data.makesOffer[0]!.priceSpecification).toMatchObject({
      priceCurrency: 'GBP',
      ...(first.priceTo == null
        ? { price: first.priceFrom }
        : { minPrice: first.priceFrom, maxPrice: first.priceTo }),
    });
  });
});

test.describe('complaints', { tag: '@desktop' }, () => {
  test('how to complain, who answers and how fast, and the Ombudsman and CQC to go to next, each a tap away', async ({
    page,
  }) => {
    const procedure = await cmsSingle<{
      handledBy: string;
      acknowledgeWithinDays: number;
      answerWithinDays: number;
    }>('complaints-procedure');
    await page.goto('/complaints');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      (await cmsWords('complaintsPage')).intro.title,
    );
    await expect(section(page, complaintsCopy.how.title)).toContainText((await cmsHome()).phone.display);
    const steps = section(page, complaintsCopy.steps.title);
    await expect(steps).toContainText(complaintsCopy.steps.acknowledge(procedure.acknowledgeWithinDays));
    await expect(steps).toContainText(
      complaintsCopy.steps.answer(procedure.handledBy, procedure.answerWithinDays),
    );
    const next = section(page, complaintsCopy.next.title);
    for (const [name, tel] of [
      [complaintsCopy.next.ombudsman.name, 'tel:+443000610614'],
      [complaintsCopy.next.cqc.name, 'tel:+443000616161'],
    ] as const) {
      const card = next.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await expect(card.locator(`a[href="${tel}"]`)).toBeVisible();
      await expect(card.getByRole('link', { name: /^www\./ })).toHaveAttribute('href', /^https:\/\//);
    }
  });
});

test.describe('visiting and a typical day', { tag: '@desktop' }, () => {
  test('visiting, each moment of the day in order, meals, activities and what to bring', async ({ page }) => {
    const visiting = await cmsSingle<{
      day: { time: string; activity: string }[];
      visiting: Blocks;
      whatToBring: Blocks;
    }>('visiting', ['day']);
    await page.goto('/visiting');
    await expect(section(page, visitingCopy.visiting.title)).toContainText(firstWords(visiting.visiting));
    const day = section(page, visitingCopy.day.title).getByRole('listitem');
    const moments = [...visiting.day].sort((a, b) => a.time.localeCompare(b.time));
    await expect(day).toHaveText(moments.map((moment) => `${timeOfDay(moment.time)}${moment.activity}`));
    for (const title of [visitingCopy.meals.title, visitingCopy.activities.title])
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(section(page, visitingCopy.bring.title)).toContainText(firstWords(visiting.whatToBring));
  });
});

test.describe('where families find them', { tag: '@desktop' }, () => {
  test('the footer leads to fees, visiting and complaints (every page’s footer links them: every-page.spec.ts)', async ({
    page,
  }) => {
    for (const [label, title] of [
      ['Fees', (await cmsWords('feesPage')).intro.title],
      ['Visiting', (await cmsWords('visitingPage')).intro.title],
      ['Complaints', (await cmsWords('complaintsPage')).intro.title],
    ]) {
      await page.goto('/team', { waitUntil: 'domcontentloaded' });
      await new Shell(page).footer.getByRole('link', { name: label, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 }), label).toHaveText(title!);
    }
  });

  test('the home page links to the fees and the visiting page where it speaks of paying and of visits', async ({
    page,
  }) => {
    await visit(page, '/');
    const advice = page.locator('#advice');
    await advice.getByRole('link', { name: 'Our fees and funding, in full' }).click();
    await expect(page).toHaveURL('/fees');
    await page.goBack();
    await page.locator('#advice').getByRole('link', { name: 'Visiting and a typical day' }).click();
    await expect(page).toHaveURL('/visiting');
  });

  test('the fees page leads to the complaints procedure', async ({ page }) => {
    await page.goto('/fees');
    await page.getByRole('link', { name: feesCopy.complaintsLink }).click();
    await expect(page).toHaveURL('/complaints');
  });
});
