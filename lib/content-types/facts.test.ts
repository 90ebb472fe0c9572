/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { todayInKent } from '@/lib/kit';
import { failure } from '@/lib/cms/testing/failure';
import {
  expectFirstRequest,
  readType,
  recordedCmsForEachTest,
  testReader,
} from '@/lib/cms/testing/recorded-client';
import { queueChangedItem, recorded } from '@/lib/cms/testing/recorded-strapi';
import { sampleFacts } from '@/lib/cms/testing/sample-facts';
import { editorsFacts } from './facts';
import { REVIEWS_SHOWN } from './reviews';

/** The day the recorded answers are read on: after every date in them. */
const TODAY = '2026-11-23';

const cms = recordedCmsForEachTest();

const readFacts = () => editorsFacts(testReader(cms, { today: TODAY }).toolsOf('facts'));
const readReviews = () => readType('reviews', cms, { today: TODAY });

/** The recorded fact sheet with `changes` made to it, as the CMS's next answer. */
function answerFacts(changes: Record<string, unknown>) {
  const body = structuredClone(recorded.facts) as { data: Record<string, unknown> };
  Object.assign(body.data, changes);
  cms.strapi.queue.push({ status: 200, body });
}

type RoomRow = { state: string; freeFrom?: string | null };
/** The recorded kinds of room, as `change` leaves them, for every read of them in the test. */
function answerRooms(change: (kinds: { checkedOn: string; rooms: RoomRow[] }[]) => void) {
  const body = structuredClone(recorded.rooms) as { data: { checkedOn: string; rooms: RoomRow[] }[] };
  change(body.data);
  cms.strapi.overrides.set('/api/room-kinds', { status: 200, body });
}

/** The recorded reviews with `changes` made to the first, as the CMS's next answer. */
const answerReviews = (changes: Record<string, unknown>, extra: Record<string, unknown>[] = []) =>
  queueChangedItem(cms.strapi, recorded.reviews, 0, changes, extra);

describe('the facts that change', () => {
  it('are read with the token, their components and their brochure, and mapped to the site’s shape', async () => {
    const facts = await readFacts();
    const request = expectFirstRequest(cms.strapi, '/api/fact-sheet');
    expect([0, 1].flatMap((index) => request.query.getAll(`populate[${index}]`))).toEqual(['brochure']);
    // The sample facts other tests use are these, with the recorded sheet's own key questions, free rooms by care
    // type, and no food hygiene establishment id.
    expect(facts).toEqual({
      ...sampleFacts,
      cqc: {
        ...sampleFacts.cqc,
        keyQuestions: { ...sampleFacts.cqc.keyQuestions, caring: 'Good', wellLed: 'Good' },
      },
      foodHygiene: { ...sampleFacts.foodHygiene, establishmentId: null },
      vacancies: { ...sampleFacts.vacancies, byCareType: [{ careType: 'Long-term care', rooms: 1 }] },
    });
    expect(cms.warnings).toEqual([]);
  });

  it('fail the build in one line when the single type is not published (Strapi answers 404)', async () => {
    cms.strapi.overrides.set('/api/fact-sheet', { status: 404 });
    const error = await failure(readFacts);
    expect(error.kind).toBe('not-found');
    expect(error.message).toBe(
      `CMS not found (404) reading "fact-sheet" from ${cms.strapi.url}/api/fact-sheet: ` +
        '"Facts that change" is not published: publish it in the CMS',
    );
  });

  it('fail the build when a score is out of range, naming the field', async () => {
    answerFacts({ reviewScore: 11 });
    const error = await failure(readFacts);
    expect(error.kind).toBe('malformed');
    expect(error.message).toContain('reviewScore');
    expect(error.message).not.toContain('\n');
  });

  it('fail the build on a CQC rating CQC does not give, or a report published after today', async () => {
    answerFacts({ cqcOverall: 'Excellent' });
    expect((await failure(readFacts)).message).toContain('cqcOverall');
    answerFacts({ cqcReportPublishedOn: '2026-12-01' });
    expect((await failure(readFacts)).message).toContain(
      'cqcReportPublishedOn: 2026-12-01 is after today (2026-11-23)',
    );
  });

  it('refuse a web address that is not https, such as a script', async () => {
    answerFacts({ cqcReportUrl: 'javascript:alert(1)' });
    expect((await failure(readFacts)).message).toContain('cqcReportUrl');
  });

  it('refuse a web address not written out whole, or with a user name in it', async () => {
    answerFacts({ cqcReportUrl: 'https:www.cqc.org.uk/location/1-000000000' });
    expect((await failure(readFacts)).message).toContain('cqcReportUrl');
    answerFacts({ reviewListingUrl: 'https://editor:secret@www.carehome.co.uk/x' });
    expect((await failure(readFacts)).message).toContain('reviewListingUrl');
  });

  it('take an optional field the editors emptied ("") as not given', async () => {
    answerFacts({ foodHygieneEstablishmentId: '' });
    expect((await readFacts()).foodHygiene.establishmentId).toBeNull();
  });

  it('take a decimal the database hands over as a string', async () => {
    answerFacts({ reviewScore: '9.8' });
    expect((await readFacts()).reviews.score).toBe(9.8);
  });

  it('leave a key question CQC has not rated as not rated', async () => {
    answerFacts({ cqcWellLed: null });
    expect((await readFacts()).cqc.keyQuestions.wellLed).toBeNull();
  });

  it('count the rooms free now from the kinds of room, by the care each is kept for', async () => {
    answerRooms((kinds) => {
      kinds[2]!.rooms[0]!.state = 'Free now';
      // Free from a day that has come: free now.
      Object.assign(kinds[0]!.rooms[2]!, { freeFrom: '2026-11-23' });
    });
    expect((await readFacts()).vacancies).toEqual({
      known: true,
      roomsFree: 3,
      byCareType: [
        { careType: 'Long-term care', rooms: 2 },
        { careType: 'Short breaks', rooms: 1 },
      ],
      confirmedOn: '2026-11-23',
    });
  });

  it('ask families to call while any kind of room was checked 15 days before today, with one warning', async () => {
    answerRooms((kinds) => {
      kinds[1]!.checkedOn = '2026-11-08';
    });
    expect((await readFacts()).vacancies).toEqual({
      known: false,
      text: recorded.facts.data.vacanciesUnknownText,
      lastConfirmedOn: '2026-11-08',
    });
    expect(cms.warnings).toEqual([
      'cms: the rooms of "A garden room" were last checked on 2026-11-08, more than 14 days ago: the site asks ' +
        'families to call until an editor checks them again',
    ]);
  });

  it('still state rooms checked 14 days before today as free now, dated by the oldest check', async () => {
    answerRooms((kinds) => {
      kinds[0]!.checkedOn = '2026-11-09';
    });
    expect((await readFacts()).vacancies).toMatchObject({
      known: true,
      roomsFree: 1,
      confirmedOn: '2026-11-09',
    });
    expect(cms.warnings).toEqual([]);
  });

  it('say what the editors chose while no kind of room is published, with no warning', async () => {
    answerRooms((kinds) => kinds.splice(0));
    answerFacts({ vacanciesUnknownText: 'Ask us about rooms.' });
    expect((await readFacts()).vacancies).toEqual({ known: false, text: 'Ask us about rooms.' });
    expect(cms.warnings).toEqual([]);
  });

  it('ask families to call about a kind checked on a day after today', async () => {
    answerRooms((kinds) => {
      kinds[0]!.checkedOn = '2026-11-24';
    });
    // Not "last confirmed on" a day still to come: the words the editors chose.
    expect((await readFacts()).vacancies).toEqual({
      known: false,
      text: recorded.facts.data.vacanciesUnknownText,
    });
    expect(cms.warnings).toEqual([
      'cms: kind of room "A single room" was checked on 2026-11-24, after today: the site asks families to call',
    ]);
  });

  it('publish an uploaded PDF as the brochure, and refuse a file that is not one', async () => {
    const pdf = {
      url: '/uploads/brochure_2026_ab12cd.pdf',
      name: 'brochure-2026.pdf',
      mime: 'application/pdf',
      ext: '.pdf',
      size: 812.4,
      hash: 'brochure_2026_ab12cd',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    answerFacts({ brochure: pdf });
    const { brochure } = await readFacts();
    expect(brochure?.url).toBe(`${cms.strapi.url}/uploads/brochure_2026_ab12cd.pdf`);
    expect(brochure?.version).toContain('2026-11-20T10:00:00.000Z');

    answerFacts({ brochure: { ...pdf, name: 'menu.docx', mime: 'application/msword', ext: '.docx' } });
    expect((await failure(readFacts)).message).toContain('brochure: "menu.docx" is not a PDF');
  });
});

describe('the reviews quoted', () => {
  it('are the published reviews in the editors’ order, mapped to the site’s shape', async () => {
    const reviews = await readReviews();
    const request = expectFirstRequest(cms.strapi, '/api/reviews');
    expect(request.query.get('sort[0]')).toBe('order:asc');
    expect(reviews.map((review) => review.reviewer)).toEqual(['Susan', 'Peter', 'Geoffrey', 'Claire']);
    expect(reviews[0]).toEqual({
      id: recorded.reviews.data[0]!.documentId,
      quote: recorded.reviews.data[0]!.quote,
      reviewer: 'Susan',
      relationship: 'daughter of a resident',
      reviewedOn: '2025-03-14',
      stars: 5,
    });
    expect(cms.warnings).toEqual([]);
  });

  it(`are at most ${REVIEWS_SHOWN}, the first in order`, async () => {
    const fifth = { ...recorded.reviews.data[0]!, documentId: 'fifth', reviewer: 'Joan', order: 5 };
    answerReviews({}, [fifth]);
    expect((await readReviews()).map((review) => review.reviewer)).not.toContain('Joan');
  });

  it('leave out a review with 7 stars or no text, with a warning each, and the next takes its place', async () => {
    const fifth = { ...recorded.reviews.data[0]!, documentId: 'fifth', reviewer: 'Joan', order: 5 };
    const body = structuredClone(recorded.reviews) as { data: Record<string, unknown>[] };
    body.data[0]!.stars = 7;
    body.data[1]!.quote = '   ';
    body.data.push(fifth);
    cms.strapi.queue.push({ status: 200, body });
    const reviews = await readReviews();
    expect(reviews.map((review) => review.reviewer)).toEqual(['Geoffrey', 'Claire', 'Joan']);
    expect(cms.warnings).toEqual([
      `cms: skipped review of the home ${recorded.reviews.data[0]!.documentId}: stars: stars must be 1 to 5`,
      `cms: skipped review of the home ${recorded.reviews.data[1]!.documentId}: quote: it has no text`,
    ]);
  });

  it('leave out a review dated after today', async () => {
    answerReviews({ reviewedOn: '2027-01-01' });
    expect(await readReviews()).toHaveLength(3);
    expect(cms.warnings[0]).toContain('reviewedOn: 2027-01-01 is after today');
  });

  it('fail the build when the CMS cannot be read', async () => {
    cms.strapi.overrides.set('/api/reviews', { status: 403 });
    expect((await failure(readReviews)).kind).toBe('forbidden');
  });
});

describe('today in Kent', () => {
  it('is the date in the home’s time zone, not the machine’s', () => {
    // 23:30 UTC on 30 June is already 1 July in British Summer Time.
    expect(todayInKent(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(todayInKent(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});
