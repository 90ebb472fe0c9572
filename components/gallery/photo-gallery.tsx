'use client';

import dynamic from 'next/dynamic';
import { useMemo, useRef, useState } from 'react';
import { RowsPhotoAlbum } from 'react-photo-album';
import SSR from 'react-photo-album/ssr';
import 'react-photo-album/rows.css';
import type { GalleryPhoto } from '@/lib/cms/types';
import { albumBreakpoints, eagerPhotoCount } from '@/lib/content/gallery';
import { inertOutside } from '@/lib/inert-outside';
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
      photos.map((photo, position) => ({
        key: photo.id,
        src: photo.image.src,
        width: photo.image.width,
        height: photo.image.height,
        alt: photo.image.alt,
        href: photo.image.src,
        label: `Open photo ${position + 1} of ${photos.length}: ${photo.image.alt}`,
        srcSet: photo.image.variants,
      })),
    [photos],
  );
  const slides = useMemo(
    () =>
      photos.map(({ image }) => ({
        src: image.src,
        width: image.width,
        height: image.height,
        alt: image.alt,
        srcSet: image.variants,
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
              image: (props, { index: position }) => (
                // eslint-disable-next-line @next/next/no-img-element -- sizes and srcset come from the CMS's formats
                <img
                  {...props}
                  alt={props.alt}
                  loading={position < eagerPhotoCount ? 'eager' : 'lazy'}
                  decoding="async"
                  className={`${props.className ?? ''} ${styles.image}`}
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
