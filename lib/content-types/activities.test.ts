/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { eventData } from '@/components/whats-on/whats-on';
import { readType, recordedCmsForEachTest } from '@/lib/cms/testing/recorded-client';
import { sampleHome } from '@/lib/cms/testing/sample-home';
import { queueChangedItem, recorded } from '@/lib/cms/testing/recorded-strapi';
import { addDays, formatDay, weekdayOf } from '@/lib/dates';
import {
  comingDays,
  COMING_DAYS,
  eventShownWords,
  laterDays,
  type Session,
  type SpecialEvent,
} from './activities';

const cms = recordedCmsForEachTest();

/** The recorded events' dates: the first the day before the day they were recorded (a Saturday). */
const RECORDED_ON = '2026-11-28';

const session = (day: Session['day'], time: string, activity: string): Session => ({
  day,
  time,
  activity,
  place: 'In the home',
});
const event = (date: string, time: string, title: string, familiesWelcome = false): SpecialEvent => ({
  id: title,
  title,
  date,
  time,
  place: 'In the home',
  placeName: null,
  familiesWelcome,
  description: `About ${title}`,
  photo: null,
});

describe('the coming days', () => {
  const week = [
    session('Monday', '14:30', 'Gardening club'),
    session('Monday', '10:30', 'Chair exercise'),
    session('Wednesday', '15:00', 'Film'),
    session('Sunday', '11:00', 'Church service'),
  ];

  it('are the 14 days from the day of the build, each with its weekday’s activities in time order', () => {
    const days = comingDays(week, [], '2026-11-28');
    expect(days).toHaveLength(COMING_DAYS);
    expect(days.map((day) => day.date)).toEqual(
      Array.from({ length: 14 }, (_, n) => addDays('2026-11-28', n)),
    );
    expect(days[0]).toMatchObject({ date: '2026-11-28', weekday: 'Saturday', happenings: [] });
    expect(days[1]!.weekday).toBe('Sunday');
    const monday = days[2]!;
    expect(monday.weekday).toBe('Monday');
    expect(
      monday.happenings.map((happening) => happening.kind === 'session' && happening.session.activity),
    ).toEqual(['Chair exercise', 'Gardening club']);
    // The programme repeats: the next Monday has the same.
    expect(days[9]!.weekday).toBe('Monday');
    expect(days[9]!.happenings).toEqual(monday.happenings);
  });

  it('carry each special event on its date among the activities, and none before today or after the last day', () => {
    const harpist = event('2026-11-30', '12:00', 'Harpist');
    const days = comingDays(
      week,
      [event('2026-11-27', '17:30', 'Yesterday'), harpist, event('2026-12-12', '10:00', 'Too far')],
      '2026-11-28',
    );
    const shown = days.flatMap((day) => day.happenings.filter((one) => one.kind === 'event'));
    expect(shown).toEqual([{ kind: 'event', event: harpist }]);
    expect(
      days[2]!.happenings.map((one) => (one.kind === 'event' ? one.event.title : one.session.time)),
    ).toEqual(['10:30', 'Harpist', '14:30']);
    // The last day shown is the 13th after today.
    expect(
      comingDays(week, [event('2026-12-11', '10:00', 'Last day')], '2026-11-28').at(-1)!.happenings,
    ).toHaveLength(1);
  });

  it('run across a month’s and a year’s end on the right weekdays', () => {
    const days = comingDays(week, [event('2027-01-01', '11:00', 'New Year')], '2026-12-25');
    expect(days.map((day) => day.date).slice(6, 9)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    expect(weekdayOf('2027-01-01')).toBe('Friday');
    expect(days.find((day) => day.date === '2027-01-03')!.weekday).toBe('Sunday');
    expect(formatDay('2027-01-01')).toBe('Friday 1 January');
    expect(days[7]!.happenings).toEqual([
      { kind: 'event', event: expect.objectContaining({ title: 'New Year' }) },
    ]);
  });
});

describe('the events further ahead', () => {
  it('are every event after the fortnight, by date and time, each date once, however far ahead', () => {
    const today = '2026-11-28';
    const shownInTheFortnight = event('2026-12-11', '10:00', 'Last day of the fortnight');
    const sixteenDays = event(addDays(today, 16), '14:00', 'Carol singers');
    const sameDayEarlier = event(addDays(today, 16), '10:30', 'Coffee morning');
    const nextYear = event('2027-03-01', '11:00', 'Daffodil walk');
    const later = laterDays([nextYear, sixteenDays, shownInTheFortnight, sameDayEarlier], today);
    expect(later.map((day) => [day.date, day.weekday])).toEqual([
      ['2026-12-14', 'Monday'],
      ['2027-03-01', 'Monday'],
    ]);
    expect(later[0]!.happenings.map((one) => one.kind === 'event' && one.event.title)).toEqual([
      'Coffee morning',
      'Carol singers',
    ]);
    // Together with the fortnight, every event to come is shown once.
    const fortnight = comingDays([], [nextYear, sixteenDays, shownInTheFortnight, sameDayEarlier], today);
    const titles = [...fortnight, ...later].flatMap((day) =>
      day.happenings.map((one) => one.kind === 'event' && one.event.title),
    );
    expect(titles.toSorted()).toEqual(
      ['Carol singers', 'Coffee morning', 'Daffodil walk', 'Last day of the fortnight'].toSorted(),
    );
  });

  it('are said in the event’s entry: where the site shows it, and from when', () => {
    expect(eventShownWords('2026-12-14', '2026-11-28')).toBe(
      'What’s on shows it as soon as it is published, under “Further ahead” until 30 November 2026, then in ' +
        '“The next two weeks” from 1 December 2026. The home page’s “This week” names it from 8 December 2026, ' +
        'when it is one of the next 2 events. It leaves the website on 15 December 2026, the day after.',
    );
    expect(eventShownWords('2026-11-30', '2026-11-28')).toMatch(
      /^What’s on shows it in “The next two weeks” as soon as it is published\. The home page’s “This week” names it now/,
    );
    expect(eventShownWords('2026-11-27', '2026-11-28')).toMatch(/^It was on 27 November 2026/);
  });

  it('are none when every event is within the fortnight', () => {
    expect(laterDays([event('2026-11-30', '12:00', 'Harpist')], '2026-11-28')).toEqual([]);
  });
});

describe('the weekly activities', () => {
  it('are read with their lines, each checked', async () => {
    const sessions = await readType('programme', cms, { today: RECORDED_ON });
    expect(sessions).toHaveLength(recorded.programme.data.sessions.length);
    expect(sessions[0]).toEqual({
      day: 'Monday',
      time: '10:30',
      activity: 'Chair exercise to music',
      place: 'In the home',
    });
  });

  it('leave out a line that cannot be shown, with a warning', async () => {
    const body = structuredClone(recorded.programme);
    body.data.sessions[1].time = '2.30pm';
    cms.strapi.queue.push({ status: 200, body });
    const sessions = await readType('programme', cms, { today: RECORDED_ON });
    expect(sessions).toHaveLength(recorded.programme.data.sessions.length - 1);
    expect(cms.warnings).toEqual(['cms: skipped line 2 of the weekly activities: a time looks like 14:30']);
  });

  it('are none, not a failed build, while no programme is published', async () => {
    cms.strapi.overrides.set('/api/activity-programme', { status: 404 });
    expect(await readType('programme', cms, { today: RECORDED_ON })).toEqual([]);
  });
});

describe('the special events', () => {
  it('are the ones from today on, soonest first, each with its photo made the site’s own', async () => {
    const upcoming = await readType('events', cms, { today: RECORDED_ON });
    const request = cms.strapi.requests[0]!;
    expect(request.path).toBe('/api/events');
    expect(request.query.get('sort[0]')).toBe('date:asc');
    expect(upcoming.map((one) => one.title)).toEqual([
      'An afternoon with a harpist',
      'Minibus outing to Dungeness',
      'Family quiz night',
    ]);
    expect(upcoming[0]!.photo?.alt).toBe(
      'Illustration: the lounge set out with chairs for an afternoon of music',
    );
    expect(upcoming[1]).toMatchObject({ familiesWelcome: false, photo: null, place: 'On an outing' });
    // The one the day before is left out, and the build says so.
    expect(cms.warnings).toEqual([
      expect.stringMatching(/^cms: left out event \w+ \("Harvest supper"\): it was on 2026-11-27$/),
    ]);
  });

  it('keep an event on its own day, and let it go the day after', async () => {
    const onTheDay = await readType('events', cms, { today: '2026-11-30' });
    expect(onTheDay[0]!.title).toBe('An afternoon with a harpist');
  });

  it('leave out an event the CMS cannot describe, and show one whose photo cannot be used without it', async () => {
    queueChangedItem(cms.strapi, recorded.events, 1, { time: 'half two' });
    const upcoming = await readType('events', cms, {
      today: RECORDED_ON,
      prepare: async () => ({ image: null, problem: 'CMS not found (404) reading "media"' }),
    });
    expect(upcoming.map((one) => one.title)).not.toContain('An afternoon with a harpist');
    expect(
      cms.warnings.some((line) => /skipped special event \w+: time: a time looks like 14:30/.test(line)),
    ).toBe(true);
  });

  it('are none in a CMS set up before "Special event" existed', async () => {
    cms.strapi.overrides.set('/api/events', { status: 404 });
    expect(await readType('events', cms, { today: RECORDED_ON })).toEqual([]);
    expect(cms.warnings[0]).toContain('the CMS has no "Special event" type');
  });
});

describe('an event as schema.org’s Event', () => {
  it('starts at its time in Kent, at the home or at the outing’s place', async () => {
    const home = await sampleHome();
    const summer = eventData(event('2027-07-01', '14:30', 'Garden party', true), home);
    expect(summer).toMatchObject({
      '@type': 'Event',
      name: 'Garden party',
      startDate: '2027-07-01T14:30:00+01:00',
      location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'GB' } },
    });
    expect(eventData(event('2026-12-17', '18:30', 'Carols'), home).startDate).toBe(
      '2026-12-17T18:30:00+00:00',
    );
    const outing = eventData(
      {
        ...event('2026-12-04', '10:00', 'Outing'),
        place: 'On an outing',
        placeName: 'Dungeness',
      },
      home,
    );
    expect(outing.location).toMatchObject({ name: 'Dungeness' });
  });
});
