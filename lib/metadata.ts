import type { Metadata } from 'next';
import { site } from '@/lib/site';

/** Every route of the site, in the order the sitemap lists them. */
export const routes = [
  '/',
  '/about',
  '/gallery',
  '/team',
  '/contact',
  '/fees',
  '/visiting',
  '/complaints',
  '/privacy',
  '/terms',
] as const;

/** The share image, drawn at build time by app/og.png/route.tsx. */
export const shareImage = {
  url: '/og.png',
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.strapline}`,
} as const;
export type Route = (typeof routes)[number];
/** The gallery's second and later album pages (lib/album.ts): not in the navigation, but each a page of its own. */
export type AlbumPageRoute = `/gallery/${number}`;

/**
 * A page's metadata: its title (set in the root layout's template), description, canonical URL, and the same for
 * Open Graph and Twitter cards, with the share image.
 */
export function pageMetadata({
  title,
  description,
  path,
}: {
  title?: string;
  description: string;
  path: Route | AlbumPageRoute;
}): Metadata {
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name}: ${site.strapline}`;
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      locale: 'en_GB',
      siteName: site.name,
      url: path,
      title: fullTitle,
      description,
      images: [shareImage],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [shareImage.url] },
  };
}
