import type { Metadata } from 'next';
import { PageIntro } from '@/components/ui/page-intro';
import { pageIntros } from '@/lib/content/page-intros';

const intro = pageIntros.privacy;

export const metadata: Metadata = { title: 'Privacy Policy', description: intro.lead };

export default function PrivacyPage() {
  return <PageIntro eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />;
}
