/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { careService } from '@/components/care/service-data';
import { checkEntry } from '@/lib/cms/declared';
import { CmsError } from '@/lib/kit';
import { readType, recordedCmsForEachTest } from '@/lib/cms/testing/recorded-client';
import { sampleHome } from '@/lib/cms/testing/sample-home';
import { recorded } from '@/lib/cms/testing/recorded-strapi';
import { careKinds } from './care';

const cms = recordedCmsForEachTest();
const TODAY = '2026-11-28';
const KIND = 'api::care-kind.care-kind';

/** The recorded kinds of care with `change` made to them, as the CMS's standing answer. */
function answerKinds(change: (kinds: Record<string, unknown>[]) => void) {
  const body = structuredClone(recorded.careKinds) as { data: Record<string, unknown>[] };
  change(body.data);
  cms.strapi.overrides.set('/api/care-kinds', { status: 200, body });
}

const recordedFees = recorded.fees.data.stays as { kind: string; priceFrom: string | number }[];

describe('the kinds of care', () => {
  it('are read in the editors’ order, each with the fee "Fees and funding" gives for its kind of stay', async () => {
    const kinds = await readType('careKinds', cms, { today: TODAY });
    expect(kinds.map((kind) => kind.slug)).toEqual([
      'long-term-care',
      'short-breaks',
      'convalescence',
      'day-care',
    ]);
    const request = cms.strapi.requests.find((seen) => seen.path === '/api/care-kinds')!;
    expect(request.query.getAll('sort[0]')).toEqual(['order:asc']);
    // A fee by room is the lowest fee of the rooms kept for it (recorded room-kinds.json), the others as written.
    expect(kinds.map((kind) => [kind.slug, kind.fee?.priceFrom])).toEqual([
      ['long-term-care', 1395],
      ['short-breaks', 1550],
      ['convalescence', 1550],
      ['day-care', Number(recordedFees.find((one) => one.kind === 'Day care')!.priceFrom)],
    ]);
    expect(kinds[0]).toMatchObject({
      name: 'Long-term care',
      whoItSuits: [{ kind: 'paragraph' }],
      whatItIncludes: [{ kind: 'list', ordered: false }],
      photo: null,
    });
    expect(cms.warnings).toEqual([]);
  });

  it('send readers to the fees page, and say so, when a kind names a fee "Fees and funding" does not give', async () => {
    answerKinds((kinds) => {
      kinds[1]!.feeKind = 'Respite';
    });
    const kinds = await readType('careKinds', cms, { today: TODAY });
    expect(kinds[1]).toMatchObject({ slug: 'short-breaks', fee: null });
    expect(cms.warnings).toEqual([
      expect.stringMatching(
        /^cms: kind of care "Short breaks" takes its fee from "Respite", which "Fees and funding" does not give \(it gives "Long-term residential care", /,
      ),
    ]);
  });

  it('stand without their fees while "Fees and funding" is unpublished, as in a new CMS’s preview, in one warning', async () => {
    cms.strapi.overrides.set('/api/fees-and-funding', { status: 404 });
    const kinds = await readType('careKinds', cms, { today: TODAY });
    expect(kinds.map((kind) => [kind.slug, kind.fee])).toEqual([
      ['long-term-care', null],
      ['short-breaks', null],
      ['convalescence', null],
      ['day-care', null],
    ]);
    expect(cms.warnings).toEqual([
      'cms: "Fees and funding" is not published: the kinds of care send readers to the fees page',
    ]);
  });

  it('fail as the fees do when "Fees and funding" is published but its contract cannot be fetched', async () => {
    const gone = new CmsError({
      kind: 'not-found',
      status: 404,
      collection: 'media',
      url: 'http://cms/x.pdf',
    });
    await expect(
      readType('careKinds', cms, {
        today: TODAY,
        download: async () => {
          throw gone;
        },
      }),
    ).rejects.toBe(gone);
  });

  it('leave out a kind with nothing the site can show, or at another kind’s address, saying which and why', async () => {
    answerKinds((kinds) => {
      kinds[1]!.whatItIncludes = [{ type: 'image', image: { url: '/uploads/x.jpg' } }];
      kinds[3]!.slug = 'long-term-care';
    });
    const kinds = await readType('careKinds', cms, { today: TODAY });
    expect(kinds.map((kind) => kind.slug)).toEqual(['long-term-care', 'convalescence']);
    expect(cms.warnings.join('\n')).toMatch(
      /skipped kind of care \w+: whatItIncludes: nothing the site can show/,
    );
    expect(cms.warnings.join('\n')).toMatch(
      /skipped kind of care \w+: slug: "long-term-care" is another kind's address/,
    );
  });

  it('are none, with one warning, in a CMS from before they existed (Strapi answers 404)', async () => {
    cms.strapi.overrides.set('/api/care-kinds', { status: 404 });
    expect(await readType('careKinds', cms, { today: TODAY })).toEqual([]);
    expect(cms.warnings).toEqual([expect.stringContaining('the CMS has no "Kind of care" type')]);
  });

  it('open in the preview on their own page, by their address', async () => {
    const find = async () => [{ documentId: 'x', slug: 'day-care' }];
    expect(await careKinds.pages.previewPath!({ documentId: 'x', status: 'draft' }, find)).toBe(
      '/care/day-care',
    );
    expect(await careKinds.pages.previewPath!({ documentId: 'x', status: 'draft' }, async () => [])).toBe(
      '/care',
    );
  });

  it('are a Service to search engines, given by the home, at the fee /fees states', async () => {
    const [kind] = await readType('careKinds', cms, { today: TODAY });
    const home = await sampleHome();
    expect(careService(kind!, home)).toMatchObject({
      '@type': 'Service',
      name: 'Long-term care',
      url: expect.stringMatching(/\/care\/long-term-care$/),
      provider: {
        '@type': 'NursingHome',
        name: 'Wealdhaven House',
        address: { postalCode: expect.any(String) },
      },
      offers: {
        '@type': 'Offer',
        priceSpecification: { priceCurrency: 'GBP', unitCode: 'WEE', valueAddedTaxIncluded: true },
      },
    });
    expect(careService({ ...kind!, fee: null }, home)).not.toHaveProperty('offers');
  });
});

describe('what the home cannot meet', () => {
  it('is the editors’ text', async () => {
    const text = await readType('cannotMeet', cms, { today: TODAY });
    expect(text[0]).toMatchObject({ kind: 'paragraph' });
    expect(text.some((block) => block.kind === 'list')).toBe(true);
  });

  it('is nothing, and the build says so, while it is not published', async () => {
    cms.strapi.overrides.set('/api/cannot-meet', { status: 404 });
    expect(await readType('cannotMeet', cms, { today: TODAY })).toEqual([]);
    expect(cms.warnings).toEqual([expect.stringContaining('"What we cannot meet" is not published')]);
  });
});

describe('a photo at publish', () => {
  const kind = () => ({ ...(structuredClone(recorded.careKinds.data[0]) as Record<string, unknown>) });
  const photo = { id: 1, url: '/uploads/a.jpg', width: 800, height: 600, mime: 'image/jpeg' };
  const fields = (entry: Record<string, unknown>) =>
    checkEntry(KIND, entry, 'publish', TODAY).map((problem) => [problem.path.join('.'), problem.message]);

  it('needs a description and who it shows', () => {
    expect(fields({ ...kind(), photo: { ...photo, alternativeText: '' } })).toEqual([
      ['photo', expect.stringContaining('describe the photo in its alternative text')],
      ['photoConsent.shown', 'say who the photo shows'],
    ]);
    expect(
      fields({
        ...kind(),
        photo: { ...photo, alternativeText: 'The garden' },
        photoConsent: { shown: 'Staff' },
      }),
    ).toEqual([]);
  });

  it('of residents, needs the whole consent record, with a review still to come', () => {
    const residents = (consent: Record<string, unknown>) =>
      fields({
        ...kind(),
        photo: { ...photo, alternativeText: 'Residents in the garden' },
        photoConsent: { shown: 'Residents', ...consent },
      });
    expect(residents({})).toEqual([
      ['photoConsent.consentGivenOn', 'a photo of residents needs the date consent was given'],
      ['photoConsent.consentGivenBy', 'a photo of residents needs who gave consent'],
      ['photoConsent.reviewOn', 'a photo of residents needs the day its consent is next reviewed'],
    ]);
    const record = { consentGivenOn: '2026-11-01', consentGivenBy: 'The resident', reviewOn: '2027-11-01' };
    expect(residents(record)).toEqual([]);
    expect(residents({ ...record, consentGivenBy: 'A best-interests decision' })).toEqual([
      ['photoConsent.decidedBy', 'name who made the best-interests decision'],
    ]);
    expect(
      residents({ ...record, consentGivenBy: 'An attorney (health and welfare LPA)', decidedBy: 'J. Doe' }),
    ).toEqual([]);
    expect(residents({ ...record, reviewOn: TODAY })).toEqual([
      ['photoConsent.reviewOn', expect.stringContaining(`the review date ${TODAY} has come`)],
    ]);
  });

  it('of two residents or more, needs each one’s consent, named, each checked on its own', () => {
    const record = { consentGivenOn: '2026-11-01', consentGivenBy: 'The resident', reviewOn: '2027-11-01' };
    const residents = (consent: Record<string, unknown>) =>
      fields({
        ...kind(),
        photo: { ...photo, alternativeText: 'Joan and Arthur at the piano' },
        photoConsent: { shown: 'Residents', ...consent },
      });
    const arthur = {
      residentName: 'Arthur',
      consentGivenOn: '2026-10-20',
      consentGivenBy: 'An attorney (health and welfare LPA)',
      decidedBy: 'His daughter',
      reviewOn: '2027-10-20',
    };
    expect(residents({ ...record, residentName: 'Joan', others: [arthur] })).toEqual([]);
    // The first resident is named once there is another; each other one needs their own whole record.
    expect(residents({ ...record, others: [{ ...arthur, decidedBy: ' ' }, {}] })).toEqual([
      ['photoConsent.residentName', 'name the resident this consent is for'],
      ['photoConsent.others.0.decidedBy', 'name the attorney who gave consent'],
      ['photoConsent.others.1.residentName', 'name the resident this consent is for'],
      ['photoConsent.others.1.consentGivenOn', 'a photo of residents needs the date consent was given'],
      ['photoConsent.others.1.consentGivenBy', 'a photo of residents needs who gave consent'],
      ['photoConsent.others.1.reviewOn', 'a photo of residents needs the day its consent is next reviewed'],
    ]);
    // One resident's review come is that resident's to review; the photo waits for it.
    expect(residents({ ...record, residentName: 'Joan', others: [{ ...arthur, reviewOn: TODAY }] })).toEqual([
      ['photoConsent.others.0.reviewOn', expect.stringContaining(`the review date ${TODAY} has come`)],
    ]);
  });

  it('may be saved as a draft without its consent record, to finish later, but not published', () => {
    const draft = {
      ...kind(),
      photo: { ...photo, alternativeText: 'Residents at the piano' },
      photoConsent: { shown: 'Residents' },
    };
    expect(checkEntry(KIND, draft, 'save', TODAY)).toEqual([]);
    expect(fields(draft).map(([field]) => field)).toEqual([
      'photoConsent.consentGivenOn',
      'photoConsent.consentGivenBy',
      'photoConsent.reviewOn',
    ]);
  });
});
