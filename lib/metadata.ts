import type { Metadata } from 'next';
import { getContent, getHome, type ContentOf, type ContentTypeName } from '@/lib/cms';
import type { ChildRoute, Route } from './routes';

// Server-only: it reads "The home" from the CMS. Programs outside Next.js (the gates, the engines' smoke test, the
// benchmarks) take the routes from lib/routes.ts.

/** The share image, drawn at build time by app/og.png/route.tsx, described by the home's name and strapline. */
export const shareImage = (home: { name: string; strapline: string }) =>
  ({
    url: '/og.png',
    width: 1200,
    height: 630,
    alt: `${home.name}: ${home.strapline}`,
  }) as const;

/**
 * A page's metadata: its title (set in the root layout's template), description, canonical URL, and the same for
 * Open Graph and Twitter cards, with the share image.
 */
export async function pageMetadata({
  title,
  description,
  path,
}: {
  title?: string;
  description: string;
  path: Route | ChildRoute;
}): Promise<Metadata> {
  const home = await getHome();
  const image = shareImage(home);
  const fullTitle = title ? `${title} | ${home.name}` : `${home.name}: ${home.strapline}`;
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      locale: 'en_GB',
      siteName: home.name,
      url: path,
      title: fullTitle,
      description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image.url] },
  };
}

/**
 * The metadata of a page whose words are the editors' (a page's entry in the CMS): its small heading names it, its
 * opening words describe it.
 */
export function introMetadata(intro: { eyebrow: string; lead: string }, path: Route) {
  return pageMetadata({ title: intro.eyebrow, description: intro.lead, path });
}

/** The types that are a page's words with an opening: "teamPage", "feesPage". */
type PageWordsName = {
  [Name in ContentTypeName]: ContentOf<Name> extends { intro: { eyebrow: string; lead: string } }
    ? Name
    : never;
}[ContentTypeName];

/** A page's generateMetadata, from the opening of its words in the CMS: `pageWordsMetadata('teamPage', '/team')`. */
export const pageWordsMetadata = (name: PageWordsName, path: Route) => async () =>
  introMetadata((await getContent(name)).intro, path);
