import type { ComingDay, Session, SpecialEvent, DayOfMenu, Dish, Home } from '@/lib/content-types';
import { addDays, formatDay } from '@/lib/dates';
import { timeOfDay } from '@/lib/content/families';
import { dayHeading, dietText, eventWhen, placeText, whatsOnCopy as copy } from '@/lib/content/whats-on';
import { site } from '@/lib/site';
import { Picture } from '@/components/ui/picture';
import { postalAddressData } from '@/components/layout/structured-data';
import { endOfDayInKent } from '@/components/careers/job-posting-data';
import styles from './whats-on.module.css';

/** The anchor of one day of the fortnight, so that a family event links to its day. */
export const dayAnchor = (date: string) => `day-${date}`;

/** The events families may join in the coming days: each with its day's anchor. */
export function FamilyEvents({ events }: { events: SpecialEvent[] }) {
  return (
    <ul className={styles.familyEvents}>
      {events.map((event) => (
        <li key={event.id}>
          <a href={`#${dayAnchor(event.date)}`} className={styles.familyLink}>
            {event.title}
          </a>
          <span>
            {eventWhen(event)}, {placeText(event.place, event.placeName).toLowerCase()}
          </span>
        </li>
      ))}
    </ul>
  );
}

function SessionItem({ session }: { session: Session }) {
  return (
    <li className={styles.happening}>
      <time dateTime={session.time} className={styles.time}>
        {timeOfDay(session.time)}
      </time>
      <div>
        <p className={styles.what}>{session.activity}</p>
        <p className={styles.where}>{session.place}</p>
      </div>
    </li>
  );
}

function EventItem({ event }: { event: SpecialEvent }) {
  return (
    <li className={`${styles.happening} ${styles.event}`}>
      <time dateTime={event.time} className={styles.time}>
        {timeOfDay(event.time)}
      </time>
      <div className={styles.eventBody}>
        <p className={styles.labels}>
          <span className={styles.label}>{copy.special}</span>
          {event.familiesWelcome ? <span className={styles.welcome}>{copy.familiesWelcome}</span> : null}
        </p>
        <h4 className={styles.eventTitle}>{event.title}</h4>
        <p className={styles.where}>{placeText(event.place, event.placeName)}</p>
        <p>{event.description}</p>
        {event.photo ? (
          <Picture
            image={event.photo}
            sizes="(min-width: 60rem) 20rem, calc(100vw - 6rem)"
            className={styles.photo}
          />
        ) : null}
      </div>
    </li>
  );
}

/** The coming days, each with what happens on it, earliest first. */
export function Fortnight({ days, today }: { days: ComingDay[]; today: string }) {
  const tomorrow = addDays(today, 1);
  return (
    <ol className={styles.days}>
      {days.map((day) => (
        <li
          key={day.date}
          id={dayAnchor(day.date)}
          className={styles.day}
          aria-labelledby={`${dayAnchor(day.date)}-title`}
        >
          <h3 id={`${dayAnchor(day.date)}-title`}>
            <time dateTime={day.date}>{dayHeading(day.date, today, tomorrow)}</time>
          </h3>
          {day.happenings.length > 0 ? (
            <ul className={styles.happenings}>
              {day.happenings.map((happening) =>
                happening.kind === 'session' ? (
                  <SessionItem
                    key={`${happening.session.time} ${happening.session.activity}`}
                    session={happening.session}
                  />
                ) : (
                  <EventItem key={happening.event.id} event={happening.event} />
                ),
              )}
            </ul>
          ) : (
            <p className={styles.nothing}>{copy.fortnight.nothing}</p>
          )}
        </li>
      ))}
    </ol>
  );
}

function Meal({ name, dishes }: { name: string; dishes: Dish[] }) {
  return (
    <li className={styles.happening}>
      <span className={styles.time}>{name}</span>
      <ul className={styles.happenings}>
        {dishes.map((dish) => (
          <li key={dish.name}>
            <p className={styles.what}>{dish.name}</p>
            {dietText(dish) ? <p className={styles.where}>{dietText(dish)}</p> : null}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The coming week's meals, each day with its week of the rotation. */
export function WeekOfMenu({
  days,
  weeks,
  today,
  startsOn,
}: {
  days: DayOfMenu[];
  weeks: number;
  today: string;
  startsOn: string;
}) {
  const tomorrow = addDays(today, 1);
  return (
    <ol className={styles.days}>
      {days.map(({ date, week, meals }) => (
        <li key={date} className={styles.day} aria-labelledby={`menu-${date}-title`}>
          <h3 id={`menu-${date}-title`}>
            <time dateTime={date}>{dayHeading(date, today, tomorrow)}</time>
          </h3>
          {week !== null && weeks > 1 ? (
            <p className={styles.where}>{copy.menu.weekOf(week, weeks)}</p>
          ) : null}
          {meals ? (
            <ul className={styles.happenings}>
              <Meal name={copy.menu.lunch} dishes={meals.lunch} />
              <Meal name={copy.menu.supper} dishes={meals.supper} />
            </ul>
          ) : (
            <p className={styles.nothing}>
              {week === null ? copy.menu.startsOn(formatDay(startsOn)) : copy.menu.toFollow}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

/** An event as schema.org's Event: where it is (the home, or the outing's place) and when, in Kent's time. */
export function eventData(event: SpecialEvent, home: Home) {
  const offset = endOfDayInKent(event.date).slice('YYYY-MM-DDT23:59:59'.length);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: `${event.date}T${event.time}:00${offset}`,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location:
      event.place === 'On an outing'
        ? {
            '@type': 'Place',
            name: event.placeName ?? event.title,
            address: { '@type': 'PostalAddress', addressRegion: home.address.county, addressCountry: 'GB' },
          }
        : { '@type': 'Place', name: home.name, address: postalAddressData(home) },
    organizer: { '@type': 'Organization', name: home.name, url: site.url },
    ...(event.photo ? { image: new URL(event.photo.jpeg.at(-1)!.src, site.url).href } : {}),
  };
}

/** The events families may join, as JSON-LD for search engines, with "<" escaped so that no value can close the script. */
export function EventsData({ events, home }: { events: SpecialEvent[]; home: Home }) {
  if (events.length === 0) return null;
  const json = JSON.stringify(events.map((event) => eventData(event, home))).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
