/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { failure } from '@/lib/cms/testing/failure';
import { expectFirstRequest, readType, recordedCmsForEachTest } from '@/lib/cms/testing/recorded-client';
import { recorded } from '@/lib/cms/testing/recorded-strapi';

const TODAY = '2026-11-25';

const cms = recordedCmsForEachTest();

const readFees = () => readType('fees', cms, { today: TODAY });
const readComplaints = () => readType('complaints', cms, { today: TODAY });
const readVisiting = () => readType('visiting', cms, { today: TODAY });

/** A recorded single type with `change` made to its data, as the CMS's next answer. */
function answer(body: { data: unknown }, change: (data: Record<string, unknown>) => void) {
  const copy = structuredClone(body) as { data: Record<string, unknown> };
  change(copy.data);
  cms.strapi.queue.push({ status: 200, body: copy });
}
const fees = (change: (data: Record<string, unknown>) => void) => answer(recorded.fees, change);
const stays = (data: Record<string, unknown>) => data.stays as Record<string, unknown>[];

describe('"Fees and funding"', () => {
  it('is read with the token and its components, and mapped to the site’s shape', async () => {
    const downloaded: string[] = [];
    const page = await readType('fees', cms, {
      today: TODAY,
      download: async (url) => (downloaded.push(url), Buffer.from('%PDF-1.7 test')),
    });
    const request = expectFirstRequest(cms.strapi, '/api/fees-and-funding');
    expect([0, 1, 2, 3].map((index) => request.query.get(`populate[${index}]`))).toEqual([
      'stays',
      'extras',
      'fundingRoutes',
      'contract',
    ]);
    expect(page.stays.map(({ kind, priceFrom, priceTo, per }) => [kind, priceFrom, priceTo, per])).toEqual([
      ['Long-term residential care', 1395, 1650, 'week'],
      ['Short breaks and convalescence', 1550, null, 'week'],
      ['Day care', 95, null, 'day'],
    ]);
    expect(page.stays.map(({ note }) => note)).toEqual([
      expect.stringMatching(/^By room: /),
      'For one week or more, in a room kept ready for short stays.',
      '10 am to 4 pm, with lunch and afternoon tea.',
    ]);
    // The first two are by room: their range is the fees of the kinds of room kept for them, each written once.
    expect(page.stays.map(({ byRoom }) => byRoom)).toEqual([true, true, false]);
    expect(page.roomFees).toEqual([
      { slug: 'a-single-room', name: 'A single room', fee: 1395 },
      { slug: 'a-garden-room', name: 'A garden room', fee: 1650 },
      { slug: 'a-short-stay-room', name: 'A short-stay room', fee: 1550 },
    ]);
    expect(page.extras).toContainEqual({ item: 'Hairdresser', price: 18, per: 'a visit' });
    expect(page.extras).toContainEqual({ item: 'Newspapers and magazines', price: null, per: null });
    expect(page.depositAmount).toBe(1500);
    expect(page.fundingRoutes.map(({ route, accepted }) => [route, accepted])).toEqual([
      ['Paying for your own care', true],
      ['Kent County Council', true],
      ['NHS Continuing Healthcare', true],
      ['Deferred payment agreement', true],
      ['NHS-funded nursing care', false],
    ]);
    // The editors' contract, fetched from the CMS and published under the site's own name for it.
    expect(downloaded).toEqual([`${cms.strapi.url}${recorded.fees.data.contract.url}`]);
    expect(page.contractHref).toBe('/media/wealdhaven-house-contract-test.pdf');
    expect(page.feeCovers[1]).toMatchObject({ kind: 'list', ordered: false });
    expect(page.reviewedOn).toBe('2025-10-01');
    expect(cms.warnings).toEqual([]);
  });

  it('fails the build in one line when it is not published', async () => {
    cms.strapi.overrides.set('/api/fees-and-funding', { status: 404 });
    const error = await failure(readFees);
    expect(error.message).toBe(
      `CMS not found (404) reading "fees-and-funding" from ${cms.strapi.url}/api/fees-and-funding: ` +
        '"Fees and funding" is not published: publish it in the CMS',
    );
  });

  it('fails the build on a fee that cannot be true, naming it: a range that ends below its start, a negative fee', async () => {
    fees((data) => Object.assign(stays(data)[2]!, { priceTo: 50 }));
    expect((await failure(readFees)).message).toContain(
      'stays.2.priceTo: "priceTo" is less than "priceFrom"',
    );
    fees((data) => Object.assign(stays(data)[2]!, { priceFrom: null }));
    expect((await failure(readFees)).message).toContain(
      'stays.2.priceFrom: give the fee, or choose the rooms it is taken from',
    );
    fees((data) => Object.assign(stays(data)[2]!, { priceFrom: -95 }));
    expect((await failure(readFees)).message).toContain('stays.2.priceFrom');
  });

  it('fails the build with no fee at all, or no funding route', async () => {
    fees((data) => (data.stays = []));
    expect((await failure(readFees)).message).toContain('stays: no fee is given');
    fees((data) => (data.fundingRoutes = []));
    expect((await failure(readFees)).message).toContain('fundingRoutes: no funding route is given');
  });

  it('fails the build on an extra with no price that is not "at cost", or with both', async () => {
    fees((data) => Object.assign((data.extras as Record<string, unknown>[])[0]!, { price: null }));
    expect((await failure(readFees)).message).toContain('give a price, or tick "at cost", not both');
  });

  it('fails the build when it was "reviewed" after today, or its rich text has nothing to show', async () => {
    fees((data) => (data.reviewedOn = '2026-11-26'));
    expect((await failure(readFees)).message).toContain('reviewedOn: 2026-11-26 is after today (2026-11-25)');
    fees((data) => (data.deposit = [{ type: 'image', children: [] }]));
    expect((await failure(readFees)).message).toContain('deposit: nothing the site can show');
  });

  it('fails the build when the contract is missing or not a PDF', async () => {
    fees((data) => (data.contract = null));
    expect((await failure(readFees)).message).toContain('contract: not a file');
    fees((data) =>
      Object.assign(data.contract as object, { mime: 'image/jpeg', ext: '.jpg', name: 'photo.jpg' }),
    );
    expect((await failure(readFees)).message).toContain('contract: "photo.jpg" is not a PDF');
  });

  it('takes a fee the database hands over as a string, and a range from and to the same figure as one figure', async () => {
    fees((data) => Object.assign(stays(data)[2]!, { priceFrom: '95.00', priceTo: 95 }));
    const page = await readFees();
    expect(page.stays[2]).toMatchObject({ priceFrom: 95, priceTo: null });
  });

  it('takes a fee by room from the kinds of room, so that a room’s fee changed once changes everywhere', async () => {
    const body = structuredClone(recorded.rooms) as { data: { fee: number }[] };
    body.data[1]!.fee = 1700;
    cms.strapi.overrides.set('/api/room-kinds', { status: 200, body });
    const page = await readFees();
    expect(page.stays[0]).toMatchObject({ priceFrom: 1395, priceTo: 1700, per: 'week' });
    expect(page.roomFees[1]).toEqual({ slug: 'a-garden-room', name: 'A garden room', fee: 1700 });
    expect(JSON.stringify(page)).not.toContain('1650');
  });

  it('leaves out a fee by room while no kind of room is kept for it, with a warning', async () => {
    cms.strapi.overrides.set('/api/room-kinds', {
      status: 200,
      body: { data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } },
    });
    const page = await readFees();
    expect(page.stays.map(({ kind }) => kind)).toEqual(['Day care']);
    expect(cms.warnings).toEqual([
      'cms: the fee of "Long-term residential care" is taken from the rooms kept for Long-term care, and none is published: the fees page leaves it out',
      'cms: the fee of "Short breaks and convalescence" is taken from the rooms kept for Short breaks, and none is published: the fees page leaves it out',
    ]);
  });
});

describe('"Complaints procedure"', () => {
  it('is read and mapped, with its timescales', async () => {
    const procedure = await readComplaints();
    expect(procedure).toMatchObject({
      handledBy: 'Our registered manager',
      acknowledgeWithinDays: 2,
      answerWithinDays: 20,
    });
    expect(procedure.howToComplain[0]).toMatchObject({ kind: 'paragraph' });
  });

  it('fails the build when it is not published, or answers before it acknowledges', async () => {
    cms.strapi.queue.push({ status: 404 });
    expect((await failure(readComplaints)).message).toContain('"Complaints procedure" is not published');
    answer(recorded.complaints, (data) =>
      Object.assign(data, { acknowledgeWithinDays: 10, answerWithinDays: 5 }),
    );
    expect((await failure(readComplaints)).message).toContain('answerWithinDays');
  });
});

describe('"Visiting and a typical day"', () => {
  it('is read and mapped, the day in order of time', async () => {
    answer(recorded.visiting, (data) => (data.day as unknown[]).reverse());
    const visiting = await readVisiting();
    expect(visiting.day.map((moment) => moment.time)).toEqual([
      '07:30',
      '10:30',
      '12:30',
      '14:00',
      '15:30',
      '17:30',
    ]);
    expect(cms.strapi.requests[0]!.query.get('populate[0]')).toBe('day');
  });

  it('leaves out a line of the day that cannot be used, with a warning', async () => {
    answer(recorded.visiting, (data) =>
      Object.assign((data.day as Record<string, unknown>[])[1]!, { time: '25:00' }),
    );
    const visiting = await readVisiting();
    expect(visiting.day).toHaveLength(5);
    expect(cms.warnings).toEqual(['cms: skipped line 2 of the typical day: a time looks like 14:30']);
  });
});
