import { pageMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { TeamCard } from '@/components/team/team-card';
import { VisitInvitation } from '@/components/booking/visit-invitation';
import { getContent } from '@/lib/cms';
import { contentPages, pageIntros, pageTitles } from '@/lib/content/pages';
import styles from '@/components/team/team-grid.module.css';

const intro = pageIntros.team;
const copy = contentPages.team;

export const metadata = pageMetadata({ title: pageTitles.team, description: intro.lead, path: '/team' });

export default async function TeamPage() {
  const members = await getContent('team');
  return (
    <>
      <PageIntro {...intro} />
      <Section
        tone="sage"
        title={copy.gridTitle}
        lead={members.length > 0 ? copy.gridLead : copy.empty}
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
