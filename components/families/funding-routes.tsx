import type { FundingRoute } from '@/lib/content-types';
import { feesCopy } from '@/lib/content/families';
import styles from './text-card.module.css';

/** The ways care can be paid for, each saying whether the home accepts it and what it means. */
export function FundingRoutes({ routes }: { routes: readonly FundingRoute[] }) {
  return (
    <ul className={styles.cards}>
      {routes.map((route) => (
        <li key={route.route} className={styles.card}>
          <h3>{route.route}</h3>
          <p className={route.accepted ? styles.status : `${styles.status} ${styles.statusNo}`}>
            {route.accepted ? feesCopy.funding.accepted : feesCopy.funding.notAccepted}
          </p>
          <p>{route.explanation}</p>
        </li>
      ))}
    </ul>
  );
}
