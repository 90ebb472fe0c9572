import type { GalleryPhoto } from '@/lib/content-types';
import { homeLabels } from '@/lib/content/home';
import { Section } from '@/components/ui/section';
import { GalleryPreview } from './gallery-preview';
import { PREVIEW_MAX_PHOTOS } from './gallery-preview-state';

/** The home page's look around the house; left out entirely when the gallery has no photos. */
export function GalleryPreviewSection({
  photos,
  copy,
}: {
  photos: GalleryPhoto[];
  /** The editors' heading and words over the photos. */
  copy: { title: string; lead: string };
}) {
  if (photos.length === 0) return null;
  const labels = homeLabels.gallery;
  return (
    <Section eyebrow={labels.eyebrow} title={copy.title} lead={copy.lead} id="look-around">
      <GalleryPreview
        photos={photos.slice(0, PREVIEW_MAX_PHOTOS)}
        totalCount={photos.length}
        allText={labels.allText}
      />
    </Section>
  );
}
