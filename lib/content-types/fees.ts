import { z } from 'zod';
import { defineContentType } from '@/lib/cms/define';
import { blocksOf, editorsFile } from '@/lib/cms/published';
import { afterToday, blocksShowable, datesAfterToday, pdf } from '@/lib/cms/rules';
import { blocks, decimal, documentId, isoDate, optional } from '@/lib/cms/schemas';
import type { FeesAndFunding } from '@/lib/cms/types';
import { feesSample } from './fees.sample';

// What families must be told before they call about money. Fees are a promise in law: a fee, extra or date that cannot
// be true fails the build, and yesterday's site, with yesterday's fees, stays up.

const pounds = decimal.pipe(z.number().min(0).max(100000));

/** "Fees and funding": every fee, extra and line checked, for a wrong price is worse than none. */
export const feesAndFundingSchema = z.object({
  documentId,
  stays: z
    .array(
      z
        .object({
          kind: z.string().trim().min(1).max(60),
          priceFrom: pounds,
          priceTo: pounds.nullish(),
          per: z.enum(['week', 'day']),
          note: optional(z.string().trim().max(200)),
        })
        .refine((stay) => stay.priceTo == null || stay.priceTo >= stay.priceFrom, {
          message: '"priceTo" is less than "priceFrom"',
          path: ['priceTo'],
        }),
    )
    .min(1, 'no fee is given'),
  feeCovers: blocks,
  extras: z
    .array(
      z
        .object({
          item: z.string().trim().min(1).max(80),
          price: pounds.nullish(),
          per: optional(z.string().trim().max(40)),
          atCost: z.boolean().nullish(),
        })
        .refine((extra) => (extra.price != null) !== Boolean(extra.atCost), {
          message: 'give a price, or tick "at cost", not both',
          path: ['price'],
        }),
    )
    .nullish(),
  depositAmount: pounds.nullish(),
  deposit: blocks,
  trialPeriod: blocks,
  feeChanges: blocks,
  topUps: blocks,
  fundingRoutes: z
    .array(
      z.object({
        route: z.string().trim().min(1).max(80),
        accepted: z.boolean(),
        explanation: z.string().trim().min(1).max(500),
      }),
    )
    .min(1, 'no funding route is given'),
  // Checked separately, so that a broken file can be reported precisely.
  contract: z.unknown(),
  contractSummary: blocks,
  reviewedOn: isoDate,
});

/** "Fees and funding", with the editors' contract published under media/ as the site's own file. */
export type PublishedFees = Omit<FeesAndFunding, 'contract'> & { contractHref: string };

/** The start of the contract's file name under media/. */
const CONTRACT_STEM = 'wealdhaven-house-contract';
const TEXTS = ['feeCovers', 'deposit', 'trialPeriod', 'feeChanges', 'topUps', 'contractSummary'] as const;

/**
 * "Fees and funding": each fee with every mandatory charge in it, the extras, deposit, trial, fee reviews, top-ups,
 * the funding the home accepts, and the contract, fetched and published beside the photos. It fails the build when it
 * is not published, a fee cannot be true (a range that ends below its start, an extra with no price that is not "at
 * cost"), it was "reviewed" after today, or the contract is not a PDF.
 */
export const fees = defineContentType({
  kind: 'singleType',
  collectionName: 'fees_and_funding',
  info: {
    singularName: 'fees-and-funding',
    pluralName: 'fees-and-fundings',
    displayName: 'Fees and funding',
    description:
      'What families must be told before they call: each fee with every mandatory charge in it, the extras, the deposit, the trial, fee reviews, top-ups, the funding the home accepts and the contract. Publish after every change: the website is rebuilt from the published version.',
  },
  attributes: {
    stays: { type: 'component', repeatable: true, required: true, min: 1, component: 'fees.stay' },
    feeCovers: { type: 'blocks', required: true },
    extras: { type: 'component', repeatable: true, component: 'fees.extra' },
    depositAmount: { type: 'decimal', min: 0 },
    deposit: { type: 'blocks', required: true },
    trialPeriod: { type: 'blocks', required: true },
    feeChanges: { type: 'blocks', required: true },
    topUps: { type: 'blocks', required: true },
    fundingRoutes: {
      type: 'component',
      repeatable: true,
      required: true,
      min: 1,
      component: 'fees.funding-route',
    },
    contract: { type: 'media', multiple: false, required: true, allowedTypes: ['files'] },
    contractSummary: { type: 'blocks', required: true },
    reviewedOn: { type: 'date', required: true },
  },
  components: {
    'fees.stay': {
      collectionName: 'components_fees_stays',
      displayName: 'Fee for one kind of stay',
      description:
        'The fee for one kind of stay, with every charge that is not optional in it: one figure, or a range from and to.',
      attributes: {
        kind: { type: 'string', required: true, maxLength: 60 },
        priceFrom: { type: 'decimal', required: true, min: 0, max: 100000 },
        priceTo: { type: 'decimal', min: 0, max: 100000 },
        per: { type: 'enumeration', required: true, enum: ['week', 'day'], default: 'week' },
        note: { type: 'string', maxLength: 200 },
      },
    },
    'fees.extra': {
      collectionName: 'components_fees_extras',
      displayName: 'Optional extra',
      description: 'Something a resident may choose to pay for that the fee does not cover, with its price.',
      attributes: {
        item: { type: 'string', required: true, maxLength: 80 },
        price: { type: 'decimal', min: 0, max: 10000 },
        per: { type: 'string', maxLength: 40 },
        atCost: { type: 'boolean', default: false },
      },
    },
    'fees.funding-route': {
      collectionName: 'components_fees_funding_routes',
      displayName: 'Funding route',
      description: 'A way care can be paid for, whether the home accepts it, and a line on what it means.',
      attributes: {
        route: { type: 'string', required: true, maxLength: 80 },
        accepted: { type: 'boolean', required: true, default: true },
        explanation: { type: 'text', required: true, maxLength: 500 },
      },
    },
  },
  populate: ['stays', 'extras', 'fundingRoutes', 'contract'],
  files: ['contract'],
  schema: feesAndFundingSchema,
  rules: (entry, today) => [
    ...datesAfterToday(entry, ['reviewedOn'], today),
    ...blocksShowable(entry, TEXTS),
    ...pdf(entry, 'contract', false),
  ],
  async read({ entry, warn, mediaOrigin, keepPdf, latestDay }): Promise<PublishedFees> {
    const published = await entry();
    const { entry: page, url, malformed } = published;
    const future = afterToday(page.reviewedOn, latestDay);
    if (future) throw malformed('reviewedOn', future);
    const text = blocksOf(published, warn);
    const contract = editorsFile(page.contract, mediaOrigin, {
      collection: 'fees-and-funding',
      url,
      field: 'contract',
    });
    return {
      stays: page.stays.map((stay) => ({
        kind: stay.kind,
        priceFrom: stay.priceFrom,
        priceTo: stay.priceTo != null && stay.priceTo !== stay.priceFrom ? stay.priceTo : null,
        per: stay.per,
        note: stay.note ?? null,
      })),
      feeCovers: text('feeCovers', page.feeCovers),
      extras: (page.extras ?? []).map((extra) => ({
        item: extra.item,
        price: extra.atCost ? null : (extra.price ?? null),
        per: extra.per ?? null,
      })),
      depositAmount: page.depositAmount ?? null,
      deposit: text('deposit', page.deposit),
      trialPeriod: text('trialPeriod', page.trialPeriod),
      feeChanges: text('feeChanges', page.feeChanges),
      topUps: text('topUps', page.topUps),
      fundingRoutes: page.fundingRoutes,
      contractHref: await keepPdf(contract, CONTRACT_STEM, 'contract'),
      contractSummary: text('contractSummary', page.contractSummary),
      reviewedOn: page.reviewedOn,
    };
  },
  describe: ({ stays }) => `fees and funding (${stays.length} fees)`,
  pages: { shownOn: ['/fees'] },
  sample: { edition: 3, entries: feesSample },
});
