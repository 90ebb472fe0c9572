import { Link } from '@/components/ui/link';
import { getContent } from '@/lib/cms';
import { pageWordsMetadata } from '@/lib/metadata';
import { CqcRatings } from '@/components/facts/cqc-ratings';
import { FoodHygieneRating } from '@/components/facts/food-hygiene-rating';
import { PageIntro } from '@/components/ui/page-intro';
import { TextBlocks } from '@/components/ui/rich-text';
import { Section } from '@/components/ui/section';
import { TextTabs } from '@/components/ui/text-tabs';
import { VisitInvitation } from '@/components/booking/visit-invitation';
import { aboutSections, aboutLabels } from '@/lib/content/pages';
import { legalTabsLabels } from '@/lib/content/trust';
import cardGrid from '@/components/ui/card-grid.module.css';
import styles from './about.module.css';

export const generateMetadata = pageWordsMetadata('aboutPage', '/about');

export default async function AboutPage() {
  const [facts, about] = await Promise.all([getContent('facts'), getContent('aboutPage')]);
  return (
    <>
      <PageIntro {...about.intro} />
      <Section title={aboutSections.welcomeTitle} id="welcome" narrow>
        <TextBlocks blocks={about.welcome} headingLevel="h3" />
        <p>
          <Link href="/care">{aboutLabels.careLink}</Link>
        </p>
      </Section>
      <Section tone="sage" title={aboutSections.tabsTitle} id="about-tabs">
        <TextTabs
          label={legalTabsLabels.about}
          tabs={about.tabs}
          defaultId={about.tabs[0]!.id}
          headingLevel="h3"
        />
      </Section>
      <Section title={aboutLabels.ratingsTitle} lead={aboutLabels.ratingsLead} id="ratings">
        <div className={styles.ratings}>
          <CqcRatings cqc={facts.cqc} />
          <FoodHygieneRating food={facts.foodHygiene} />
        </div>
      </Section>
      <Section tone="sage" title={aboutLabels.cardsTitle} id="how-we-work">
        <ul className={cardGrid.grid}>
          {about.cards.map((card) => (
            <li key={card.title} className={`${cardGrid.card} ${cardGrid.forest}`}>
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
