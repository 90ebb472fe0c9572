import { z } from 'zod';
import type { CqcKeyQuestion, CqcRating } from '@/lib/kit';
import { apiUrl, getJson, parseAnswer, RegulatorError, type GetJsonOptions } from './http';

// The Care Quality Commission's public API (its "syndication" API): a location's ratings, read at build time.
// A location may carry two shapes. Inspections before 2024 fill `currentRatings.overall`, with each key question and
// the report's date. Assessments under the Single Assessment Framework fill `assessment[].ratings` (an `overall` list
// and `asgRatings`, each entry with a status), dated by the assessment's publication, while `currentRatings` may stay
// empty or keep the older inspection's ratings. The newer of the two is the location's rating.

export const CQC_API_URL = 'https://api.service.cqc.org.uk/public/v1';

/** CQC's public page for a location: its ratings, reports and registration. */
export function cqcLocationPage(locationId: string): string {
  return `https://www.cqc.org.uk/location/${encodeURIComponent(locationId)}`;
}

/** What CQC says of the home, in the site's words. */
export type CqcReading = {
  overall: CqcRating;
  keyQuestions: Record<CqcKeyQuestion, CqcRating | null>;
  /** The day CQC published the report or assessment the ratings come from, YYYY-MM-DD. */
  publishedOn: string;
  /** The location's page on CQC's website, where its reports are. */
  pageUrl: string;
  framework: 'inspection' | 'assessment';
};

const RATINGS: Record<string, CqcRating> = {
  outstanding: 'Outstanding',
  good: 'Good',
  'requires improvement': 'Requires improvement',
  inadequate: 'Inadequate',
};
/** Words CQC uses where a key question has no rating. */
const NOT_RATED = new Set(['not rated', 'no rating', 'insufficient evidence to rate']);
const KEY_QUESTIONS: Record<string, CqcKeyQuestion> = {
  safe: 'safe',
  effective: 'effective',
  caring: 'caring',
  responsive: 'responsive',
  'well-led': 'wellLed',
  'well led': 'wellLed',
  wellled: 'wellLed',
};

const word = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
/** A day from a date or a timestamp ("2025-06-12", "2025-06-12T09:30:00Z"). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/)
  .transform((text) => text.slice(0, 10));

const keyQuestionSchema = z.object({ name: z.string(), rating: z.string().nullish() });
const ratingEntrySchema = z.object({
  rating: z.string().nullish(),
  status: z.string().nullish(),
  assessmentPlanStatus: z.string().nullish(),
  keyQuestionRatings: z.array(keyQuestionSchema).nullish(),
});
const locationSchema = z.object({
  locationId: z.string(),
  currentRatings: z
    .object({
      overall: ratingEntrySchema.extend({ reportDate: day.nullish() }).nullish(),
    })
    .nullish(),
  assessment: z
    .array(
      z.object({
        assessmentPlanPublishedDateTime: day.nullish(),
        assessmentDate: day.nullish(),
        ratings: z
          .object({
            overall: z.array(ratingEntrySchema).nullish(),
            asgRatings: z.array(ratingEntrySchema).nullish(),
          })
          .nullish(),
      }),
    )
    .nullish(),
});
type RatingEntry = z.infer<typeof ratingEntrySchema>;

/** CQC's word for a rating, in the site's spelling. @throws {RegulatorError} for a word CQC does not use. */
function ratingOf(text: string): CqcRating {
  const rating = RATINGS[word(text)];
  if (!rating) throw new RegulatorError('CQC', `unknown rating word "${text.slice(0, 40)}"`);
  return rating;
}

function keyQuestionsOf(entry: RatingEntry): CqcReading['keyQuestions'] {
  const result: CqcReading['keyQuestions'] = {
    safe: null,
    effective: null,
    caring: null,
    responsive: null,
    wellLed: null,
  };
  for (const { name, rating } of entry.keyQuestionRatings ?? []) {
    const id = KEY_QUESTIONS[word(name)];
    if (!id || !rating || NOT_RATED.has(word(rating))) continue;
    result[id] = ratingOf(rating);
  }
  return result;
}

/** An entry that speaks for the location now: current, of an active plan, with a rating. */
const isCurrent = (entry: RatingEntry) =>
  Boolean(entry.rating) &&
  !NOT_RATED.has(word(entry.rating ?? '')) &&
  (!entry.status || /current/i.test(entry.status)) &&
  (!entry.assessmentPlanStatus || /active/i.test(entry.assessmentPlanStatus));

/**
 * Reads CQC's answer for a location.
 * @throws {RegulatorError} when it is not the location asked for, holds no current rating, or uses a rating word CQC
 *   does not (a rating the site cannot state honestly is not stated at all).
 */
export function readCqcLocation(body: unknown, locationId: string): CqcReading {
  const location = parseAnswer('CQC', locationSchema, body);
  if (location.locationId !== locationId)
    throw new RegulatorError('CQC', `answered for location ${location.locationId}, not ${locationId}`);
  const pageUrl = cqcLocationPage(locationId);
  const candidates: CqcReading[] = [];

  const inspection = location.currentRatings?.overall;
  if (inspection && isCurrent(inspection) && inspection.reportDate)
    candidates.push({
      overall: ratingOf(inspection.rating!),
      keyQuestions: keyQuestionsOf(inspection),
      publishedOn: inspection.reportDate,
      pageUrl,
      framework: 'inspection',
    });
  for (const assessment of location.assessment ?? []) {
    const publishedOn = assessment.assessmentPlanPublishedDateTime ?? assessment.assessmentDate;
    const entries = [...(assessment.ratings?.overall ?? []), ...(assessment.ratings?.asgRatings ?? [])];
    const entry = entries.find(isCurrent);
    if (!entry || !publishedOn) continue;
    candidates.push({
      overall: ratingOf(entry.rating!),
      keyQuestions: keyQuestionsOf(entry),
      publishedOn,
      pageUrl,
      framework: 'assessment',
    });
  }
  const newest = candidates.sort((a, b) => b.publishedOn.localeCompare(a.publishedOn))[0];
  if (!newest) throw new RegulatorError('CQC', `location ${locationId} has no current rating`);
  return newest;
}

export type CqcOptions = Omit<GetJsonOptions, 'headers'> & {
  /** The API's base URL: CQC's own unless CQC_API_URL names another (a proxy, or the tests' recorded server). */
  baseUrl: string;
  key: string;
  locationId: string;
};

/**
 * CQC's current ratings for the home's location.
 * @throws {RegulatorError} when CQC cannot be read or its answer cannot be used.
 */
export async function fetchCqc({ baseUrl, key, locationId, ...options }: CqcOptions): Promise<CqcReading> {
  const url = apiUrl(baseUrl, 'locations', locationId);
  const body = await getJson('CQC', url, { ...options, headers: { 'Ocp-Apim-Subscription-Key': key } });
  return readCqcLocation(body, locationId);
}
