import type { Metadata } from 'next';
import { PageIntro } from '@/components/ui/page-intro';
import { pageIntros } from '@/lib/content/page-intros';

const intro = pageIntros.about;

export const metadata: Metadata = { title: 'About us', description: intro.lead };

export default function AboutPage() {
  return <PageIntro eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />;
}
