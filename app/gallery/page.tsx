import { pageMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { PhotoGallery } from '@/components/gallery/photo-gallery';
import { VisitInvitation } from '@/components/booking/visit-invitation';
import { getGalleryPhotos } from '@/lib/cms';
import { contentPages, pageIntros } from '@/lib/content/page-intros';

const intro = pageIntros.gallery;
const copy = contentPages.gallery;

export const metadata = pageMetadata({ title: 'Gallery', description: intro.lead, path: '/gallery' });

export default async function GalleryPage() {
  const photos = await getGalleryPhotos();
  return (
    <>
      <PageIntro eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <Section
        title={copy.albumTitle}
        lead={photos.length > 0 ? copy.albumLead : copy.empty}
        id="photographs"
      >
        {photos.length > 0 ? <PhotoGallery photos={photos} /> : null}
      </Section>
      <VisitInvitation />
    </>
  );
}
