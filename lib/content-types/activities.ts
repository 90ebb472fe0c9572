import { z } from 'zod';
import { defineContentType } from '@/lib/cms/define';
import { lines, problemsOf } from '@/lib/cms/rules';
import {
  documentId,
  isoDate,
  mediaSchema,
  optional,
  timeOfDay,
  TIME_OF_DAY_PATTERN,
} from '@/lib/cms/schemas';
import type { SiteImage } from '@/lib/cms/types';
import { addDays, weekdayOf, WEEKDAYS, type Weekday } from '@/lib/dates';
import { noticeUnanswered, photoConsent, photosOf } from './photo-consent';

// "What's on": the home's weekly programme of activities, and the special events on their dates, as care homes keep
// them: a timetable that repeats every week, which editors change when the programme changes, and dated events among
// it. The site lays the programme out on the coming days' dates from the day of the build, with the events among them;
// the daily build keeps it true, and an event leaves the site the day after it happens.

/** Where an activity happens. */
export const places = ['In the home', 'In the garden', 'On an outing'] as const;
export type Place = (typeof places)[number];

/** One activity of the weekly programme: every week, on its day, at its time. */
export type Session = { day: Weekday; time: string; activity: string; place: Place };

/** A special event, on its own date. */
export type SpecialEvent = {
  id: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  /** hh:mm, 24-hour. */
  time: string;
  place: Place;
  /** Where exactly, if the editors said: "the conservatory", "Dungeness lighthouse". */
  placeName: string | null;
  familiesWelcome: boolean;
  description: string;
  photo: SiteImage | null;
};

/** One day of the coming days, with what happens on it, earliest first. */
export type ComingDay = {
  date: string;
  weekday: Weekday;
  happenings: ({ kind: 'session'; session: Session } | { kind: 'event'; event: SpecialEvent })[];
};

/** How many days "What's on" lays out, from the day of the build: today and the 13 after. */
export const COMING_DAYS = 14;

const sessionSchema = z.object({
  day: z.enum(WEEKDAYS),
  time: timeOfDay,
  activity: z.string().trim().min(1, 'say what happens').max(120),
  place: z.enum(places),
});

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
  attributes: {
    sessions: {
      type: 'component',
      repeatable: true,
      required: true,
      min: 1,
      component: 'activities.session',
    },
  },
  components: {
    'activities.session': {
      collectionName: 'components_activities_sessions',
      displayName: 'Weekly activity',
      description:
        'An activity that happens every week: its day, its time (24-hour hh:mm), what it is and where.',
      attributes: {
        day: { type: 'enumeration', required: true, enum: WEEKDAYS },
        time: { type: 'string', required: true, maxLength: 5, regex: TIME_OF_DAY_PATTERN },
        activity: { type: 'string', required: true, maxLength: 120 },
        place: { type: 'enumeration', required: true, enum: places, default: 'In the home' },
      },
    },
  },
  populate: ['sessions'],
  // Checked line by line: one broken line is left out, not fatal.
  schema: z.object({ documentId, sessions: z.array(z.unknown()).min(1, 'the programme is empty') }),
  rules: (entry) => lines(entry, 'sessions', sessionSchema),
  // No programme published yet is a page that says so, not a failed build.
  async read({ entryIfPublished, warn }): Promise<Session[]> {
    const published = await entryIfPublished();
    const sessions: Session[] = [];
    for (const [index, line] of (published?.entry.sessions ?? []).entries()) {
      const parsed = sessionSchema.safeParse(line);
      if (parsed.success) sessions.push(parsed.data);
      else
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

const eventSchema = z.object({
  documentId,
  title: z.string().trim().min(1, 'give the event a title').max(100),
  date: isoDate,
  time: timeOfDay,
  place: z.enum(places),
  placeName: optional(z.string().trim().max(120)),
  familiesWelcome: z.boolean().nullish(),
  description: z.string().trim().min(1, 'say what the event is').max(300),
  // Checked apart, so that an event with a broken photo is shown without it and the photo reported.
  photo: z.unknown(),
  photoConsent: z.unknown().optional(),
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
  attributes: {
    title: { type: 'string', required: true, maxLength: 100 },
    date: { type: 'date', required: true },
    time: { type: 'string', required: true, maxLength: 5, regex: TIME_OF_DAY_PATTERN },
    place: { type: 'enumeration', required: true, enum: places, default: 'In the home' },
    placeName: { type: 'string', maxLength: 120 },
    familiesWelcome: { type: 'boolean', default: false },
    description: { type: 'text', required: true, maxLength: 300 },
    photo: { type: 'media', multiple: false, required: false, allowedTypes: ['images'] },
    photoConsent: photoConsent.attribute,
  },
  components: photoConsent.components,
  populate: ['photo', 'photoConsent'],
  sort: ['date:asc', 'time:asc'],
  admin: {
    mainField: 'title',
    columns: ['title', 'date', 'time', 'familiesWelcome', 'photo'],
    labels: { familiesWelcome: 'Families welcome' },
    sortBy: 'date',
  },
  files: ['photo'],
  schema: eventSchema,
  rules: (entry, today) => [
    ...(entry.photo == null ? [] : problemsOf(mediaSchema, entry.photo, ['photo'])),
    ...photoConsent.rules(entry, 'photo', 'photoConsent', today, { required: false }),
  ],
  optional: true,
  async read(tools): Promise<SpecialEvent[]> {
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
    const upcoming: SpecialEvent[] = coming.map((item) => ({
      id: item.documentId,
      title: item.title,
      date: item.date,
      time: item.time,
      place: item.place,
      placeName: item.placeName ?? null,
      familiesWelcome: item.familiesWelcome ?? false,
      description: item.description,
      photo: photos.get(item) ?? null,
    }));
    return upcoming;
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
    ],
  },
});
