import styles from './logo.module.css';
import type { Home } from '@/lib/content-types';
import { logoTagline } from '@/lib/content/shared';
import { Picture } from '@/components/ui/picture';

/**
 * The home's mark ("The home"'s logo, when the editors gave one) beside its name set in type. The name is real text, so
 * it stays sharp at any zoom and is read by assistive technology; the mark beside it is read as nothing more, since
 * the name says what it says.
 */
export function Logo({ home, tone = 'dark' }: { home: Home; tone?: 'dark' | 'light' }) {
  return (
    <span className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}>
      {home.logo ? (
        <span className={styles.mark}>
          <Picture image={home.logo} sizes="48px" loading="eager" decorative />
        </span>
      ) : null}
      <span className={styles.words}>
        <span className={styles.name}>{home.name}</span>
        <span className={styles.tagline}>{logoTagline(home.address.county)}</span>
      </span>
    </span>
  );
}
