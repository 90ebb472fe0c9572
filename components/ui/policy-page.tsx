import type { PolicySection } from '@/lib/content/trust';
import { PageIntro } from './page-intro';
import { TextBlocks } from './rich-text';
import styles from './policy-page.module.css';

/**
 * A page that states a policy: its intro, then the reading column with the day it was last checked against the site
 * and one section after another, beside a list of the sections to jump to (above them on a narrow screen). Plain
 * links to the sections' headings: nothing here needs JavaScript.
 */
export function PolicyPage({
  intro,
  reviewed,
  sections,
}: {
  intro: { eyebrow: string; title: string; lead: string };
  reviewed: string;
  sections: readonly PolicySection[];
}) {
  return (
    <>
      <PageIntro {...intro} />
      <div className={styles.body}>
        <nav aria-labelledby="on-this-page" className={styles.contents}>
          <h2 id="on-this-page" className={styles.contentsTitle}>
            On this page
          </h2>
          <ul className={styles.contentsList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={styles.contentsLink}>
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className={styles.reviewed}>{reviewed}</p>
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className={styles.section}
            >
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              <TextBlocks blocks={section.blocks} headingLevel="h3" />
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
