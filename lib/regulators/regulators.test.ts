/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fetchCqc } from './cqc';
import { fetchFsa } from './fsa';
import { RegulatorError } from './http';
import {
  recordedRegulators,
  startRecordedRegulators,
  type RecordedRegulators,
} from './testing/recorded-regulators';
import { sampleFacts } from '@/lib/cms/testing/sample-facts';

const KEY = 'cqc-test-key-5e4d3c2b1a';
const LOCATION = '1-000000000';
const USER_AGENT = 'wealdhaven-house-website (tests)';

let regulators: RecordedRegulators;
let waits: number[];
let log: string[];

beforeEach(async () => {
  regulators = await startRecordedRegulators();
  waits = [];
  log = [];
});

afterEach(() => regulators.close());

const common = () => ({
  userAgent: USER_AGENT,
  timeoutMs: 500,
  retryDelayMs: 5,
  sleep: async (ms: number) => {
    waits.push(ms);
  },
  log: (line: string) => log.push(line),
});
const cqc = (locationId = LOCATION) =>
  fetchCqc({ ...common(), baseUrl: regulators.cqcUrl, key: KEY, locationId });
const fsa = (establishmentId = '1000000') =>
  fetchFsa({ ...common(), baseUrl: regulators.fsaUrl, establishmentId });

/** The error a read fails with; fails the test if the read succeeds. */
async function refusal(read: Promise<unknown>): Promise<RegulatorError> {
  try {
    await read;
  } catch (error) {
    expect(error).toBeInstanceOf(RegulatorError);
    return error as RegulatorError;
  }
  throw new Error('expected the read to fail');
}

/** The recorded location with an assessment under the Single Assessment Framework, published on `publishedAt`. */
function withAssessment(publishedAt: string, overall = 'Requires Improvement') {
  const body = structuredClone(recordedRegulators.cqcLocation) as Record<string, unknown>;
  body.assessment = [
    {
      assessmentPlanId: '00000000-0000-4000-8000-0000000000aa',
      title: 'Assessment',
      assessmentDate: '2026-08-20',
      assessmentPlanPublishedDateTime: `${publishedAt}T09:15:00Z`,
      ratings: {
        overall: [
          {
            rating: overall,
            status: 'Current',
            keyQuestionRatings: [
              { name: 'Safe', rating: 'Requires Improvement', status: 'Current' },
              { name: 'Effective', rating: 'Good', status: 'Current' },
              { name: 'Caring', rating: 'Good', status: 'Current' },
              { name: 'Responsive', rating: 'Good', status: 'Current' },
              { name: 'Well-led', rating: 'Insufficient evidence to rate', status: 'Current' },
            ],
          },
        ],
        asgRatings: [],
      },
    },
  ];
  return body;
}

describe('CQC', () => {
  it('reads an inspection’s ratings and report date, with our key and our name', async () => {
    expect(await cqc()).toEqual({
      overall: 'Good',
      keyQuestions: { ...sampleFacts.cqc.keyQuestions, wellLed: 'Good' },
      publishedOn: '2025-06-12',
      pageUrl: `https://www.cqc.org.uk/location/${LOCATION}`,
      framework: 'inspection',
    });
    const [request] = regulators.requests;
    expect(request!.path).toBe(`/public/v1/locations/${LOCATION}`);
    expect(request!.headers['ocp-apim-subscription-key']).toBe(KEY);
    expect(request!.headers['user-agent']).toBe(USER_AGENT);
  });

  it('reads an assessment newer than the inspection in its place, in the site’s spelling', async () => {
    regulators.cqc.body = withAssessment('2026-09-30');
    expect(await cqc()).toEqual({
      overall: 'Requires improvement',
      keyQuestions: {
        safe: 'Requires improvement',
        effective: 'Good',
        caring: 'Good',
        responsive: 'Good',
        wellLed: null,
      },
      publishedOn: '2026-09-30',
      pageUrl: `https://www.cqc.org.uk/location/${LOCATION}`,
      framework: 'assessment',
    });
  });

  it('keeps the inspection when it is newer than an assessment', async () => {
    regulators.cqc.body = withAssessment('2024-01-10');
    expect(await cqc()).toMatchObject({
      overall: 'Good',
      publishedOn: '2025-06-12',
      framework: 'inspection',
    });
  });

  it('reads an assessment when the inspection’s ratings are empty', async () => {
    const body = withAssessment('2026-09-30', 'Good') as { currentRatings: unknown };
    body.currentRatings = {};
    regulators.cqc.body = body;
    expect(await cqc()).toMatchObject({
      overall: 'Good',
      publishedOn: '2026-09-30',
      framework: 'assessment',
    });
  });

  it('refuses a rating word CQC does not use, rather than show it', async () => {
    regulators.cqc.body = withAssessment('2026-09-30', 'Brilliant');
    expect((await refusal(cqc())).message).toBe('CQC: unknown rating word "Brilliant"');
  });

  it('refuses an answer about another location', async () => {
    expect((await refusal(cqc('1-999999999'))).message).toBe(
      `CQC: answered for location ${LOCATION}, not 1-999999999`,
    );
  });

  it('waits as long as a 429 asks before trying again', async () => {
    regulators.queue.push({ status: 429, headers: { 'Retry-After': '2' } });
    expect(await cqc()).toMatchObject({ overall: 'Good' });
    expect(waits).toEqual([2000]);
    expect(log).toEqual(['CQC: rate limited (429); trying again in 2 s']);
    expect(regulators.requests).toHaveLength(2);
  });

  it('gives up when a 429 asks for longer than a build waits, or keeps coming', async () => {
    regulators.queue.push({ status: 429, headers: { 'Retry-After': '3600' } });
    expect((await refusal(cqc())).message).toMatch(/^CQC: rate limited \(429\), asked to wait 3600 s \(GET /);
    expect(waits).toEqual([]);
    regulators.queue.push(...Array.from({ length: 3 }, () => ({ status: 429 })));
    expect((await refusal(cqc())).message).toMatch(/^CQC: rate limited \(429\) \(GET /);
  });

  it('says the key was refused on 401 and 403, without trying again or printing the key', async () => {
    for (const status of [401, 403]) {
      regulators.queue.push({ status });
      const error = await refusal(cqc());
      expect(error.message).toBe(
        `CQC: the API refused the request (${status}): check its key (GET ${regulators.cqcUrl}/locations/${LOCATION})`,
      );
      expect(error.message).not.toContain(KEY);
    }
    expect(regulators.requests).toHaveLength(2);
  });

  it('tries a server error again, and says so when every try fails', async () => {
    regulators.queue.push({ status: 503 });
    expect(await cqc()).toMatchObject({ overall: 'Good' });
    regulators.queue.push(...Array.from({ length: 3 }, () => ({ status: 500 })));
    expect((await refusal(cqc())).message).toMatch(/^CQC: answered 500 \(after 3 tries\)/);
  });

  it('fails in one line on a body that is not JSON, a hang and a cut connection', async () => {
    regulators.queue.push({ status: 200, text: '<html>Service unavailable</html>' });
    expect((await refusal(cqc())).message).toMatch(/^CQC: the answer is not JSON/);
    regulators.queue.push({ hang: true }, { hang: true }, { hang: true });
    expect((await refusal(cqc())).message).toMatch(/^CQC: no answer within 500 ms \(after 3 tries\)/);
    regulators.queue.push({ cut: true }, { cut: true }, { cut: true });
    expect((await refusal(cqc())).message).toMatch(/^CQC: could not be reached \(after 3 tries\)/);
  });
});

describe('the FSA', () => {
  it('reads a rating and its date, asking for version 2 of the API', async () => {
    expect(await fsa()).toEqual({ rating: 5, ratedOn: '2025-03-04' });
    const [request] = regulators.requests;
    expect(request!.path).toBe('/Establishments/1000000');
    expect(request!.headers['x-api-version']).toBe('2');
  });

  it('reads a kitchen waiting for inspection, or exempt, as a status rather than a number', async () => {
    const answer = (RatingValue: string, RatingDate: string | null) => ({
      status: 200,
      body: { ...recordedRegulators.fsaEstablishment, RatingValue, RatingDate },
    });
    regulators.queue.push(answer('AwaitingInspection', null), answer('Exempt', '2024-02-01T00:00:00'));
    expect(await fsa()).toEqual({ rating: 'awaiting-inspection', ratedOn: null });
    expect(await fsa()).toEqual({ rating: 'exempt', ratedOn: '2024-02-01' });
  });

  it('refuses a rating it does not know, and a number without its date', async () => {
    regulators.queue.push({
      status: 200,
      body: { ...recordedRegulators.fsaEstablishment, RatingValue: 'Pass' },
    });
    expect((await refusal(fsa())).message).toBe('FSA: unknown rating "Pass"');
    regulators.queue.push({
      status: 200,
      body: { ...recordedRegulators.fsaEstablishment, RatingDate: null },
    });
    expect((await refusal(fsa())).message).toBe('FSA: rating 5 has no date (RatingDate: null)');
  });
});
