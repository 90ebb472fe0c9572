import { pageMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/ui/page-intro';
import { TextTabs } from '@/components/ui/text-tabs';
import { privacy, privacyTabs } from '@/lib/content/privacy';
import { getContent } from '@/lib/cms';
import { pageIntros } from '@/lib/content/pages';
import styles from '@/components/ui/legal-page.module.css';

const intro = pageIntros.privacy;

export const metadata = pageMetadata({ title: 'Privacy Policy', description: intro.lead, path: '/privacy' });

export default async function PrivacyPage() {
  const { provider } = await getContent('facts');
  return (
    <>
      <PageIntro {...intro} />
      <div className={styles.body}>
        <p className={styles.updated}>{privacy.lastUpdated}</p>
        <TextTabs
          label={privacy.tabsLabel}
          tabs={privacyTabs(provider)}
          defaultId={privacy.defaultTab}
          orientation="vertical"
        />
      </div>
    </>
  );
}
