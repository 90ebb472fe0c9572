import { plainText } from '@/lib/content/rich-text';
import type { TextTab } from '@/lib/content/tabbed-text';
import { RunningText } from './rich-text';
import { Tabs } from './tabs';
import styles from './text-tabs.module.css';

type TextTabsProps = {
  label: string;
  tabs: readonly TextTab[];
  defaultId: string;
  orientation?: 'horizontal' | 'vertical';
  /** The level of each panel's heading, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
};

/** Tabs of running text from lib/content: each panel a heading, paragraphs and an optional list. */
export function TextTabs({
  label,
  tabs,
  defaultId,
  orientation,
  headingLevel: Heading = 'h2',
}: TextTabsProps) {
  return (
    <Tabs
      label={label}
      defaultId={defaultId}
      orientation={orientation}
      items={tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        panel: (
          <div className={styles.text}>
            <Heading className={styles.title}>{tab.title}</Heading>
            {tab.paragraphs.map((paragraph) => (
              <p key={plainText(paragraph).slice(0, 32)}>
                <RunningText value={paragraph} />
              </p>
            ))}
            {tab.points ? (
              <ul className={styles.points}>
                {tab.points.map((point) => (
                  <li key={plainText(point).slice(0, 32)}>
                    <RunningText value={point} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
