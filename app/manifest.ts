import type { MetadataRoute } from 'next';
import { getHome } from '@/lib/cms';
import { brandColours } from '@/lib/brand-colours';

export const dynamic = 'force-static';

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const home = await getHome();
  return {
    name: home.name,
    short_name: home.shortName,
    description: home.summary,
    start_url: '/',
    display: 'browser',
    background_color: brandColours.cream,
    theme_color: brandColours.forest,
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
}
