import { pageMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { TextTabs } from '@/components/ui/text-tabs';
import { VisitInvitation } from '@/components/booking/visit-invitation';
import { about } from '@/lib/content/about';
import { aboutSections, pageIntros, pageTitles } from '@/lib/content/pages';
import styles from './about.module.css';

const intro = pageIntros.about;

export const metadata = pageMetadata({ title: pageTitles.about, description: intro.lead, path: '/about' });

export default function AboutPage() {
  return (
    <>
      <PageIntro eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <Section title={aboutSections.welcomeTitle} id="welcome" narrow>
        {about.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
      </Section>
      <Section tone="sage" title={aboutSections.tabsTitle} id="about-tabs">
        <TextTabs label={about.tabsLabel} tabs={about.tabs} defaultId={about.defaultTab} headingLevel="h3" />
      </Section>
      <Section title={about.cardsTitle} id="how-we-work">
        <ul className={styles.cards}>
          {about.cards.map((card) => (
            <li key={card.title} className={styles.card}>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
        <p className={styles.closing}>{about.closing}</p>
      </Section>
      <VisitInvitation />
    </>
  );
}
