import type { Metadata } from 'next';
import { site } from '@/lib/site';
import type { ChildRoute, Route } from './routes';

// The routes live in lib/routes.ts, which lib/site.ts reads too: re-exported here, where pages look for them.
export { routes, type ChildRoute, type Route } from './routes';

/** The share image, drawn at build time by app/og.png/route.tsx. */
export const shareImage = {
  url: '/og.png',
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.strapline}`,
} as const;

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
  path: Route | ChildRoute;
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

/** The metadata of a page whose copy names its title and opens with an intro: the intro's lead describes it. */
export function copyMetadata(copy: { metaTitle: string; intro: { lead: string } }, path: Route) {
  return pageMetadata({ title: copy.metaTitle, description: copy.intro.lead, path });
}
