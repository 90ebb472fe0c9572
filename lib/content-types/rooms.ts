import {
  defineContentType,
  choice,
  day,
  media,
  number,
  rowSchemaOf,
  rows,
  slug,
  text,
  wholeNumber,
  yesNo,
  type EntryOfFields,
  withImages,
  afterToday,
  datesAfterToday,
  lines,
  onlyAtPublish,
  problem,
  vacanciesTooOld,
  type SiteImage,
} from '@/lib/kit';
import { hasDescription, SHOWN } from './photo-consent';

// The home's rooms, by kind: what a family asks after the fees (the CMA's key information: the rooms, and whether one
// is free). One entry for each kind of room (a single room, a garden room), since rooms of a kind share their size,
// bathroom, furniture, photos and fee, and a manager keeping thirty rooms one by one would keep them less well; under
// it, each room of that kind with its floor and whether it is free now, free from a date, or taken. The rooms free
// now that every page states are counted from these rows, so they cannot say two things; the fee of a kind is written
// here once, and /fees and /rooms both show it.

/** The kinds of care a room may be kept for: what "Rooms free now" is counted by. */
export const ROOM_CARE_TYPES = ['Long-term care', 'Short breaks', 'Convalescence'] as const;
export const FLOORS = ['Ground floor', 'First floor', 'Second floor'] as const;
export const BATHROOMS = [
  'Its own shower room and toilet',
  'A washbasin, with a shared bathroom a few steps away',
] as const;
/** The seed's edition that brought the rooms and who looks after residents. */
export const ROOMS_EDITION = 10;

export const ROOM_STATES = ['Free now', 'Free from a date', 'Taken'] as const;

const roomFields = {
  name: text({ label: 'Room', help: 'How the home names it: "Room 4", "The Oak Room".', max: 60 }),
  floor: choice({ label: 'Floor', help: 'Which floor it is on.', choices: FLOORS }),
  stepFree: yesNo({
    // Short: a yes/no box is a third of the form's width, and a longer label ran into the next box's.
    label: 'Step-free?',
    help: 'Yes when there are no steps from the front door to it: on the ground floor, or by the lift.',
    default: true,
  }),
  state: choice({
    label: 'Is it free?',
    help: 'Free now, free from a date (give the date below), or taken.',
    choices: ROOM_STATES,
  }),
  freeFrom: day({
    label: 'Free from',
    help: 'For a room free from a date: the first day it is free.',
    optional: true,
  }),
};
const roomSchema = rowSchemaOf(roomFields);

const kindFields = {
  name: text({
    label: 'Kind of room',
    help: 'As families would call it, heading its part of Rooms: "A garden room".',
    max: 60,
  }),
  slug: slug({
    label: 'Its web address',
    help: 'Made from the name: Rooms links to it as /rooms#a-garden-room.',
    from: 'name',
  }),
  keptFor: choice({
    label: 'Kept for',
    help: 'The kind of care these rooms are for: the free rooms are counted by it.',
    choices: ROOM_CARE_TYPES,
  }),
  fee: number({
    label: 'Weekly fee (£)',
    help: 'The fee a week for a room of this kind, with every charge that is not optional in it: /fees shows it too.',
    min: 0,
    max: 100000,
  }),
  sizeFrom: number({
    label: 'Size (square metres)',
    help: 'The floor area, like 14.5: the smallest of these rooms.',
    min: 4,
    max: 100,
  }),
  sizeTo: number({
    label: 'Size up to (square metres)',
    help: 'The largest of these rooms, where they differ; leave it empty when they are alike.',
    min: 4,
    max: 100,
    optional: true,
  }),
  bathroom: choice({
    label: 'Bathroom',
    help: 'What each of these rooms has for washing.',
    choices: BATHROOMS,
  }),
  outlook: text({
    label: 'Outlook',
    help: 'What the window looks over: "the garden and the fields beyond".',
    max: 160,
  }),
  furnished: text({
    label: 'What is in it',
    help: 'The furniture and fittings, one to a line: "An adjustable bed", "A call bell".',
    max: 800,
    lines: true,
  }),
  bring: text({
    label: 'What you may bring',
    help: 'What a family may bring to make it home, one to a line: "A favourite chair", "Pictures for the walls".',
    max: 800,
    lines: true,
  }),
  photos: media({
    label: 'Photos',
    help: 'Photos of a room of this kind, each described; with nobody who can be recognised in them.',
    kind: 'images',
    multiple: true,
    optional: true,
  }),
  photosShow: choice({
    label: 'Who can be recognised in the photos?',
    help: 'A room is shown empty: the website takes no photo of a room in which anyone can be recognised.',
    choices: SHOWN,
    optional: true,
  }),
  rooms: rows({
    label: 'The rooms',
    help: 'Each room of this kind: its floor, and whether it is free now, free from a date, or taken.',
    // (At least one at publish, by the rules: a draft may be saved before its rooms are added.)
    component: 'rooms.room',
  }),
  checkedOn: day({
    label: 'Checked on',
    help: 'The day someone last checked which of these rooms are free: after 14 days the site asks families to call.',
    optional: true,
  }),
  order: wholeNumber({
    label: 'Place on Rooms',
    help: 'Kinds of room are listed from the lowest number: 1 comes first.',
    min: 0,
    max: 1000,
    default: 1,
  }),
};
type KindEntry = EntryOfFields<typeof kindFields>;

/** Nobody may be recognised in a photo of a room: no consent is asked for, so none is given. */
const NO_ONE = SHOWN[0];

/** One room as the site shows it: whether it is free is `free` (now), a day (from then) or `taken`. */
export type Room = {
  name: string;
  floor: (typeof FLOORS)[number];
  stepFree: boolean;
  free: 'now' | 'taken' | { from: string };
};

/** A kind of room as /rooms shows it. `rooms` is null while whether they are free has not been checked for 14 days. */
export type RoomKind = {
  id: string;
  slug: string;
  name: string;
  keptFor: (typeof ROOM_CARE_TYPES)[number];
  fee: number;
  size: { from: number; to: number | null };
  bathroom: (typeof BATHROOMS)[number];
  outlook: string;
  furnished: string[];
  bring: string[];
  photos: SiteImage[];
  rooms: Room[];
  /**
   * Whether the rows may be stated: checked within 14 days. Otherwise families are asked to call, with the day of the
   * last check when it is `tooOld` (not when it was never given, or given as a day still to come).
   */
  checked: { on: string; current: true } | { on: string | null; current: false; tooOld: boolean };
};

/** A text written one to a line ("What is in it", the training) as its lines, bullets and blank lines left out. */
export const linesOf = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim().replace(/^[-•*]\s*/, ''))
    .filter(Boolean);

/** What a room's row says of whether it is free, on `today`: a "free from" day that has come is free now. */
function freeOf(
  row: { state: (typeof ROOM_STATES)[number]; freeFrom?: string | null },
  today: string,
): Room['free'] {
  if (row.state === 'Taken') return 'taken';
  if (row.state === 'Free from a date' && row.freeFrom && row.freeFrom > today) return { from: row.freeFrom };
  return 'now';
}

/** The rooms free now, counted from the kinds whose rooms were checked within 14 days. */
export function roomsFreeNow(kinds: readonly RoomKind[]): number {
  return kinds.reduce(
    (sum, kind) => sum + (kind.checked.current ? kind.rooms.filter((room) => room.free === 'now').length : 0),
    0,
  );
}

export const rooms = defineContentType({
  kind: 'collectionType',
  collectionName: 'room_kinds',
  info: {
    singularName: 'room-kind',
    pluralName: 'room-kinds',
    displayName: 'Kind of room',
    description:
      'A kind of room (a single room, a garden room) on Rooms, with its size, bathroom, outlook, furniture, photos and weekly fee, and each room of that kind with whether it is free. The rooms free now on every page are counted from them.',
  },
  fields: kindFields,
  components: {
    'rooms.room': {
      collectionName: 'components_rooms_rooms',
      displayName: 'One room',
      description:
        'One room of this kind: its floor, and whether it is free now, free from a date, or taken.',
      fields: roomFields,
      mainField: 'name',
    },
  },
  populate: ['photos', 'rooms'],
  files: ['photos'],
  sort: ['order:asc', 'name:asc'],
  admin: {
    mainField: 'name',
    columns: ['name', 'keptFor', 'fee', 'checkedOn', 'order'],
    headings: { order: 'Place', fee: 'Weekly fee (£)' },
    sortBy: 'order',
  },
  refine: (check) =>
    check.refine((entry) => entry.sizeTo == null || entry.sizeTo >= entry.sizeFrom, {
      message: 'the largest size is less than the smallest',
      path: ['sizeTo'],
    }),
  rules: (entry, today) => {
    const photos = Array.isArray(entry.photos) ? entry.photos : [];
    const roomRows = Array.isArray(entry.rooms) ? (entry.rooms as Record<string, unknown>[]) : [];
    return [
      ...datesAfterToday(entry, ['checkedOn'], today),
      ...lines(entry, 'rooms', roomSchema),
      ...(roomRows.length === 0 ? onlyAtPublish(problem('rooms', 'add the rooms of this kind')) : []),
      ...roomRows.flatMap((row, index) =>
        row.state === 'Free from a date' && !row.freeFrom
          ? problem(['rooms', index, 'freeFrom'], 'give the day it is free from')
          : [],
      ),
      ...(entry.checkedOn ? [] : onlyAtPublish(problem('checkedOn', 'give the day the rooms were checked'))),
      ...photos.flatMap((photo, index) =>
        hasDescription(photo)
          ? []
          : problem(['photos', index], 'describe the photo in its alternative text (in the media library)'),
      ),
      ...(photos.length > 0 && !entry.photosShow
        ? onlyAtPublish(problem('photosShow', 'say who can be recognised in the photos'))
        : []),
      ...(photos.length > 0 && entry.photosShow && entry.photosShow !== NO_ONE
        ? problem(
            'photosShow',
            'the website shows a room empty: choose photos in which nobody can be recognised',
          )
        : []),
    ];
  },
  optional: true,
  async read({ entries, warn, today, latestDay, mediaOrigin, prepare }): Promise<RoomKind[]> {
    const kinds = await entries();
    const kept: KindEntry[] = [];
    const slugs = new Set<string>();
    for (const kind of kinds) {
      if (slugs.has(kind.slug)) {
        warn(`cms: skipped kind of room ${kind.documentId}: slug "${kind.slug}" is another kind's address`);
        continue;
      }
      slugs.add(kind.slug);
      kept.push(kind);
    }
    // Each photo of each kind, in one pass: a photo of anyone is not shown, whatever the field says.
    const photoItems = kept.flatMap((kind) =>
      kind.photosShow && kind.photosShow !== NO_ONE
        ? []
        : (Array.isArray(kind.photos) ? kind.photos : []).map((photo) => ({ kind, photo })),
    );
    for (const kind of kept)
      if (
        kind.photosShow &&
        kind.photosShow !== NO_ONE &&
        Array.isArray(kind.photos) &&
        kind.photos.length > 0
      )
        warn(
          `cms: kind of room "${kind.name}" is shown without its photos: they show someone who can be recognised`,
        );
    const prepared = await withImages(photoItems, (item) => item.photo, {
      collection: 'room-kinds',
      mediaOrigin,
      prepare,
    });
    const photosByKind = new Map<KindEntry, SiteImage[]>(kept.map((kind) => [kind, []]));
    for (const { item, image, problem: why } of prepared) {
      if (image) photosByKind.get(item.kind)!.push(image);
      else warn(`cms: a photo of kind of room "${item.kind.name}" is left out: ${why}`);
    }
    return kept.map((kind) => {
      const roomRows: Room[] = [];
      for (const [index, row] of (kind.rooms ?? []).entries()) {
        const parsed = roomSchema.safeParse(row);
        if (!parsed.success) {
          warn(`cms: skipped room ${index + 1} of "${kind.name}": ${parsed.error.issues[0]?.message}`);
          continue;
        }
        const { name, floor, stepFree, state, freeFrom } = parsed.data;
        roomRows.push({ name, floor, stepFree, free: freeOf({ state, freeFrom }, today) });
      }
      const on = kind.checkedOn ?? null;
      let checked: RoomKind['checked'] = { on, current: false, tooOld: false };
      if (!on)
        warn(
          `cms: kind of room "${kind.name}" has no day its rooms were checked: the site asks families to call`,
        );
      else if (afterToday(on, latestDay))
        warn(
          `cms: kind of room "${kind.name}" was checked on ${on}, after today: the site asks families to call`,
        );
      else if (vacanciesTooOld(on, today)) {
        checked = { on, current: false, tooOld: true };
        warn(
          `cms: the rooms of "${kind.name}" were last checked on ${on}, more than 14 days ago: the site asks ` +
            'families to call until an editor checks them again',
        );
      } else checked = { on, current: true };
      return {
        id: kind.documentId,
        slug: kind.slug,
        name: kind.name,
        keptFor: kind.keptFor,
        fee: kind.fee,
        size: {
          from: kind.sizeFrom,
          to: kind.sizeTo != null && kind.sizeTo !== kind.sizeFrom ? kind.sizeTo : null,
        },
        bathroom: kind.bathroom,
        outlook: kind.outlook,
        furnished: linesOf(kind.furnished),
        bring: linesOf(kind.bring),
        photos: photosByKind.get(kind) ?? [],
        rooms: roomRows,
        checked,
      };
    });
  },
  describe: (kinds) =>
    `${kinds.length} kinds of room, ${kinds.reduce((sum, kind) => sum + kind.rooms.length, 0)} rooms, ` +
    `${roomsFreeNow(kinds)} free now`,
  pages: { shownOn: ['/rooms', '/', '/fees', '/contact'] },
  sample: {
    edition: ROOMS_EDITION,
    publishOnUpgrade: true,
    key: 'name',
    entries: ({ fromToday }) => [
      {
        name: 'A single room',
        keptFor: 'Long-term care',
        fee: 1395,
        sizeFrom: 12,
        sizeTo: 13.5,
        bathroom: 'A washbasin, with a shared bathroom a few steps away',
        outlook: 'The front lawn and the lane',
        furnished: [
          'An adjustable bed with a pressure-relieving mattress',
          'A wardrobe, a chest of drawers and a bedside table',
          'An armchair and a reading lamp',
          'A call bell by the bed and by the chair',
          'A television point and Wi-Fi',
        ].join('\n'),
        bring: [
          'A favourite chair, if it is fire-safe',
          'Pictures and photographs for the walls',
          'A bedspread, cushions and ornaments',
          'A radio or a television of your own',
        ].join('\n'),
        photos: [sampleRoomPhoto(2, 'A single room with a bed, an armchair and a window onto the lawn')],
        photosShow: NO_ONE,
        rooms: [
          { name: 'Room 3', floor: 'First floor', stepFree: true, state: 'Free now' },
          { name: 'Room 5', floor: 'First floor', stepFree: true, state: 'Taken' },
          {
            name: 'Room 8',
            floor: 'Second floor',
            stepFree: true,
            state: 'Free from a date',
            freeFrom: fromToday(21),
          },
          { name: 'Room 9', floor: 'Second floor', stepFree: true, state: 'Taken' },
        ],
        checkedOn: fromToday(0),
        order: 1,
      },
      {
        name: 'A garden room',
        keptFor: 'Long-term care',
        fee: 1650,
        sizeFrom: 16,
        sizeTo: 18,
        bathroom: 'Its own shower room and toilet',
        outlook: 'The garden, with a door onto the terrace',
        furnished: [
          'An adjustable bed with a pressure-relieving mattress',
          'A wardrobe, a chest of drawers and a bedside table',
          'Two armchairs and a small table',
          'A shower room with grab rails and a seat',
          'A call bell by the bed, the chair and in the shower room',
        ].join('\n'),
        bring: [
          'A favourite chair, if it is fire-safe',
          'Pictures and photographs for the walls',
          'Pots of plants for the terrace',
        ].join('\n'),
        photos: [
          sampleRoomPhoto(7, 'A garden room with two armchairs by a window onto the garden'),
          sampleRoomPhoto(12, 'The garden room’s window, looking over the terrace to the fields'),
        ],
        photosShow: NO_ONE,
        rooms: [
          { name: 'The Oak Room', floor: 'Ground floor', stepFree: true, state: 'Taken' },
          { name: 'The Beech Room', floor: 'Ground floor', stepFree: true, state: 'Taken' },
        ],
        checkedOn: fromToday(0),
        order: 2,
      },
      {
        name: 'A short-stay room',
        keptFor: 'Short breaks',
        fee: 1550,
        sizeFrom: 14,
        bathroom: 'Its own shower room and toilet',
        outlook: 'The side garden and the orchard',
        furnished: [
          'An adjustable bed, made up ready',
          'A wardrobe and a chest of drawers',
          'An armchair and a reading lamp',
          'A call bell by the bed and in the shower room',
        ].join('\n'),
        bring: [
          'Your own clothes and toiletries',
          'A photograph or two, and anything that helps you settle',
        ].join('\n'),
        photos: [
          sampleRoomPhoto(17, 'A short-stay room, with its bed made up and an armchair by the window'),
        ],
        photosShow: NO_ONE,
        rooms: [{ name: 'Room 1', floor: 'Ground floor', stepFree: true, state: 'Taken' }],
        checkedOn: fromToday(0),
        order: 3,
      },
    ],
  },
});

/** A sample room's photo: one of the sample art's rooms (every fifth gallery picture from the third is a room). */
function sampleRoomPhoto(index: number, alternativeText: string) {
  return {
    $file: {
      art: 'gallery' as const,
      index,
      name: `sample-room-${index}.jpg`,
      alternativeText: `Illustration: ${alternativeText.charAt(0).toLowerCase()}${alternativeText.slice(1)}`,
      caption: 'Sample illustration',
    },
  };
}
