import { describe, expect, it } from '@jest/globals';
import { contentTypes, type ContentTypeName } from '@/lib/content-types';
import { ADMIN_VIEWS } from './declared';
import { recorded } from './testing/recorded-strapi';
import { uidOf } from '@/lib/kit';
import { takenDownKey, thingsToDo, TO_DO_SHOWN, type FindDocuments } from './to-do';

const TODAY = '2026-11-28';
const GALLERY = uidOf(contentTypes.gallery);
const EVENTS = uidOf(contentTypes.events);
const JOBS = uidOf(contentTypes.jobs);
const ROOMS = uidOf(contentTypes.rooms);
const STAFFING = uidOf(contentTypes.staffing);
const TEAM = uidOf(contentTypes.team);

type Documents = Record<string, { draft?: Record<string, unknown>[]; published?: Record<string, unknown>[] }>;

const nameByUid = new Map(
  Object.entries(contentTypes).map(([name, type]) => [uidOf(type), name as ContentTypeName]),
);

/** An entry of the type `uid` that the site's check accepts: the first of its recorded sample. */
function soundEntry(uid: string): Record<string, unknown> {
  const name = nameByUid.get(uid);
  const answer = name ? recorded[name] : undefined;
  const first = Array.isArray(answer) ? answer[0] : answer;
  return (Array.isArray(first?.data) ? first.data[0] : first?.data) ?? {};
}

/**
 * A CMS holding `documents` by uid, each published entry also its draft unless a draft of its own is given. A
 * published entry has the fields a test leaves out from its type's recorded sample, so that the site's check accepts
 * it unless the test says otherwise.
 */
function cmsHolding(documents: Documents): FindDocuments {
  return async (uid, { status }) => {
    const held = documents[uid] ?? {};
    const published = (held.published ?? []).map((entry) => ({ ...soundEntry(uid), ...entry }));
    const drafts = held.draft ?? published;
    return (status === 'draft' ? drafts : published).map((entry) => ({
      updatedAt: '2026-11-01T10:00:00.000Z',
      ...entry,
    })) as Awaited<ReturnType<FindDocuments>>;
  };
}

const residents = (reviewOn: string) => ({ shown: 'Residents', reviewOn });

describe('what needs doing', () => {
  it('lists "Who looks after you" once a figure is within 30 days of its year, naming the oldest', async () => {
    const staffing = (shiftDay: string, teamDay: string) => ({
      documentId: 's1',
      nursingCheckedOn: '2026-06-01',
      managerCheckedOn: '2026-06-01',
      onCallCheckedOn: '2026-06-01',
      trainingCheckedOn: '2026-06-01',
      teamCheckedOn: teamDay,
      shifts: [{ checkedOn: shiftDay }],
    });
    const fresh = cmsHolding({ [STAFFING]: { published: [staffing('2026-06-01', '2026-01-10')] } });
    expect((await thingsToDo(ADMIN_VIEWS, fresh, TODAY)).items).toEqual([]);
    const due = cmsHolding({ [STAFFING]: { published: [staffing('2025-12-20', '2026-06-01')] } });
    expect(
      (await thingsToDo(ADMIN_VIEWS, due, TODAY)).items.map(({ what, why, path }) => [what, why, path]),
    ).toEqual([
      [
        'Who looks after you',
        'a figure was last checked on 20 December 2025: check it before a year has passed, or the site leaves it out',
        `/content-manager/single-types/${STAFFING}`,
      ],
    ]);
  });

  it('is nothing when everything is published, reviewed, confirmed and current', async () => {
    const find = cmsHolding({
      [GALLERY]: {
        published: [{ documentId: 'g1', description: 'The orchard', consent: residents('2027-06-01') }],
      },
      [EVENTS]: { published: [{ documentId: 'e1', title: 'Carols', date: '2026-12-20' }] },
      [JOBS]: { published: [{ documentId: 'j1', title: 'Cook', closingDate: '2026-12-01' }] },
      [ROOMS]: { published: [{ documentId: 'r1', name: 'A single room', checkedOn: '2026-11-20' }] },
    });
    expect(await thingsToDo(ADMIN_VIEWS, find, TODAY)).toEqual({ items: [], more: 0, waiting: 0 });
  });

  it('lists first each published entry the site leaves out, naming the field as the admin does', async () => {
    // Entries published before a field was added or a rule made stricter: the build leaves each out of the site.
    const find = cmsHolding({
      [TEAM]: {
        published: [
          { documentId: 't1', name: 'Cara Dunn', role: null },
          { documentId: 't2', name: 'Ben Hale' },
        ],
      },
      [ROOMS]: {
        published: [
          {
            documentId: 'r1',
            name: 'A single room',
            checkedOn: '2026-11-20',
            // A rule between two fields, made since: the largest size is below the smallest.
            sizeFrom: 14,
            sizeTo: 12,
          },
        ],
      },
      [EVENTS]: { published: [{ documentId: 'e1', title: 'Harvest supper', date: '2026-11-12' }] },
    });
    const { items } = await thingsToDo(ADMIN_VIEWS, find, TODAY);
    expect(items.map(({ what, why, path }) => [what, why, path])).toEqual([
      [
        'A single room',
        'is not on the site, because “Size up to (square metres)”: the largest size is less than the smallest: change it and publish it again',
        `/content-manager/collection-types/${ROOMS}/r1`,
      ],
      [
        'Cara Dunn',
        'is not on the site, because “Role” is empty: change it and publish it again',
        `/content-manager/collection-types/${TEAM}/t1`,
      ],
      // Then what the live site has wrong.
      [
        'Harvest supper',
        'was on 12 November 2026 and is still published: unpublish it',
        `/content-manager/collection-types/${EVENTS}/e1`,
      ],
    ]);
  });

  it('names each thing with why, what to do and a link to its entry, the longest overdue first', async () => {
    const find = cmsHolding({
      [GALLERY]: {
        published: [
          {
            documentId: 'g1',
            description: 'Tea on the terrace',
            image: {},
            // Two residents: the first's review next year, the other's (the sooner) on 10 December.
            consent: { ...residents('2027-06-01'), others: [{ reviewOn: '2026-12-10' }] },
          },
          { documentId: 'g2', description: 'The lounge', consent: null },
          { documentId: 'g3', description: 'Bingo', consent: residents('2026-11-20') },
        ],
      },
      [EVENTS]: { published: [{ documentId: 'e1', title: 'Harvest supper', date: '2026-11-12' }] },
      [JOBS]: { published: [{ documentId: 'j1', title: 'Cook', closingDate: '2026-11-27' }] },
      [ROOMS]: {
        published: [
          { documentId: 'r1', name: 'A single room', checkedOn: '2026-11-01' },
          { documentId: 'r2', name: 'A garden room', checkedOn: '2026-11-27' },
        ],
      },
      [TEAM]: {
        draft: [
          { documentId: 't1', name: 'Ada Fenwick', updatedAt: '2026-11-26T09:00:00.000Z' },
          { documentId: 't2', name: 'Ben Hale', updatedAt: '2026-11-02T09:00:00.000Z' },
        ],
        published: [{ documentId: 't2', name: 'Ben Hale', updatedAt: '2026-11-02T09:00:00.500Z' }],
      },
    });
    const { items, more, waiting } = await thingsToDo(ADMIN_VIEWS, find, TODAY);
    expect(more).toBe(0);
    // Ada's draft was never published; Ben's was published half a second after it was saved: one waits.
    expect(waiting).toBe(1);
    expect(items.map(({ what, why, path }) => [what, why, path])).toEqual([
      [
        'Kind of room: A single room',
        'its rooms were last checked on 1 November 2026, so the site asks families to call: check which are free',
        `/content-manager/collection-types/${ROOMS}/r1`,
      ],
      [
        'Harvest supper',
        'was on 12 November 2026 and is still published: unpublish it',
        `/content-manager/collection-types/${EVENTS}/e1`,
      ],
      [
        'Bingo',
        'the residents’ consent was due for review on 20 November 2026, and the site no longer shows the photo: review it',
        `/content-manager/collection-types/${GALLERY}/g3`,
      ],
      [
        'Cook',
        'closed on 27 November 2026 and is still published: unpublish it',
        `/content-manager/collection-types/${JOBS}/j1`,
      ],
      [
        'The lounge',
        'does not say who the photo shows: say so, with the consent if it shows residents',
        `/content-manager/collection-types/${GALLERY}/g2`,
      ],
      [
        'Tea on the terrace',
        'the residents’ consent is due for review on 10 December 2026: review it with them',
        `/content-manager/collection-types/${GALLERY}/g1`,
      ],
      // Drafts after what the live site has wrong or soon will.
      [
        'Ada Fenwick',
        'never published: check it and publish it',
        `/content-manager/collection-types/${TEAM}/t1`,
      ],
    ]);
  });

  it('never lists an entry taken down as work to redo, though its draft waits as a new one would', async () => {
    const find = cmsHolding({
      [GALLERY]: {
        draft: [
          { documentId: 'g1', description: 'Joan and Arthur planting tulips', image: {} },
          { documentId: 'g2', description: 'The new greenhouse', image: {} },
        ],
        published: [],
      },
    });
    const takenDown = { [takenDownKey(GALLERY, 'g1')]: { at: '2026-11-27T15:04:00.000Z', by: 'Mary Ashby' } };
    const { items, waiting } = await thingsToDo(ADMIN_VIEWS, find, TODAY, takenDown);
    expect(waiting).toBe(1);
    expect(items.map(({ what, why }) => [what, why])).toEqual([
      ['The new greenhouse', 'never published: check it and publish it'],
    ]);
    // Without the record of its take-down, it is listed as any draft never published.
    expect((await thingsToDo(ADMIN_VIEWS, find, TODAY)).waiting).toBe(2);
  });

  it('reads only the types the editor may read', async () => {
    const find = cmsHolding({
      [EVENTS]: { published: [{ documentId: 'e1', title: 'Harvest supper', date: '2026-11-12' }] },
    });
    const withoutEvents = ADMIN_VIEWS.filter((type) => type.uid !== EVENTS);
    expect(await thingsToDo(withoutEvents, find, TODAY)).toEqual({ items: [], more: 0, waiting: 0 });
  });

  it(`shows the ${TO_DO_SHOWN} most pressing and counts the rest, drafts never hiding a consent review coming due`, async () => {
    const drafts = Array.from({ length: TO_DO_SHOWN + 3 }, (_, index) => ({
      documentId: `t${index}`,
      name: `Member ${String(index).padStart(2, '0')}`,
      updatedAt: '2026-11-20T09:00:00.000Z',
    }));
    const { items, more, waiting } = await thingsToDo(
      ADMIN_VIEWS,
      cmsHolding({
        [TEAM]: { draft: drafts, published: [] },
        [GALLERY]: {
          published: [{ documentId: 'g1', description: 'Tea', consent: residents('2026-12-20') }],
        },
      }),
      TODAY,
    );
    expect(items[0]).toMatchObject({
      what: 'Tea',
      why: expect.stringMatching(/^the residents’ consent is due/),
    });
    expect(items).toHaveLength(TO_DO_SHOWN);
    expect([more, waiting]).toEqual([4, TO_DO_SHOWN + 3]);
  });
});
