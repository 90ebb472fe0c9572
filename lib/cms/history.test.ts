import { describe, expect, it } from '@jest/globals';
import {
  changedFields,
  changeLines,
  HISTORY_KEEP_DAYS,
  HISTORY_KEEP_LAST,
  HISTORY_MOST,
  keptVersions,
  versionInput,
} from './history';

const NOW = new Date('2026-11-29T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
/** `count` versions, one a day, the newest `newest` days ago, oldest first. */
const daily = (count: number, newest = 0) =>
  Array.from({ length: count }, (_, index) => ({ at: daysAgo(newest + count - 1 - index), n: index }));

describe('which versions of an entry are kept', () => {
  it('keeps the last 20 however old, and every one of the last 90 days', () => {
    // 30 versions a year old: the last 20.
    expect(keptVersions(daily(30, 365), NOW).map((one) => one.n)).toEqual(
      Array.from({ length: HISTORY_KEEP_LAST }, (_, index) => index + 10),
    );
    // 100 daily versions up to today: the 91 of the last 90 days (today included), more than 20.
    const kept = keptVersions(daily(100), NOW);
    expect(kept).toHaveLength(HISTORY_KEEP_DAYS + 1);
    expect(kept.at(-1)!.n).toBe(99);
  });

  it('keeps no more than 200, the newest', () => {
    const many = Array.from({ length: 250 }, (_, index) => ({ at: daysAgo(1), n: index }));
    const kept = keptVersions(many, NOW);
    expect(kept).toHaveLength(HISTORY_MOST);
    expect(kept[0]!.n).toBe(50);
  });
});

describe('what changed between two versions', () => {
  it('names each field whose value differs, components and lists compared whole', () => {
    expect(
      changedFields(
        { phone: '01622 000000', days: [{ week: 1 }], logo: 3, note: null },
        { phone: '01622 111111', days: [{ week: 2 }], logo: 3 },
      ),
    ).toEqual(['phone', 'days']);
    expect(changedFields(undefined, { phone: '1' })).toEqual([]);
  });
});

describe('a version, as the document service takes it back', () => {
  const attributes = {
    title: { type: 'string' },
    photo: { type: 'media', multiple: false },
    extras: { type: 'media', multiple: true },
    days: { type: 'component', component: 'menu.day', repeatable: true },
    consent: { type: 'component', component: 'photos.consent', repeatable: false },
    author: { type: 'relation' },
  };
  const components = {
    'menu.day': {
      week: { type: 'integer' },
      lunch: { type: 'component', component: 'menu.dish', repeatable: true },
    },
    'menu.dish': { dish: { type: 'string' } },
    'photos.consent': { shown: { type: 'enumeration' } },
  };

  it('keeps its own fields, each file by its id, each component without its row id, and no relation', () => {
    expect(
      versionInput(
        {
          id: 7,
          documentId: 'abc',
          publishedAt: '2026-11-01T00:00:00Z',
          title: 'Harvest supper',
          photo: { id: 12, url: '/uploads/a.jpg' },
          extras: [{ id: 3 }, { id: 4 }],
          days: [{ id: 90, week: 1, lunch: [{ id: 91, dish: 'Soup' }] }],
          consent: { id: 5, shown: 'Staff' },
          author: { id: 1 },
        },
        attributes,
        components,
      ),
    ).toEqual({
      title: 'Harvest supper',
      photo: 12,
      extras: [3, 4],
      days: [{ week: 1, lunch: [{ dish: 'Soup' }] }],
      consent: { shown: 'Staff' },
    });
  });

  it('keeps an emptied field empty, so that bringing it back empties it again', () => {
    expect(
      versionInput({ title: null, photo: null, days: [], consent: null }, attributes, components),
    ).toEqual({ title: null, photo: null, days: [], consent: null });
  });
});

describe('what a version says changed', () => {
  const labels = {
    phone: 'Phone number',
    open: 'Open to visitors',
    from: 'Starts on',
    story: 'About us',
    photo: 'Photo',
  };
  const attributes = {
    phone: { type: 'string' },
    open: { type: 'boolean' },
    from: { type: 'date' },
    story: { type: 'text' },
    photo: { type: 'media' },
    blocks: { type: 'blocks' },
  };
  it('says a typed value from what to what, in the editors’ words', () => {
    expect(
      changeLines(
        { phone: '01632 960 418', open: true, from: '2026-11-28', story: null },
        { phone: '01632 960 555', open: false, from: '2026-12-01', story: 'We are a family home.' },
        ['phone', 'open', 'from', 'story'],
        { labels, attributes },
      ),
    ).toEqual([
      'Phone number: “01632 960 418” to “01632 960 555”',
      'Open to visitors: Yes to No',
      'Starts on: 28 November 2026 to 1 December 2026',
      'About us: nothing to “We are a family home.”',
    ]);
  });

  it('cuts a long text at a word, and says a photo, a list or rich text changed without quoting it', () => {
    const long = 'word '.repeat(40);
    const [cut, photo, blocks] = changeLines(
      { story: 'short', photo: 3, blocks: [{ type: 'paragraph' }] },
      { story: long, photo: 4, blocks: [] },
      ['story', 'photo', 'blocks'],
      { labels, attributes },
    );
    expect(cut).toMatch(/^About us: “short” to “(word ){15}word…”$/);
    expect(photo).toBe('Photo: changed');
    // A field with no label is named by its field.
    expect(blocks).toBe('blocks: changed');
  });

  it('says money as pounds and pence, and other numbers as figures', () => {
    expect(
      changeLines(
        { pay: 12.6, fee: 1395, places: 1200 },
        { pay: 13, fee: 1450.5, places: 1250 },
        ['pay', 'fee', 'places'],
        {
          labels: { pay: 'Pay from (£)', fee: 'Weekly fee (£)', places: 'Places' },
          attributes: { pay: { type: 'decimal' }, fee: { type: 'decimal' }, places: { type: 'integer' } },
        },
      ),
    ).toEqual([
      'Pay from (£): £12.60 to £13',
      'Weekly fee (£): £1,395 to £1,450.50',
      'Places: 1,200 to 1,250',
    ]);
  });
});
