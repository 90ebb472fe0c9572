import { pageMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/ui/page-intro';
import { TextTabs } from '@/components/ui/text-tabs';
import { terms } from '@/lib/content/terms';
import { pageIntros } from '@/lib/content/pages';
import styles from '@/components/ui/legal-page.module.css';

const intro = pageIntros.terms;

export const metadata = pageMetadata({
  title: 'Terms & Conditions',
  description: intro.lead,
  path: '/terms',
});

export default function TermsPage() {
  return (
    <>
      <PageIntro {...intro} />
      <div className={styles.body}>
        <p className={styles.updated}>{terms.lastUpdated}</p>
        <TextTabs label={terms.tabsLabel} tabs={terms.tabs} defaultId={terms.defaultTab} />
      </div>
    </>
  );
}
