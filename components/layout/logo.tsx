import styles from './logo.module.css';
import { site } from '@/lib/site';
import { logoTagline } from '@/lib/content/shared';

/**
 * The home's mark, an oast house in a roundel (the Kent countryside in one shape), beside its name set in type.
 * The name is real text, so it stays sharp at any zoom and is read by assistive technology.
 */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}>
      <svg className={styles.mark} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="24" cy="24" r="19" className={styles.glow} />
        {/* the kiln's cone and its tilted white cowl */}
        <path d="M13 24 19 11h4l6 13Z" fill="currentColor" />
        <path d="M19 11h4l.6-4.2-3.4-1.3-1.9 2.3Z" fill="currentColor" />
        <path d="M23.6 6.8 26 8.3l-2.6 2" fill="none" stroke="currentColor" strokeWidth="1.4" />
        {/* the round kiln and the barn beside it */}
        <rect x="14" y="24" width="14" height="11" fill="currentColor" />
        <path d="M27 27.5 33 22l6 5.5V35H27Z" fill="currentColor" />
        <rect x="31.5" y="29.5" width="3" height="5.5" rx="0.6" className={styles.window} />
        <rect x="19.5" y="27.5" width="3" height="3.5" rx="0.6" className={styles.window} />
        {/* the land */}
        <path
          d="M5.5 35.5c6-2.2 12-2.6 18.5-1.4 6.8 1.2 12.5.8 18.5-1.1"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span className={styles.words}>
        <span className={styles.name}>{site.name}</span>
        <span className={styles.tagline}>{logoTagline}</span>
      </span>
    </span>
  );
}
