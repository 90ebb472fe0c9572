import { notFound } from 'next/navigation';
import { pageMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { PhotoGallery } from '@/components/gallery/photo-gallery';
import { VisitInvitation } from '@/components/booking/visit-invitation';
import { getContent } from '@/lib/cms';
import { albumPage, albumPageNumber, albumPageNumbers, albumPagePath } from '@/lib/album';
import { contentPages, pageIntros } from '@/lib/content/pages';

const intro = pageIntros.gallery;
const copy = contentPages.gallery;

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
  const { page, pageCount } = await pageOf(params);
  return pageMetadata({
    title: page === 1 ? 'Gallery' : copy.pageName(page, pageCount),
    description: intro.lead,
    path: albumPagePath(page),
  });
}

export default async function GalleryPage({ params }: Props) {
  const page = await pageOf(params);
  return (
    <>
      <PageIntro
        eyebrow={page.page === 1 ? intro.eyebrow : copy.pageName(page.page, page.pageCount)}
        title={intro.title}
        lead={intro.lead}
      />
      <Section title={copy.albumTitle} lead={page.total > 0 ? copy.albumLead : copy.empty} id="photographs">
        {/* Keyed by page, so that moving between album pages starts each one afresh. */}
        {page.total > 0 ? <PhotoGallery key={page.page} initial={page} /> : null}
      </Section>
      <VisitInvitation />
    </>
  );
}
