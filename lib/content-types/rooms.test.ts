/** @jest-environment node */
// The kinds of room: read from the recorded CMS in the editors' order, each with its photos made the site's own, its
// rooms and whether each is free on the day of the test, and whether the rooms may be stated (checked within 14 days).
import { describe, expect, it } from '@jest/globals';
import { readType, recordedCmsForEachTest } from '@/lib/cms/testing/recorded-client';
import { recorded } from '@/lib/cms/testing/recorded-strapi';
import { kindFreeText, roomFreeText, sizeText } from '@/lib/content/rooms';

/** The day the recorded rooms were checked on, and so read on. */
const TODAY = '2026-11-23';

const cms = recordedCmsForEachTest();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Strapi's JSON, reached into as the tests need
type Untyped = Record<string, any>;

/** The recorded kinds of room with `change` made to them, as the CMS's standing answer. */
function answer(change: (kinds: Untyped[]) => void) {
  const body = structuredClone(recorded.rooms) as { data: Untyped[] };
  change(body.data);
  cms.strapi.overrides.set('/api/room-kinds', { status: 200, body });
}

describe('the kinds of room', () => {
  it('are read in the editors’ order, each with its facts, photos and rooms', async () => {
    const kinds = await readType('rooms', cms, { today: TODAY });
    const request = cms.strapi.requests.find((seen) => seen.path === '/api/room-kinds')!;
    expect(request.query.getAll('sort[0]')).toEqual(['order:asc']);
    expect(kinds.map(({ slug, fee, photos }) => [slug, fee, photos.length])).toEqual([
      ['a-single-room', 1395, 1],
      ['a-garden-room', 1650, 2],
      ['a-short-stay-room', 1550, 1],
    ]);
    const [single] = kinds;
    expect(single).toMatchObject({
      name: 'A single room',
      keptFor: 'Long-term care',
      size: { from: 12, to: 13.5 },
      bathroom: 'A washbasin, with a shared bathroom a few steps away',
      checked: { on: TODAY, current: true },
    });
    expect(single!.furnished[0]).toBe('An adjustable bed with a pressure-relieving mattress');
    expect(single!.rooms.map(({ name, free }) => [name, free])).toEqual([
      ['Room 3', 'now'],
      ['Room 5', 'taken'],
      ['Room 8', { from: '2026-12-28' }],
      ['Room 9', 'taken'],
    ]);
    expect(sizeText(single!.size)).toBe('12 to 13.5 square metres');
    expect(kindFreeText(single!)).toBe(
      '1 room of this kind free now. The next is free from 28 December 2026.',
    );
    expect(roomFreeText({ from: '2026-12-28' })).toBe('Free from 28 December 2026');
    expect(cms.warnings).toEqual([]);
  });

  it('count a room free from a day that has come as free now', async () => {
    const [single] = await readType('rooms', cms, { today: '2026-12-28' });
    expect(single!.rooms[2]!.free).toBe('now');
  });

  it('show no photo of a kind whose photos show someone who can be recognised, and say so', async () => {
    answer((kinds) => {
      kinds[1]!.photosShow = 'Residents';
    });
    const kinds = await readType('rooms', cms, { today: TODAY });
    expect(kinds[1]!.photos).toEqual([]);
    expect(cms.warnings).toEqual([
      'cms: kind of room "A garden room" is shown without its photos: they show someone who can be recognised',
    ]);
  });

  it('leave out a room that cannot be read, and a kind at another kind’s address, with a warning each', async () => {
    answer((kinds) => {
      kinds[0]!.rooms[1]!.state = 'Perhaps';
      kinds[2]!.slug = 'a-single-room';
    });
    const kinds = await readType('rooms', cms, { today: TODAY });
    expect(kinds.map(({ slug }) => slug)).toEqual(['a-single-room', 'a-garden-room']);
    expect(kinds[0]!.rooms.map(({ name }) => name)).toEqual(['Room 3', 'Room 8', 'Room 9']);
    expect(cms.warnings).toHaveLength(2);
  });

  it('ask families to call about a kind not checked for 14 days, rather than state its rooms', async () => {
    const [single] = await readType('rooms', cms, { today: '2026-12-08' });
    expect(single!.checked).toEqual({ on: TODAY, current: false, tooOld: true });
    expect(kindFreeText(single!)).toBe('Please call us to ask which of these rooms are free.');
  });
});
