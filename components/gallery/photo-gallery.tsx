'use client';

import dynamic from 'next/dynamic';
import { useMemo, useRef, useState } from 'react';
import { RowsPhotoAlbum } from 'react-photo-album';
import SSR from 'react-photo-album/ssr';
import 'react-photo-album/rows.css';
import type { GalleryPhoto } from '@/lib/cms/types';
import { albumBreakpoints } from '@/lib/content/gallery';
import { inertOutside } from '@/lib/inert-outside';
import { Picture } from '@/components/ui/picture';
import { largestSrc } from '@/lib/srcset';
import styles from './photo-gallery.module.css';

const PhotoLightbox = dynamic(() => import('./lightbox'), { ssr: false });

/**
 * The gallery page's album and photo viewer. Every photo is in the static HTML as a link to its full-size image, laid
 * out per breakpoint by CSS container queries (no layout shift, works without JavaScript); a click opens the viewer.
 */
export function PhotoGallery({ photos }: { photos: GalleryPhoto[] }) {
  const [index, setIndex] = useState(-1);
  // The viewer's code loads on first use, then stays so that it can animate closed.
  const [viewerLoaded, setViewerLoaded] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);
  const restoreRef = useRef<(() => void) | null>(null);

  const albumPhotos = useMemo(
    () =>
      photos.map(({ id, image }, position) => ({
        key: id,
        src: largestSrc(image.jpeg),
        width: image.width,
        height: image.height,
        alt: image.alt,
        // Without JavaScript a photo opens on its own, at the largest size the build made.
        href: largestSrc(image.webp),
        label: `Open photo ${position + 1} of ${photos.length}: ${image.alt}`,
        image,
      })),
    [photos],
  );
  const slides = useMemo(
    () =>
      photos.map(({ image }) => ({
        src: largestSrc(image.jpeg),
        width: image.width,
        height: image.height,
        alt: image.alt,
        // The viewer renders a plain img: WebP, which every browser that runs the viewer takes.
        srcSet: image.webp,
      })),
    [photos],
  );

  return (
    <>
      <div className={styles.album}>
        <SSR breakpoints={albumBreakpoints}>
          <RowsPhotoAlbum
            photos={albumPhotos}
            spacing={(width) => (width < 600 ? 8 : 16)}
            targetRowHeight={(width) => (width < 600 ? 180 : 280)}
            sizes={{
              size: '1200px',
              sizes: [
                { viewport: '(max-width: 640px)', size: 'calc(100vw - 40px)' },
                { viewport: '(max-width: 1280px)', size: 'calc(100vw - 80px)' },
              ],
            }}
            onClick={({ event, index: clicked }) => {
              event.preventDefault();
              openerRef.current = event.currentTarget as HTMLElement;
              setViewerLoaded(true);
              setIndex(clicked);
            }}
            render={{
              // Lazy, every one: the album is in the HTML once per breakpoint, and the browser fetches an eager image
              // even in the layouts its container queries hide. Lazy photos on the first screen load at once anyway.
              image: ({ sizes }, { photo }) => (
                <Picture
                  image={photo.image}
                  sizes={sizes ?? '100vw'}
                  loading="lazy"
                  className={`react-photo-album--image ${styles.image}`}
                />
              ),
            }}
          />
        </SSR>
      </div>
      {viewerLoaded ? (
        <PhotoLightbox
          slides={slides}
          index={index}
          onView={setIndex}
          onClose={() => setIndex(-1)}
          onOpened={(portal) => {
            restoreRef.current = inertOutside(portal);
          }}
          onClosed={() => {
            restoreRef.current?.();
            restoreRef.current = null;
            openerRef.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
