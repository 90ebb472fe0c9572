'use client';

import Lightbox, { ErrorIcon, type Slide } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { albumText, lightboxLabels, photoErrorText } from '@/lib/content/gallery';
import { lightboxSettings } from './settings';
import { buttonClass } from '@/components/ui/button';
import styles from './lightbox.module.css';

/** The place of the album's next page after the last photo loaded, until that page arrives. */
type SlideMorePhotos = { type: 'more-photos' };

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    'more-photos': SlideMorePhotos;
  }
}

/** A failed photo says so in words as well as with the library's icon. */
function PhotoError() {
  return (
    <p className={styles.error}>
      <ErrorIcon className={styles.errorIcon} />
      {photoErrorText}
    </p>
  );
}

/** Says that the next photos are on their way, or that they could not be loaded, with a way to try again. */
function MorePhotos({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <div className={styles.error}>
      <p>{failed ? albumText.failed : albumText.loading}</p>
      {failed ? (
        <button type="button" className={buttonClass('onDark')} onClick={onRetry}>
          {albumText.tryAgain}
        </button>
      ) : null}
    </div>
  );
}

export type LightboxProps = {
  /** The photos, and after them the next page's place while the album has more pages. */
  slides: Slide[];
  /** Whether the next page's photos could not be loaded. */
  moreFailed: boolean;
  onRetryMore: () => void;
  /** -1 when closed. */
  index: number;
  /** Stop at the last slide rather than wrap round to the first. */
  finite: boolean;
  onView: (index: number) => void;
  onClose: () => void;
  /** Once the viewer has gone. */
  onClosed: () => void;
};

/**
 * The full-screen photo viewer. Loaded only when a visitor first opens a photo, with its styles, so the gallery
 * page does not pay for it up front. Its portal is a modal dialog: while it is in the page, everything beside it in
 * <body> is inert and hidden from assistive technology (the library does that itself, from the moment it enters).
 */
export default function PhotoLightbox({
  slides,
  index,
  finite,
  moreFailed,
  onRetryMore,
  onView,
  onClose,
  onClosed,
}: LightboxProps) {
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      slides={slides}
      close={onClose}
      animation={lightboxSettings.animation}
      carousel={{ ...lightboxSettings.carousel, finite }}
      controller={lightboxSettings.controller}
      labels={lightboxLabels}
      render={{
        iconError: PhotoError,
        slide: ({ slide }) =>
          slide.type === 'more-photos' ? <MorePhotos failed={moreFailed} onRetry={onRetryMore} /> : undefined,
      }}
      on={{
        view: ({ index: viewed }) => onView(viewed),
        exited: onClosed,
      }}
    />
  );
}
