import { getContent } from '@/lib/cms';
import { pageWordsMetadata } from '@/lib/metadata';
import { complaintsCopy as copy, reviewedText } from '@/lib/content/families';
import { PageIntro } from '@/components/ui/page-intro';
import { RunningText } from '@/components/ui/rich-text';
import { Section } from '@/components/ui/section';
import { Prose } from '@/components/families/text-card';
import cards from '@/components/families/text-card.module.css';
import styles from './complaints.module.css';

export const generateMetadata = pageWordsMetadata('complaintsPage', '/complaints');

export default async function ComplaintsPage() {
  const [procedure, words] = await Promise.all([getContent('complaints'), getContent('complaintsPage')]);
  const bodies = [copy.next.ombudsman, copy.next.cqc];
  return (
    <>
      <PageIntro {...words.intro} />
      <Section title={copy.how.title} id="how-to-complain" narrow>
        <Prose blocks={procedure.howToComplain} />
      </Section>
      <Section tone="sage" title={copy.steps.title} id="what-happens" narrow>
        <ol className={styles.steps}>
          <li>{copy.steps.acknowledge(procedure.acknowledgeWithinDays)}</li>
          <li>{copy.steps.answer(procedure.handledBy, procedure.answerWithinDays)}</li>
          <li>{copy.steps.meet}</li>
        </ol>
        <p className={styles.reviewed}>{reviewedText(procedure.reviewedOn)}</p>
      </Section>
      <Section title={copy.next.title} lead={words.nextLead} id="where-next">
        <ul className={cards.cards}>
          {bodies.map((body) => (
            <li key={body.name} className={cards.card}>
              <h3>{body.name}</h3>
              <p>{body.text}</p>
              <p>
                <RunningText value={body.contact} />
              </p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
