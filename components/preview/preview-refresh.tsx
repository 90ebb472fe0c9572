'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** The message Strapi's admin posts to its preview frame after a Save or a Publish made on the preview page. */
const STRAPI_UPDATE = 'strapiUpdate';

/**
 * Shows an editor's Save or Publish without a reload by hand: when the CMS's admin (and only it: `cmsOrigin`) says
 * something changed, the page asks its server for itself again and React puts the new content in place.
 */
export function PreviewRefresh({ cmsOrigin }: { cmsOrigin: string }) {
  const router = useRouter();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== cmsOrigin) return;
      if ((event.data as { type?: unknown } | null)?.type === STRAPI_UPDATE) router.refresh();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [cmsOrigin, router]);
  return null;
}
