/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { checkEntry, CONTENT_RULES } from '../cms/declared';
import { recorded } from '../cms/testing/recorded-strapi';

// The rules the CMS applies at save and publish (cms/src/content-rules.js) are the build's: checked here on each thing
// they refuse (lib/content-types/declarations.test.ts checks that the recorded sample content passes them all).

const TODAY = '2026-11-25';
const FEES = 'api::fees-and-funding.fees-and-funding';
const FACTS = 'api::fact-sheet.fact-sheet';
const ROOMS = 'api::room-kind.room-kind';
const HOME = 'api::home.home';

type Entry = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const copy = (body: { data: unknown }): Entry => structuredClone(body.data) as Entry;
const paths = (problems: { path: (string | number)[] }[]) => problems.map(({ path }) => path.join('.'));

describe('the content rules', () => {
  it('name the field of a fee range that ends below its start, and of an extra with both or neither', () => {
    const fees = copy(recorded.fees);
    fees.stays[0] = { ...fees.stays[0], priceFrom: 1400, priceTo: 1399 };
    fees.extras[0] = { ...fees.extras[0], price: 5, atCost: true };
    fees.extras[1] = { ...fees.extras[1], price: null, atCost: false };
    const problems = checkEntry(FEES, fees, 'publish', TODAY);
    expect(paths(problems)).toEqual(['stays.0.priceTo', 'extras.0.price', 'extras.1.price']);
    expect(problems[0]!.message).toBe('"priceTo" is less than "priceFrom"');
    // At save, the two made of values the editor gave; an extra with no price yet may be unfinished.
    expect(paths(checkEntry(FEES, fees, 'save', TODAY))).toEqual(['stays.0.priceTo', 'extras.0.price']);
  });

  it('name each field of the company in "The home" that cannot be right', () => {
    const home = copy(recorded.home);
    Object.assign(home, {
      companyNumber: 'NI12345',
      registeredOffice: '  ',
      icoRegistrationNumber: 'A1234567',
    });
    expect(paths(checkEntry(HOME, home, 'publish', TODAY))).toEqual([
      'companyNumber',
      'registeredOffice',
      'icoRegistrationNumber',
    ]);
    const elsewhere = { ...copy(recorded.home), companyNumber: 'NI123456' };
    expect(checkEntry(HOME, elsewhere, 'publish', TODAY)).toEqual([
      { path: ['registeredIn'], message: 'the company number says the company is registered somewhere else' },
    ]);
    expect(checkEntry(HOME, { ...elsewhere, registeredIn: 'Northern Ireland' }, 'publish', TODAY)).toEqual(
      [],
    );
  });

  it('refuse a date after today at publish, but let a draft keep it', () => {
    const fees = copy(recorded.fees);
    fees.reviewedOn = '2026-11-26';
    expect(checkEntry(FEES, fees, 'publish', TODAY)).toEqual([
      { path: ['reviewedOn'], message: '2026-11-26 is after today (2026-11-25)' },
    ]);
    expect(checkEntry(FEES, fees, 'save', TODAY)).toEqual([]);
    const facts = copy(recorded.facts);
    facts.cqcReportPublishedOn = '2027-01-01';
    facts.foodHygieneRatedOn = '2027-01-02';
    expect(paths(checkEntry(FACTS, facts, 'publish', TODAY))).toEqual([
      'cqcReportPublishedOn',
      'foodHygieneRatedOn',
    ]);
  });

  it('refuse a contract or brochure that is not a PDF at publish, and leave files alone at save', () => {
    const fees = copy(recorded.fees);
    fees.contract = { ...fees.contract, name: 'contract.docx', mime: 'application/msword', ext: '.docx' };
    expect(checkEntry(FEES, fees, 'publish', TODAY)).toEqual([
      { path: ['contract'], message: '"contract.docx" is not a PDF' },
    ]);
    expect(checkEntry(FEES, fees, 'save', TODAY)).toEqual([]);
    fees.contract = null;
    expect(checkEntry(FEES, fees, 'publish', TODAY)).toEqual([{ path: ['contract'], message: 'not a file' }]);
    const facts = copy(recorded.facts);
    facts.brochure = null;
    expect(checkEntry(FACTS, facts, 'publish', TODAY)).toEqual([]);
    facts.brochure = { url: '/uploads/brochure.png', name: 'brochure.png', mime: 'image/png', ext: '.png' };
    expect(paths(checkEntry(FACTS, facts, 'publish', TODAY))).toEqual(['brochure']);
  });

  it('at save, pass over what a draft has not yet been given', () => {
    const draft = { stays: [], reviewedOn: null, feeCovers: [] };
    expect(checkEntry(FEES, draft, 'save', TODAY)).toEqual([]);
    expect(paths(checkEntry(FEES, draft, 'publish', TODAY))).toEqual(
      expect.arrayContaining(['stays', 'feeCovers', 'reviewedOn', 'contract']),
    );
  });

  it('refuse rooms with no day they were checked, free from no date, or photos of people; and a day it cannot show', () => {
    const kind = copy({ data: recorded.rooms.data[0] });
    kind.checkedOn = null;
    kind.rooms[1] = { ...kind.rooms[1], state: 'Free from a date', freeFrom: null };
    kind.photosShow = 'Residents';
    const problems = checkEntry(ROOMS, kind, 'publish', TODAY);
    expect(paths(problems)).toEqual(['rooms.1.freeFrom', 'checkedOn', 'photosShow']);
    expect(problems[2]!.message).toBe(
      'the website shows a room empty: choose photos in which nobody can be recognised',
    );
    // At save, a draft may be unfinished: only the value the editor gave is refused.
    expect(paths(checkEntry(ROOMS, kind, 'save', TODAY))).toEqual(['photosShow']);
    const visiting = copy(recorded.visiting);
    visiting.day[1] = { ...visiting.day[1], time: '25:00' };
    expect(checkEntry('api::visiting.visiting', visiting, 'publish', TODAY)).toEqual([
      { path: ['day', 1, 'time'], message: 'a time looks like 14:30' },
    ]);
  });

  it('refuse rich text with nothing the site can show, and an answer promised before the acknowledgement', () => {
    const complaints = copy(recorded.complaints);
    complaints.howToComplain = [{ type: 'image', image: { url: '/uploads/x.png' } }];
    complaints.acknowledgeWithinDays = 10;
    complaints.answerWithinDays = 5;
    expect(
      checkEntry('api::complaints-procedure.complaints-procedure', complaints, 'publish', TODAY),
    ).toEqual([
      { path: ['howToComplain'], message: 'nothing the site can show' },
      {
        path: ['answerWithinDays'],
        message: 'the full answer cannot come before the complaint is acknowledged',
      },
    ]);
  });

  it('refuse a gallery item with no photo, but show a team member without one as a placeholder', () => {
    const photo = { ...(recorded.gallery[0]!.data as Entry[])[0], image: null };
    expect(checkEntry('api::gallery.gallery', photo, 'publish', TODAY)).toEqual([
      { path: ['image'], message: 'choose a photo' },
    ]);
    const member = { ...(recorded.team.data as Entry[])[0], image: null };
    expect(checkEntry('api::team.team', member, 'publish', TODAY)).toEqual([]);
    expect(paths(checkEntry('api::team.team', { ...member, name: ' ' }, 'publish', TODAY))).toEqual(['name']);
  });

  it('refuse at publish, in words, a photo the build would leave out: one too large, or of no size it can read', () => {
    const photo = (recorded.gallery[0]!.data as Entry[])[0]!;
    const withImage = (size: object) => ({ ...photo, image: { ...photo.image, ...size } });
    expect(
      checkEntry('api::gallery.gallery', withImage({ width: 30_000, height: 30_000 }), 'publish', TODAY),
    ).toEqual([
      {
        path: ['image'],
        message:
          'the photo is 30,000 x 30,000 pixels (900 megapixels), more than the 50 megapixels the website takes: make it smaller, then upload it again',
      },
    ]);
    expect(
      checkEntry('api::gallery.gallery', withImage({ width: null, height: null }), 'publish', TODAY),
    ).toEqual([
      {
        path: ['image'],
        message: 'the size of the photo cannot be read: save it again as a JPEG or PNG, then upload it again',
      },
    ]);
    // One the site takes, at the limit, is not refused.
    expect(
      checkEntry('api::gallery.gallery', withImage({ width: 8_000, height: 6_250 }), 'publish', TODAY),
    ).toEqual([]);
  });

  it('refuse a field longer than any page needs, or nested deeper than it shows, at once and before any other rule', () => {
    const visiting = copy(recorded.visiting);
    const word = 'a'.repeat(100_000);
    visiting.meals = [
      { type: 'paragraph', children: [{ type: 'text', text: `Write to ${word}@example.org` }] },
    ];
    let list: Entry = { type: 'list', format: 'unordered', children: [] };
    const deepest = list;
    for (let depth = 0; depth < 20_000; depth += 1)
      list = { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [list] }] };
    visiting.activities = [list];
    expect(deepest.type).toBe('list');
    const started = performance.now();
    const problems = checkEntry('api::visiting.visiting', visiting, 'save', TODAY);
    // A walk of the two fields, with no pattern and no recursion: milliseconds, where the rules' own patterns took 10 s.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(problems).toEqual([
      { path: ['meals'], message: expect.stringContaining('longer than the site takes (50,000 characters') },
      { path: ['activities'], message: 'it has lists within lists deeper than the site can show' },
    ]);
    // A long word in a plain field is refused the same way.
    const member = { ...(recorded.team.data as Entry[])[0], description: word };
    expect(paths(checkEntry('api::team.team', member, 'save', TODAY))).toEqual(['description']);
  });

  it('have nothing to say of a content type no page shows', () => {
    expect(CONTENT_RULES['plugin::upload.file']).toBeUndefined();
    expect(checkEntry('plugin::upload.file', { name: '' }, 'publish', TODAY)).toEqual([]);
  });
});
