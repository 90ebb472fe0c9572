'use client';

import dynamic from 'next/dynamic';
import { useMemo, useRef, useState, type MouseEvent } from 'react';
import type { Slide } from 'yet-another-react-lightbox';
import type { SiteImage } from '@/lib/kit';
import { roomsCopy as copy } from '@/lib/content/rooms';
import { largestSrc } from '@/lib/srcset';
import { Picture } from '@/components/ui/picture';
import styles from './rooms.module.css';

const PhotoLightbox = dynamic(() => import('@/components/gallery/lightbox'), { ssr: false });

/**
 * A kind of room's photos: the first large, the others small beside it. Each is a link to its largest size, so that
 * without JavaScript a photo opens on its own; with it, a click opens the gallery's viewer, which moves across this
 * kind's photos and gives the focus back to the photo chosen when it closes.
 */
export function RoomPhotos({ photos, kind }: { photos: SiteImage[]; kind: string }) {
  const [index, setIndex] = useState(-1);
  const [viewerLoaded, setViewerLoaded] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const slides = useMemo<Slide[]>(
    () =>
      photos.map((image) => ({
        src: largestSrc(image.jpeg),
        width: image.width,
        height: image.height,
        alt: image.alt,
        srcSet: image.webp,
      })),
    [photos],
  );
  function open(event: MouseEvent<HTMLAnchorElement>, at: number) {
    event.preventDefault();
    opener.current = event.currentTarget;
    setViewerLoaded(true);
    setIndex(at);
  }
  const [first, ...others] = photos;
  if (!first) return null;
  return (
    <div className={styles.photos}>
      <a
        href={largestSrc(first.webp)}
        className={styles.photoLink}
        aria-label={copy.openPhoto(1, photos.length, first.alt)}
        onClick={(event) => open(event, 0)}
      >
        <Picture
          image={first}
          sizes="(max-width: 640px) calc(100vw - 40px), 36rem"
          className={styles.photo}
        />
      </a>
      {others.length > 0 ? (
        <ul className={styles.thumbs} aria-label={`${copy.photoCount(photos.length)}: ${kind}`}>
          {others.map((image, at) => (
            <li key={image.jpeg[0]?.src ?? at}>
              <a
                href={largestSrc(image.webp)}
                className={styles.photoLink}
                aria-label={copy.openPhoto(at + 2, photos.length, image.alt)}
                onClick={(event) => open(event, at + 1)}
              >
                <Picture image={image} sizes="12rem" className={styles.photo} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {viewerLoaded ? (
        <PhotoLightbox
          slides={slides}
          index={index}
          finite
          moreFailed={false}
          onRetryMore={() => {}}
          onView={setIndex}
          onClose={() => setIndex(-1)}
          onClosed={() => opener.current?.focus()}
        />
      ) : null}
    </div>
  );
}
