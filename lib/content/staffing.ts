/**
 * The words around who looks after residents: the headings and the sentences made from the home's figures ("Who looks
 * after you" in the CMS), on Care, each kind of care's page, the home page and the brochure.
 */

import type { Staffing } from '@/lib/content-types';
import { formatDate } from '@/lib/dates';

const people = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The staffing in a sentence: "Up to 5 carers on shift by day, and 2 awake all night, each shift led by a senior
 * carer." Null while no shift can be stated.
 */
export function staffingSummary(staffing: Staffing | null): string | null {
  if (!staffing || staffing.shifts.length === 0) return null;
  const day = staffing.shifts.filter((shift) => !shift.awake);
  const night = staffing.shifts.filter((shift) => shift.awake);
  const parts: string[] = [];
  if (day.length > 0) {
    const most = Math.max(...day.map((shift) => shift.carers));
    parts.push(`${day.length > 1 ? 'Up to ' : ''}${people(most, 'carer', 'carers')} on shift by day`);
  }
  if (night.length > 0) {
    const most = Math.max(...night.map((shift) => shift.carers));
    parts.push(`${parts.length > 0 ? '' : 'At night, '}${most} awake all night`);
  }
  const leads = [...new Set(staffing.shifts.map((shift) => shift.ledBy.trim()))];
  const led =
    leads.length === 1 ? `, each shift led by ${leads[0]!.charAt(0).toLowerCase()}${leads[0]!.slice(1)}` : '';
  const sentence = parts.join(', and ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}${led}.`;
}

export const staffingCopy = {
  title: 'Who looks after you',
  shifts: {
    caption: 'The care staff on each shift, and who leads it',
    columns: { shift: 'Shift, and who leads it', carers: 'Carers on shift' },
    ledBy: (who: string) => `Led by ${who.charAt(0).toLowerCase()}${who.slice(1)}`,
    carers: (carers: number, awake: boolean) => `${carers}${awake ? ', awake all night' : ''}`,
  },
  /** A shift in a line of its own: "Night, 8 pm to 8 am: 2 carers awake all night, led by a senior carer." */
  shiftLine: (shift: { shift: string; carers: number; awake: boolean; ledBy: string }) =>
    `${shift.shift}: ${people(shift.carers, 'carer', 'carers')}${shift.awake ? ' awake all night' : ''}, led by ` +
    `${shift.ledBy.charAt(0).toLowerCase()}${shift.ledBy.slice(1)}.`,
  nursing: 'Nursing',
  manager: 'The manager',
  onCall: 'On call',
  training: 'Training every carer has',
  team: 'Our team',
  teamText: ({ size, fiveYears }: { size: number; fiveYears: number }) =>
    `${people(size, 'person works', 'people work')} here, ${fiveYears} of them for five years or more.`,
  checked: (day: string) => `Checked on ${formatDate(day)}`,
  more: 'Who looks after you, shift by shift',
} as const;
