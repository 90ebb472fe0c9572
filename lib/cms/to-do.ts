import { contentTypes, consentReviews, STAFFING_KEPT_DAYS } from '@/lib/content-types';
import { addDays, formatDate } from '@/lib/dates';
import { byUid } from './declared';
import {
  daysBetween,
  problemsOf,
  uidOf,
  VACANCIES_KEPT_DAYS,
  type ContentTypeDeclaration,
  type RuleProblem,
} from '@/lib/kit';

// What needs doing, for the admin's home page (cms/src/website-status.js, through the CMS's bundle of the site's
// rules): each thing in the home's words, with why and a link to the entry it is about. Read from the CMS's own
// documents, as the signed-in editor may read them: drafts waiting for the manager, residents' consent reviews coming
// due, free rooms not confirmed for 14 days, events past and still published, photos that do not say who they show,
// jobs past their closing date, published entries the site leaves out. The same facts the build warns of, said where
// the editors look first.

/** How far ahead a consent review is shown as coming due. */
export const CONSENT_REVIEW_NOTICE_DAYS = 30;
/** How many of the list are shown; the rest are counted. */
export const TO_DO_SHOWN = 12;

export type ToDo = {
  /** The entry, as the admin names it: "Harvest supper", "Facts that change". */
  what: string;
  /** Why it needs doing, and what to do: "was on 12 November 2026: unpublish it". */
  why: string;
  /** The entry in the admin, from /admin. */
  path: string;
  /** The day it is about, for the order of the list (the soonest, or longest overdue, first; a draft's, when saved). */
  day: string;
};

type Found = Record<string, unknown> & { documentId: string; updatedAt?: string };
/** The CMS's documents of a type, as `strapi.documents(uid).findMany` gives them. */
export type FindDocuments = (
  uid: string,
  query: {
    status: 'draft' | 'published';
    fields?: string[];
    populate?: string[] | Record<string, true | { populate: readonly string[] }>;
  },
) => Promise<Found[]>;

/** A type of the site's as the admin lists it: its uid, kind, name and main field. */
export type AdminType = {
  uid: string;
  kind: 'collectionType' | 'singleType';
  displayName: string;
  view: { mainField: string } | null;
};

const pathOf = (type: AdminType, documentId: string) =>
  type.kind === 'singleType'
    ? `/content-manager/single-types/${type.uid}`
    : `/content-manager/collection-types/${type.uid}/${documentId}`;

const nameOf = (type: AdminType, entry: Found) => {
  if (type.kind === 'singleType') return type.displayName;
  const name = type.view ? entry[type.view.mainField] : null;
  return name == null || name === '' ? `${type.displayName} (no name yet)` : String(name);
};

/**
 * Whether a draft was saved since its published version (`live`), or has none. A publish writes the draft and the
 * published version a moment apart: a second is not a change.
 */
export function changedSincePublished(
  draft: { updatedAt?: unknown },
  live: { updatedAt?: unknown } | undefined,
): boolean {
  return !live || Date.parse(String(draft.updatedAt)) - Date.parse(String(live.updatedAt)) > 1000;
}

/** An entry taken down (unpublished after it was live), by `${uid}::${documentId}`: when, and by whom. */
export type TakenDown = Readonly<Record<string, { at: string; by: string | null }>>;

/** The key of an entry among those taken down. */
export const takenDownKey = (uid: string, documentId: string) => `${uid}::${documentId}`;

/**
 * Drafts saved since their last publish, or never published: waiting for the manager. An entry taken down is not work
 * to redo (a photo a family asked to remove, an event called off), whatever its draft says.
 */
async function waitingDrafts(
  types: readonly AdminType[],
  find: FindDocuments,
  takenDown: TakenDown,
): Promise<ToDo[]> {
  const waiting: ToDo[] = [];
  for (const type of types) {
    const fields = ['updatedAt', ...(type.view ? [type.view.mainField] : [])];
    const [drafts, published] = await Promise.all([
      find(type.uid, { status: 'draft', fields }),
      find(type.uid, { status: 'published', fields: ['updatedAt'] }),
    ]);
    const live = new Map(published.map((entry) => [entry.documentId, entry]));
    for (const draft of drafts) {
      const was = live.get(draft.documentId);
      if (!changedSincePublished(draft, was)) continue;
      if (!was && takenDown[takenDownKey(type.uid, draft.documentId)]) continue;
      waiting.push({
        what: nameOf(type, draft),
        why: was
          ? 'changed since it was published: check it and publish it'
          : 'never published: check it and publish it',
        path: pathOf(type, draft.documentId),
        day: String(draft.updatedAt).slice(0, 10),
      });
    }
  }
  return waiting;
}

/** The value at `path` in an entry, or undefined where the path leads nowhere. */
function valueAt(entry: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
    entry,
  );
}

/**
 * A problem as the manager reads it: the field by its label in the admin ("Role"), a row of a list by its place in it
 * ("Rooms, row 3: Size"), and why, with an empty field said as empty.
 */
function problemInWords(type: ContentTypeDeclaration, entry: unknown, problem: RuleProblem): string {
  const [field, row, inner] = problem.path;
  const words = type.words[String(field)];
  let name = words?.label ?? String(field ?? 'the entry');
  const attribute = type.attributes[String(field)];
  if (attribute?.type === 'component' && typeof row === 'number' && inner !== undefined) {
    const label = type.components[attribute.component]?.words[String(inner)]?.label ?? String(inner);
    name = `${name}, row ${row + 1}: ${label}`;
  }
  const value = valueAt(entry, problem.path);
  return value === undefined || value === null || value === ''
    ? `“${name}” is empty`
    : `“${name}”: ${problem.message}`;
}

/**
 * Published entries of a list that the site's check now refuses, which the build leaves out of the site with only a
 * line in its log: a field added since they were published and not yet filled in, or a rule made stricter. Said first,
 * since each is something a family can no longer see; a published single type the check refuses stops the build
 * instead, which the live line above the list says.
 */
async function leftOut(types: readonly AdminType[], find: FindDocuments, today: string): Promise<ToDo[]> {
  const found: ToDo[] = [];
  for (const type of types) {
    const declared = byUid.get(type.uid);
    if (declared?.kind !== 'collectionType') continue;
    const populate = declared.populate as Parameters<FindDocuments>[1]['populate'];
    const entries = await find(type.uid, { status: 'published', ...(populate ? { populate } : {}) });
    for (const entry of entries) {
      const [first] = problemsOf(declared.schema, entry);
      if (!first) continue;
      found.push({
        what: nameOf(type, entry),
        why: `is not on the site, because ${problemInWords(declared, entry, first)}: change it and publish it again`,
        path: pathOf(type, entry.documentId),
        day: today,
      });
    }
  }
  return found;
}

/** The types with a photo and its consent, by their field names. */
const PHOTOS = [
  { type: contentTypes.gallery, photo: 'image', consent: 'consent', always: true },
  { type: contentTypes.events, photo: 'photo', consent: 'photoConsent', always: false },
  { type: contentTypes.careKinds, photo: 'photo', consent: 'photoConsent', always: false },
] as const;

/** Published photos of residents whose consent review is due within 30 days (or past), and photos that say no one. */
async function photoConsents(
  types: readonly AdminType[],
  find: FindDocuments,
  today: string,
): Promise<ToDo[]> {
  const found: ToDo[] = [];
  const soon = addDays(today, CONSENT_REVIEW_NOTICE_DAYS);
  for (const { type: declared, photo, consent, always } of PHOTOS) {
    const type = types.find((one) => one.uid === uidOf(declared));
    if (!type) continue;
    const entries = await find(type.uid, {
      status: 'published',
      populate: { [photo]: true, [consent]: { populate: ['others'] } },
    });
    for (const entry of entries) {
      if (entry[photo] == null) continue;
      const record = entry[consent] as { shown?: string | null } | null | undefined;
      if (!record?.shown) {
        if (always)
          found.push({
            what: nameOf(type, entry),
            why: 'does not say who the photo shows: say so, with the consent if it shows residents',
            path: pathOf(type, entry.documentId),
            day: today,
          });
        continue;
      }
      // The soonest of its residents' reviews (each resident shown has their own).
      const reviewOn = consentReviews(record)?.find((one) => one !== null);
      if (!reviewOn || reviewOn > soon) continue;
      found.push({
        what: nameOf(type, entry),
        why:
          reviewOn < today
            ? `the residents’ consent was due for review on ${formatDate(reviewOn)}, and the site no longer shows the photo: review it`
            : `the residents’ consent is due for review on ${formatDate(reviewOn)}: review it with them`,
        path: pathOf(type, entry.documentId),
        day: reviewOn,
      });
    }
  }
  return found;
}

/**
 * Each kind of room whose rooms were last checked longer ago than the site keeps them (or never): the site asks families
 * to call instead of stating the rooms free, on every page, until it is checked again.
 */
async function freeRooms(types: readonly AdminType[], find: FindDocuments, today: string): Promise<ToDo[]> {
  const type = types.find((one) => one.uid === uidOf(contentTypes.rooms));
  if (!type) return [];
  const kinds = await find(type.uid, { status: 'published', fields: ['name', 'checkedOn'] });
  return kinds.flatMap((kind) => {
    const checkedOn = typeof kind.checkedOn === 'string' ? kind.checkedOn : null;
    if (checkedOn && daysBetween(checkedOn, today) <= VACANCIES_KEPT_DAYS) return [];
    return [
      {
        what: `${type.displayName}: ${String(kind.name ?? '')}`,
        why: checkedOn
          ? `its rooms were last checked on ${formatDate(checkedOn)}, so the site asks families to call: check which are free`
          : 'it has no day its rooms were checked, so the site asks families to call: check which are free',
        path: pathOf(type, kind.documentId),
        day: checkedOn ?? today,
      },
    ];
  });
}

/** How long before a staffing figure's year is up the home page lists it. */
const STAFFING_WARNED_DAYS = 30;

/**
 * "Who looks after you", when any of its figures was last checked more than 11 months ago (within 30 days of the year
 * after which the site leaves it out), or has no day: one item, naming the oldest.
 */
async function staffingChecks(
  types: readonly AdminType[],
  find: FindDocuments,
  today: string,
): Promise<ToDo[]> {
  const type = types.find((one) => one.uid === uidOf(contentTypes.staffing));
  if (!type) return [];
  const [entry] = await find(type.uid, { status: 'published', populate: ['shifts'] });
  if (!entry) return [];
  const days = [
    ...['nursingCheckedOn', 'managerCheckedOn', 'onCallCheckedOn', 'trainingCheckedOn', 'teamCheckedOn'].map(
      (field) => entry[field],
    ),
    ...(Array.isArray(entry.shifts)
      ? (entry.shifts as { checkedOn?: unknown }[]).map((shift) => shift.checkedOn)
      : []),
  ].map((day) => (typeof day === 'string' && day ? day : null));
  const oldest = days.includes(null) ? null : (days as string[]).sort()[0];
  if (oldest && daysBetween(oldest, today) < STAFFING_KEPT_DAYS - STAFFING_WARNED_DAYS) return [];
  const why = !oldest
    ? 'a figure has no day it was checked: check it'
    : daysBetween(oldest, today) > STAFFING_KEPT_DAYS
      ? `a figure was last checked on ${formatDate(oldest)}, more than a year ago, and the site leaves it out: check it`
      : `a figure was last checked on ${formatDate(oldest)}: check it before a year has passed, or the site leaves it out`;
  return [{ what: type.displayName, why, path: pathOf(type, entry.documentId), day: oldest ?? today }];
}

/** Published entries whose day (`field`) has passed: events that have happened, jobs that have closed. */
async function past(
  types: readonly AdminType[],
  find: FindDocuments,
  today: string,
  declared: (typeof contentTypes)['events' | 'jobs'],
  field: string,
  words: (day: string) => string,
): Promise<ToDo[]> {
  const type = types.find((one) => one.uid === uidOf(declared));
  if (!type) return [];
  const entries = await find(type.uid, {
    status: 'published',
    fields: [field, ...(type.view ? [type.view.mainField] : [])],
  });
  return entries
    .filter((entry) => typeof entry[field] === 'string' && String(entry[field]) < today)
    .map((entry) => ({
      what: nameOf(type, entry),
      why: words(String(entry[field])),
      path: pathOf(type, entry.documentId),
      day: String(entry[field]),
    }));
}

/**
 * What needs doing, on `today` in Kent, among the site's `types` that the editor may read (`find` reads their
 * documents): first the published entries the site leaves out; then what the live site has wrong or soon will (a
 * consent review, a past event, a closed job, free rooms not confirmed, a photo that says no one), the soonest or
 * longest overdue first; then the drafts waiting to be published, the oldest first (a day of staff's drafts must not
 * hide a consent review coming due), but for those `takenDown`; at most TO_DO_SHOWN, how many more there are, and how
 * many drafts are waiting.
 */
export async function thingsToDo(
  types: readonly AdminType[],
  find: FindDocuments,
  today: string,
  takenDown: TakenDown = {},
): Promise<{ items: ToDo[]; more: number; waiting: number }> {
  const [missing, waiting] = await Promise.all([
    leftOut(types, find, today),
    waitingDrafts(types, find, takenDown),
  ]);
  const byDay = (a: ToDo, b: ToDo) => a.day.localeCompare(b.day) || a.what.localeCompare(b.what);
  const dated = (
    await Promise.all([
      photoConsents(types, find, today),
      freeRooms(types, find, today),
      staffingChecks(types, find, today),
      past(
        types,
        find,
        today,
        contentTypes.events,
        'date',
        (day) => `was on ${formatDate(day)} and is still published: unpublish it`,
      ),
      past(
        types,
        find,
        today,
        contentTypes.jobs,
        'closingDate',
        (day) => `closed on ${formatDate(day)} and is still published: unpublish it`,
      ),
    ])
  )
    .flat()
    .sort(byDay);
  const all = [...[...missing].sort(byDay), ...dated, ...[...waiting].sort(byDay)];
  return {
    items: all.slice(0, TO_DO_SHOWN),
    more: Math.max(0, all.length - TO_DO_SHOWN),
    waiting: waiting.length,
  };
}
