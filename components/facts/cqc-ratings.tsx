import type { CqcFacts } from '@/lib/kit';
import { cqcKeyQuestions, cqcCopy, cqcWebsite } from '@/lib/content/ratings';
import { buttonClass } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import styles from './cqc-ratings.module.css';

/**
 * The CQC rating as Regulation 20A asks it to be shown: the overall rating with the date of its report, the rating of
 * each key question, CQC's web address written out and a link to the report. Plain HTML: CQC's own widget would be a
 * third-party script on every visit.
 */
export function CqcRatings({ cqc }: { cqc: CqcFacts }) {
  const copy = cqcCopy(cqc);
  return (
    <div className={styles.card}>
      <p className={styles.band}>Care Quality Commission</p>
      <div className={styles.body}>
        <p className={styles.overall}>
          <span className={styles.overallLabel}>{copy.overallLabel}</span>{' '}
          <strong className={styles.overallRating}>{cqc.overall}</strong>
        </p>
        <p className={styles.published}>
          {copy.publishedLabel} {copy.published}
        </p>
        <table className={styles.questions}>
          <caption className="visually-hidden">{copy.keyQuestionsCaption}</caption>
          <tbody>
            {cqcKeyQuestions.map(({ id, label }) => (
              <tr key={id}>
                <th scope="row">{label}</th>
                <td>{cqc.keyQuestions[id] ?? copy.notRated}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ExternalLink href={cqc.reportUrl} className={buttonClass('secondary')}>
          {copy.reportText}
        </ExternalLink>
        <p className={styles.website}>
          {copy.websiteLead} <ExternalLink href={cqcWebsite.href}>{cqcWebsite.display}</ExternalLink>
        </p>
      </div>
    </div>
  );
}
