import type { z } from 'zod';
import {
  defineContentType,
  choice,
  day,
  media,
  rows,
  rowSchemaOf,
  text,
  yesNo,
  type EntryOfFields,
  lines,
  problemsOf,
  mediaSchema,
  TIME_OF_DAY_PATTERN,
  type SiteImage,
} from '@/lib/kit';
import { addDays, formatDate, weekdayOf, WEEKDAYS, type Weekday } from '@/lib/dates';
import { noticeUnanswered, photoConsent, photosOf } from './photo-consent';

// "What's on": the home's weekly programme of activities, and the special events on their dates, as care homes keep
// them: a timetable that repeats every week, which editors change when the programme changes, and dated events among
// it. The site lays the programme out on the coming days' dates from the day of the build, with the events among them;
// the daily build keeps it true, and an event leaves the site the day after it happens.

/** Where an activity happens. */
export const places = ['In the home', 'In the garden', 'On an outing'] as const;
export type Place = (typeof places)[number];

const time = (help: string) =>
  text({
    label: 'Time',
    help: `${help}, on the 24-hour clock, like 14:00.`,
    max: 5,
    pattern: { regex: TIME_OF_DAY_PATTERN, message: 'a time looks like 14:30' },
  });
const place = choice({
  label: 'Where',
  help: 'In the home, in the garden, or on an outing.',
  choices: places,
  default: 'In the home',
});

const sessionFields = {
  day: choice({ label: 'Day of the week', help: 'The day it happens every week.', choices: WEEKDAYS }),
  time: time('When it starts'),
  activity: text({
    label: 'What happens',
    help: 'The activity in a line: "Chair exercise to music".',
    max: 120,
    empty: 'say what happens',
  }),
  place,
  // The row's name in the admin ("Tuesday 14:00: Chair exercise to music"), kept by the CMS (the component's `kept`).
  title: text({
    label: 'This activity',
    help: 'Its day, time and what happens, as the list names it: the CMS writes it when you save.',
    max: 160,
    optional: true,
  }),
};
const sessionSchema = rowSchemaOf(sessionFields);
/** A weekly activity's name in the admin: "Tuesday 14:00: Chair exercise to music". */
function sessionTitle(row: Record<string, unknown>): string | null {
  const { day, time, activity } = row;
  if (typeof day !== 'string' || typeof activity !== 'string') return null;
  return `${day}${typeof time === 'string' && time ? ` ${time}` : ''}: ${activity}`;
}
/** The week's activities in order: Monday first, each day by time; a row with no day yet last, as it was. */
function weekOrder(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const day = (row: Record<string, unknown>) => {
    const index = WEEKDAYS.indexOf(row.day as (typeof WEEKDAYS)[number]);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return day(a) - day(b) || String(a.time ?? '').localeCompare(String(b.time ?? ''));
}
/** One activity of the weekly programme: every week, on its day, at its time. */
/** A weekly activity as the site reads it (the name the admin lists it by is the CMS's alone). */
export type Session = Omit<z.output<typeof sessionSchema>, 'title'>;

const eventFields = {
  title: text({
    label: 'Title',
    help: 'What the event is called, on What\'s on: "Summer concert with the village choir".',
    max: 100,
    empty: 'give the event a title',
  }),
  date: day({ label: 'Date', help: 'The day it happens: after it, the website leaves it out by itself.' }),
  time: time('When it starts'),
  place,
  placeName: text({
    label: 'Where exactly',
    help: 'If it helps: "the conservatory", "Dungeness lighthouse".',
    max: 120,
    optional: true,
  }),
  familiesWelcome: yesNo({
    label: 'Are families welcome?',
    help: "Yes to say on What's on that families may come too.",
    default: false,
  }),
  description: text({
    label: 'What it is',
    help: 'A sentence or two about the event.',
    max: 300,
    lines: true,
    empty: 'say what the event is',
  }),
  photo: media({
    label: 'Photo',
    help: 'A photo for the event, if there is one.',
    kind: 'images',
    optional: true,
  }),
  photoConsent: photoConsent.field,
};

/** A special event as What's on shows it, on its own date. */
function eventOf(item: EntryOfFields<typeof eventFields>, photo: SiteImage | null) {
  return {
    id: item.documentId,
    title: item.title,
    /** YYYY-MM-DD. */
    date: item.date,
    /** hh:mm, 24-hour. */
    time: item.time,
    place: item.place,
    /** Where exactly, if the editors said: "the conservatory", "Dungeness lighthouse". */
    placeName: item.placeName ?? null,
    familiesWelcome: item.familiesWelcome,
    description: item.description,
    photo,
  };
}
export type SpecialEvent = ReturnType<typeof eventOf>;

/** One day of the coming days, with what happens on it, earliest first. */
export type ComingDay = {
  date: string;
  weekday: Weekday;
  happenings: ({ kind: 'session'; session: Session } | { kind: 'event'; event: SpecialEvent })[];
};

/** How many days "What's on" lays out, from the day of the build: today and the 13 after. */
export const COMING_DAYS = 14;

/**
 * The weekly programme laid out on the `count` days from `today`, with each special event on its date among them, in
 * time order. An event before today or after the last day is not among them.
 */
export function comingDays(
  sessions: readonly Session[],
  events: readonly SpecialEvent[],
  today: string,
  count = COMING_DAYS,
): ComingDay[] {
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(today, index);
    const weekday = weekdayOf(date);
    const happenings: ComingDay['happenings'] = [
      ...sessions
        .filter((session) => session.day === weekday)
        .map((session) => ({ kind: 'session' as const, session })),
      ...events.filter((event) => event.date === date).map((event) => ({ kind: 'event' as const, event })),
    ];
    const time = (happening: ComingDay['happenings'][number]) =>
      happening.kind === 'session' ? happening.session.time : happening.event.time;
    return { date, weekday, happenings: happenings.sort((a, b) => time(a).localeCompare(time(b))) };
  });
}

/**
 * The special events after the `count` days that `comingDays` lays out, by date, soonest first: What's on lists them
 * from the day they are published, however far ahead (families plan visits round them weeks before).
 */
export function laterDays(events: readonly SpecialEvent[], today: string, count = COMING_DAYS): ComingDay[] {
  const from = addDays(today, count);
  const later = events
    .filter((event) => event.date >= from)
    .toSorted((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
  const days: ComingDay[] = [];
  for (const event of later) {
    const last = days.at(-1);
    if (last?.date === event.date) last.happenings.push({ kind: 'event', event });
    else
      days.push({ date: event.date, weekday: weekdayOf(event.date), happenings: [{ kind: 'event', event }] });
  }
  return days;
}

/** How many days the home page's "This week" looks ahead, from the day of the build, and how many events it names. */
export const THIS_WEEK_DAYS = 7;
export const THIS_WEEK_EVENTS = 2;

/**
 * Where and from when the website shows an event on `date`, once published, for its entry in the admin: an editor who
 * publishes one weeks ahead must not think it failed. The site is built at each publish and every day.
 */
export function eventShownWords(date: string, today: string): string {
  if (date < today)
    return `It was on ${formatDate(date)}: the website stopped showing it the day after. Unpublish it.`;
  const fortnightFrom = addDays(date, -(COMING_DAYS - 1));
  const weekFrom = addDays(date, -(THIS_WEEK_DAYS - 1));
  const whatsOn =
    fortnightFrom > today
      ? `What’s on shows it as soon as it is published, under “Further ahead” until ${formatDate(addDays(fortnightFrom, -1))}, then in “The next two weeks” from ${formatDate(fortnightFrom)}.`
      : 'What’s on shows it in “The next two weeks” as soon as it is published.';
  const home =
    weekFrom > today
      ? `The home page’s “This week” names it from ${formatDate(weekFrom)}, when it is one of the next ${THIS_WEEK_EVENTS} events.`
      : `The home page’s “This week” names it now, when it is one of the next ${THIS_WEEK_EVENTS} events.`;
  return `${whatsOn} ${home} It leaves the website on ${formatDate(addDays(date, 1))}, the day after.`;
}

/** The weekly programme: one timetable, every week the same until the editors change it. */
export const programme = defineContentType({
  kind: 'singleType',
  collectionName: 'activity_programmes',
  info: {
    singularName: 'activity-programme',
    pluralName: 'activity-programmes',
    displayName: 'Weekly activities',
    description:
      "The activities that happen every week, each on its day and at its time. The website's What's on page lays them out on the coming two weeks' dates. Publish after every change.",
  },
  fields: {
    sessions: rows({
      label: "The week's activities",
      help: "Each activity that happens every week, with its day and time; What's on lays them out on the dates.",
      component: 'activities.session',
      min: 1,
      emptyMessage: 'the programme is empty',
    }),
  },
  components: {
    'activities.session': {
      collectionName: 'components_activities_sessions',
      displayName: 'Weekly activity',
      description:
        'An activity that happens every week: its day, its time (24-hour hh:mm), what it is and where.',
      fields: sessionFields,
      mainField: 'title',
      kept: { title: sessionTitle, order: weekOrder },
    },
  },
  populate: ['sessions'],
  // Checked line by line: one broken line is left out, not fatal.
  rules: (entry) => lines(entry, 'sessions', sessionSchema),
  // No programme published yet is a page that says so, not a failed build.
  async read({ entryIfPublished, warn }) {
    const published = await entryIfPublished();
    const sessions: Session[] = [];
    for (const [index, line] of (published?.entry.sessions ?? []).entries()) {
      const parsed = sessionSchema.safeParse(line);
      if (parsed.success) {
        const { day, time, activity, place } = parsed.data;
        sessions.push({ day, time, activity, place });
      } else
        warn(`cms: skipped line ${index + 1} of the weekly activities: ${parsed.error.issues[0]?.message}`);
    }
    return sessions;
  },
  describe: (sessions) => `${sessions.length} weekly activities`,
  pages: { shownOn: ['/whats-on', '/'] },
  sample: {
    edition: 5,
    entries: () => ({
      sessions: [
        ['Monday', '10:30', 'Chair exercise to music', 'In the home'],
        ['Monday', '14:30', 'Gardening club in the raised beds', 'In the garden'],
        ['Tuesday', '10:30', 'Singing with Ruth at the piano', 'In the home'],
        ['Tuesday', '14:00', 'Minibus trip to a garden centre for tea', 'On an outing'],
        ['Wednesday', '10:30', 'Memories group: old photographs and stories', 'In the home'],
        ['Wednesday', '15:00', 'Afternoon film in the lounge', 'In the home'],
        ['Thursday', '10:30', 'Baking for afternoon tea', 'In the home'],
        ['Thursday', '14:30', 'Walking club round the orchard', 'In the garden'],
        ['Friday', '10:30', 'The papers and a quiz', 'In the home'],
        ['Friday', '14:30', 'Painting and crafts', 'In the home'],
        ['Saturday', '11:00', 'Flower arranging', 'In the home'],
        ['Saturday', '15:00', 'Games afternoon: cards, dominoes and scrabble', 'In the home'],
        ['Sunday', '11:00', 'Church service in the lounge', 'In the home'],
        ['Sunday', '15:00', 'Tea and music on the terrace', 'In the garden'],
      ].map(([day, time, activity, place]) => ({ day, time, activity, place })),
    }),
  },
});

/**
 * The special events still to come, from the day of the build on, soonest first. A past event is not refused: the
 * build leaves it out, with a line.
 */
export const events = defineContentType({
  kind: 'collectionType',
  collectionName: 'events',
  info: {
    singularName: 'event',
    pluralName: 'events',
    displayName: 'Special event',
    description:
      "An event on a date of its own (a concert, an outing, a party), shown on the website's What's on page among the week's activities until the day after it happens. Say whether families are welcome.",
  },
  fields: eventFields,
  ...photoConsent.parts('photo', 'photoConsent'),
  sort: ['date:asc', 'time:asc'],
  admin: {
    mainField: 'title',
    columns: ['title', 'date', 'time', 'familiesWelcome', 'photo'],
    sortBy: 'date',
  },
  rules: (entry, today) => [
    ...(entry.photo == null ? [] : problemsOf(mediaSchema, entry.photo, ['photo'])),
    ...photoConsent.rules(entry, 'photo', 'photoConsent', today, { required: false }),
  ],
  optional: true,
  async read(tools) {
    const { entries, warn, notice, today } = tools;
    const items = await entries();
    const coming = items.filter((item) => {
      if (item.date >= today) return true;
      warn(`cms: left out event ${item.documentId} ("${item.title}"): it was on ${item.date}`);
      return false;
    });
    noticeUnanswered(notice, coming, 'photo', 'photoConsent', 'photos of events to come');
    const photos = await photosOf(tools, coming, 'photo', 'photoConsent', {
      collection: 'events',
      what: (item) => `event ${item.documentId} ("${item.title}")`,
    });
    return coming.map((item) => eventOf(item, photos.get(item) ?? null));
  },
  describe: (upcoming) => `${upcoming.length} events to come`,
  pages: { shownOn: ['/whats-on', '/'] },
  sample: {
    edition: 5,
    // Dated from the day the seed runs, so that a fresh install shows them in the coming fortnight; the first was
    // yesterday, and the site has already let it go.
    entries: ({ fromToday }) => [
      {
        title: 'Harvest supper',
        date: fromToday(-1),
        time: '17:30',
        place: 'In the home',
        placeName: 'the dining room',
        familiesWelcome: true,
        description: 'A supper of autumn food from the garden, with a raffle for the league of friends.',
      },
      {
        title: 'An afternoon with a harpist',
        date: fromToday(2),
        time: '14:30',
        place: 'In the home',
        placeName: 'the lounge',
        familiesWelcome: true,
        description:
          'Music from a harpist who plays at homes across the Weald: songs everyone knows, and time for requests. Families are very welcome to join us.',
        photo: {
          $file: {
            art: 'gallery',
            index: 4,
            name: 'sample-event-music-afternoon.jpg',
            alternativeText: 'Illustration: the lounge set out with chairs for an afternoon of music',
            caption: 'Sample illustration',
          },
        },
        photoConsent: { shown: 'No one who can be recognised' },
      },
      {
        title: 'Minibus outing to Dungeness',
        date: fromToday(6),
        time: '10:00',
        place: 'On an outing',
        placeName: 'Dungeness, by the old lighthouse',
        familiesWelcome: false,
        description: 'Sea air, fish and chips, and a slow drive home along the marsh. Back in time for tea.',
      },
      {
        title: 'Family quiz night',
        date: fromToday(10),
        time: '18:30',
        place: 'In the home',
        placeName: 'the dining room',
        familiesWelcome: true,
        description:
          'Teams of residents, families and staff, with a supper interval. Bring a team, or join one here.',
      },
      // More than a fortnight ahead, so that a fresh install shows What's on's "Further ahead" too.
      {
        title: 'Open afternoon for families',
        date: fromToday(24),
        time: '14:00',
        place: 'In the home',
        placeName: 'the lounge and the garden room',
        familiesWelcome: true,
        description:
          'For anyone thinking about a move here: look round, meet the team and residents, and ask anything over tea.',
      },
    ],
  },
});
