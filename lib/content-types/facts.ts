import { z } from 'zod';
import {
  defineContentType,
  type ReadTools,
  editorsFile,
  afterToday,
  datesAfterToday,
  pdf,
  choice,
  day,
  media,
  number,
  schemaOf,
  text,
  typed,
  wholeNumber,
  httpsUrl,
  type FileSource,
  type HomeFacts,
  type Vacancies,
} from '@/lib/kit';
import { home } from './home';
import { rooms, roomsFreeNow, type RoomKind } from './rooms';
import { applyRegulators, readRegulatorRecord, regulatorRecordFile } from '@/lib/regulators';

// "Facts that change": the ratings, the review score and the brochure, with the rooms free now counted from Rooms. A
// fact that cannot be true fails the build (yesterday's site, with yesterday's rating, stays up).

export const cqcRatings = ['Outstanding', 'Good', 'Requires improvement', 'Inadequate'] as const;

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
  vacanciesUnknownText: text({
    label: 'When the free rooms are not stated',
    help: 'What the site says while a kind of room on Rooms has not been checked for 14 days, or none is published.',
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

/**
 * The rooms free now, counted from the kinds of room (Rooms): each kind's rooms free now, by the care they are kept
 * for. While any kind's rooms have not been checked for 14 days, or none is published, the count could be wrong, and the
 * site asks families to call instead.
 */
export function vacanciesOf(kinds: readonly RoomKind[], unknownText: string): Vacancies {
  if (kinds.length === 0) return { known: false, text: unknownText };
  const unchecked = kinds.filter((kind) => !kind.checked.current);
  if (unchecked.length > 0) {
    // The day of the oldest check too old to state; none for a kind never checked, or "checked" on a day to come.
    const days = unchecked.flatMap(({ checked }) =>
      !checked.current && checked.tooOld && checked.on ? [checked.on] : [],
    );
    return {
      known: false,
      text: unknownText,
      ...(days.length > 0 ? { lastConfirmedOn: days.sort()[0]! } : {}),
    };
  }
  const byCareType: { careType: string; rooms: number }[] = [];
  for (const kind of kinds) {
    const free = kind.rooms.filter((room) => room.free === 'now').length;
    if (free === 0) continue;
    const line = byCareType.find((one) => one.careType === kind.keptFor);
    if (line) line.rooms += free;
    else byCareType.push({ careType: kind.keptFor, rooms: free });
  }
  return {
    known: true,
    roomsFree: roomsFreeNow(kinds),
    byCareType,
    confirmedOn: kinds.map((kind) => kind.checked.on!).sort()[0]!,
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
    vacancies: vacanciesOf(await tools.contentOf(rooms), sheet.vacanciesUnknownText),
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
      "The home's ratings, review score and brochure, as the website shows them (the free rooms are counted from Rooms). Publish after every change: the website is rebuilt from the published version.",
  },
  fields: factFields,
  populate: ['brochure'],
  files: ['brochure'],
  rules: (entry, today) => [
    ...datesAfterToday(entry, ['cqcReportPublishedOn', 'foodHygieneRatedOn'], today),
    ...pdf(entry, 'brochure', true),
  ],
  // What the regulators said, as the build's first stage read and kept it in the photo cache: a regulator's newer
  // rating takes the editors' place, the same on every page.
  read: async (tools) =>
    applyRegulators(await editorsFacts(tools), await readRegulatorRecord(regulatorRecordFile(tools.cacheDir)))
      .facts,
  describe: () => 'the facts that change',
  // On every page too: the footer names who runs the home and its CQC rating (app/layout.tsx).
  pages: {
    shownOn: ['/', '/about', '/contact', '/fees', '/rooms', '/privacy', '/reviews-policy', '/careers'],
  },
  sample: {
    edition: 2,
    // The values the site carried as constants before editors owned them. All fictional: the identifiers are made
    // up.
    entries: () => ({
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
      vacanciesUnknownText: 'Please call us to ask which rooms are free.',
    }),
  },
});
