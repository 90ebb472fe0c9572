import { getContent } from '@/lib/cms';
import { pageWordsMetadata } from '@/lib/metadata';
import { timeOfDay, visitingCopy as copy } from '@/lib/content/families';
import { VisitInvitation } from '@/components/booking/visit-invitation';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { Prose, TextCard } from '@/components/families/text-card';
import cards from '@/components/families/text-card.module.css';
import styles from './visiting.module.css';

export const generateMetadata = pageWordsMetadata('visitingPage', '/visiting');

export default async function VisitingPage() {
  const [visiting, words] = await Promise.all([getContent('visiting'), getContent('visitingPage')]);
  return (
    <>
      <PageIntro {...words.intro} />
      <Section title={copy.visiting.title} id="visiting" narrow>
        <Prose blocks={visiting.visiting} />
      </Section>
      {visiting.careSupporter.length > 0 ? (
        <Section title={copy.careSupporter.title} id="care-supporter" narrow>
          <Prose blocks={visiting.careSupporter} />
        </Section>
      ) : null}
      <Section tone="sage" title={copy.day.title} lead={words.dayLead} id="typical-day" narrow>
        <ol className={styles.day}>
          {visiting.day.map((moment) => (
            <li key={`${moment.time} ${moment.activity}`}>
              <time dateTime={moment.time} className={styles.time}>
                {timeOfDay(moment.time)}
              </time>
              <span>{moment.activity}</span>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={copy.mealsAndActivities} id="meals-and-activities">
        <ul className={cards.cards}>
          <TextCard title={copy.meals.title} blocks={visiting.meals} />
          <TextCard title={copy.activities.title} blocks={visiting.activities} />
        </ul>
      </Section>
      <Section tone="sage" title={copy.bring.title} id="what-to-bring" narrow>
        <Prose blocks={visiting.whatToBring} />
      </Section>
      <VisitInvitation />
    </>
  );
}
