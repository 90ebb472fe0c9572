import { introMetadata } from '@/lib/metadata';
import type { Route } from '@/lib/routes';
import { updatedText } from '@/lib/content/trust';
import { PageIntro } from './page-intro';
import { TextTabs, type TextTab } from './text-tabs';
import styles from './legal-page.module.css';

/** A legal notice as its entry in the CMS gives it: its opening, its tabs and when it last changed. */
type Notice = {
  intro: { eyebrow: string; title: string; lead: string };
  tabs: readonly TextTab[];
  lastUpdated: string;
};

/** A legal notice's metadata: its small heading names it, its opening words describe it. */
export const noticeMetadata = (notice: Notice, path: Route) => introMetadata(notice.intro, path);

/**
 * A legal notice's page (the privacy notice, the terms): its opening, "Last updated" with the month it last changed,
 * and its tabs, the first open, under `label` for screen readers; beside the text on wide screens when `vertical`.
 */
export function LegalNotice({
  notice,
  label,
  orientation,
}: {
  notice: Notice;
  label: string;
  orientation?: 'vertical';
}) {
  return (
    <>
      <PageIntro {...notice.intro} />
      <div className={styles.body}>
        <p className={styles.updated}>{updatedText(notice.lastUpdated)}</p>
        <TextTabs label={label} tabs={notice.tabs} defaultId={notice.tabs[0]!.id} orientation={orientation} />
      </div>
    </>
  );
}
