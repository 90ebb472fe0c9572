import type { Metadata } from 'next';
import { PageIntro } from '@/components/ui/page-intro';
import { pageIntros } from '@/lib/content/page-intros';

const intro = pageIntros.gallery;

export const metadata: Metadata = { title: 'Gallery', description: intro.lead };

export default function GalleryPage() {
  return <PageIntro eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />;
}
