/**
 * The labels and headings of "What's on": its words are the editors', in the CMS ("What's on page"), as are the
 * activities, the events and the menu.
 */
import type { Place, SpecialEvent, Dish } from '@/lib/content-types';
import { formatDay } from '@/lib/dates';
import { timeOfDay } from './families';

export const whatsOnCopy = {
  families: { title: 'Families are welcome at' },
  fortnight: { title: 'The next two weeks', nothing: 'Nothing is planned for this day yet.' },
  later: { title: 'Further ahead' },
  none: { title: 'Our activities are not on the website just now', link: 'Read about a typical day' },
  menu: {
    title: 'This week’s menu',
    week: (week: number, weeks: number) =>
      weeks === 1
        ? 'Our menu is the same every week.'
        : `Today is in week ${week} of our ${weeks}-week menu.`,
    weekOf: (week: number, weeks: number) => `Week ${week} of ${weeks}`,
    lunch: 'Lunch',
    supper: 'Supper',
    toFollow: 'The menu for this day is to follow.',
    startsOn: (day: string) => `Our new menu starts on ${day}.`,
    link: 'Read about meals and a typical day',
  },
  special: 'Special event',
  familiesWelcome: 'Families welcome',
  placeLabel: 'Where',
} as const;

/** A day as its heading says it: "Today, Saturday 28 November", "Tomorrow, ...", or the day itself. */
export function dayHeading(date: string, today: string, tomorrow: string): string {
  const day = formatDay(date);
  if (date === today) return `Today, ${day}`;
  if (date === tomorrow) return `Tomorrow, ${day}`;
  return day;
}

/** Where something happens, in words: "In the home", "On an outing: Dungeness". */
export function placeText(place: Place, placeName: string | null): string {
  return placeName ? `${place}: ${placeName}` : place;
}

/** When an event is, in words: "Monday 30 November at 2:30 pm". */
export const eventWhen = (event: Pick<SpecialEvent, 'date' | 'time'>) =>
  `${formatDay(event.date)} at ${timeOfDay(event.time)}`;

/** What a dish suits, in words: "Soft, vegetarian"; empty when it is marked for none. */
export function dietText(dish: Dish): string {
  const suits = [dish.soft && 'soft', dish.vegetarian && 'vegetarian', dish.diabetic && 'diabetic'].filter(
    Boolean,
  );
  const text = suits.join(', ');
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : '';
}
