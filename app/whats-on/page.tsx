import { getContent, getHome, getToday } from '@/lib/cms';
import { comingDays, laterDays, daysOfMenu, rotationWeek } from '@/lib/content-types';
import { introMetadata } from '@/lib/metadata';
import { whatsOnCopy as copy } from '@/lib/content/whats-on';
import { Link } from '@/components/ui/link';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { VisitInvitation } from '@/components/booking/visit-invitation';
import { EventsData, FamilyEvents, Fortnight, WeekOfMenu } from '@/components/whats-on/whats-on';

export async function generateMetadata() {
  return introMetadata((await getContent('whatsOnPage')).intro, '/whats-on');
}

export default async function WhatsOnPage() {
  const [sessions, events, menu, today, home, words] = await Promise.all([
    getContent('programme'),
    getContent('events'),
    getContent('menu'),
    getToday(),
    getHome(),
    getContent('whatsOnPage'),
  ]);
  const days = comingDays(sessions, events, today);
  const later = laterDays(events, today);
  const shown = [...days, ...later].flatMap((day) =>
    day.happenings.flatMap((happening) => (happening.kind === 'event' ? [happening.event] : [])),
  );
  const forFamilies = shown.filter((event) => event.familiesWelcome);
  return (
    <>
      <PageIntro {...words.intro} />
      {sessions.length === 0 && shown.length === 0 ? (
        <Section title={copy.none.title} lead={words.noneText} id="fortnight" narrow>
          <p>
            <Link href="/visiting">{copy.none.link}</Link>
          </p>
        </Section>
      ) : (
        <>
          {forFamilies.length > 0 ? (
            <Section title={copy.families.title} lead={words.familiesLead} id="families" narrow>
              <FamilyEvents events={forFamilies} />
            </Section>
          ) : null}
          <Section tone="sage" title={copy.fortnight.title} lead={words.fortnightLead} id="fortnight">
            <Fortnight days={days} today={today} />
          </Section>
          {later.length > 0 ? (
            <Section title={copy.later.title} id="later">
              <Fortnight days={later} today={today} />
            </Section>
          ) : null}
        </>
      )}
      {menu ? (
        <Section
          title={copy.menu.title}
          lead={[copy.menu.week(rotationWeek(menu, today) ?? 1, menu.weeks), menu.note]
            .filter(Boolean)
            .join(' ')}
          id="menu"
        >
          <WeekOfMenu
            days={daysOfMenu(menu, today)}
            weeks={menu.weeks}
            today={today}
            startsOn={menu.startsOn}
          />
        </Section>
      ) : (
        <Section title={copy.menu.title} lead={words.menuNone} id="menu" narrow>
          <p>
            <Link href="/visiting">{copy.menu.link}</Link>
          </p>
        </Section>
      )}
      <VisitInvitation />
      <EventsData events={forFamilies} home={home} />
    </>
  );
}
