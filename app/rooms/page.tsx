import { getContent } from '@/lib/cms';
import { pageWordsMetadata } from '@/lib/metadata';
import { roomsCopy as copy } from '@/lib/content/rooms';
import { VisitInvitation } from '@/components/booking/visit-invitation';
import { VacancyNote } from '@/components/facts/vacancy-note';
import { RoomKindCard } from '@/components/rooms/room-kind';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import styles from '@/components/rooms/rooms.module.css';

export const generateMetadata = pageWordsMetadata('roomsPage', '/rooms');

export default async function RoomsPage() {
  const [kinds, facts, words] = await Promise.all([
    getContent('rooms'),
    getContent('facts'),
    getContent('roomsPage'),
  ]);
  return (
    <>
      <PageIntro {...words.intro} />
      <Section title={copy.kindsTitle} lead={kinds.length > 0 ? words.kindsLead : words.noneText} id="rooms">
        <VacancyNote vacancies={facts.vacancies} roomsLink={false} />
        {kinds.length > 0 ? (
          <div className={styles.kinds}>
            {kinds.map((kind) => (
              <RoomKindCard key={kind.id} kind={kind} bringLead={words.bringLead} />
            ))}
          </div>
        ) : null}
      </Section>
      <VisitInvitation title={words.invitationTitle} />
    </>
  );
}
