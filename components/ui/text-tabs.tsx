import type { TextBlock } from '@/lib/rich-text';
import { TextBlocks } from './rich-text';
import { Tabs } from './tabs';
import styles from './text-tabs.module.css';

/** A tab of running text: its id, the words on the tab, the heading inside it, and its text. */
export type TextTab = { id: string; label: string; title: string; blocks: readonly TextBlock[] };

type TextTabsProps = {
  label: string;
  tabs: readonly TextTab[];
  defaultId: string;
  orientation?: 'horizontal' | 'vertical';
  /** The level of each panel's heading, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
};

/** Tabs of running text, the editors': each panel a heading and its text (paragraphs, lists, links). */
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
            <TextBlocks blocks={tab.blocks} headingLevel={Heading === 'h2' ? 'h3' : 'h4'} />
          </div>
        ),
      }))}
    />
  );
}
