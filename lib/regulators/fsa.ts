import { z } from 'zod';
import type { FoodStatus } from '@/lib/kit';
import { apiUrl, getJson, parseAnswer, RegulatorError, type GetJsonOptions } from './http';

// The Food Standards Agency's ratings API (version 2, no key): one establishment's food hygiene rating and its date.
// England, Wales and Northern Ireland rate kitchens 0 to 5; a kitchen may also be waiting for its first inspection,
// waiting for its rating to be published, or exempt, which the API gives as words.

export const FSA_API_URL = 'https://api.ratings.food.gov.uk';

export type FsaReading = {
  /** 0 to 5, or the kitchen's status when it has no number. */
  rating: number | FoodStatus;
  /** The day of the inspection the rating comes from, YYYY-MM-DD; null for a kitchen not yet rated. */
  ratedOn: string | null;
};

const STATUSES: Record<string, FoodStatus> = {
  awaitinginspection: 'awaiting-inspection',
  awaitingpublication: 'awaiting-publication',
  exempt: 'exempt',
};

const establishmentSchema = z.object({
  FHRSID: z.union([z.number(), z.string()]),
  RatingValue: z.union([z.string(), z.number()]),
  RatingDate: z.string().nullish(),
});

/**
 * Reads the FSA's answer for an establishment.
 * @throws {RegulatorError} when it is not the establishment asked for, or its rating is one the site does not know
 *   (Scotland's "Pass", for one, belongs to another scheme).
 */
export function readFsaEstablishment(body: unknown, establishmentId: string): FsaReading {
  const { FHRSID, RatingValue, RatingDate } = parseAnswer('FSA', establishmentSchema, body);
  if (String(FHRSID) !== establishmentId)
    throw new RegulatorError('FSA', `answered for establishment ${FHRSID}, not ${establishmentId}`);
  const value = String(RatingValue).trim();
  const rating = /^[0-5]$/.test(value) ? Number(value) : STATUSES[value.toLowerCase().replace(/[\s_-]/g, '')];
  if (rating === undefined) throw new RegulatorError('FSA', `unknown rating "${value.slice(0, 40)}"`);
  const ratedOn = RatingDate && /^\d{4}-\d{2}-\d{2}/.test(RatingDate) ? RatingDate.slice(0, 10) : null;
  // A number is stated with the day it was given; without one it cannot be shown honestly.
  if (typeof rating === 'number' && !ratedOn)
    throw new RegulatorError('FSA', `rating ${rating} has no date (RatingDate: ${String(RatingDate)})`);
  return { rating, ratedOn };
}

export type FsaOptions = Omit<GetJsonOptions, 'headers'> & {
  /** The API's base URL: the FSA's own unless FSA_API_URL names another (a proxy, or the tests' recorded server). */
  baseUrl: string;
  establishmentId: string;
};

/**
 * The FSA's current food hygiene rating for the home's kitchen.
 * @throws {RegulatorError} when the FSA cannot be read or its answer cannot be used.
 */
export async function fetchFsa({ baseUrl, establishmentId, ...options }: FsaOptions): Promise<FsaReading> {
  const url = apiUrl(baseUrl, 'Establishments', establishmentId);
  const body = await getJson('FSA', url, { ...options, headers: { 'x-api-version': '2' } });
  return readFsaEstablishment(body, establishmentId);
}
