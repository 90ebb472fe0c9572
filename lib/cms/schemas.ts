import { z } from 'zod';

// The parts of Strapi 5's REST responses the site reads. Envelopes are strict (a wrong shape fails the build);
// items are checked one by one so that one broken entry is skipped, not fatal.

/** A file in Strapi's media library (a PDF, say), as a media field gives it. */
export const fileSchema = z.object({
  url: z.string().min(1),
  name: z.string().nullish(),
  mime: z.string().nullish(),
  ext: z.string().nullish(),
  size: z.number().nullish(),
  hash: z.string().nullish(),
  updatedAt: z.string().nullish(),
});

/** An image in the media library: a file with its size and the editors' words for it. */
export const mediaSchema = fileSchema.omit({ name: true, ext: true }).extend({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alternativeText: z.string().nullish(),
  caption: z.string().nullish(),
});
export type StrapiMedia = z.infer<typeof mediaSchema>;

export const paginationSchema = z.object({
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});

export const listResponseSchema = z.object({
  data: z.array(z.unknown()),
  meta: z.object({ pagination: paginationSchema }),
});
export type StrapiListResponse = z.infer<typeof listResponseSchema>;

const documentBase = z.object({
  documentId: z.string().min(1),
});

export const galleryItemSchema = documentBase.extend({
  // The image is checked separately, so an item with a broken image can be reported precisely.
  image: z.unknown(),
});

export const teamItemSchema = documentBase.extend({
  name: z.string().trim().min(1),
  role: z.string().trim().nullish(),
  description: z.string().trim().nullish(),
  image: z.unknown(),
});
export type StrapiTeamItem = z.infer<typeof teamItemSchema>;

/** A single type's answer: one entry (Strapi answers 404 while it is unpublished). */
export const singleResponseSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  meta: z.record(z.string(), z.unknown()).optional(),
});

/** Strapi keeps decimals as numbers, but a database may hand them over as strings: accept both, keep a number. */
const decimal = z.preprocess(
  (value) => (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value),
  z.number(),
);
/** A calendar date as Strapi's date fields give it: YYYY-MM-DD. */
export const isoDate = z.iso.date();
/**
 * A web address to link from the site: https, written out whole ("https:www.x" is a path to a browser), with a domain
 * name and no user name or password in it.
 */
const httpsUrl = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain })
  .regex(/^https:\/\/[^/@\s]+(\/\S*)?$/, 'must be written out as https://name.domain/...');
/** An optional text field: Strapi keeps an emptied one as "" (or null), which means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullish(),
  );

export const cqcRatings = ['Outstanding', 'Good', 'Requires improvement', 'Inadequate'] as const;
const cqcRating = z.enum(cqcRatings);

/** The facts that change, as the "Facts that change" single type holds them. */
export const factSheetSchema = z.object({
  documentId: z.string().min(1),
  reviewScore: decimal.pipe(z.number().min(0).max(10)),
  reviewCount: z.number().int().nonnegative(),
  reviewListingUrl: httpsUrl,
  writeReviewUrl: httpsUrl,
  tileScore: decimal.pipe(z.number().min(0).max(10)),
  cqcLocationId: z.string().regex(/^1-\d{4,15}$/, 'a CQC location id looks like 1-123456789'),
  cqcOverall: cqcRating,
  cqcSafe: cqcRating.nullish(),
  cqcEffective: cqcRating.nullish(),
  cqcCaring: cqcRating.nullish(),
  cqcResponsive: cqcRating.nullish(),
  cqcWellLed: cqcRating.nullish(),
  cqcReportPublishedOn: isoDate,
  cqcReportUrl: httpsUrl,
  foodHygieneEstablishmentId: optional(z.string().trim().regex(/^\d+$/)),
  foodHygieneRating: z.number().int().min(0).max(5),
  foodHygieneRatedOn: isoDate,
  roomsFree: z.number().int().min(0).nullish(),
  // Checked item by item: one broken line is left out, not fatal.
  roomsFreeByCareType: z.array(z.unknown()).nullish(),
  vacanciesConfirmedOn: isoDate.nullish(),
  vacanciesUnknownText: z.string().trim().min(1).max(200),
  // Checked separately, so that a broken file can be reported precisely.
  brochure: z.unknown(),
  // Checked separately too: a database from before it existed has none, and builds on with a warning.
  provider: z.unknown(),
});
export type StrapiFactSheet = z.infer<typeof factSheetSchema>;

/** The parts of the UK a company is registered in, as Companies House names them. */
export const registrationPlaces = ['England and Wales', 'Scotland', 'Northern Ireland'] as const;

/** A company number as Companies House issues it: 8 digits, or a prefix (R0: an older Northern Irish one) and 6 digits. */
const COMPANY_NUMBER = /^(\d{8}|(SC|NI|OC|SO|NC|R0)\d{6})$/;

/**
 * "Who runs the home": the company's name, number, where it is registered and its office, and its ICO registration.
 * A number's prefix says where the company is registered (SC Scotland, NI Northern Ireland; OC, SO and NC are the
 * LLPs of each), so the two must agree.
 */
export const providerSchema = z
  .object({
    companyName: z.string().trim().min(1, "give the company's registered name").max(160),
    companyNumber: z
      .string()
      .trim()
      .regex(COMPANY_NUMBER, 'a company number is 8 digits, or 2 letters and 6 digits'),
    registeredIn: z.enum(registrationPlaces),
    registeredOffice: z.string().trim().min(1, 'give the registered office').max(200),
    icoRegistrationNumber: optional(
      z
        .string()
        .trim()
        .regex(/^Z[A-Z0-9]{7}$/, 'an ICO number looks like ZA123456'),
    ),
  })
  // Only of a number that is one: a number that is not has its own problem already.
  .refine(
    ({ companyNumber, registeredIn }) =>
      !COMPANY_NUMBER.test(companyNumber) || placeOfNumber(companyNumber) === registeredIn,
    {
      path: ['registeredIn'],
      message: 'the company number says the company is registered somewhere else',
    },
  );
export type StrapiProvider = z.infer<typeof providerSchema>;

/** Where a company with this number is registered, by the number's prefix. */
function placeOfNumber(companyNumber: string): (typeof registrationPlaces)[number] {
  if (/^(SC|SO)/.test(companyNumber)) return 'Scotland';
  if (/^(NI|NC|R0)/.test(companyNumber)) return 'Northern Ireland';
  return 'England and Wales';
}

export const roomsFreeSchema = z.object({
  careType: z.string().trim().min(1),
  rooms: z.number().int().min(0),
});

export const reviewItemSchema = documentBase.extend({
  quote: z.string().trim().min(1, 'it has no text').max(600),
  reviewer: z.string().trim().min(1, 'it has no reviewer').max(60),
  relationship: optional(z.string().trim().max(80)),
  reviewedOn: isoDate,
  stars: z.number().int().min(1, 'stars must be 1 to 5').max(5, 'stars must be 1 to 5'),
});
export type StrapiReview = z.infer<typeof reviewItemSchema>;

const pounds = decimal.pipe(z.number().min(0).max(100000));
const blocks = z.array(z.unknown()).min(1, 'it is empty');

/** "Fees and funding": every fee, extra and line checked, for a wrong price is worse than none. */
export const feesAndFundingSchema = z.object({
  documentId: z.string().min(1),
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

export const complaintsProcedureSchema = z.object({
  documentId: z.string().min(1),
  handledBy: z.string().trim().min(1).max(120),
  howToComplain: blocks,
  acknowledgeWithinDays: z.number().int().min(1).max(30),
  answerWithinDays: z.number().int().min(1).max(90),
  reviewedOn: isoDate,
});

export const visitingSchema = z.object({
  documentId: z.string().min(1),
  visiting: blocks,
  // Checked line by line: one broken line is left out, not fatal.
  day: z.array(z.unknown()).min(1, 'the typical day is empty'),
  meals: blocks,
  activities: blocks,
  whatToBring: blocks,
});

/** The kinds of job the CMS offers, as editors choose them. */
export const employmentTypes = ['Full time', 'Part time', 'Bank (when needed)', 'Temporary'] as const;

/**
 * A job: each field checked, for a post with a wrong closing date or pay is worse than none. Its own address is its
 * slug, which Strapi makes from the title: lower-case words joined by hyphens.
 */
export const jobItemSchema = documentBase
  .extend({
    title: z.string().trim().min(1, 'it has no title').max(80),
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a slug is lower-case words joined by hyphens')
      .max(80),
    employmentType: z.enum(employmentTypes),
    hours: z.string().trim().min(1, 'say the hours').max(120),
    payFrom: decimal.pipe(z.number().min(0).max(200000)),
    payTo: decimal.pipe(z.number().min(0).max(200000)).nullish(),
    payPer: z.enum(['hour', 'year']),
    where: z.string().trim().min(1, 'say where the job is').max(120),
    postedOn: isoDate,
    closingDate: isoDate,
    summary: z.string().trim().min(1, 'it has no summary').max(300),
    description: blocks,
  })
  .refine((job) => job.payTo == null || job.payTo >= job.payFrom, {
    path: ['payTo'],
    message: '"payTo" is less than "payFrom"',
  })
  .refine((job) => job.closingDate >= job.postedOn, {
    path: ['closingDate'],
    message: 'the closing date is before the day it was posted',
  });
export type StrapiJob = z.infer<typeof jobItemSchema>;

export const momentSchema = z.object({
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time looks like 14:30'),
  activity: z.string().trim().min(1).max(200),
});
