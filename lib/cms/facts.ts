import type { ContentClient } from './client';
import { CmsError } from './errors';
import { findPublished, type ReadContext, type SingleTypeRead } from './published';
import { resolveMediaUrl } from './images';
import { afterToday, notAPdf, todayInKent, vacanciesTooOld, VACANCIES_KEPT_DAYS } from './rules';
import {
  factSheetSchema,
  fileSchema,
  providerSchema,
  reviewItemSchema,
  roomsFreeSchema,
  type StrapiFactSheet,
} from './schemas';
import type { FileSource, HomeFacts, Provider, Review, Vacancies } from './types';

// The facts that change with time (the "Facts that change" single type) and the reviews the home page quotes, mapped
// from the CMS's shapes to the site's own. A fact that cannot be true fails the build (yesterday's site, with
// yesterday's rating, stays up); a review or a line of vacancies that cannot be used is left out with a warning.

type Warn = (message: string) => void;

/** The single type's API id: GET /api/fact-sheet. */
export const FACT_SHEET = 'fact-sheet';
/** How many reviews the home page quotes: the first in the editors' order. */
export const REVIEWS_SHOWN = 4;

export { todayInKent };

function vacanciesOf(sheet: StrapiFactSheet, today: string, warn: Warn): Vacancies {
  const unknown: Vacancies = { known: false, text: sheet.vacanciesUnknownText };
  if (sheet.roomsFree == null) return unknown;
  const confirmedOn = sheet.vacanciesConfirmedOn;
  if (!confirmedOn) {
    warn('cms: the free rooms have no date they were confirmed on; the site asks families to call instead');
    return unknown;
  }
  if (afterToday(confirmedOn, today)) {
    warn(
      `cms: the free rooms were "confirmed on" ${confirmedOn}, which is after today (${today}); ` +
        'the site asks families to call instead',
    );
    return unknown;
  }
  if (vacanciesTooOld(confirmedOn, today)) {
    warn(
      `cms: the free rooms were confirmed on ${confirmedOn}, more than ${VACANCIES_KEPT_DAYS} days before today ` +
        `(${today}); the site asks families to call to check until an editor confirms them again`,
    );
    return { known: false, text: sheet.vacanciesUnknownText, lastConfirmedOn: confirmedOn };
  }
  const byCareType: { careType: string; rooms: number }[] = [];
  for (const [index, line] of (sheet.roomsFreeByCareType ?? []).entries()) {
    const parsed = roomsFreeSchema.safeParse(line);
    if (parsed.success) byCareType.push(parsed.data);
    else
      warn(
        `cms: skipped line ${index + 1} of the rooms free by kind of care: ${parsed.error.issues[0]?.message}`,
      );
  }
  return { known: true, roomsFree: sheet.roomsFree, byCareType, confirmedOn };
}

/**
 * A PDF the editors uploaded to a media field (the brochure, the contract), as a file for the site to publish.
 * @throws {CmsError} when the field holds something that is not a PDF or cannot be fetched by its URL: a file the
 *   editors meant to publish but that cannot be is theirs to mend, and publishing something else in its place would
 *   hide that, so the build stops and says so.
 */
export function editorsPdf(
  media: unknown,
  mediaOrigin: string,
  where: { collection: string; url: string; field: string },
): FileSource {
  const parsed = fileSchema.safeParse(media);
  const file = parsed.success ? parsed.data : null;
  const resolved = file ? resolveMediaUrl(file.url, mediaOrigin) : null;
  const problem = notAPdf(media) ?? (resolved ? null : 'its URL cannot be used');
  if (!file || !resolved || problem) {
    throw new CmsError({
      kind: 'malformed',
      collection: where.collection,
      url: where.url,
      detail: `${where.field}: ${problem}`,
    });
  }
  return {
    url: resolved,
    version:
      file.hash && file.updatedAt
        ? JSON.stringify([resolved, file.hash, file.updatedAt, file.size ?? null])
        : null,
  };
}

/**
 * Who runs the home, as the editors gave it. A database from before "Who runs the home" was asked for has none: the
 * site builds on, names no company, and says so at every build; the CMS refuses a wrong one at Save and Publish.
 */
function providerOf(value: unknown, warn: Warn): Provider | null {
  if (value == null) {
    warn(
      'cms: "Facts that change" does not say who runs the home: the footer names no company until an editor fills ' +
        'in "Who runs the home" and publishes',
    );
    return null;
  }
  const parsed = providerSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    warn(
      `cms: "Who runs the home" cannot be used (${issue?.path.join('.') || 'provider'}: ${issue?.message}): ` +
        'the footer names no company until an editor mends it',
    );
    return null;
  }
  const { companyName, companyNumber, registeredIn, registeredOffice, icoRegistrationNumber } = parsed.data;
  return {
    companyName,
    companyNumber,
    registeredIn,
    registeredOffice,
    icoRegistrationNumber: icoRegistrationNumber ?? null,
  };
}

function brochureOf(media: unknown, mediaOrigin: string, url: string): FileSource | null {
  if (media == null) return null;
  return editorsPdf(media, mediaOrigin, { collection: FACT_SHEET, url, field: 'brochure' });
}

const FACT_SHEET_READ: SingleTypeRead<typeof factSheetSchema> = {
  singleType: FACT_SHEET,
  displayName: 'Facts that change',
  query: { populate: ['roomsFreeByCareType', 'brochure', 'provider'] },
  schema: factSheetSchema,
  // A rating is stated with the date of its report: a date still to come is a mistake, not a rating to publish.
  notAfterToday: ['cqcReportPublishedOn', 'foodHygieneRatedOn'],
};

/**
 * The facts that change, as published in the CMS.
 * @throws {CmsError} when the CMS cannot be read, the fact sheet is not published, or a fact cannot be true (a score
 * out of range, a CQC report published in the future, a brochure that is not a PDF).
 */
export async function fetchFactSheet(
  client: ContentClient,
  { mediaOrigin, warn, today = todayInKent() }: ReadContext,
): Promise<HomeFacts> {
  const { entry: sheet, url } = await findPublished(client, FACT_SHEET_READ, today);
  return {
    reviews: {
      score: sheet.reviewScore,
      count: sheet.reviewCount,
      listingUrl: sheet.reviewListingUrl,
      writeReviewUrl: sheet.writeReviewUrl,
      tileScore: sheet.tileScore,
    },
    cqc: {
      locationId: sheet.cqcLocationId,
      overall: sheet.cqcOverall,
      keyQuestions: {
        safe: sheet.cqcSafe ?? null,
        effective: sheet.cqcEffective ?? null,
        caring: sheet.cqcCaring ?? null,
        responsive: sheet.cqcResponsive ?? null,
        wellLed: sheet.cqcWellLed ?? null,
      },
      reportPublishedOn: sheet.cqcReportPublishedOn,
      reportUrl: sheet.cqcReportUrl,
      source: 'editors',
    },
    foodHygiene: {
      establishmentId: sheet.foodHygieneEstablishmentId ?? null,
      rating: sheet.foodHygieneRating,
      ratedOn: sheet.foodHygieneRatedOn,
      source: 'editors',
    },
    vacancies: vacanciesOf(sheet, today, warn),
    brochure: brochureOf(sheet.brochure, mediaOrigin, url),
    provider: providerOf(sheet.provider, warn),
  };
}

/**
 * The reviews the home page quotes: the first REVIEWS_SHOWN published, in the editors' order. A review that cannot
 * be shown (no text, stars out of 1 to 5, a date in the future) is left out with a warning, and the next takes its
 * place.
 * @throws {CmsError} when the CMS cannot be read.
 */
export async function fetchReviews(
  client: ContentClient,
  warn: Warn,
  today = todayInKent(),
): Promise<Review[]> {
  const skip = (id: string, problem: string) => warn(`cms: skipped review ${id}: ${problem}`);
  const items = await client.findAll(
    'reviews',
    { sort: ['order:asc', 'reviewedOn:desc'] },
    reviewItemSchema,
    (item, problem) => {
      const id = (item as { documentId?: unknown } | null)?.documentId;
      skip(typeof id === 'string' ? id : 'without a documentId', problem);
    },
  );
  const reviews: Review[] = [];
  for (const item of items) {
    const future = afterToday(item.reviewedOn, today);
    if (future) {
      skip(item.documentId, `reviewedOn: ${future}`);
      continue;
    }
    reviews.push({
      id: item.documentId,
      quote: item.quote,
      reviewer: item.reviewer,
      relationship: item.relationship || null,
      reviewedOn: item.reviewedOn,
      stars: item.stars,
    });
  }
  return reviews.slice(0, REVIEWS_SHOWN);
}
