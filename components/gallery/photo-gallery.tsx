'use client';

import dynamic from 'next/dynamic';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { RowsPhotoAlbum } from 'react-photo-album';
import type { Slide } from 'yet-another-react-lightbox';
import SSR from 'react-photo-album/ssr';
import 'react-photo-album/rows.css';
import { albumDataPath, albumPagePath, readAlbumPage, type AlbumPage } from '@/lib/album';
import { albumText } from '@/lib/content/gallery';
import { largestSrc } from '@/lib/srcset';
import { useHydrated } from '@/lib/use-hydrated';
import { buttonClass } from '@/components/ui/button';
import { Picture } from '@/components/ui/picture';
import { albumBreakpoints, lightboxSettings } from './settings';
import styles from './photo-gallery.module.css';

const PhotoLightbox = dynamic(() => import('./lightbox'), { ssr: false });

/** One album page's photos in justified rows, laid out per breakpoint by CSS container queries in the static HTML. */
function AlbumRows({
  page,
  onOpen,
}: {
  page: AlbumPage;
  onOpen: (index: number, link: HTMLElement) => void;
}) {
  const photos = useMemo(
    () =>
      page.photos.map(({ id, image }, index) => ({
        key: id,
        src: largestSrc(image.jpeg),
        width: image.width,
        height: image.height,
        alt: image.alt,
        // Without JavaScript a photo opens on its own, at the largest size the build made.
        href: largestSrc(image.webp),
        label: albumText.openPhoto(page.first + index, page.total, image.alt),
        image,
      })),
    [page],
  );
  return (
    <SSR breakpoints={albumBreakpoints}>
      <RowsPhotoAlbum
        photos={photos}
        spacing={(width) => (width < 600 ? 8 : 16)}
        targetRowHeight={(width) => (width < 600 ? 180 : 280)}
        sizes={{
          size: '1200px',
          sizes: [
            { viewport: '(max-width: 640px)', size: 'calc(100vw - 40px)' },
            { viewport: '(max-width: 1280px)', size: 'calc(100vw - 80px)' },
          ],
        }}
        onClick={({ event, index }) => {
          event.preventDefault();
          onOpen(index, event.currentTarget as HTMLElement);
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
  );
}

/** The page numbers to link: the first, the last, and those next to the pages showing; null marks a gap. */
function pageLinks(first: number, last: number, pageCount: number): (number | null)[] {
  const shown = Array.from({ length: pageCount }, (_, index) => index + 1).filter(
    (page) => page === 1 || page === pageCount || (page >= first - 1 && page <= last + 1),
  );
  return shown.flatMap((page, index) => (index > 0 && page - shown[index - 1]! > 1 ? [null, page] : [page]));
}

/**
 * The gallery's album and photo viewer. The page's photos are in the static HTML as links to their full-size images,
 * with links to the album's other pages. With JavaScript, "Show more photos" appends the next page in place (from the
 * JSON file the build wrote beside the pages), and a click opens the viewer, which moves across every photo loaded so
 * far and loads the next page as it nears the last.
 */
export function PhotoGallery({ initial }: { initial: AlbumPage }) {
  const [pages, setPages] = useState<AlbumPage[]>([initial]);
  const [loading, setLoading] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [index, setIndex] = useState(-1);
  // The viewer's code loads on first use, then stays so that it can animate closed.
  const [viewerLoaded, setViewerLoaded] = useState(false);
  const hydrated = useHydrated();
  const busy = useRef(false);
  const received = useRef(initial.page);
  const focusOnPage = useRef<number | null>(null);
  const pageElements = useRef(new Map<number, HTMLElement>());
  const openerRef = useRef<HTMLElement | null>(null);

  const lastPage = pages[pages.length - 1]!;
  const nextPage = lastPage.page < lastPage.pageCount ? lastPage.page + 1 : null;
  const photos = useMemo(() => pages.flatMap((page) => page.photos), [pages]);
  const slides = useMemo<Slide[]>(
    () => [
      ...photos.map(({ image }) => ({
        src: largestSrc(image.jpeg),
        width: image.width,
        height: image.height,
        alt: image.alt,
        // The viewer renders a plain img: WebP, which every browser that runs the viewer takes.
        srcSet: image.webp,
      })),
      // While the album has more pages, one more slide holds the next page's place, so that "next" from the last
      // photo loaded always goes somewhere: it says the photos are loading (or could not be), and becomes the next
      // page's first photo when it arrives.
      ...(nextPage === null ? [] : [{ type: 'more-photos' as const }]),
    ],
    [photos, nextPage],
  );

  async function showMore({ moveFocus }: { moveFocus: boolean }) {
    // `received`: a page that has arrived may not have rendered yet (see below), and this render's nextPage be it.
    if (nextPage === null || busy.current || nextPage <= received.current) return;
    busy.current = true;
    setLoading('loading');
    try {
      const response = await fetch(albumDataPath(nextPage));
      const page = response.ok ? readAlbumPage(await response.json()) : null;
      if (!page || page.page !== nextPage) throw new Error(`no album page ${nextPage}`);
      if (page.album !== initial.album) {
        // The site was rebuilt since this page loaded: its next page may hold other photos. Show it whole instead.
        window.location.assign(albumPagePath(nextPage));
        return;
      }
      received.current = page.page;
      if (moveFocus) focusOnPage.current = page.page;
      // Not urgent, and must not be: when the photos change, the viewer goes back to the index this component last
      // heard of. A move the visitor made in the same moment (a key, a swipe) is heard of only once it has rendered,
      // so the new photos wait for it rather than render with it and undo it.
      startTransition(() => {
        setPages((current) =>
          current.some((shown) => shown.page === page.page) ? current : [...current, page],
        );
        setLoading('idle');
      });
    } catch {
      setLoading('failed');
    } finally {
      busy.current = false;
    }
  }

  // After "Show more photos", focus moves to the first new photo: the one the visitor came for.
  useEffect(() => {
    const page = focusOnPage.current;
    if (page === null) return;
    const links = pageElements.current.get(page)?.querySelectorAll<HTMLElement>('a') ?? [];
    const first = [...links].find((link) => link.checkVisibility());
    if (!first) return;
    focusOnPage.current = null;
    first.focus();
  }, [pages]);

  const offsets = pages.map((_, position) =>
    pages.slice(0, position).reduce((sum, page) => sum + page.photos.length, 0),
  );
  const lastShown = initial.first + photos.length - 1;

  return (
    <>
      <div className={styles.album}>
        {pages.map((page, position) => (
          <div
            key={page.page}
            className={styles.page}
            ref={(element) => {
              if (element) pageElements.current.set(page.page, element);
              else pageElements.current.delete(page.page);
            }}
          >
            <AlbumRows
              page={page}
              onOpen={(indexInPage, link) => {
                openerRef.current = link;
                setViewerLoaded(true);
                setIndex(offsets[position]! + indexInPage);
              }}
            />
          </div>
        ))}
      </div>

      <div className={styles.more}>
        <p role="status" className={styles.count}>
          {loading === 'failed'
            ? albumText.failed
            : albumText.showing(initial.first, lastShown, initial.total)}
        </p>
        {nextPage === null ? null : hydrated ? (
          <button
            type="button"
            className={buttonClass('secondary')}
            aria-disabled={loading === 'loading' ? true : undefined}
            onClick={() => void showMore({ moveFocus: true })}
          >
            {loading === 'loading' ? albumText.loading : albumText.showMore}
          </button>
        ) : (
          <a href={albumPagePath(nextPage)} className={buttonClass('secondary')}>
            {albumText.showMore}
          </a>
        )}
      </div>

      {initial.pageCount > 1 ? (
        <nav aria-label={albumText.pages} className={styles.pages}>
          <ul>
            {initial.page > 1 ? (
              <li>
                <a href={albumPagePath(initial.page - 1)} rel="prev" className={styles.pageLink}>
                  {albumText.previous}
                </a>
              </li>
            ) : null}
            {pageLinks(initial.page, lastPage.page, initial.pageCount).map((page, position) =>
              page === null ? (
                <li key={`gap-${position}`} className={styles.gap} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={page}>
                  <a
                    href={albumPagePath(page)}
                    className={styles.pageLink}
                    aria-label={albumText.page(page)}
                    aria-current={page === initial.page ? 'page' : undefined}
                  >
                    {page}
                  </a>
                </li>
              ),
            )}
            {nextPage === null ? null : (
              <li>
                <a href={albumPagePath(nextPage)} rel="next" className={styles.pageLink}>
                  {albumText.next}
                </a>
              </li>
            )}
          </ul>
        </nav>
      ) : null}

      {viewerLoaded ? (
        <PhotoLightbox
          slides={slides}
          index={index}
          // While more pages exist, the viewer stops at the next page's place rather than wrap round to the first.
          finite={nextPage !== null}
          moreFailed={loading === 'failed'}
          onRetryMore={() => void showMore({ moveFocus: false })}
          onView={(viewed) => {
            setIndex(viewed);
            if (viewed >= photos.length - 1 - lightboxSettings.carousel.preload)
              void showMore({ moveFocus: false });
          }}
          onClose={() => setIndex(-1)}
          // The viewer gives the focus back to what had it when it opened, which a click on a link does not always
          // move (Safari does not focus a link it clicks): the photo the visitor chose is where they expect it.
          onClosed={() => openerRef.current?.focus()}
        />
      ) : null}
    </>
  );
}
