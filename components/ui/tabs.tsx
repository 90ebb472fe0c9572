'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export type TabItem = {
  id: string;
  label: string;
  panel: ReactNode;
};

type TabsProps = {
  /** Names the set of tabs for assistive technology. */
  label: string;
  items: readonly TabItem[];
  defaultId?: string;
  /** Vertical tabs sit beside their panels on wide screens, as a sidebar. */
  orientation?: 'horizontal' | 'vertical';
};

/**
 * Tabs after the WAI-ARIA pattern: one tab selected at a time, arrow keys move between tabs (wrapping), Home and End
 * jump to the ends, and moving selects. The static HTML shows the default panel with the others hidden; without
 * JavaScript, the layout's noscript style shows every panel and hides the tab buttons, so all the text is readable.
 */
export function Tabs({ label, items, defaultId, orientation = 'horizontal' }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(defaultId ?? items[0]?.id);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function selectAt(index: number) {
    const count = items.length;
    const wrapped = ((index % count) + count) % count;
    const item = items[wrapped];
    if (!item) return;
    setSelected(item.id);
    tabRefs.current[wrapped]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const previous = orientation === 'vertical' ? ['ArrowUp', 'ArrowLeft'] : ['ArrowLeft'];
    const next = orientation === 'vertical' ? ['ArrowDown', 'ArrowRight'] : ['ArrowRight'];
    if (previous.includes(event.key)) selectAt(index - 1);
    else if (next.includes(event.key)) selectAt(index + 1);
    else if (event.key === 'Home') selectAt(0);
    else if (event.key === 'End') selectAt(items.length - 1);
    else return;
    event.preventDefault();
  }

  return (
    <div className={`${styles.tabs} ${styles[orientation]}`}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
        className={styles.list}
        data-tab-list=""
      >
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div className={styles.panels}>
        {items.map((item) => (
          <div
            key={item.id}
            role="tabpanel"
            id={panelId(item.id)}
            aria-labelledby={tabId(item.id)}
            hidden={item.id !== selected}
            tabIndex={0}
            className={styles.panel}
            data-tab-panel=""
          >
            {item.panel}
          </div>
        ))}
      </div>
    </div>
  );
}
