import { z } from 'zod';
import { defineContentType, type ReadTools } from '@/lib/cms/define';
import { editorsFile } from '@/lib/cms/published';
import {
  afterToday,
  datesAfterToday,
  lines,
  pdf,
  problem,
  problemsOf,
  vacanciesTooOld,
  VACANCIES_KEPT_DAYS,
} from '@/lib/cms/rules';
import { decimal, httpsUrl, isoDate, optional } from '@/lib/cms/schemas';
import type { FileSource, HomeFacts, Provider, Vacancies } from '@/lib/cms/types';
import { applyRegulators, readRegulatorRecord, regulatorRecordFile } from '@/lib/regulators';
import { site } from '@/lib/site';

// "Facts that change": the ratings, the review score, the free rooms, the brochure and who runs the home. A fact that
// cannot be true fails the build (yesterday's site, with yesterday's rating, stays up); a line of the free rooms that
// cannot be used is left out with a warning.

export const cqcRatings = ['Outstanding', 'Good', 'Requires improvement', 'Inadequate'] as const;
const cqcRating = z.enum(cqcRatings);

/** The parts of the UK a company is registered in, as Companies House names them. */
export const registrationPlaces = ['England and Wales', 'Scotland', 'Northern Ireland'] as const;

/** A company number as Companies House issues it: 8 digits, or a prefix (R0: an older Northern Irish one) and 6 digits. */
const COMPANY_NUMBER = /^(\d{8}|(SC|NI|OC|SO|NC|R0)\d{6})$/;

/** Where a company with this number is registered, by the number's prefix. */
function placeOfNumber(companyNumber: string): (typeof registrationPlaces)[number] {
  if (/^(SC|SO)/.test(companyNumber)) return 'Scotland';
  if (/^(NI|NC|R0)/.test(companyNumber)) return 'Northern Ireland';
  return 'England and Wales';
}

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

export const roomsFreeSchema = z.object({
  careType: z.string().trim().min(1),
  rooms: z.number().int().min(0),
});

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

type Warn = (message: string) => void;

function vacanciesOf(
  sheet: StrapiFactSheet,
  { today, latestDay }: { today: string; latestDay: string },
  warn: Warn,
): Vacancies {
  const unknown: Vacancies = { known: false, text: sheet.vacanciesUnknownText };
  if (sheet.roomsFree == null) return unknown;
  const confirmedOn = sheet.vacanciesConfirmedOn;
  if (!confirmedOn) {
    warn('cms: the free rooms have no date they were confirmed on; the site asks families to call instead');
    return unknown;
  }
  if (afterToday(confirmedOn, latestDay)) {
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

/** A rating is stated with the date of its report: a date still to come is a mistake, not a rating to publish. */
const NOT_AFTER_TODAY = ['cqcReportPublishedOn', 'foodHygieneRatedOn'] as const;

/**
 * The facts that change as the editors published them, before any regulator's newer rating takes a place: what the
 * build's first stage asks the regulators about (lib/cms/read-all.ts).
 * @throws {CmsError} when the CMS cannot be read, the fact sheet is not published, or a fact cannot be true (a score
 *   out of range, a CQC report published in the future, a brochure that is not a PDF).
 */
export async function editorsFacts(tools: ReadTools<StrapiFactSheet>): Promise<HomeFacts> {
  const { entry: sheet, url, malformed } = await tools.entry();
  for (const field of NOT_AFTER_TODAY) {
    const future = afterToday(sheet[field], tools.latestDay);
    if (future) throw malformed(field, future);
  }
  const brochure: FileSource | null =
    sheet.brochure == null
      ? null
      : editorsFile(sheet.brochure, tools.mediaOrigin, { collection: 'fact-sheet', url, field: 'brochure' });
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
    vacancies: vacanciesOf(sheet, tools, tools.warn),
    brochure,
    provider: providerOf(sheet.provider, tools.warn),
  };
}

const CQC_RATING = { type: 'enumeration', enum: cqcRatings } as const;
const HTTPS_LINK = { type: 'string', required: true, maxLength: 300, regex: '^https://[^\\s]+$' } as const;

/** The facts that change, with a regulator's rating in the editors' place where the regulator's is newer. */
export const facts = defineContentType({
  kind: 'singleType',
  collectionName: 'fact_sheets',
  info: {
    singularName: 'fact-sheet',
    pluralName: 'fact-sheets',
    displayName: 'Facts that change',
    description:
      "The home's ratings, review score, free rooms and brochure, and who runs it, as the website shows them. Publish after every change: the website is rebuilt from the published version.",
  },
  attributes: {
    reviewScore: { type: 'decimal', required: true, min: 0, max: 10 },
    reviewCount: { type: 'integer', required: true, min: 0 },
    reviewListingUrl: HTTPS_LINK,
    writeReviewUrl: HTTPS_LINK,
    tileScore: { type: 'decimal', required: true, min: 0, max: 10 },
    cqcLocationId: { type: 'string', required: true, maxLength: 20, regex: '^1-[0-9]{4,15}$' },
    cqcOverall: { ...CQC_RATING, required: true },
    cqcSafe: CQC_RATING,
    cqcEffective: CQC_RATING,
    cqcCaring: CQC_RATING,
    cqcResponsive: CQC_RATING,
    cqcWellLed: CQC_RATING,
    cqcReportPublishedOn: { type: 'date', required: true },
    cqcReportUrl: HTTPS_LINK,
    foodHygieneEstablishmentId: { type: 'string', maxLength: 20, regex: '^[0-9]+$' },
    foodHygieneRating: { type: 'integer', required: true, min: 0, max: 5 },
    foodHygieneRatedOn: { type: 'date', required: true },
    roomsFree: { type: 'integer', min: 0, max: 100 },
    roomsFreeByCareType: { type: 'component', repeatable: true, component: 'facts.rooms-free' },
    vacanciesConfirmedOn: { type: 'date' },
    vacanciesUnknownText: {
      type: 'string',
      required: true,
      maxLength: 200,
      default: 'Please call us to ask which rooms are free.',
    },
    brochure: { type: 'media', multiple: false, required: false, allowedTypes: ['files'] },
    provider: { type: 'component', repeatable: false, component: 'facts.provider' },
  },
  components: {
    'facts.rooms-free': {
      collectionName: 'components_facts_rooms_free',
      displayName: 'Rooms free for one kind of care',
      description: 'How many rooms are free now for one kind of care.',
      attributes: {
        careType: { type: 'enumeration', required: true, enum: site.careTypes },
        rooms: { type: 'integer', required: true, min: 0, max: 100 },
      },
    },
    'facts.provider': {
      collectionName: 'components_facts_providers',
      displayName: 'Who runs the home',
      description:
        'The company that runs the home, as Companies House and the ICO register it. The law asks every page of the website to name it: the footer does.',
      attributes: {
        companyName: { type: 'string', required: true, maxLength: 160 },
        companyNumber: {
          type: 'string',
          required: true,
          maxLength: 8,
          regex: '^([0-9]{8}|(SC|NI|OC|SO|NC|R0)[0-9]{6})$',
        },
        registeredIn: { type: 'enumeration', required: true, enum: registrationPlaces },
        registeredOffice: { type: 'string', required: true, maxLength: 200 },
        icoRegistrationNumber: { type: 'string', maxLength: 8, regex: '^Z[A-Z0-9]{7}$' },
      },
    },
  },
  populate: ['roomsFreeByCareType', 'brochure', 'provider'],
  files: ['brochure'],
  schema: factSheetSchema,
  rules: (entry, today) => [
    ...datesAfterToday(entry, ['cqcReportPublishedOn', 'foodHygieneRatedOn', 'vacanciesConfirmedOn'], today),
    ...lines(entry, 'roomsFreeByCareType', roomsFreeSchema),
    ...(entry.roomsFree != null && !entry.vacanciesConfirmedOn
      ? problem('vacanciesConfirmedOn', 'give the date the free rooms were confirmed on')
      : []),
    ...pdf(entry, 'brochure', true),
    // Every page names who runs the home: once given, it must be right (a database from before it has none).
    ...(entry.provider == null ? [] : problemsOf(providerSchema, entry.provider, ['provider'])),
  ],
  // What the regulators said, as the build's first stage read and kept it in the photo cache: a regulator's newer
  // rating takes the editors' place, the same on every page.
  read: async (tools) =>
    applyRegulators(await editorsFacts(tools), await readRegulatorRecord(regulatorRecordFile(tools.cacheDir)))
      .facts,
  describe: () => 'the facts that change',
  // On every page too: the footer names who runs the home and its CQC rating (app/layout.tsx).
  pages: { shownOn: ['/', '/about', '/contact', '/fees', '/privacy', '/reviews-policy', '/careers'] },
  sample: {
    edition: 2,
    // The values the site carried as constants before editors owned them. All fictional: the identifiers are made
    // up.
    entries: ({ fromToday }) => ({
      reviewScore: 9.7,
      reviewCount: 33,
      reviewListingUrl: 'https://www.carehome.co.uk/carehome.cfm/searchazref/65432199WEAA',
      writeReviewUrl: 'https://www.carehome.co.uk/reviews/submit.cfm?id=65432199WEAA',
      tileScore: 9.5,
      cqcLocationId: '1-000000000',
      cqcOverall: 'Good',
      cqcSafe: 'Good',
      cqcEffective: 'Good',
      cqcCaring: 'Good',
      cqcResponsive: 'Good',
      cqcWellLed: 'Good',
      cqcReportPublishedOn: '2025-06-12',
      cqcReportUrl: 'https://www.cqc.org.uk/location/1-000000000',
      // The fictional home has no kitchen on the FSA's register: with an id here, every build would ask the FSA's API
      // for it. A real home puts its own id in, and the build reads its rating from the FSA (lib/regulators).
      foodHygieneEstablishmentId: null,
      foodHygieneRating: 5,
      foodHygieneRatedOn: '2025-03-04',
      roomsFree: 1,
      roomsFreeByCareType: [{ careType: 'Long-term care', rooms: 1 }],
      vacanciesConfirmedOn: fromToday(0),
      vacanciesUnknownText: 'Please call us to ask which rooms are free.',
      // A fictional company: numbers of the right shape that Companies House and the ICO have not issued (numbers
      // starting 99, and ICO numbers starting ZZ, are far beyond theirs).
      provider: {
        companyName: 'Wealdhaven Care Limited',
        companyNumber: '99000418',
        registeredIn: 'England and Wales',
        registeredOffice: 'Orchard Lane, Little Wychcombe, Ashford, Kent, TN27 9ZZ',
        icoRegistrationNumber: 'ZZ000418',
      },
    }),
  },
});
