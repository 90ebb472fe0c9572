import type { z } from 'zod';
import {
  defineContentType,
  choice,
  day,
  rows,
  rowSchemaOf,
  text,
  wholeNumber,
  yesNo,
  daysBetween,
  lines,
  onlyAtPublish,
  problem,
  type RuleProblem,
} from '@/lib/kit';
import { addDays, weekdayOf, WEEKDAYS } from '@/lib/dates';

// The menu, as care homes keep it: a rotation of one to four weeks (most keep four), each day's lunch and supper
// choices with their dietary notes, and the day the rotation starts. Editors enter it once; the build works out which
// week of the rotation each day is in, so the site shows the right week for as long as the rotation runs.

/** The longest rotation: four weeks, the cycle most homes keep. */
export const MAX_WEEKS = 4;

const dishFields = {
  dish: text({
    label: 'Dish',
    help: 'The dish as the menu names it: "Roast chicken with sage stuffing".',
    max: 120,
    empty: 'name the dish',
  }),
  soft: yesNo({
    label: 'Suits a soft diet?',
    help: 'Yes if it can be served soft as it is.',
    default: false,
  }),
  vegetarian: yesNo({ label: 'Vegetarian?', help: 'Yes if it has no meat or fish.', default: false }),
  diabetic: yesNo({
    label: 'Suits a diabetic diet?',
    help: 'Yes if it suits a diabetic diet.',
    default: false,
  }),
};
const dishSchema = rowSchemaOf(dishFields);

const dayFields = {
  week: wholeNumber({
    label: 'Week of the rotation',
    help: `Which week of the rotation this day belongs to, 1 to ${MAX_WEEKS}.`,
    min: 1,
    max: MAX_WEEKS,
    outOfRange: `a rotation is ${MAX_WEEKS} weeks at most`,
  }),
  day: choice({ label: 'Day of the week', help: 'Which day of that week.', choices: WEEKDAYS }),
  lunch: rows({
    label: 'Lunch',
    help: 'The choices at lunch, each with the diets it suits.',
    component: 'menu.dish',
    min: 1,
    emptyMessage: 'give lunch at least one dish',
    each: dishSchema,
  }),
  supper: rows({
    label: 'Supper',
    help: 'The choices at supper, each with the diets it suits.',
    component: 'menu.dish',
    min: 1,
    emptyMessage: 'give supper at least one dish',
    each: dishSchema,
  }),
  // The row's name in the admin ("Week 2, Tuesday"), kept by the CMS from the two above (the component's `kept`).
  title: text({
    label: 'This day',
    help: 'Its week and day, as the list of days names it: the CMS writes it when you save.',
    max: 40,
    optional: true,
  }),
};
/** A day's name in the admin, from its week and day: "Week 2, Tuesday". */
export function menuDayTitle(row: Record<string, unknown>): string | null {
  const { week, day } = row;
  if (typeof week !== 'number' || typeof day !== 'string') return null;
  return `Week ${week}, ${day}`;
}
/** Days in the rotation's order: week 1's Monday first; a row with no week or day yet last, as it was. */
function rotationOrder(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const place = (row: Record<string, unknown>) =>
    typeof row.week === 'number' && WEEKDAYS.includes(row.day as never)
      ? row.week * 7 + WEEKDAYS.indexOf(row.day as (typeof WEEKDAYS)[number])
      : Number.MAX_SAFE_INTEGER;
  return place(a) - place(b);
}
const daySchema = rowSchemaOf(dayFields);

/** A dish as What's on shows it, with the diets it suits. */
const dishOf = (dish: z.output<typeof dishSchema>) => ({
  name: dish.dish,
  soft: dish.soft,
  vegetarian: dish.vegetarian,
  diabetic: dish.diabetic,
});
export type Dish = ReturnType<typeof dishOf>;
/** A day of the rotation, with its meals. */
const menuDayOf = (day: z.output<typeof daySchema>) => ({
  week: day.week,
  day: day.day,
  lunch: day.lunch.map(dishOf),
  supper: day.supper.map(dishOf),
});
export type MenuDay = ReturnType<typeof menuDayOf>;
/** The rotation, as published: from the first day of its first week (YYYY-MM-DD), its note, if any, and its days. */
const menuOf = (rotation: { startsOn: string; weeks: number; note?: string | null }, days: MenuDay[]) => ({
  startsOn: rotation.startsOn,
  weeks: rotation.weeks,
  note: rotation.note ?? null,
  days,
});
export type Menu = ReturnType<typeof menuOf>;
/** One day's meals, on its date. `week` is null before the rotation starts; `meals` null when it has none then. */
export type DayOfMenu = {
  date: string;
  week: number | null;
  meals: Pick<MenuDay, 'lunch' | 'supper'> | null;
};

/** The week of the rotation `date` is in (from 1), or null before the rotation starts. */
export function rotationWeek(menu: Pick<Menu, 'startsOn' | 'weeks'>, date: string): number | null {
  const days = daysBetween(menu.startsOn, date);
  if (days < 0) return null;
  return (Math.floor(days / 7) % menu.weeks) + 1;
}

/** The menu of the `count` days from `today`, each with its week of the rotation. */
export function daysOfMenu(menu: Menu, today: string, count = 7): DayOfMenu[] {
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(today, index);
    const week = rotationWeek(menu, date);
    const day =
      week === null ? undefined : menu.days.find((one) => one.week === week && one.day === weekdayOf(date));
    return { date, week, meals: day ? { lunch: day.lunch, supper: day.supper } : null };
  });
}

/**
 * What a rotation needs before it is published: each week from 1 to its length has each day once. A draft may be
 * unfinished.
 */
function wholeRotation(entry: Record<string, unknown>): RuleProblem[] {
  const weeks = entry.weeks;
  if (typeof weeks !== 'number' || !Array.isArray(entry.days)) return [];
  const found: RuleProblem[] = [];
  const seen = new Set<string>();
  for (const [index, day] of (entry.days as unknown[]).entries()) {
    const week = dayFields.week.schema.safeParse((day as { week?: unknown } | null)?.week);
    const named = dayFields.day.schema.safeParse((day as { day?: unknown } | null)?.day);
    if (!week.success || !named.success) continue;
    const [weekNumber, weekday] = [week.data, named.data];
    if (weekNumber > weeks)
      found.push(...problem(['days', index, 'week'], `the rotation is ${weeks} weeks long`));
    const key = `${weekNumber} ${weekday}`;
    if (seen.has(key))
      found.push(...problem(['days', index, 'day'], `week ${weekNumber} has ${weekday} twice`));
    seen.add(key);
  }
  const missing = Array.from({ length: weeks }, (_, week) =>
    WEEKDAYS.filter((weekday) => !seen.has(`${week + 1} ${weekday}`)).map(
      (weekday) => `week ${week + 1} ${weekday}`,
    ),
  ).flat();
  if (missing.length > 0)
    found.push(
      ...onlyAtPublish(
        problem(
          'days',
          `the rotation has no menu for ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', ...' : ''}`,
        ),
      ),
    );
  return found;
}

/** The menu: its rotation, or null while none is published (the page says so). */
export const menu = defineContentType({
  kind: 'singleType',
  collectionName: 'menus',
  info: {
    singularName: 'menu',
    pluralName: 'menus',
    displayName: 'Menu',
    description:
      "The menu's rotation of one to four weeks: each day's lunch and supper, with dietary notes, and the day the rotation starts. The website's What's on page shows the coming week's. Publish after every change.",
  },
  fields: {
    startsOn: day({
      label: 'The rotation starts on',
      help: 'The Monday of its first week: the website works out which week each day is from it.',
    }),
    weeks: wholeNumber({
      label: 'Weeks in the rotation',
      help: `How many weeks the menu runs before it starts again, 1 to ${MAX_WEEKS}.`,
      min: 1,
      max: MAX_WEEKS,
      default: MAX_WEEKS,
    }),
    note: text({
      label: 'A note on every meal',
      help: 'A line What\'s on shows with the menu: "There is always a choice".',
      max: 200,
      optional: true,
    }),
    days: rows({
      label: 'Days',
      help: 'Each day, named by its week and day ("Week 2, Tuesday"), in order: the home page says which week is this week.',
      component: 'menu.day',
      min: 1,
      emptyMessage: 'the menu has no day',
    }),
  },
  components: {
    'menu.day': {
      collectionName: 'components_menu_days',
      displayName: 'A day of the menu',
      description:
        'One day of the rotation: its week (1 to 4) and day, and the choices at lunch and at supper.',
      fields: dayFields,
      mainField: 'title',
      kept: { title: menuDayTitle, order: rotationOrder },
    },
    'menu.dish': {
      collectionName: 'components_menu_dishes',
      displayName: 'Dish',
      description: 'A dish, and whether it suits a soft, vegetarian or diabetic diet.',
      fields: dishFields,
      mainField: 'dish',
    },
  },
  populate: { days: { populate: ['lunch', 'supper'] } },
  rules: (entry) => [...lines(entry, 'days', daySchema), ...wholeRotation(entry)],
  async read({ entryIfPublished, warn }) {
    const published = await entryIfPublished();
    if (!published) return null;
    const { startsOn, weeks, note, days } = published.entry;
    const menuDays: MenuDay[] = [];
    for (const [index, line] of days.entries()) {
      const parsed = daySchema.safeParse(line);
      if (parsed.success) menuDays.push(menuDayOf(parsed.data));
      else warn(`cms: skipped day ${index + 1} of the menu: ${parsed.error.issues[0]?.message}`);
    }
    return menuOf({ startsOn, weeks, note }, menuDays);
  },
  describe: (rotation) => (rotation ? `the menu (${rotation.weeks}-week rotation)` : 'no menu'),
  pages: { shownOn: ['/whats-on', '/'] },
  sample: {
    edition: 6,
    // A four-week rotation starting on the Monday of the week the seed runs, so that a fresh install is in its first
    // week: two choices at lunch and a pudding, two at supper, every day.
    entries: ({ fromToday }) => {
      const today = fromToday(0);
      return {
        startsOn: addDays(today, -WEEKDAYS.indexOf(weekdayOf(today))),
        weeks: MAX_WEEKS,
        note: 'There is always a choice, and our cooks will make any dish soft, vegetarian or diabetic on request.',
        days: Array.from({ length: MAX_WEEKS * 7 }, (_, index) =>
          sampleDay(Math.floor(index / 7) + 1, index % 7),
        ),
      };
    },
  },
});

/** Dishes for the sample: a main, a second main, a pudding at lunch; two at supper, each with what it suits. */
const MAINS = [
  ['Roast chicken with sage stuffing', 'soft diabetic'],
  ['Cottage pie with buttered carrots', 'soft diabetic'],
  ['Poached salmon with parsley sauce', 'soft diabetic'],
  ['Beef casserole with dumplings', 'soft'],
  ['Liver and onions with mash', 'soft diabetic'],
  ['Fish pie with peas', 'soft diabetic'],
  ['Roast pork with apple sauce', 'diabetic'],
] as const;
const SECOND = [
  ['Cheese and onion pie', 'vegetarian'],
  ['Vegetable lasagne', 'vegetarian soft'],
  ['Mushroom stroganoff with rice', 'vegetarian diabetic'],
  ['Cauliflower cheese', 'vegetarian soft'],
] as const;
const PUDDINGS = [
  ['Apple crumble and custard', 'vegetarian soft'],
  ['Rice pudding with jam', 'vegetarian soft'],
  ['Sugar-free jelly and fruit', 'vegetarian soft diabetic'],
  ['Bread and butter pudding', 'vegetarian'],
  ['Lemon sponge and custard', 'vegetarian soft'],
] as const;
const SUPPERS = [
  ['Cream of tomato soup with bread', 'vegetarian soft diabetic'],
  ['Ham and mustard sandwiches', 'diabetic'],
  ['Scrambled eggs on toast', 'vegetarian soft diabetic'],
  ['Jacket potato with cheese and beans', 'vegetarian'],
  ['Leek and potato soup', 'vegetarian soft diabetic'],
  ['Egg mayonnaise sandwiches', 'vegetarian soft'],
] as const;

function sampleDay(week: number, dayIndex: number) {
  const n = (week - 1) * 7 + dayIndex;
  const dish = ([name, suits]: readonly [string, string]) => ({
    dish: name,
    soft: suits.includes('soft'),
    vegetarian: suits.includes('vegetarian'),
    diabetic: suits.includes('diabetic'),
  });
  return {
    week,
    day: WEEKDAYS[dayIndex],
    lunch: [
      MAINS[n % MAINS.length]!,
      SECOND[(n + week) % SECOND.length]!,
      PUDDINGS[n % PUDDINGS.length]!,
    ].map(dish),
    supper: [SUPPERS[n % SUPPERS.length]!, SUPPERS[(n + 3) % SUPPERS.length]!].map(dish),
  };
}
