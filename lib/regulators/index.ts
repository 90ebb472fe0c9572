import { readFile } from 'node:fs/promises';
import type { HomeFacts } from '@/lib/cms/types';
import { fetchCqc, type CqcReading } from './cqc';
import { fetchFsa, type FsaReading } from './fsa';
import type { GetJsonOptions } from './http';

// The regulators' word beside the editors': what each regulator said when last read, kept between builds (as the
// photo cache is), and which of the two each rating shown comes from. A regulator's rating newer than the editors'
// wins; an older one does not; a regulator that cannot be read leaves its last good answer, or the editors' rating,
// in place, with one warning, and never fails the build.

/** What the regulators said when last read successfully: the build keeps it in a file between builds. */
export type RegulatorRecord = {
  cqc?: { locationId: string; readOn: string; reading: CqcReading };
  fsa?: { establishmentId: string; readOn: string; reading: FsaReading };
};

/** The record kept from earlier builds; an empty one when there is none or it cannot be read. */
export async function readRegulatorRecord(file: string): Promise<RegulatorRecord> {
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as RegulatorRecord;
    return record && typeof record === 'object' ? record : {};
  } catch {
    return {};
  }
}

export type RegulatorSettings = {
  /** CQC is read only with a key (CQC_API_KEY) and the location id in "Facts that change". */
  cqc: { baseUrl: string; key: string | null };
  /** The FSA needs no key: it is read whenever the establishment id is given. */
  fsa: { baseUrl: string };
  userAgent: string;
  http: Omit<GetJsonOptions, 'headers'>;
};

/**
 * Reads each regulator the facts and settings allow, and returns the record with each successful answer in place of
 * the last. A regulator that cannot be read keeps its last answer, and `warn` gets one line naming it.
 */
export async function refreshRegulators(
  facts: HomeFacts,
  record: RegulatorRecord,
  settings: RegulatorSettings,
  today: string,
  warn: (line: string) => void,
): Promise<RegulatorRecord> {
  const next: RegulatorRecord = { ...record };
  const kept = (last: { readOn: string } | undefined) =>
    last ? `keeping what it said on ${last.readOn}` : 'showing the editors’ rating';
  const { locationId } = facts.cqc;
  if (settings.cqc.key && locationId) {
    try {
      const reading = await fetchCqc({
        ...settings.http,
        baseUrl: settings.cqc.baseUrl,
        key: settings.cqc.key,
        locationId,
        userAgent: settings.userAgent,
      });
      next.cqc = { locationId, readOn: today, reading };
    } catch (error) {
      const last = record.cqc?.locationId === locationId ? record.cqc : undefined;
      warn(`regulators: ${messageOf(error)}; ${kept(last)}`);
    }
  }
  const { establishmentId } = facts.foodHygiene;
  if (establishmentId) {
    try {
      const reading = await fetchFsa({
        ...settings.http,
        baseUrl: settings.fsa.baseUrl,
        establishmentId,
        userAgent: settings.userAgent,
      });
      next.fsa = { establishmentId, readOn: today, reading };
    } catch (error) {
      const last = record.fsa?.establishmentId === establishmentId ? record.fsa : undefined;
      warn(`regulators: ${messageOf(error)}; ${kept(last)}`);
    }
  }
  return next;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Where one rating shown comes from, for the build's log and report. */
export type RatingChoice = {
  rating: 'cqc' | 'food';
  source: 'editors' | 'cqc' | 'fsa';
  date: string;
  line: string;
};

/**
 * The facts with each regulator's rating in place of the editors' where the regulator's is newer, and a line for each
 * rating saying where it came from. A reading for another location or establishment than the editors' is ignored.
 */
export function applyRegulators(
  facts: HomeFacts,
  record: RegulatorRecord,
): { facts: HomeFacts; choices: RatingChoice[] } {
  let { cqc, foodHygiene } = facts;
  const fromCqc = record.cqc?.locationId === cqc.locationId ? record.cqc : undefined;
  if (fromCqc && fromCqc.reading.publishedOn > cqc.reportPublishedOn) {
    const { reading } = fromCqc;
    cqc = {
      ...cqc,
      overall: reading.overall,
      keyQuestions: reading.keyQuestions,
      reportPublishedOn: reading.publishedOn,
      // The editors' link is to the report they knew of; CQC's page for the location lists the newer one.
      reportUrl: reading.pageUrl,
      source: 'cqc',
    };
  }
  const fromFsa =
    record.fsa?.establishmentId === foodHygiene.establishmentId ? record.fsa?.reading : undefined;
  // A number from the FSA with a date after the editors' wins. (A kitchen the FSA lists as awaiting inspection or
  // exempt has no date to compare: the site keeps the editors' rating and the build says so.)
  if (
    fromFsa &&
    typeof fromFsa.rating === 'number' &&
    fromFsa.ratedOn &&
    fromFsa.ratedOn > foodHygiene.ratedOn
  ) {
    foodHygiene = { ...foodHygiene, rating: fromFsa.rating, ratedOn: fromFsa.ratedOn, source: 'fsa' };
  }
  const choices: RatingChoice[] = [
    {
      rating: 'cqc',
      source: cqc.source,
      date: cqc.reportPublishedOn,
      line: `CQC rating ${cqc.overall}, report published ${cqc.reportPublishedOn}, from ${cqc.source === 'cqc' ? `CQC (read ${fromCqc!.readOn})` : 'the editors'}`,
    },
    {
      rating: 'food',
      source: foodHygiene.source,
      date: foodHygiene.ratedOn,
      line:
        `food hygiene rating ${foodHygiene.rating}, inspected ${foodHygiene.ratedOn}, from ` +
        (foodHygiene.source === 'fsa' ? `the FSA (read ${record.fsa!.readOn})` : 'the editors') +
        (fromFsa && typeof fromFsa.rating !== 'number'
          ? ` (the FSA lists the kitchen as ${fromFsa.rating})`
          : ''),
    },
  ];
  return { facts: { ...facts, cqc, foodHygiene }, choices };
}
