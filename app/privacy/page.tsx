import { pageMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/ui/page-intro';
import { TextTabs } from '@/components/ui/text-tabs';
import { privacy } from '@/lib/content/privacy';
import { pageIntros } from '@/lib/content/pages';
import styles from '@/components/ui/legal-page.module.css';

const intro = pageIntros.privacy;

export const metadata = pageMetadata({ title: 'Privacy Policy', description: intro.lead, path: '/privacy' });

export default function PrivacyPage() {
  return (
    <>
      <PageIntro eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <div className={styles.body}>
        <p className={styles.updated}>{privacy.lastUpdated}</p>
        <TextTabs
          label={privacy.tabsLabel}
          tabs={privacy.tabs}
          defaultId={privacy.defaultTab}
          orientation="vertical"
        />
      </div>
    </>
  );
}
