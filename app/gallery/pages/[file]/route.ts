import { getContent } from '@/lib/cms';
import { albumPage, albumPageNumbers } from '@/lib/album';

// Each album page's photos as a static JSON file beside the pages (/gallery/pages/2.json, ...), which "Show more
// photos" appends in place: the same origin, written by the same build, nothing asked of the CMS when it is read.
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  const photos = await getContent('gallery');
  return albumPageNumbers(photos.length).map((page) => ({ file: `${page}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const page = albumPage(await getContent('gallery'), Number(file.replace(/\.json$/, '')));
  if (!page) return new Response(null, { status: 404 });
  return Response.json(page);
}
