/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { checkEntry } from '@/lib/cms/declared';
import { readType, recordedCmsForEachTest } from '@/lib/cms/testing/recorded-client';
import { recorded } from '@/lib/cms/testing/recorded-strapi';
import { WEEKDAYS } from '@/lib/dates';
import { daysOfMenu, rotationWeek, type Menu, type MenuDay } from './menu';

const cms = recordedCmsForEachTest();
const MENU = 'api::menu.menu';

/** A rotation of `weeks` from `startsOn`, each day's lunch naming its week and day. */
function rotation(startsOn: string, weeks: number): Menu {
  const days: MenuDay[] = Array.from({ length: weeks * 7 }, (_, index) => {
    const week = Math.floor(index / 7) + 1;
    const day = WEEKDAYS[index % 7]!;
    const dish = (name: string) => ({ name, soft: false, vegetarian: false, diabetic: false });
    return { week, day, lunch: [dish(`${day} lunch, week ${week}`)], supper: [dish('Soup')] };
  });
  return { startsOn, weeks, note: null, days };
}

describe('the week of the rotation', () => {
  it('walks a four-week rotation week by week from its first day, and starts again after the fourth', () => {
    const menu = rotation('2026-11-23', 4);
    expect(rotationWeek(menu, '2026-11-23')).toBe(1);
    expect(rotationWeek(menu, '2026-11-29')).toBe(1);
    expect(rotationWeek(menu, '2026-11-30')).toBe(2);
    expect(rotationWeek(menu, '2026-12-14')).toBe(4);
    expect(rotationWeek(menu, '2026-12-21')).toBe(1);
    // Fifty-two weeks on, thirteen times round.
    expect(rotationWeek(menu, '2027-11-22')).toBe(1);
  });

  it('counts on across a year’s end, and a rotation of three weeks or one', () => {
    const three = rotation('2026-12-14', 3);
    expect(rotationWeek(three, '2026-12-27')).toBe(2);
    expect(rotationWeek(three, '2026-12-28')).toBe(3);
    expect(rotationWeek(three, '2027-01-01')).toBe(3);
    expect(rotationWeek(three, '2027-01-04')).toBe(1);
    expect(rotationWeek(rotation('2026-01-05', 1), '2027-01-01')).toBe(1);
  });

  it('is none before the rotation starts', () => {
    expect(rotationWeek(rotation('2026-12-07', 4), '2026-12-06')).toBeNull();
  });

  it('gives each of the coming week’s days its own week’s meals, by its day of the week', () => {
    const week = daysOfMenu(rotation('2026-11-23', 4), '2026-12-04');
    expect(week.map(({ date, week: number }) => [date, number])).toEqual([
      ['2026-12-04', 2],
      ['2026-12-05', 2],
      ['2026-12-06', 2],
      ['2026-12-07', 3],
      ['2026-12-08', 3],
      ['2026-12-09', 3],
      ['2026-12-10', 3],
    ]);
    expect(week[0]!.meals!.lunch[0]!.name).toBe('Friday lunch, week 2');
    expect(week[3]!.meals!.lunch[0]!.name).toBe('Monday lunch, week 3');
  });

  it('has no meals for a day the rotation lacks, or before it starts', () => {
    const menu = rotation('2026-11-30', 2);
    menu.days = menu.days.filter((day) => !(day.week === 1 && day.day === 'Wednesday'));
    const week = daysOfMenu(menu, '2026-11-28');
    expect(week.map(({ week: number, meals }) => [number, meals !== null])).toEqual([
      [null, false],
      [null, false],
      [1, true],
      [1, true],
      [1, false],
      [1, true],
      [1, true],
    ]);
  });
});

describe('the menu', () => {
  it('is read with its days and their dishes', async () => {
    const menu = await readType('menu', cms);
    expect(cms.strapi.requests[0]!.query.get('populate[days][populate][0]')).toBe('lunch');
    expect(menu).toMatchObject({ startsOn: recorded.menu.data.startsOn, weeks: 4 });
    expect(menu!.days).toHaveLength(28);
    expect(menu!.days[0]!.lunch[0]).toEqual({
      name: 'Roast chicken with sage stuffing',
      soft: true,
      vegetarian: false,
      diabetic: true,
    });
    expect(cms.warnings).toEqual([]);
  });

  it('leaves out a day it cannot show, with a warning, and is none while unpublished', async () => {
    const body = structuredClone(recorded.menu);
    body.data.days[0].lunch = [];
    cms.strapi.queue.push({ status: 200, body });
    expect((await readType('menu', cms))!.days).toHaveLength(27);
    expect(cms.warnings).toEqual(['cms: skipped day 1 of the menu: give lunch at least one dish']);
    cms.strapi.overrides.set('/api/menu', { status: 404 });
    expect(await readType('menu', cms)).toBeNull();
  });
});

describe('the menu’s rules', () => {
  const entry = () => structuredClone(recorded.menu.data);
  const problems = (menu: Record<string, unknown>, mode: 'publish' | 'save') =>
    checkEntry(MENU, menu, mode).map(({ path, message }) => `${path.join('.')}: ${message}`);

  it('publish a whole rotation, and keep a draft that is not whole yet, refusing it only at publish', () => {
    expect(problems(entry(), 'publish')).toEqual([]);
    const unfinished = entry();
    unfinished.days = unfinished.days.slice(0, 10);
    expect(problems(unfinished, 'save')).toEqual([]);
    expect(problems(unfinished, 'publish')).toEqual([
      'days: the rotation has no menu for week 2 Thursday, week 2 Friday, week 2 Saturday, ...',
    ]);
  });

  it('refuse a day given twice, or a week past the rotation’s length', () => {
    const twice = entry();
    twice.days[8].week = 1;
    twice.days[8].day = 'Monday';
    expect(problems(twice, 'save')).toContain('days.8.day: week 1 has Monday twice');
    const short = entry();
    short.weeks = 3;
    expect(problems(short, 'save')).toContain('days.21.week: the rotation is 3 weeks long');
  });
});
