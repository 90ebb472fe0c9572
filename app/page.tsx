import { getGalleryPhotos } from '@/lib/cms';
import { pageMetadata } from '@/lib/metadata';
import { home } from '@/lib/content/home';
import { VisitInvitation } from '@/components/booking/visit-invitation';
import { Hero } from '@/components/home/hero';
import { Advice, CqcReport, FeatureTiles, Intro } from '@/components/home/home-sections';
import { GalleryPreviewSection } from '@/components/home/gallery-preview-section';
import { Reviews } from '@/components/home/reviews';

export const metadata = pageMetadata({ description: home.hero.lead, path: '/' });

export default async function HomePage() {
  const photos = await getGalleryPhotos();
  return (
    <>
      <Hero image={photos[0]?.image ?? null} />
      <Intro />
      <FeatureTiles />
      <GalleryPreviewSection photos={photos} />
      <Advice />
      <CqcReport />
      <Reviews />
      <VisitInvitation title={home.invitation.title} lead={home.invitation.lead} />
    </>
  );
}
