import type { TextBlock } from '@/lib/content/rich-text';
import { textBlocks } from './blocks';
import type { ContentClient } from './client';
import { CmsError } from './errors';
import { findPublished, type ReadContext, type SingleTypeRead } from './published';
import { editorsPdf } from './facts';
import { answerBeforeAcknowledgement } from './rules';
import { complaintsProcedureSchema, feesAndFundingSchema, momentSchema, visitingSchema } from './schemas';
import type { ComplaintsProcedure, FeesAndFunding, Visiting } from './types';

// What a family must be told before they call (fees and funding, complaints, visiting), mapped from the CMS's single
// types to the site's own. Fees are a promise in law: a fee, extra or date that cannot be true fails the build, and
// yesterday's site, with yesterday's fees, stays up. A line of the typical day that cannot be used is left out.

type Warn = (message: string) => void;

export const FEES_AND_FUNDING = 'fees-and-funding';
export const COMPLAINTS_PROCEDURE = 'complaints-procedure';
export const VISITING = 'visiting';

// Each single type as it is read: its name for editors, what to populate, its schema, the dates that cannot be later
// than the day of the build ("reviewed on").
const FEES_AND_FUNDING_READ: SingleTypeRead<typeof feesAndFundingSchema> = {
  singleType: FEES_AND_FUNDING,
  displayName: 'Fees and funding',
  query: { populate: ['stays', 'extras', 'fundingRoutes', 'contract'] },
  schema: feesAndFundingSchema,
  notAfterToday: ['reviewedOn'],
};
const COMPLAINTS_READ: SingleTypeRead<typeof complaintsProcedureSchema> = {
  singleType: COMPLAINTS_PROCEDURE,
  displayName: 'Complaints',
  schema: complaintsProcedureSchema,
  notAfterToday: ['reviewedOn'],
};
const VISITING_READ: SingleTypeRead<typeof visitingSchema> = {
  singleType: VISITING,
  displayName: 'Visiting and a typical day',
  query: { populate: ['day'] },
  schema: visitingSchema,
};

/** Maps one rich-text field; a field with nothing the site can show fails the build, naming it. */
function blocksOf(singleType: string, url: string, warn: Warn) {
  return (field: string, value: readonly unknown[]): TextBlock[] => {
    const mapped = textBlocks(value, `${singleType}.${field}`, warn);
    if (mapped.length === 0)
      throw new CmsError({
        kind: 'malformed',
        collection: singleType,
        url,
        detail: `${field}: nothing the site can show`,
      });
    return mapped;
  };
}

/**
 * "Fees and funding", as published in the CMS.
 * @throws {CmsError} when the CMS cannot be read, it is not published, a fee cannot be true (a range that ends below
 *   its start, an extra with no price that is not "at cost"), it was "reviewed" after today, or the contract is not
 *   a PDF.
 */
export async function fetchFeesAndFunding(
  client: ContentClient,
  { mediaOrigin, warn, today }: ReadContext,
): Promise<FeesAndFunding> {
  const { entry: page, url } = await findPublished(client, FEES_AND_FUNDING_READ, today);
  const blocks = blocksOf(FEES_AND_FUNDING, url, warn);
  return {
    stays: page.stays.map((stay) => ({
      kind: stay.kind,
      priceFrom: stay.priceFrom,
      priceTo: stay.priceTo != null && stay.priceTo !== stay.priceFrom ? stay.priceTo : null,
      per: stay.per,
      note: stay.note ?? null,
    })),
    feeCovers: blocks('feeCovers', page.feeCovers),
    extras: (page.extras ?? []).map((extra) => ({
      item: extra.item,
      price: extra.atCost ? null : (extra.price ?? null),
      per: extra.per ?? null,
    })),
    depositAmount: page.depositAmount ?? null,
    deposit: blocks('deposit', page.deposit),
    trialPeriod: blocks('trialPeriod', page.trialPeriod),
    feeChanges: blocks('feeChanges', page.feeChanges),
    topUps: blocks('topUps', page.topUps),
    fundingRoutes: page.fundingRoutes,
    contract: editorsPdf(page.contract, mediaOrigin, {
      collection: FEES_AND_FUNDING,
      url,
      field: 'contract',
    }),
    contractSummary: blocks('contractSummary', page.contractSummary),
    reviewedOn: page.reviewedOn,
  };
}

/**
 * "Complaints", as published in the CMS.
 * @throws {CmsError} when the CMS cannot be read, it is not published, or it was "reviewed" after today.
 */
export async function fetchComplaintsProcedure(
  client: ContentClient,
  { warn, today }: ReadContext,
): Promise<ComplaintsProcedure> {
  const { entry: page, url, malformed } = await findPublished(client, COMPLAINTS_READ, today);
  const late = answerBeforeAcknowledgement(page);
  if (late) throw malformed('answerWithinDays', late);
  return {
    handledBy: page.handledBy,
    howToComplain: blocksOf(COMPLAINTS_PROCEDURE, url, warn)('howToComplain', page.howToComplain),
    acknowledgeWithinDays: page.acknowledgeWithinDays,
    answerWithinDays: page.answerWithinDays,
    reviewedOn: page.reviewedOn,
  };
}

/**
 * "Visiting and a typical day", as published in the CMS; a line of the day that cannot be used is left out.
 * @throws {CmsError} when the CMS cannot be read, it is not published, or the day has no usable line.
 */
export async function fetchVisiting(client: ContentClient, { warn }: ReadContext): Promise<Visiting> {
  const { entry: page, url, malformed } = await findPublished(client, VISITING_READ);
  const day: Visiting['day'] = [];
  for (const [index, line] of page.day.entries()) {
    const parsed = momentSchema.safeParse(line);
    if (parsed.success) day.push(parsed.data);
    else warn(`cms: skipped line ${index + 1} of the typical day: ${parsed.error.issues[0]?.message}`);
  }
  if (day.length === 0) throw malformed('day', 'no line the site can show');
  const blocks = blocksOf(VISITING, url, warn);
  return {
    visiting: blocks('visiting', page.visiting),
    day: day.sort((a, b) => a.time.localeCompare(b.time)),
    meals: blocks('meals', page.meals),
    activities: blocks('activities', page.activities),
    whatToBring: blocks('whatToBring', page.whatToBring),
  };
}
