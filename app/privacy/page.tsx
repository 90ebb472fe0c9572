import { getContent } from '@/lib/cms';
import { legalTabsLabels } from '@/lib/content/trust';
import { LegalNotice, noticeMetadata } from '@/components/ui/legal-notice';

export async function generateMetadata() {
  return noticeMetadata(await getContent('privacyNotice'), '/privacy');
}

export default async function PrivacyPage() {
  return (
    <LegalNotice
      notice={await getContent('privacyNotice')}
      label={legalTabsLabels.privacy}
      orientation="vertical"
    />
  );
}
