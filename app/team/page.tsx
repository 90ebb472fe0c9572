import type { Metadata } from 'next';
import { PageIntro } from '@/components/ui/page-intro';
import { pageIntros } from '@/lib/content/page-intros';

const intro = pageIntros.team;

export const metadata: Metadata = { title: 'Our team', description: intro.lead };

export default function TeamPage() {
  return <PageIntro eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />;
}
