import { Link } from '@/components/ui/link';
import {
  comingDays,
  THIS_WEEK_DAYS,
  THIS_WEEK_EVENTS,
  type Session,
  type SpecialEvent,
  daysOfMenu,
  type Menu,
} from '@/lib/content-types';
import { timeOfDay } from '@/lib/content/families';
import { homeLabels } from '@/lib/content/home';
import { eventWhen } from '@/lib/content/whats-on';
import { buttonClass } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Section } from '@/components/ui/section';
import cardGrid from '@/components/ui/card-grid.module.css';
import styles from './this-week.module.css';

const labels = homeLabels.thisWeek;

// Today's sessions and lunch inform, with the forest rule; the week's special events take the warm rule (the card's
// default) that marks them on What's on.
const informs = `${cardGrid.card} ${cardGrid.forest}`;

/**
 * A glimpse of "What's on" for the home page: today's activities, the next special events of the week and today's
 * lunch, each part shown only when the editors have published it, and the whole hidden when none is.
 */
export function ThisWeek({
  sessions,
  events,
  menu,
  today,
  copy,
}: {
  /** The editors' heading and words over it. */
  copy: { title: string; lead: string };
  sessions: Session[];
  events: SpecialEvent[];
  menu: Menu | null;
  today: string;
}) {
  const week = comingDays(sessions, events, today, THIS_WEEK_DAYS);
  const todays = week[0]!.happenings.flatMap((one) => (one.kind === 'session' ? [one.session] : []));
  const upcoming = week
    .flatMap((day) => day.happenings.flatMap((one) => (one.kind === 'event' ? [one.event] : [])))
    .slice(0, THIS_WEEK_EVENTS);
  const lunch = menu ? (daysOfMenu(menu, today, 1)[0]!.meals?.lunch ?? []) : [];
  if (todays.length === 0 && upcoming.length === 0 && lunch.length === 0) return null;
  return (
    <Section tone="sage" eyebrow={labels.eyebrow} title={copy.title} lead={copy.lead} id="this-week">
      <ul className={styles.cards}>
        {todays.length > 0 ? (
          <li className={informs}>
            <h3 className={styles.heading}>{labels.today}</h3>
            <ul className={styles.lines}>
              {todays.map((session) => (
                <li key={`${session.time} ${session.activity}`}>
                  <time dateTime={session.time} className={styles.time}>
                    {timeOfDay(session.time)}
                  </time>{' '}
                  {session.activity}
                </li>
              ))}
            </ul>
          </li>
        ) : null}
        {upcoming.length > 0 ? (
          <li className={cardGrid.card}>
            <h3 className={styles.heading}>{labels.comingUp}</h3>
            <ul className={styles.lines}>
              {upcoming.map((event) => (
                <li key={event.id}>
                  <span className={styles.title}>{event.title}</span>
                  <span className={styles.when}>
                    {eventWhen(event)}
                    {event.familiesWelcome ? `, ${labels.familiesWelcome}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ) : null}
        {lunch.length > 0 ? (
          <li className={informs}>
            <h3 className={styles.heading}>{labels.lunch}</h3>
            <ul className={styles.lines}>
              {lunch.map((dish) => (
                <li key={dish.name}>{dish.name}</li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
      <p className={styles.more}>
        <Link href={labels.more.href} className={buttonClass('secondary')}>
          {labels.more.text}
          <ArrowRightIcon />
        </Link>
      </p>
    </Section>
  );
}
