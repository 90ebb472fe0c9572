import { pageWordsMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { TeamCard } from '@/components/team/team-card';
import { VisitInvitation } from '@/components/booking/visit-invitation';
import { getContent } from '@/lib/cms';
import { contentPages } from '@/lib/content/pages';
import styles from '@/components/team/team-grid.module.css';

const labels = contentPages.team;

export const generateMetadata = pageWordsMetadata('teamPage', '/team');

export default async function TeamPage() {
  const [members, copy] = await Promise.all([getContent('team'), getContent('teamPage')]);
  return (
    <>
      <PageIntro {...copy.intro} />
      <Section
        tone="sage"
        title={labels.gridTitle}
        lead={members.length > 0 ? copy.gridLead : labels.empty}
        id="team"
      >
        <ul className={styles.grid}>
          {members.map((member, position) => (
            <li key={member.id}>
              <TeamCard member={member} eager={position < 3} />
            </li>
          ))}
        </ul>
      </Section>
      <VisitInvitation title={copy.invitationTitle} />
    </>
  );
}
