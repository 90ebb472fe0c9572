import { z } from 'zod';
import { defineContentType } from '@/lib/cms/define';
import { daysBetween, lines, onlyAtPublish, problem, type RuleProblem } from '@/lib/cms/rules';
import { documentId, isoDate, optional } from '@/lib/cms/schemas';
import { addDays, weekdayOf, WEEKDAYS, type Weekday } from '@/lib/dates';

// The menu, as care homes keep it: a rotation of one to four weeks (most keep four), each day's lunch and supper
// choices with their dietary notes, and the day the rotation starts. Editors enter it once; the build works out which
// week of the rotation each day is in, so the site shows the right week for as long as the rotation runs.

/** The longest rotation: four weeks, the cycle most homes keep. */
export const MAX_WEEKS = 4;

export type Dish = { name: string; soft: boolean; vegetarian: boolean; diabetic: boolean };
export type MenuDay = { week: number; day: Weekday; lunch: Dish[]; supper: Dish[] };
/** The rotation, as published. */
export type Menu = {
  /** The first day of the rotation's first week, YYYY-MM-DD. */
  startsOn: string;
  weeks: number;
  /** What the editors say of every meal ("there is always a choice"), if anything. */
  note: string | null;
  days: MenuDay[];
};
/** One day's meals, on its date. `week` is null before the rotation starts; `meals` null when it has none then. */
export type DayOfMenu = {
  date: string;
  week: number | null;
  meals: Pick<MenuDay, 'lunch' | 'supper'> | null;
};

const dishSchema = z.object({
  dish: z.string().trim().min(1, 'name the dish').max(120),
  soft: z.boolean().nullish(),
  vegetarian: z.boolean().nullish(),
  diabetic: z.boolean().nullish(),
});
const daySchema = z.object({
  week: z.number().int().min(1).max(MAX_WEEKS, `a rotation is ${MAX_WEEKS} weeks at most`),
  day: z.enum(WEEKDAYS),
  lunch: z.array(dishSchema).min(1, 'give lunch at least one dish'),
  supper: z.array(dishSchema).min(1, 'give supper at least one dish'),
});

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
    const parsed = daySchema.pick({ week: true, day: true }).safeParse(day);
    if (!parsed.success) continue;
    const { week, day: weekday } = parsed.data;
    if (week > weeks) found.push(...problem(['days', index, 'week'], `the rotation is ${weeks} weeks long`));
    const key = `${week} ${weekday}`;
    if (seen.has(key)) found.push(...problem(['days', index, 'day'], `week ${week} has ${weekday} twice`));
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

const dishOf = (dish: z.infer<typeof dishSchema>): Dish => ({
  name: dish.dish,
  soft: dish.soft ?? false,
  vegetarian: dish.vegetarian ?? false,
  diabetic: dish.diabetic ?? false,
});

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
  attributes: {
    startsOn: { type: 'date', required: true },
    weeks: { type: 'integer', required: true, min: 1, max: MAX_WEEKS, default: MAX_WEEKS },
    note: { type: 'string', maxLength: 200 },
    days: { type: 'component', repeatable: true, required: true, min: 1, component: 'menu.day' },
  },
  components: {
    'menu.day': {
      collectionName: 'components_menu_days',
      displayName: 'A day of the menu',
      description:
        'One day of the rotation: its week (1 to 4) and day, and the choices at lunch and at supper.',
      attributes: {
        week: { type: 'integer', required: true, min: 1, max: MAX_WEEKS },
        day: { type: 'enumeration', required: true, enum: WEEKDAYS },
        lunch: { type: 'component', repeatable: true, required: true, min: 1, component: 'menu.dish' },
        supper: { type: 'component', repeatable: true, required: true, min: 1, component: 'menu.dish' },
      },
    },
    'menu.dish': {
      collectionName: 'components_menu_dishes',
      displayName: 'Dish',
      description: 'A dish, and whether it suits a soft, vegetarian or diabetic diet.',
      attributes: {
        dish: { type: 'string', required: true, maxLength: 120 },
        soft: { type: 'boolean', default: false },
        vegetarian: { type: 'boolean', default: false },
        diabetic: { type: 'boolean', default: false },
      },
    },
  },
  populate: { days: { populate: ['lunch', 'supper'] } },
  schema: z.object({
    documentId,
    startsOn: isoDate,
    weeks: z.number().int().min(1).max(MAX_WEEKS),
    note: optional(z.string().trim().max(200)),
    // Checked day by day: one broken day is left out, and the page says its menu is to follow.
    days: z.array(z.unknown()).min(1, 'the menu has no day'),
  }),
  rules: (entry) => [...lines(entry, 'days', daySchema), ...wholeRotation(entry)],
  async read({ entryIfPublished, warn }): Promise<Menu | null> {
    const published = await entryIfPublished();
    if (!published) return null;
    const { startsOn, weeks, note, days } = published.entry;
    const menuDays: MenuDay[] = [];
    for (const [index, line] of days.entries()) {
      const parsed = daySchema.safeParse(line);
      if (parsed.success)
        menuDays.push({
          ...parsed.data,
          lunch: parsed.data.lunch.map(dishOf),
          supper: parsed.data.supper.map(dishOf),
        });
      else warn(`cms: skipped day ${index + 1} of the menu: ${parsed.error.issues[0]?.message}`);
    }
    return { startsOn, weeks, note: note ?? null, days: menuDays };
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
