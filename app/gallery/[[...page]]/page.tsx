import { notFound } from 'next/navigation';
import { pageMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { PhotoGallery } from '@/components/gallery/photo-gallery';
import { VisitInvitation } from '@/components/booking/visit-invitation';
import { getContent } from '@/lib/cms';
import { albumPage, albumPageNumber, albumPageNumbers, albumPagePath } from '@/lib/album';
import { contentPages } from '@/lib/content/pages';

const labels = contentPages.gallery;

type Props = { params: Promise<{ page?: string[] }> };

// The album in pages: /gallery is the first, /gallery/2, /gallery/3, ... the rest, each a complete static page with
// its own address, so that every photo is reachable by plain links (without JavaScript, and for search engines).
// One optional catch-all route rather than a page beside a [page] route: the export refuses a dynamic route with no
// pages at all, which a gallery of one page would be.
export const dynamicParams = false;

export async function generateStaticParams() {
  const photos = await getContent('gallery');
  return albumPageNumbers(photos.length).map((page) => ({ page: page === 1 ? [] : [String(page)] }));
}

async function pageOf(params: Props['params']) {
  const number = albumPageNumber((await params).page);
  const page = number === null ? null : albumPage(await getContent('gallery'), number);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: Props) {
  const [{ page, pageCount }, { intro }] = await Promise.all([pageOf(params), getContent('galleryPage')]);
  return pageMetadata({
    title: page === 1 ? intro.eyebrow : labels.pageName(page, pageCount),
    description: intro.lead,
    path: albumPagePath(page),
  });
}

export default async function GalleryPage({ params }: Props) {
  const [page, copy] = await Promise.all([pageOf(params), getContent('galleryPage')]);
  return (
    <>
      <PageIntro
        eyebrow={page.page === 1 ? copy.intro.eyebrow : labels.pageName(page.page, page.pageCount)}
        title={copy.intro.title}
        lead={copy.intro.lead}
      />
      <Section
        title={labels.albumTitle}
        lead={page.total > 0 ? copy.albumLead : labels.empty}
        id="photographs"
      >
        {/* Keyed by page, so that moving between album pages starts each one afresh. */}
        {page.total > 0 ? <PhotoGallery key={page.page} initial={page} /> : null}
      </Section>
      <VisitInvitation />
    </>
  );
}
