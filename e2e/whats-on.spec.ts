import type { Session } from '../lib/content-types';
import { addDays, formatDay, weekdayOf } from '../lib/dates';
import { builtDay, cmsCollection, cmsHome, cmsSingle } from './cms-data';
import { expect, test } from './fixtures';

type CmsEvent = { title: string; date: string; time: string; familiesWelcome: boolean | null };
type CmsMenu = {
  startsOn: string;
  weeks: number;
  days: { week: number; day: string; lunch: { dish: string }[]; supper: { dish: string }[] }[];
};

/** What the CMS publishes for "What's on": the weekly programme (none while unpublished) and the events. */
async function published() {
  const programme = await cmsSingle<{ sessions: Session[] }>('activity-programme', ['sessions']).catch(
    () => ({
      sessions: [],
    }),
  );
  const events = await cmsCollection<CmsEvent>('events', { populate: 'photo' });
  return { sessions: programme.sessions, events };
}

// What the page says is what the CMS publishes, laid out on the days from the build's (builtDay), whenever the test
// runs. The days a build is made for are the unit tests' (lib/content-types/activities.test.ts) and the build's own
// (scripts/make-site/build-faults.test.ts); a publish reaching the site, the publish test's.
test.describe('What’s on', { tag: '@desktop' }, () => {
  test('lays the weekly programme out on the 14 days from today, with each event still to come on its day', async ({
    page,
  }) => {
    const today = builtDay();
    const { sessions, events } = await published();
    expect(sessions.length).toBeGreaterThan(0);
    await page.goto('/whats-on');
    const days = page.getByRole('region', { name: 'The next two weeks' }).getByRole('list').first();
    await expect(days.locator(':scope > li')).toHaveCount(14);
    for (let n = 0; n < 14; n += 1) {
      const date = addDays(today, n);
      const day = page.locator(`#day-${date}`);
      await expect(day.getByRole('heading', { level: 3 })).toContainText(formatDay(date));
      const planned = sessions.filter((session) => session.day === weekdayOf(date));
      const special = events.filter((event) => event.date === date);
      await expect(day.getByRole('listitem')).toHaveCount(planned.length + special.length);
      for (const { activity } of planned)
        await expect(day.getByText(activity, { exact: true })).toBeVisible();
      for (const { title } of special) await expect(day.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.locator(`#day-${today} h3`)).toHaveText(`Today, ${formatDay(today)}`);
    // An event before today is not on the page; one after the fortnight is under "Further ahead", on its day, in date
    // order (the sample has one, so that this is always looked at).
    const last = addDays(today, 13);
    for (const { title } of events.filter((event) => event.date < today))
      await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    const later = events
      .filter((event) => event.date > last)
      .sort((a, b) => `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`));
    expect(later.length).toBeGreaterThan(0);
    const further = page.getByRole('region', { name: 'Further ahead' });
    await expect(further.getByRole('heading', { level: 4 })).toHaveText(later.map(({ title }) => title));
    for (const { title, date } of later) {
      await expect(days.getByRole('heading', { name: title })).toHaveCount(0);
      await expect(further.locator(`#day-${date}`).getByRole('heading', { name: title })).toBeVisible();
    }
  });

  test('shows the coming week’s lunch and supper from the right week of the menu’s rotation', async ({
    page,
  }) => {
    const today = builtDay();
    const menu = await cmsSingle<CmsMenu>('menu', ['days.lunch', 'days.supper']);
    await page.goto('/whats-on');
    const section = page.getByRole('region', { name: 'This week’s menu' });
    const days = section.getByRole('list').first().locator(':scope > li');
    await expect(days).toHaveCount(7);
    for (let n = 0; n < 7; n += 1) {
      const date = addDays(today, n);
      const day = days.nth(n);
      await expect(day.getByRole('heading', { level: 3 })).toContainText(formatDay(date));
      // Counted here from the rotation's first day, week by week.
      const elapsed = (Date.parse(date) - Date.parse(menu.startsOn)) / 86_400_000;
      expect(elapsed).toBeGreaterThanOrEqual(0);
      const week = (Math.floor(elapsed / 7) % menu.weeks) + 1;
      if (menu.weeks > 1) await expect(day).toContainText(`Week ${week} of ${menu.weeks}`);
      const planned = menu.days.find((one) => one.week === week && one.day === weekdayOf(date))!;
      for (const { dish } of [...planned.lunch, ...planned.supper])
        await expect(day.getByText(dish, { exact: true })).toBeVisible();
    }
  });

  test('lists the events families may join, each linked to its day, and describes them to search engines', async ({
    page,
  }) => {
    const today = builtDay();
    const { events } = await published();
    // However far ahead: What's on shows every event to come (beyond the fortnight, under "Further ahead").
    const welcome = events.filter((event) => event.familiesWelcome && event.date >= today);
    await page.goto('/whats-on');
    const json = await page.locator('script[type="application/ld+json"]').allTextContents();
    const described = json
      .flatMap((text) => [JSON.parse(text)].flat())
      .filter((data) => data['@type'] === 'Event');
    expect(described.map((data) => data.name).sort()).toEqual(welcome.map((event) => event.title).sort());
    for (const event of welcome) {
      const data = described.find((one) => one.name === event.title);
      expect(data.startDate).toMatch(new RegExp(`^${event.date}T${event.time}:00[+-]\\d\\d:\\d\\d$`));
      expect(data.location).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress' } });
      const link = page
        .getByRole('region', { name: 'Families are welcome at' })
        .getByRole('link', { name: event.title });
      await expect(link).toHaveAttribute('href', `#day-${event.date}`);
    }
    if (welcome.length > 0) {
      await page
        .getByRole('region', { name: 'Families are welcome at' })
        .getByRole('link', { name: welcome[0]!.title })
        .click();
      await expect(page.locator(`#day-${welcome[0]!.date}`)).toBeInViewport();
    }
  });

  test('the home page’s “This week” shows today’s activities and the week’s next events, and leads to What’s on', async ({
    page,
  }) => {
    const today = builtDay();
    const { sessions, events } = await published();
    await page.goto('/');
    const teaser = page.getByRole('region', { name: 'This week at Wealdhaven' });
    for (const { activity } of sessions.filter((session) => session.day === weekdayOf(today)))
      await expect(teaser.getByText(activity)).toBeVisible();
    const week = events
      .filter((event) => event.date >= today && event.date <= addDays(today, 6))
      .sort((a, b) => `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`));
    for (const { title } of week.slice(0, 2)) await expect(teaser.getByText(title)).toBeVisible();
    await teaser.getByRole('link', { name: 'See what’s on' }).click();
    await expect(page).toHaveURL(/\/whats-on$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `What’s on at ${(await cmsHome()).shortName}`,
    );
  });
});
