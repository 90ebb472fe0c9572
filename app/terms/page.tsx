import type { Metadata } from 'next';
import { PageIntro } from '@/components/ui/page-intro';
import { pageIntros } from '@/lib/content/page-intros';

const intro = pageIntros.terms;

export const metadata: Metadata = { title: 'Terms & Conditions', description: intro.lead };

export default function TermsPage() {
  return <PageIntro eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />;
}
