'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** The message Strapi's admin posts to its preview frame after a Save or a Publish made on the preview page. */
const STRAPI_UPDATE = 'strapiUpdate';
/** How often the page asks again while nothing is happening: a publish made elsewhere shows within this. */
const QUIET_MS = 20_000;
/** How often while the live site is being rebuilt, so that "Live since" shows as soon as it is so. */
const BUILDING_MS = 5_000;
/** After a Save or Publish here: again at once, then when the rebuild it starts has had time to begin. */
const AFTER_UPDATE_MS = [0, 3_000, 10_000];

/**
 * Keeps the preview's page and its band current without a reload by hand: when the CMS's admin (and only it:
 * `cmsOrigin`) says something changed, and every little while (more often while the live site is `building`), the page
 * asks its server for itself again and React puts the new content, and the band's word on the live site, in place.
 */
export function PreviewRefresh({ cmsOrigin, building }: { cmsOrigin: string; building: boolean }) {
  const router = useRouter();
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== cmsOrigin) return;
      if ((event.data as { type?: unknown } | null)?.type !== STRAPI_UPDATE) return;
      for (const delay of AFTER_UPDATE_MS) timers.push(setTimeout(() => router.refresh(), delay));
    };
    window.addEventListener('message', onMessage);
    const every = setInterval(() => router.refresh(), building ? BUILDING_MS : QUIET_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(every);
      timers.forEach(clearTimeout);
    };
  }, [cmsOrigin, router, building]);
  return null;
}
