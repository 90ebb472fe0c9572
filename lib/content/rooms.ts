/**
 * The words around the rooms: the headings of /rooms and the sentences made from a room's facts. The facts themselves
 * (sizes, fees, which rooms are free) are the editors', in "Kind of room"; the page's opening and lines are "Words of
 * the Rooms page".
 */

import type { Room, RoomKind } from '@/lib/content-types';
import { formatDate } from '@/lib/dates';
import { formatPounds } from './families';

const metres = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** A kind's size as GOV.UK writes one: "14 square metres", "12 to 13.5 square metres". */
export function sizeText({ from, to }: RoomKind['size']): string {
  return `${metres.format(from)}${to == null ? '' : ` to ${metres.format(to)}`} square metres`;
}

/** Whether a room is free, in words: "Free now", "Free from 12 January 2027", "Taken". */
export function roomFreeText(free: Room['free']): string {
  if (free === 'now') return 'Free now';
  if (free === 'taken') return 'Taken';
  return `Free from ${formatDate(free.from)}`;
}

/** Where a room is: "First floor, step-free from the front door". */
export const roomPlaceText = (room: Pick<Room, 'floor' | 'stepFree'>) =>
  `${room.floor}${room.stepFree ? ', step-free from the front door' : ', up a few steps'}`;

/** How many of a kind's rooms are free now, and from when the next one is. */
export function kindFreeText(kind: RoomKind): string {
  if (!kind.checked.current) return 'Please call us to ask which of these rooms are free.';
  const now = kind.rooms.filter((room) => room.free === 'now').length;
  const soon = kind.rooms
    .map((room) => (typeof room.free === 'object' ? room.free.from : null))
    .filter((day): day is string => day != null)
    .sort();
  const rooms = (count: number) => `${count} ${count === 1 ? 'room' : 'rooms'}`;
  const first = now > 0 ? `${rooms(now)} of this kind free now.` : 'None of these rooms is free now.';
  return soon.length > 0 ? `${first} The next is free from ${formatDate(soon[0]!)}.` : first;
}

export const roomsCopy = {
  kindsTitle: 'Our rooms',
  fee: (fee: number) => `${formatPounds(fee)} a week`,
  photoCount: (count: number) => `See its ${count} photos`,
  openPhoto: (index: number, total: number, alt: string) => `Photo ${index} of ${total}, larger: ${alt}`,
  noPhoto: 'No photo of this kind of room yet: come and see one.',
  facts: {
    title: 'About these rooms',
    keptFor: 'Kept for',
    size: 'Size',
    bathroom: 'Bathroom',
    outlook: 'Outlook',
    fee: 'Weekly fee',
    feeNote: 'All mandatory charges included',
  },
  furnished: 'What is in it',
  bring: 'What you may bring',
  rooms: {
    title: 'The rooms, and which are free',
    caption: (kind: string) => `Each room of this kind (${kind}), where it is, and whether it is free`,
    columns: { room: 'Room, and where it is', free: 'Is it free?' },
    ask: 'Please ask us',
    checked: (day: string) => `Checked on ${formatDate(day)}.`,
    stale: (day: string | null) =>
      day
        ? `We last checked which of these rooms are free on ${formatDate(day)}. Please call us to ask which are free now.`
        : 'Please call us to ask which of these rooms are free.',
  },
  feesLink: 'What the fee covers, and the extras',
  seeRooms: 'See our rooms',
  feesByRoom: {
    title: 'Fees by room',
    caption: 'Fees by room: the weekly fee of each kind of room, including every mandatory charge',
    columns: { room: 'Kind of room', fee: 'Fee a week, all mandatory charges included' },
  },
} as const;
