import { z } from 'zod';
import { defineContentType, type ReadTools } from '@/lib/cms/define';
import { editorsFile } from '@/lib/cms/published';
import {
  afterToday,
  datesAfterToday,
  lines,
  pdf,
  problem,
  vacanciesTooOld,
  VACANCIES_KEPT_DAYS,
} from '@/lib/cms/rules';
import {
  choice,
  day,
  media,
  number,
  rows,
  rowSchemaOf,
  schemaOf,
  text,
  typed,
  wholeNumber,
} from '@/lib/cms/fields';
import { httpsUrl } from '@/lib/cms/schemas';
import type { FileSource, HomeFacts, Vacancies } from '@/lib/cms/types';
import { home } from './home';
import { applyRegulators, readRegulatorRecord, regulatorRecordFile } from '@/lib/regulators';

// "Facts that change": the ratings, the review score, the free rooms, the brochure and who runs the home. A fact that
// cannot be true fails the build (yesterday's site, with yesterday's rating, stays up); a line of the free rooms that
// cannot be used is left out with a warning.

export const cqcRatings = ['Outstanding', 'Good', 'Requires improvement', 'Inadequate'] as const;

/** The kinds of care the free rooms may be counted for. */
export const careTypes = ['Long-term care', 'Short breaks', 'Convalescence', 'Day care'] as const;

const roomsFreeFields = {
  careType: choice({
    label: 'Kind of care',
    help: 'Which kind of care the free rooms are for.',
    choices: careTypes,
  }),
  rooms: wholeNumber({ label: 'Rooms free', help: 'How many rooms are free now for it.', min: 0, max: 100 }),
};
export const roomsFreeSchema = rowSchemaOf(roomsFreeFields);

const rating = (label: string, help: string) => choice({ label, help, choices: cqcRatings, optional: true });
const httpsLink = (label: string, help: string) =>
  typed({ label, help, max: 300, check: httpsUrl, regex: '^https://[^\\s]+$' });

/** The facts that change, as the "Facts that change" single type holds them. */
const factFields = {
  reviewScore: number({
    label: 'Review score (out of 10)',
    help: "The home's score on the review site, like 9.7, on the home page's badge.",
    min: 0,
    max: 10,
  }),
  reviewCount: wholeNumber({
    label: 'Number of reviews',
    help: 'How many reviews the score is from, as the review site says.',
    min: 0,
    max: 100000,
  }),
  reviewListingUrl: httpsLink(
    'Listing on the review site',
    "The web address of the home's page on the review site, from https://.",
  ),
  writeReviewUrl: httpsLink(
    'Write a review',
    "The review site's page for writing a review of the home, from https://.",
  ),
  tileScore: number({
    label: 'Score on the home page tile (out of 10)',
    help: 'The score "Loved by residents" states, like 9.5.',
    min: 0,
    max: 10,
  }),
  cqcOverall: choice({
    label: 'CQC rating, overall',
    help: 'The overall rating of the latest report.',
    choices: cqcRatings,
  }),
  cqcSafe: rating('CQC: safe', 'The rating for "Is it safe?"; leave it empty if CQC did not rate it.'),
  cqcEffective: rating('CQC: effective', 'The rating for "Is it effective?".'),
  cqcCaring: rating('CQC: caring', 'The rating for "Is it caring?".'),
  cqcResponsive: rating('CQC: responsive', 'The rating for "Is it responsive?".'),
  cqcWellLed: rating('CQC: well-led', 'The rating for "Is it well-led?".'),
  cqcReportPublishedOn: day({ label: 'CQC report published on', help: 'The day CQC published the report.' }),
  cqcReportUrl: httpsLink('CQC report', "The web address of the report on CQC's website, from https://."),
  foodHygieneRating: wholeNumber({
    label: 'Food hygiene rating',
    help: "The kitchen's rating, 0 to 5, on the food hygiene badge.",
    min: 0,
    max: 5,
  }),
  foodHygieneRatedOn: day({
    label: 'Food hygiene: inspected on',
    help: 'The day of the inspection the rating is from.',
  }),
  roomsFree: wholeNumber({
    label: 'Rooms free now',
    help: 'How many rooms are free; leave it empty to ask families to call. Confirm it at least every 14 days.',
    min: 0,
    max: 100,
    optional: true,
  }),
  roomsFreeByCareType: rows({
    label: 'Rooms free by kind of care',
    help: 'If it helps: how many of them for each kind of care.',
    component: 'facts.rooms-free',
  }),
  vacanciesConfirmedOn: day({
    label: 'Free rooms confirmed on',
    help: 'The day someone last checked the rooms free: after 14 days the site asks families to call instead.',
    optional: true,
  }),
  vacanciesUnknownText: text({
    label: 'When the rooms are not stated',
    help: 'What the site says when no number is given, or it is too old.',
    max: 200,
    default: 'Please call us to ask which rooms are free.',
  }),
  brochure: media({
    label: 'Brochure (PDF)',
    help: "The home's own brochure; leave it empty and the website makes one from these facts.",
    kind: 'files',
    optional: true,
  }),
};
export const factSheetSchema = schemaOf(factFields);
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
  const { regulators } = await tools.contentOf(home);
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
      locationId: regulators.cqcLocationId,
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
      establishmentId: regulators.fsaEstablishmentId,
      rating: sheet.foodHygieneRating,
      ratedOn: sheet.foodHygieneRatedOn,
      source: 'editors',
    },
    vacancies: vacanciesOf(sheet, tools, tools.warn),
    brochure,
  };
}

/** The facts that change, with a regulator's rating in the editors' place where the regulator's is newer. */
export const facts = defineContentType({
  kind: 'singleType',
  collectionName: 'fact_sheets',
  info: {
    singularName: 'fact-sheet',
    pluralName: 'fact-sheets',
    displayName: 'Facts that change',
    description:
      "The home's ratings, review score, free rooms and brochure, as the website shows them. Publish after every change: the website is rebuilt from the published version.",
  },
  fields: factFields,
  components: {
    'facts.rooms-free': {
      collectionName: 'components_facts_rooms_free',
      displayName: 'Rooms free for one kind of care',
      description: 'How many rooms are free now for one kind of care.',
      fields: roomsFreeFields,
      mainField: 'careType',
    },
  },
  populate: ['roomsFreeByCareType', 'brochure'],
  files: ['brochure'],
  rules: (entry, today) => [
    ...datesAfterToday(entry, ['cqcReportPublishedOn', 'foodHygieneRatedOn', 'vacanciesConfirmedOn'], today),
    ...lines(entry, 'roomsFreeByCareType', roomsFreeSchema),
    ...(entry.roomsFree != null && !entry.vacanciesConfirmedOn
      ? problem('vacanciesConfirmedOn', 'give the date the free rooms were confirmed on')
      : []),
    ...pdf(entry, 'brochure', true),
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
      cqcOverall: 'Good',
      cqcSafe: 'Good',
      cqcEffective: 'Good',
      cqcCaring: 'Good',
      cqcResponsive: 'Good',
      cqcWellLed: 'Good',
      cqcReportPublishedOn: '2025-06-12',
      cqcReportUrl: 'https://www.cqc.org.uk/location/1-000000000',
      foodHygieneRating: 5,
      foodHygieneRatedOn: '2025-03-04',
      roomsFree: 1,
      roomsFreeByCareType: [{ careType: 'Long-term care', rooms: 1 }],
      vacanciesConfirmedOn: fromToday(0),
      vacanciesUnknownText: 'Please call us to ask which rooms are free.',
    }),
  },
});
