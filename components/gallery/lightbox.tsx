'use client';

import Lightbox, { ErrorIcon, type SlideImage } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { lightboxSettings, photoErrorText } from '@/lib/content/gallery';
import styles from './lightbox.module.css';

/** A failed photo says so in words as well as with the library's icon. */
function PhotoError() {
  return (
    <p className={styles.error}>
      <ErrorIcon className={styles.errorIcon} />
      {photoErrorText}
    </p>
  );
}

export type LightboxProps = {
  slides: SlideImage[];
  /** -1 when closed. */
  index: number;
  /** Stop at the last slide rather than wrap round to the first. */
  finite: boolean;
  onView: (index: number) => void;
  onClose: () => void;
  onOpened: (portal: Element) => void;
  onClosed: () => void;
};

/**
 * The full-screen photo viewer. Loaded only when a visitor first opens a photo, with its styles, so the gallery
 * page does not pay for it up front.
 */
export default function PhotoLightbox({
  slides,
  index,
  finite,
  onView,
  onClose,
  onOpened,
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
      labels={lightboxSettings.labels}
      render={{ iconError: PhotoError }}
      on={{
        view: ({ index: viewed }) => onView(viewed),
        // As soon as the viewer is in the page, so that focus cannot slip out during its fade-in.
        entering: () => {
          const portal = document.querySelector('.yarl__portal');
          if (portal) onOpened(portal);
        },
        exited: onClosed,
      }}
    />
  );
}
