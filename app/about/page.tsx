import { Link } from '@/components/ui/link';
import { getContent } from '@/lib/cms';
import { pageMetadata } from '@/lib/metadata';
import { CqcRatings } from '@/components/facts/cqc-ratings';
import { FoodHygieneRating } from '@/components/facts/food-hygiene-rating';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { TextTabs } from '@/components/ui/text-tabs';
import { VisitInvitation } from '@/components/booking/visit-invitation';
import { about } from '@/lib/content/about';
import { aboutSections, pageIntros, pageTitles } from '@/lib/content/pages';
import styles from './about.module.css';

const intro = pageIntros.about;

export const metadata = pageMetadata({ title: pageTitles.about, description: intro.lead, path: '/about' });

export default async function AboutPage() {
  const facts = await getContent('facts');
  return (
    <>
      <PageIntro {...intro} />
      <Section title={aboutSections.welcomeTitle} id="welcome" narrow>
        {about.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
        <p>
          <Link href="/care">{about.careLink}</Link>
        </p>
      </Section>
      <Section tone="sage" title={aboutSections.tabsTitle} id="about-tabs">
        <TextTabs label={about.tabsLabel} tabs={about.tabs} defaultId={about.defaultTab} headingLevel="h3" />
      </Section>
      <Section title={about.ratingsTitle} lead={about.ratingsLead} id="ratings">
        <div className={styles.ratings}>
          <CqcRatings cqc={facts.cqc} />
          <FoodHygieneRating food={facts.foodHygiene} />
        </div>
      </Section>
      <Section tone="sage" title={about.cardsTitle} id="how-we-work">
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
