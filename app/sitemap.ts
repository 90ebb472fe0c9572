import type { MetadataRoute } from 'next';
import { routeDeclarations, routeOf, type Listing } from '@/lib/routes';
import { site } from '@/lib/site';
import { getChildPages } from '@/lib/cms';

export const dynamic = 'force-static';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const listed = (path: string, { changeFrequency, priority }: Listing) => ({
    url: new URL(path, site.url).href,
    changeFrequency,
    priority,
  });
  // Each route, then the pages of their own the content makes under them (album pages, open jobs), as their routes
  // say to list them (lib/routes.ts).
  const children = (await getChildPages()).map((path) => {
    const found = routeOf(path);
    if (!found?.child) throw new Error(`sitemap: ${path} is no route's page of its own (lib/routes.ts)`);
    return listed(path, found.route.children!.sitemap);
  });
  return [...routeDeclarations.map((route) => listed(route.path, route.sitemap)), ...children];
}
