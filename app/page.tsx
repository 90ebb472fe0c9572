import { getBrochure, getContent, getToday } from '@/lib/cms';
import { pageMetadata } from '@/lib/metadata';
import { home } from '@/lib/content/home';
import { VisitInvitation } from '@/components/booking/visit-invitation';
import { Hero } from '@/components/home/hero';
import { Advice, CareKinds, CqcReport, FeatureTiles, Intro } from '@/components/home/home-sections';
import { GalleryPreviewSection } from '@/components/home/gallery-preview-section';
import { Reviews } from '@/components/home/reviews';
import { ThisWeek } from '@/components/home/this-week';
import { StructuredData } from '@/components/layout/structured-data';

export const metadata = pageMetadata({ description: home.hero.lead, path: '/' });

export default async function HomePage() {
  const [photos, facts, reviews, brochure, sessions, events, menu, today, care] = await Promise.all([
    getContent('gallery'),
    getContent('facts'),
    getContent('reviews'),
    getBrochure(),
    getContent('programme'),
    getContent('events'),
    getContent('menu'),
    getToday(),
    getContent('careKinds'),
  ]);
  return (
    <>
      <Hero image={photos[0]?.image ?? null} facts={facts} brochure={brochure} />
      <Intro />
      <CareKinds kinds={care} />
      <FeatureTiles tileScore={facts.reviews.tileScore} />
      <GalleryPreviewSection photos={photos} />
      <ThisWeek sessions={sessions} events={events} menu={menu} today={today} />
      <Advice />
      <CqcReport facts={facts} />
      <Reviews facts={facts.reviews} reviews={reviews} />
      <VisitInvitation title={home.invitation.title} lead={home.invitation.lead} />
      <StructuredData />
    </>
  );
}
