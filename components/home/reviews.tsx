import Image from 'next/image';
import { home } from '@/lib/content/home';
import { reviewCaption, reviewSnippets } from '@/lib/content/reviews';
import { site } from '@/lib/site';
import { buttonClass } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { Section } from '@/components/ui/section';
import { Stars } from '@/components/ui/stars';
import styles from './reviews.module.css';

/** "Resident love": the review score, four recent reviews and a way to write one. */
export function Reviews() {
  const copy = home.reviews;
  return (
    <Section tone="forest" eyebrow={copy.eyebrow} title={copy.title} id="reviews">
      <div className={styles.summary}>
        <div className={styles.score}>
          <p className={styles.scoreValue}>
            {site.reviews.score}
            <span className={styles.outOf}>/10</span>
          </p>
          <p className={styles.scoreCount}>from {site.reviews.count} reviews</p>
        </div>
        <ExternalLink href={site.reviews.listingUrl} className={styles.logoLink}>
          <Image src="/badges/review-site.svg" width={220} height={64} alt={copy.listingText} />
        </ExternalLink>
        <p className={styles.caption}>{reviewCaption}</p>
      </div>

      <ul className={styles.list}>
        {reviewSnippets.map((review) => (
          <li key={review.name}>
            <figure className={styles.card}>
              <Stars stars={review.stars} />
              <blockquote className={styles.quote}>
                <p>{review.text}</p>
              </blockquote>
              <figcaption className={styles.byline}>
                <span className={styles.name}>{review.name}</span>
                <span className={styles.date}>{review.date}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>

      <div className={styles.actions}>
        <ExternalLink href={site.reviews.writeReviewUrl} className={buttonClass('onDark')}>
          {copy.writeText}
        </ExternalLink>
      </div>
    </Section>
  );
}
