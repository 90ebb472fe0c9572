import Image from 'next/image';
import { badgeFile } from '@/lib/badges';
import { Link } from '@/components/ui/link';
import type { ReviewFacts } from '@/lib/kit';
import type { Review } from '@/lib/content-types';
import { homeLabels } from '@/lib/content/home';
import { reviewCaption, reviewDate, reviewerName } from '@/lib/content/reviews';
import { reviewsPolicyLinkText, reviewSiteName } from '@/lib/content/trust';
import { buttonClass } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { Section } from '@/components/ui/section';
import { Stars } from '@/components/ui/stars';
import styles from './reviews.module.css';

/** "Resident love": the review score, the reviews the editors chose, and a way to write one. */
export function Reviews({
  facts,
  reviews,
  title,
}: {
  facts: ReviewFacts;
  reviews: readonly Review[];
  /** The editors' heading. */
  title: string;
}) {
  const labels = homeLabels.reviews;
  const reviewSite = reviewSiteName(facts);
  const { caption, note } = reviewCaption(reviews, facts, reviewSite);
  return (
    <Section tone="forest" eyebrow={labels.eyebrow} title={title} id="reviews">
      <div className={styles.summary}>
        <div className={styles.score}>
          <p className={styles.scoreValue}>
            {facts.score}
            <span className={styles.outOf}>/10</span>
          </p>
          <p className={styles.scoreCount}>from {facts.count} reviews</p>
        </div>
        <ExternalLink href={facts.listingUrl} className={styles.logoLink}>
          <Image
            src={`/badges/${badgeFile.reviewSite}`}
            width={220}
            height={64}
            alt={labels.listingText(reviewSite)}
          />
        </ExternalLink>
        <p className={styles.caption}>
          {caption ? `${caption} ` : null}
          <span className={styles.note}>
            {note} <Link href="/reviews-policy">{reviewsPolicyLinkText}</Link>.
          </span>
        </p>
      </div>

      {reviews.length > 0 ? (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id}>
              <figure className={styles.card}>
                <Stars stars={review.stars} />
                <blockquote className={styles.quote}>
                  <p>{review.quote}</p>
                </blockquote>
                <figcaption className={styles.byline}>
                  <span className={styles.name}>{reviewerName(review)}</span>
                  <span className={styles.date}>{reviewDate(review)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}

      <div className={styles.actions}>
        <ExternalLink href={facts.writeReviewUrl} className={buttonClass('onDark')}>
          {labels.writeText}
        </ExternalLink>
      </div>
    </Section>
  );
}
