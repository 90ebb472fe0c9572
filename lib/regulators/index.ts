import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { HomeFacts } from '@/lib/kit';
import { site } from '@/lib/site';
import { CQC_API_URL, fetchCqc, type CqcReading } from './cqc';

export { cqcLocationPage } from './cqc';
import { FSA_API_URL, fetchFsa, type FsaReading } from './fsa';
import type { GetJsonOptions } from './http';
import { trimEnd } from '@/lib/text';

// The regulators' word beside the editors': what each regulator said when last read, kept between builds (as the
// photo cache is), and which of the two each rating shown comes from. A regulator's rating newer than the editors'
// wins; an older one does not; a regulator that cannot be read leaves its last good answer, or the editors' rating,
// in place, with one warning, and never fails the build.

/** What the regulators said when last read successfully: the build keeps it in a file between builds. */
export type RegulatorRecord = {
  cqc?: { locationId: string; readOn: string; reading: CqcReading };
  fsa?: { establishmentId: string; readOn: string; reading: FsaReading };
};

/** Where the record is kept: in the photo cache, which hosts and CI keep between builds. */
export function regulatorRecordFile(mediaCacheDir: string): string {
  return path.join(mediaCacheDir, 'regulators', 'record.json');
}

/** Keeps the record for the next build (written whole, so a build stopped halfway leaves the last one). */
export async function writeRegulatorRecord(file: string, record: RegulatorRecord): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, `${JSON.stringify(record, null, 2)}\n`);
}

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
  http: Omit<GetJsonOptions, 'headers' | 'userAgent'>;
};

/** An API's base URL from the environment, or the regulator's own. @throws {Error} naming the variable when invalid. */
function baseUrl(value: string | undefined, fallback: string, variable: string): string {
  const raw = value?.trim();
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${variable} must be an absolute URL such as ${fallback}, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${variable} must use http or https, got "${raw}"`);
  return trimEnd(raw, '/');
}

/**
 * The regulators' settings from the environment: CQC_API_KEY (CQC is read only with it), CQC_API_URL and FSA_API_URL
 * (a proxy, or the tests' recorded server; the public APIs by default).
 * @throws {Error} naming the variable when a URL is not one.
 */
export function readRegulatorSettings(env: NodeJS.ProcessEnv = process.env): RegulatorSettings {
  return {
    cqc: {
      baseUrl: baseUrl(env.CQC_API_URL, CQC_API_URL, 'CQC_API_URL'),
      key: env.CQC_API_KEY?.trim() || null,
    },
    fsa: { baseUrl: baseUrl(env.FSA_API_URL, FSA_API_URL, 'FSA_API_URL') },
    userAgent: `Care home website build (${site.url})`,
    http: { timeoutMs: 10_000 },
  };
}

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
  /** Reads one regulator; on a failure keeps its last answer for the same place, if any, and says so once. */
  async function refresh<R>(last: { readOn: string } | undefined, read: () => Promise<R>): Promise<R | null> {
    try {
      return await read();
    } catch (error) {
      const keeping = last ? `keeping what it said on ${last.readOn}` : 'showing the editors’ rating';
      warn(`regulators: ${messageOf(error)}; ${keeping}`);
      return null;
    }
  }
  const common = { ...settings.http, userAgent: settings.userAgent };
  const { locationId } = facts.cqc;
  const { key } = settings.cqc;
  if (key && locationId) {
    const last = record.cqc?.locationId === locationId ? record.cqc : undefined;
    const reading = await refresh(last, () =>
      fetchCqc({ ...common, baseUrl: settings.cqc.baseUrl, key, locationId }),
    );
    if (reading) next.cqc = { locationId, readOn: today, reading };
  }
  const { establishmentId } = facts.foodHygiene;
  if (establishmentId) {
    const last = record.fsa?.establishmentId === establishmentId ? record.fsa : undefined;
    const reading = await refresh(last, () =>
      fetchFsa({ ...common, baseUrl: settings.fsa.baseUrl, establishmentId }),
    );
    if (reading) next.fsa = { establishmentId, readOn: today, reading };
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
  const fromFsa = record.fsa?.establishmentId === foodHygiene.establishmentId ? record.fsa : undefined;
  // A number from the FSA with a date after the editors' wins. A kitchen the register lists with no number (awaiting
  // inspection or publication, exempt) is shown so, dated by the day the register said it: the register is the
  // FSA's word on the kitchen now, and a number the editors kept from before no longer stands.
  if (fromFsa) {
    const { rating, ratedOn } = fromFsa.reading;
    if (typeof rating !== 'number')
      foodHygiene = { ...foodHygiene, rating, ratedOn: fromFsa.readOn, source: 'fsa' };
    else if (ratedOn && ratedOn > foodHygiene.ratedOn)
      foodHygiene = { ...foodHygiene, rating, ratedOn, source: 'fsa' };
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
        typeof foodHygiene.rating === 'number'
          ? `food hygiene rating ${foodHygiene.rating}, inspected ${foodHygiene.ratedOn}, from ` +
            (foodHygiene.source === 'fsa' ? `the FSA (read ${fromFsa!.readOn})` : 'the editors')
          : `food hygiene: ${foodHygiene.rating}, on the FSA's register on ${foodHygiene.ratedOn}`,
    },
  ];
  return { facts: { ...facts, cqc, foodHygiene }, choices };
}
