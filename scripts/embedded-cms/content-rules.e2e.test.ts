/** @jest-environment node */
// The site's content rules, applied where editors work: each rule the build applies, broken through the admin API the
// admin panel's Save and Publish buttons call (and once through the REST API), on the real embedded CMS with a fresh
// copy of the sample content. Each refusal must name the field as the admin's form does, and leave what is published
// as it was; a publish the build would accept must go through.
//
// Not part of the unit run (it starts Strapi): `npm run test:cms`, and a stage of `npm test`.
import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { todayInKent } from '../../lib/cms/tools';
import { addDays } from '../../lib/dates';
import { uploadFile } from './write';
import { writersCms } from '../testing/writers-cms';
import { refusedFields, type Json } from '../testing/admin-api';

const FEES = 'api::fees-and-funding.fees-and-funding';
const FACTS = 'api::fact-sheet.fact-sheet';
const COMPLAINTS = 'api::complaints-procedure.complaints-procedure';
const REVIEW = 'api::review.review';
const ROOM_KIND = 'api::room-kind.room-kind';
const STAFFING = 'api::staffing.staffing';

const the = writersCms('content-rules-e2e', { manager: 'rules-test@wealdhaven-house.example' });
const { call } = the;

/** A single type's draft as the admin panel's form holds it. */
async function draftOf(uid: string): Promise<Json> {
  const answer = await call(`/content-manager/single-types/${uid}`, 'GET');
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** What the site reads of a single type: the published version, through the REST API with the site's token. */
async function published(apiPath: string, populate = '*') {
  const answer = await call(`/api/${apiPath}?populate=${populate}`, 'GET', undefined, the.cms.token);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** Publishes a single type from the admin panel with `change` made to its draft: as the Publish button does. */
async function publishSingle(uid: string, change: (draft: Json) => void) {
  // The form's values, as the Publish button sends them (not the document's own status).
  const draft = await draftOf(uid);
  delete draft.status;
  change(draft);
  return call(`/content-manager/single-types/${uid}/actions/publish`, 'POST', draft);
}

const tomorrow = () => {
  const day = new Date(`${todayInKent()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

describe('an editor is refused, on the field, what the site would refuse', () => {
  it('a fee range that ends below its start, at publish and at save, and nothing is published', async () => {
    const before = await published('fees-and-funding');
    // The day care's fee, which has figures of its own (the others are by room).
    const publishing = await publishSingle(FEES, (draft) => {
      draft.stays[2].priceTo = draft.stays[2].priceFrom - 1;
    });
    expect(refusedFields(publishing)).toEqual(['stays.2.priceTo']);
    expect(publishing.body.error.message).toContain('"priceTo" is less than "priceFrom"');

    const draft = await draftOf(FEES);
    draft.stays[2].priceTo = draft.stays[2].priceFrom - 1;
    const saving = await call(`/content-manager/single-types/${FEES}`, 'PUT', draft);
    expect(refusedFields(saving)).toEqual(['stays.2.priceTo']);

    expect(await published('fees-and-funding')).toEqual(before);
  });

  it('an extra with both a price and "at cost", and one with neither', async () => {
    const both = await publishSingle(FEES, (draft) => {
      draft.extras[0] = { ...draft.extras[0], price: 12, atCost: true };
    });
    expect(refusedFields(both)).toEqual(['extras.0.price']);
    const neither = await publishSingle(FEES, (draft) => {
      draft.extras[0] = { ...draft.extras[0], price: null, atCost: false };
    });
    expect(refusedFields(neither)).toEqual(['extras.0.price']);
  });

  it('a "Reviewed on" date after today', async () => {
    const answer = await publishSingle(FEES, (draft) => {
      draft.reviewedOn = tomorrow();
    });
    expect(refusedFields(answer)).toEqual(['reviewedOn']);
    expect(answer.body.error.message).toContain('is after today');
  });

  it('a CQC report published after today', async () => {
    const answer = await publishSingle(FACTS, (draft) => {
      draft.cqcReportPublishedOn = tomorrow();
    });
    expect(refusedFields(answer)).toEqual(['cqcReportPublishedOn']);
  });

  it('a contract that is not a PDF', async () => {
    // A photo: a kind the media library takes, but not a contract.
    const notPdf = await uploadFile(the.cms.url, the.writeToken, {
      name: 'contract.jpg',
      bytes: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ffffff' } })
        .jpeg()
        .toBuffer(),
      type: 'image/jpeg',
      alternativeText: 'Not a contract',
    });
    const answer = await publishSingle(FEES, (draft) => {
      draft.contract = notPdf.id;
    });
    expect(refusedFields(answer)).toEqual(['contract']);
    expect(answer.body.error.message).toContain('is not a PDF');
  });

  it('photos of a kind of room in which someone can be recognised, and nothing is published', async () => {
    const list = await call(
      `/content-manager/collection-types/${ROOM_KIND}?page=1&pageSize=10&sort=order:ASC`,
      'GET',
    );
    expect(list.status).toBe(200);
    const { documentId } = list.body.results[1];
    const before = await call(`/api/room-kinds?populate=*&sort=order:asc`, 'GET', undefined, the.cms.token);
    const draft = (await call(`/content-manager/collection-types/${ROOM_KIND}/${documentId}`, 'GET')).body
      .data;
    delete draft.status;
    draft.photosShow = 'Residents';
    const answer = await call(
      `/content-manager/collection-types/${ROOM_KIND}/${documentId}/actions/publish`,
      'POST',
      draft,
    );
    expect(refusedFields(answer)).toEqual(['photosShow']);
    const after = await call(`/api/room-kinds?populate=*&sort=order:asc`, 'GET', undefined, the.cms.token);
    expect(after.body.data).toEqual(before.body.data);
  });

  it('a figure of "Who looks after you" last checked more than a year ago', async () => {
    const answer = await publishSingle(STAFFING, (draft) => {
      draft.nursingCheckedOn = addDays(todayInKent(), -366);
    });
    expect(refusedFields(answer)).toEqual(['nursingCheckedOn']);
  });

  it('a complaints procedure that answers before it acknowledges', async () => {
    const answer = await publishSingle(COMPLAINTS, (draft) => {
      draft.acknowledgeWithinDays = 10;
      draft.answerWithinDays = 5;
    });
    expect(refusedFields(answer)).toEqual(['answerWithinDays']);
  });

  it('a review dated after today, created and published as the admin panel does', async () => {
    // A draft may hold it (the editor's words are kept, and a date may be meant for later); publishing it may not.
    const draft = await call(`/content-manager/collection-types/${REVIEW}`, 'POST', {
      quote: 'A kind and calm place.',
      reviewer: 'A visitor',
      reviewedOn: tomorrow(),
      stars: 5,
      order: 99,
    });
    expect(draft.status).toBe(201);
    const documentId = draft.body.data.documentId;
    const dated = await call(
      `/content-manager/collection-types/${REVIEW}/${documentId}/actions/publish`,
      'POST',
      draft.body.data,
    );
    expect(refusedFields(dated)).toEqual(['reviewedOn']);
    const reviews = await call(
      `/api/reviews?filters[documentId][$eq]=${documentId}`,
      'GET',
      undefined,
      the.cms.token,
    );
    expect(reviews.body.data).toEqual([]);
  });

  it('through the REST API too, which publishes by default', async () => {
    const before = await published('complaints-procedure');
    // A rule of every save: refused before anything is kept.
    const early = await call(
      '/api/complaints-procedure',
      'PUT',
      { data: { acknowledgeWithinDays: 10, answerWithinDays: 5 } },
      the.writeToken,
    );
    expect(refusedFields(early)).toEqual(['answerWithinDays']);
    // A rule of publishing only: the draft keeps the editor's words, and nothing is published.
    const handledBy = `The registered manager, ${randomBytes(4).toString('hex')}`;
    const late = await call(
      '/api/complaints-procedure',
      'PUT',
      { data: { handledBy, reviewedOn: tomorrow(), acknowledgeWithinDays: 2, answerWithinDays: 20 } },
      the.writeToken,
    );
    expect(refusedFields(late)).toEqual(['reviewedOn']);
    expect(await published('complaints-procedure')).toEqual(before);
    const draft = await draftOf(COMPLAINTS);
    expect([draft.handledBy, draft.reviewedOn]).toEqual([handledBy, tomorrow()]);
  });

  it('publishes through the REST API what passes, answering as a publish does', async () => {
    const handledBy = `The home's manager, ${randomBytes(4).toString('hex')}`;
    const answer = await call(
      '/api/complaints-procedure',
      'PUT',
      { data: { handledBy, reviewedOn: todayInKent(), acknowledgeWithinDays: 2, answerWithinDays: 20 } },
      the.writeToken,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ handledBy, publishedAt: expect.any(String) });
    expect((await published('complaints-procedure')).handledBy).toBe(handledBy);
  });
});

describe('"The home" and the pages’ words: each fact once, and in a form that works', () => {
  const HOME = 'api::home.home';
  const ABOUT = 'api::about-page.about-page';
  const PRIVACY = 'api::privacy-notice.privacy-notice';

  it('refuses, naming each field, a number that cannot be dialled, an e-mail, booking page, place or company that cannot be right', async () => {
    const before = await published('home');
    const answer = await publishSingle(HOME, (draft) => {
      Object.assign(draft, {
        phone: '12345',
        email: 'hello at the home',
        bookingUrl: 'https://bookings.example.org/visit',
        latitude: 0.6515,
        longitude: 51.1035,
        companyNumber: 'SC123456',
      });
    });
    expect(refusedFields(answer).sort()).toEqual(
      ['bookingUrl', 'email', 'latitude', 'longitude', 'phone', 'registeredIn'].sort(),
    );
    expect(await published('home')).toEqual(before);
  });

  it('refuses words that write the home’s phone, e-mail or another number of residents out, or name a fact it does not know', async () => {
    const home = await published('home');
    const answer = await publishSingle(ABOUT, (draft) => {
      draft.closing = `A home for up to ${home.residents + 2} residents. Call ${home.phone}.`;
      draft.welcome = [
        { type: 'paragraph', children: [{ type: 'text', text: `Write to ${home.email} or fax [fax].` }] },
      ];
    });
    expect(refusedFields(answer).sort()).toEqual(['closing', 'closing', 'welcome', 'welcome']);
    const messages = answer.body.error.details.errors
      .map((error: { message: string }) => error.message)
      .join('\n');
    expect(messages).toContain('[fax] is not a fact the site knows');
    expect(messages).toContain('write [email] where');
    expect(messages).toContain('write [phone] where');
    expect(messages).toContain(`"The home" says ${home.residents}`);
    const fine = await publishSingle(ABOUT, (draft) => {
      draft.closing = 'A home for up to [residents] residents. Call [phone].';
    });
    expect(fine.status).toBe(200);
  });

  it('dates the privacy notice today when its words change, and keeps a date an editor sets by hand', async () => {
    const byHand = await publishSingle(PRIVACY, (draft) => {
      draft.lastUpdated = '2025-01-15';
    });
    expect(byHand.status).toBe(200);
    expect((await published('privacy-notice', 'tabs')).lastUpdated).toBe('2025-01-15');
    const reworded = await publishSingle(PRIVACY, (draft) => {
      draft.tabs[0].text.push({
        type: 'paragraph',
        children: [{ type: 'text', text: 'A new line of the notice.' }],
      });
    });
    expect(reworded.status).toBe(200);
    expect((await published('privacy-notice', 'tabs')).lastUpdated).toBe(todayInKent());
    // Published again with the same words, it keeps its date.
    const again = await publishSingle(PRIVACY, () => {});
    expect(again.status).toBe(200);
    expect((await published('privacy-notice', 'tabs')).lastUpdated).toBe(todayInKent());
  });
});

describe('what the site accepts is published', () => {
  it('a fee changed within the rules', async () => {
    const answer = await publishSingle(FEES, (draft) => {
      draft.stays[2].priceTo = draft.stays[2].priceFrom + 100;
    });
    expect(answer.status).toBe(200);
    const now = await published('fees-and-funding');
    expect(now.stays[2].priceTo).toBe(now.stays[2].priceFrom + 100);
  });
});

describe('a job’s web address', () => {
  const JOB = 'api::job.job';
  const job = (title: string, slug: string) => ({
    title,
    slug,
    employmentType: 'Part time',
    hours: '16 hours a week',
    payFrom: 12.6,
    payPer: 'hour',
    where: 'At the home',
    postedOn: todayInKent(),
    closingDate: tomorrow(),
    summary: 'Two mornings a week in the garden and the orchard.',
    description: [{ type: 'paragraph', children: [{ type: 'text', text: 'Help in the garden.' }] }],
  });
  const addressOf = async (documentId: string) =>
    (await call(`/content-manager/collection-types/${JOB}/${documentId}`, 'GET')).body.data.slug as string;

  it('follows its title until the job is first published, and then stays; one typed by hand stands', async () => {
    const suffix = randomBytes(3).toString('hex');
    // A new job as the admin's form first makes it: the address Strapi made before any title ("job").
    const made = await call(
      `/content-manager/collection-types/${JOB}`,
      'POST',
      job(`Gardener ${suffix}`, 'job'),
    );
    expect(made.status).toBe(201);
    const { documentId } = made.body.data;
    expect(await addressOf(documentId)).toBe(`gardener-${suffix}`);
    // Its title changed before it is published: the address follows.
    const draft = {
      ...(await call(`/content-manager/collection-types/${JOB}/${documentId}`, 'GET')).body.data,
    };
    delete draft.status;
    const retitled = { ...draft, title: `Gardener’s mate ${suffix}` };
    expect(
      (await call(`/content-manager/collection-types/${JOB}/${documentId}`, 'PUT', retitled)).status,
    ).toBe(200);
    expect(await addressOf(documentId)).toBe(`gardeners-mate-${suffix}`);
    const publishing = await call(
      `/content-manager/collection-types/${JOB}/${documentId}/actions/publish`,
      'POST',
      { ...retitled, slug: `gardeners-mate-${suffix}` },
    );
    expect([publishing.status, publishing.body?.error?.message]).toEqual([200, undefined]);
    // Live, its address stays whatever its title becomes.
    const live = {
      ...(await call(`/content-manager/collection-types/${JOB}/${documentId}`, 'GET')).body.data,
    };
    delete live.status;
    expect(
      (
        await call(`/content-manager/collection-types/${JOB}/${documentId}`, 'PUT', {
          ...live,
          title: `Groundsman ${suffix}`,
        })
      ).status,
    ).toBe(200);
    expect(await addressOf(documentId)).toBe(`gardeners-mate-${suffix}`);

    // A second job of the same title takes the next free address; one typed by hand keeps it.
    const twin = await call(
      `/content-manager/collection-types/${JOB}`,
      'POST',
      job(`Gardener’s mate ${suffix}`, ''),
    );
    expect(await addressOf(twin.body.data.documentId)).toBe(`gardeners-mate-${suffix}-2`);
    const typed = await call(
      `/content-manager/collection-types/${JOB}`,
      'POST',
      job(`Gardener ${suffix}`, `garden-help-${suffix}`),
    );
    expect(await addressOf(typed.body.data.documentId)).toBe(`garden-help-${suffix}`);
  });
});
