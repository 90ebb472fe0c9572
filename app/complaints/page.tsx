import { getComplaintsProcedure } from '@/lib/cms';
import { pageMetadata } from '@/lib/metadata';
import { complaintsCopy as copy, reviewedText } from '@/lib/content/families';
import { PageIntro } from '@/components/ui/page-intro';
import { RunningText, TextBlocks } from '@/components/ui/rich-text';
import { Section } from '@/components/ui/section';
import cards from '@/components/families/text-card.module.css';
import styles from './complaints.module.css';

export const metadata = pageMetadata({
  title: copy.metaTitle,
  description: copy.intro.lead,
  path: '/complaints',
});

export default async function ComplaintsPage() {
  const procedure = await getComplaintsProcedure();
  const bodies = [copy.next.ombudsman, copy.next.cqc];
  return (
    <>
      <PageIntro eyebrow={copy.intro.eyebrow} title={copy.intro.title} lead={copy.intro.lead} />
      <Section title={copy.how.title} id="how-to-complain" narrow>
        <div className={cards.prose}>
          <TextBlocks blocks={procedure.howToComplain} headingLevel="h3" />
        </div>
      </Section>
      <Section tone="sage" title={copy.steps.title} id="what-happens" narrow>
        <ol className={styles.steps}>
          <li>{copy.steps.acknowledge(procedure.acknowledgeWithinDays)}</li>
          <li>{copy.steps.answer(procedure.handledBy, procedure.answerWithinDays)}</li>
          <li>{copy.steps.meet}</li>
        </ol>
        <p className={styles.reviewed}>{reviewedText(procedure.reviewedOn)}</p>
      </Section>
      <Section title={copy.next.title} lead={copy.next.lead} id="where-next">
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
