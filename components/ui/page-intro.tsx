import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

type PageIntroProps = {
  eyebrow: string;
  title: string;
  lead: string;
  /** Calls to action under the lead, such as booking a visit. */
  actions?: ReactNode;
};

/** The opening band of an inner page: the page's one h1 and what the page is for. */
export function PageIntro({ eyebrow, title, lead, actions }: PageIntroProps) {
  return (
    <div className={styles.intro}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      </div>
    </div>
  );
}
