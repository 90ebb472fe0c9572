import type { MetadataRoute } from 'next';
import { site } from '@/lib/site';
import { brandColours } from '@/lib/brand-colours';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.summary,
    start_url: '/',
    display: 'browser',
    background_color: brandColours.cream,
    theme_color: brandColours.forest,
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
}
