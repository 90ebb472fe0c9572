import type { MetadataRoute } from 'next';
import { site } from '@/lib/site';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: 'Wealdhaven',
    description: site.summary,
    start_url: '/',
    display: 'browser',
    background_color: '#fbf8f1',
    theme_color: '#1f3a2e',
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
}
