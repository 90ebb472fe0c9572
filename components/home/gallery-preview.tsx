'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useReducer } from 'react';
import type { GalleryPhoto } from '@/lib/content-types';
import { useHydrated } from '@/lib/use-hydrated';
import { buttonClass } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { initialPreviewState, photosOnPage, PREVIEW_TIMING, previewReducer } from './gallery-preview-state';
import { previewText } from '@/lib/content/gallery';
import styles from './gallery-preview.module.css';
import { Picture } from '@/components/ui/picture';

type GalleryPreviewProps = {
  photos: GalleryPhoto[];
  /** Every photo in the gallery, for the Next button and the link, when the preview shows only some. */
  totalCount: number;
  allText: string;
};

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The home page's photo preview: four photos a page, with previous and next, numbered pages and a gentle slide.
 * Without JavaScript it shows the first four photos and the link to the gallery; the controls only appear, in space
 * kept for them, once they work.
 */
export function GalleryPreview({ photos, totalCount, allText }: GalleryPreviewProps) {
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(previewReducer, photos.length, initialPreviewState);
  const { page, phase, direction, pageCount } = state;

  useEffect(() => {
    if (phase === 'idle') return;
    const timer = setTimeout(
      () => dispatch({ type: phase === 'leaving' ? 'left' : 'entered' }),
      phase === 'leaving' ? PREVIEW_TIMING.leaveMs : PREVIEW_TIMING.enterMs,
    );
    return () => clearTimeout(timer);
  }, [phase]);

  const go = (target: number) =>
    dispatch({ type: 'go', page: target, reducedMotion: prefersReducedMotion() });
  const first = page * 4 + 1;
  const last = Math.min(first + 3, photos.length);

  return (
    <div className={styles.preview}>
      <p className="visually-hidden" aria-live="polite">
        {hydrated ? previewText.showing(first, last, photos.length) : ''}
      </p>
      <ul
        className={styles.track}
        data-phase={phase}
        data-direction={direction}
        style={
          {
            '--leave-duration': `${PREVIEW_TIMING.leaveMs}ms`,
            '--enter-duration': `${PREVIEW_TIMING.enterMs}ms`,
          } as React.CSSProperties
        }
      >
        {photosOnPage(photos, page).map((photo, index) => (
          <li key={photo.id} className={styles.item}>
            <Picture
              image={photo.image}
              sizes="(max-width: 640px) 45vw, (max-width: 1280px) 23vw, 290px"
              loading={page === 0 && index < 2 ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>

      <div className={styles.footer}>
        <div
          role="group"
          aria-label={previewText.pagesLabel}
          className={styles.controls}
          data-ready={hydrated}
        >
          {/* aria-disabled rather than disabled: a focused button that became disabled would drop keyboard focus. */}
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(page - 1)}
            aria-disabled={page === 0}
          >
            <ArrowRightIcon className={styles.flip} />
            {previewText.previous}
            <span className="visually-hidden">{previewText.previousSuffix}</span>
          </button>
          <ol className={styles.pages}>
            {Array.from({ length: pageCount }, (_, index) => (
              <li key={index}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={previewText.page(index + 1, pageCount)}
                  aria-current={index === page ? 'true' : undefined}
                  onClick={() => go(index)}
                >
                  {index + 1}
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(page + 1)}
            aria-disabled={page === pageCount - 1}
          >
            {previewText.next}
            <span className={styles.count}>{previewText.count(totalCount)}</span>
            <ArrowRightIcon />
          </button>
        </div>
        <Link href="/gallery" className={buttonClass('secondary')}>
          {allText} ({totalCount})
        </Link>
      </div>
    </div>
  );
}
