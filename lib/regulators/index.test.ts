/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { sampleFacts } from '@/lib/cms/testing/sample-facts';
import type { HomeFacts } from '@/lib/kit';
import {
  applyRegulators,
  readRegulatorRecord,
  refreshRegulators,
  type RegulatorRecord,
  type RegulatorSettings,
} from '.';
import { startRecordedRegulators, type RecordedRegulators } from './testing/recorded-regulators';

const TODAY = '2026-11-24';
const facts: HomeFacts = { ...sampleFacts, cqc: { ...sampleFacts.cqc, locationId: '1-000000000' } };

let regulators: RecordedRegulators;
let warnings: string[];

beforeEach(async () => {
  regulators = await startRecordedRegulators();
  warnings = [];
});
afterEach(() => regulators.close());

const settings = (key: string | null = 'cqc-key'): RegulatorSettings => ({
  cqc: { baseUrl: regulators.cqcUrl, key },
  fsa: { baseUrl: regulators.fsaUrl },
  userAgent: 'tests',
  http: { timeoutMs: 500, retryDelayMs: 1, sleep: async () => {} },
});
const refresh = (record: RegulatorRecord = {}, key?: string | null, withFacts = facts) =>
  refreshRegulators(withFacts, record, settings(key), TODAY, (line) => warnings.push(line));

/** The recorded CQC answer with the inspection's overall rating and date changed. */
function cqcSays(rating: string, reportDate: string) {
  const body = structuredClone(regulators.cqc.body) as {
    currentRatings: { overall: { rating: string; reportDate: string } };
  };
  Object.assign(body.currentRatings.overall, { rating, reportDate });
  regulators.cqc.body = body;
}

describe('reading the regulators', () => {
  it('reads both and records what each said, and when', async () => {
    const record = await refresh();
    expect(record.cqc).toMatchObject({
      locationId: '1-000000000',
      readOn: TODAY,
      reading: { overall: 'Good' },
    });
    expect(record.fsa).toMatchObject({ establishmentId: '1000000', readOn: TODAY, reading: { rating: 5 } });
    expect(warnings).toEqual([]);
  });

  it('does not call CQC without a key', async () => {
    const record = await refresh({}, null);
    expect(record.cqc).toBeUndefined();
    expect(regulators.requests.map((request) => request.path)).toEqual(['/Establishments/1000000']);
  });

  it('keeps the last good answer through an outage, with one warning naming the regulator', async () => {
    const earlier = await refresh();
    const readBefore = { ...earlier, cqc: { ...earlier.cqc!, readOn: '2026-11-20' } };
    regulators.queue.push(...Array.from({ length: 3 }, () => ({ status: 503 })));
    const record = await refresh(readBefore);
    expect(record.cqc).toEqual(readBefore.cqc);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^regulators: CQC: answered 503 \(after 3 tries\) .*; keeping what it said on 2026-11-20$/,
      ),
    ]);
  });

  it('falls back to the editors when there is no good answer from before, or it was for another location', async () => {
    regulators.queue.push({ status: 401 });
    const other = { cqc: { locationId: '1-999', readOn: '2026-11-01', reading: {} } } as RegulatorRecord;
    await refresh(other);
    expect(warnings).toEqual([
      expect.stringMatching(/^regulators: CQC: the API refused .*; showing the editors’ rating$/),
    ]);
  });

  it('starts empty when the kept record is missing or unreadable', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'regulators-'));
    try {
      expect(await readRegulatorRecord(path.join(dir, 'none.json'))).toEqual({});
      writeFileSync(path.join(dir, 'bad.json'), '{not json');
      expect(await readRegulatorRecord(path.join(dir, 'bad.json'))).toEqual({});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('which rating is shown', () => {
  it('is the regulator’s when it is newer than the editors’, linked to CQC’s page for the home', async () => {
    cqcSays('Outstanding', '2026-10-01');
    const { facts: shown, choices } = applyRegulators(facts, await refresh());
    expect(shown.cqc).toMatchObject({
      overall: 'Outstanding',
      reportPublishedOn: '2026-10-01',
      reportUrl: 'https://www.cqc.org.uk/location/1-000000000',
      source: 'cqc',
    });
    expect(choices[0]!.line).toBe(
      `CQC rating Outstanding, report published 2026-10-01, from CQC (read ${TODAY})`,
    );
  });

  it('is the editors’ when the regulator’s is older or the same', async () => {
    for (const date of ['2024-01-01', facts.cqc.reportPublishedOn]) {
      cqcSays('Inadequate', date);
      const { facts: shown, choices } = applyRegulators(facts, await refresh());
      expect(shown.cqc).toEqual(facts.cqc);
      expect(choices[0]!.line).toBe('CQC rating Good, report published 2025-06-12, from the editors');
    }
  });

  it('takes a newer food hygiene number from the FSA, and a status the register gives instead of one', async () => {
    regulators.fsa.body = {
      ...(regulators.fsa.body as object),
      RatingValue: '4',
      RatingDate: '2026-07-01T00:00:00',
    };
    const newer = applyRegulators(facts, await refresh());
    expect(newer.facts.foodHygiene).toMatchObject({ rating: 4, ratedOn: '2026-07-01', source: 'fsa' });
    expect(newer.choices[1]!.line).toBe(
      `food hygiene rating 4, inspected 2026-07-01, from the FSA (read ${TODAY})`,
    );

    regulators.fsa.body = {
      ...(regulators.fsa.body as object),
      RatingValue: 'AwaitingInspection',
      RatingDate: null,
    };
    const listed = applyRegulators(facts, await refresh());
    expect(listed.facts.foodHygiene).toMatchObject({
      rating: 'awaiting-inspection',
      ratedOn: TODAY,
      source: 'fsa',
    });
    expect(listed.choices[1]!.line).toBe(
      `food hygiene: awaiting-inspection, on the FSA's register on ${TODAY}`,
    );

    regulators.fsa.body = {
      ...(regulators.fsa.body as object),
      RatingValue: '3',
      RatingDate: '2024-01-01T00:00:00',
    };
    expect(applyRegulators(facts, await refresh()).facts.foodHygiene).toEqual(facts.foodHygiene);
  });

  it('ignores a kept answer for another location than the editors now give', () => {
    const record = {
      cqc: {
        locationId: '1-111111111',
        readOn: TODAY,
        reading: {
          overall: 'Inadequate',
          keyQuestions: facts.cqc.keyQuestions,
          publishedOn: '2026-11-01',
          pageUrl: 'https://www.cqc.org.uk/location/1-111111111',
          framework: 'inspection',
        },
      },
    } satisfies RegulatorRecord;
    expect(applyRegulators(facts, record).facts.cqc).toEqual(facts.cqc);
  });
});
