'use client';

import { useState } from 'react';
import { contact } from '@/lib/content/contact';
import { useHydrated } from '@/lib/use-hydrated';
import { buttonClass } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { MapPinIcon } from '@/components/ui/icons';
import styles from './map-embed.module.css';

const copy = contact.map;

/**
 * The map, behind a placeholder: nothing is requested from the map provider until the visitor asks for it. Without
 * JavaScript the placeholder offers the provider's own page in a new tab instead.
 */
export function MapEmbed({ map, name }: { map: { embedUrl: string; viewUrl: string }; name: string }) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);

  if (shown) {
    return (
      <div className={styles.frame}>
        <iframe
          src={map.embedUrl}
          title={copy.frameTitle(name)}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      </div>
    );
  }

  return (
    <div className={styles.placeholder}>
      <MapPinIcon className={styles.pin} />
      <p>{copy.notice}</p>
      {/*
       * Without JavaScript, a link to the provider's page; with it, the button that shows the map here. The link
       * stays behind the button, hidden, so that the notice keeps its height as the page comes to life.
       */}
      <div className={styles.actions}>
        <ExternalLink
          href={map.viewUrl}
          className={`${buttonClass('primary')} ${hydrated ? styles.keepsRoom : ''}`}
        >
          {copy.openText}
        </ExternalLink>
        {hydrated ? (
          <button type="button" className={buttonClass('primary')} onClick={() => setShown(true)}>
            {copy.showText}
          </button>
        ) : null}
      </div>
    </div>
  );
}
