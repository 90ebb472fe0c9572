import styles from './stars.module.css';

const OUT_OF = 5;

/**
 * A star rating: one filled icon per star, announced as a whole ("5 out of 5 stars") rather than icon by icon.
 * Ratings are clamped to whole stars between 0 and 5.
 */
export function Stars({ stars, tone = 'light' }: { stars: number; tone?: 'light' | 'dark' }) {
  const count = Math.max(0, Math.min(OUT_OF, Math.round(stars)));
  return (
    <span
      role="img"
      aria-label={`${count} out of ${OUT_OF} stars`}
      className={`${styles.stars} ${styles[tone]}`}
    >
      {Array.from({ length: count }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={styles.star}
          data-star=""
        >
          <path d="M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.2L12 17.1 6.4 20l1.1-6.2L2.9 9.4l6.3-.9Z" />
        </svg>
      ))}
    </span>
  );
}
