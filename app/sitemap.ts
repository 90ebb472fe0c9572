import type { MetadataRoute } from 'next';
import { routes } from '@/lib/metadata';
import { site } from '@/lib/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((route) => ({
    url: new URL(route, site.url).href,
    changeFrequency: route === '/privacy' || route === '/terms' ? 'yearly' : 'monthly',
    priority: route === '/' ? 1 : 0.7,
  }));
}
