import type { MetadataRoute } from 'next';
import { routes } from '@/lib/metadata';
import { site } from '@/lib/site';
import { getGalleryPhotos, getJobs } from '@/lib/cms';
import { albumPageNumbers, albumPagePath } from '@/lib/album';

export const dynamic = 'force-static';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = routes.map((route) => ({
    url: new URL(route, site.url).href,
    changeFrequency: (['/privacy', '/terms', '/accessibility'] as string[]).includes(route)
      ? 'yearly'
      : 'monthly',
    priority: route === '/' ? 1 : 0.7,
  }));
  // The gallery's later album pages: each has its own address and photos, though the navigation links only the first.
  const albumPages = albumPageNumbers((await getGalleryPhotos()).length)
    .slice(1)
    .map((page) => ({
      url: new URL(albumPagePath(page), site.url).href,
      changeFrequency: 'monthly' as const,
      priority: 0.5,
    }));
  // Each job open at the build, until its closing date (the daily build takes it out the day after).
  const jobPages = (await getJobs()).map((job) => ({
    url: new URL(`/careers/${job.slug}`, site.url).href,
    changeFrequency: 'weekly' as const,
    priority: 0.5,
  }));
  return [...pages, ...albumPages, ...jobPages];
}
