import { getBrochure, getContent, getHome, getToday } from '@/lib/cms';
import { pageMetadata } from '@/lib/metadata';
import { VisitInvitation } from '@/components/booking/visit-invitation';
import { Hero } from '@/components/home/hero';
import { Advice, CareKinds, CqcReport, FeatureTiles, Intro } from '@/components/home/home-sections';
import { GalleryPreviewSection } from '@/components/home/gallery-preview-section';
import { Reviews } from '@/components/home/reviews';
import { ThisWeek } from '@/components/home/this-week';
import { StructuredData } from '@/components/layout/structured-data';

export async function generateMetadata() {
  const copy = await getContent('homePage');
  return pageMetadata({ description: copy.heroLead, path: '/' });
}

export default async function HomePage() {
  const [home, copy, photos, facts, reviews, brochure, sessions, events, menu, today, care, staffing] =
    await Promise.all([
      getHome(),
      getContent('homePage'),
      getContent('gallery'),
      getContent('facts'),
      getContent('reviews'),
      getBrochure(),
      getContent('programme'),
      getContent('events'),
      getContent('menu'),
      getToday(),
      getContent('careKinds'),
      getContent('staffing'),
    ]);
  return (
    <>
      <Hero
        image={photos[0]?.image ?? null}
        facts={facts}
        brochure={brochure}
        home={home}
        copy={{ eyebrow: copy.heroEyebrow, lead: copy.heroLead }}
      />
      <Intro copy={copy} />
      <CareKinds kinds={care} title={copy.careTitle} staffing={staffing} />
      <FeatureTiles copy={copy} />
      <GalleryPreviewSection photos={photos} copy={{ title: copy.galleryTitle, lead: copy.galleryLead }} />
      <ThisWeek
        sessions={sessions}
        events={events}
        menu={menu}
        today={today}
        copy={{ title: copy.thisWeekTitle, lead: copy.thisWeekLead }}
      />
      <Advice copy={copy} />
      <CqcReport facts={facts} text={copy.cqcText} />
      <Reviews facts={facts.reviews} reviews={reviews} title={copy.reviewsTitle} />
      <VisitInvitation title={copy.invitationTitle} lead={copy.invitationLead} />
      <StructuredData />
    </>
  );
}
