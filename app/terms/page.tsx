import { getContent } from '@/lib/cms';
import { legalTabsLabels } from '@/lib/content/trust';
import { LegalNotice, noticeMetadata } from '@/components/ui/legal-notice';

export async function generateMetadata() {
  return noticeMetadata(await getContent('termsPage'), '/terms');
}

export default async function TermsPage() {
  return <LegalNotice notice={await getContent('termsPage')} label={legalTabsLabels.terms} />;
}
