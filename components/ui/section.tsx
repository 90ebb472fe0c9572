import type { ReactNode } from 'react';
import styles from './section.module.css';

type Tone = 'plain' | 'sage' | 'white' | 'forest';

type SectionProps = {
  /** The section's heading; also names the region for assistive technology. */
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  tone?: Tone;
  /** Keep the whole section to the reading column rather than the wide one. */
  narrow?: boolean;
  headingLevel?: 'h1' | 'h2';
  id?: string;
  children?: ReactNode;
};

/** A page band: optional eyebrow, a heading, an optional lead paragraph, then content. */
export function Section({
  title,
  eyebrow,
  lead,
  tone = 'plain',
  narrow = false,
  headingLevel: Heading = 'h2',
  id,
  children,
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={`${styles.section} ${styles[tone]}`}>
      <div className={`${styles.inner} ${narrow ? styles.narrow : ''}`}>
        <div className={styles.header}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <Heading id={headingId}>{title}</Heading>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
