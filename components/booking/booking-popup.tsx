'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useModalDialog } from '@/lib/use-modal-dialog';
import { site } from '@/lib/site';
import { bookingText } from '@/lib/content/shared';
import { CalendarIcon } from '@/components/ui/icons';
import { DialogClose, ModalDialog } from '@/components/ui/modal-dialog';
import { PhoneText } from '@/components/ui/phone-text';
import { BookingButton } from './booking-button';
import { useBookingDetails } from './booking-details';
import { BOOKING_SELECTOR } from './booking-trigger';
import styles from './booking-popup.module.css';

// The booking widget's code loads when a visitor first opens the popup, not with every page.
const InlineWidget = dynamic(() => import('react-calendly').then((module) => module.InlineWidget), {
  ssr: false,
  loading: () => (
    <div className={styles.pending}>
      <BookingLoading />
    </div>
  ),
});

function isShown(element: HTMLElement): boolean {
  if (!element.isConnected) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

function BookingLoading() {
  return (
    <p className={styles.loading} role="status">
      {bookingText.loading}
    </p>
  );
}

/** How much of the header has scrolled out of sight when the badge appears: as the CSS's `exit 30%` says. */
const BADGE_ARRIVES_AFTER = 0.3;

/**
 * Whether the badge still waits at the top of the page, where a browser without scroll-driven animations (Firefox,
 * for now) cannot tell it from CSS: true until BADGE_ARRIVES_AFTER of the header has scrolled away, as an observer
 * of the header sees. In a browser with them the CSS decides, and this stays true and unread (the style that reads
 * it is for the others only: booking-popup.module.css). In the static HTML it is true too, so the badge does not
 * show and then vanish as the island starts; without JavaScript the layout's <noscript> style shows it.
 */
function useBadgeWaits(): boolean {
  const [waits, setWaits] = useState(true);
  useEffect(() => {
    if (typeof CSS !== 'undefined' && CSS.supports?.('timeline-scope', '--site-header')) return;
    const header = document.querySelector('header');
    // Every browser without scroll-driven animations has IntersectionObserver (baseline since 2019); a test's DOM
    // may have neither.
    if (!header || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      // The newest reading, should several have queued while the page was busy.
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setWaits(entry.intersectionRatio > 1 - BADGE_ARRIVES_AFTER);
      },
      { threshold: [1 - BADGE_ARRIVES_AFTER] },
    );
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return waits;
}

/**
 * The site's one booking popup, with the floating Book Now badge.
 *
 * The popup is a native modal <dialog>, so the browser makes the page behind inert, closes it on Escape and keeps
 * focus inside; react-calendly's InlineWidget draws the booking page in it (its own PopupModal would be a second modal,
 * with no dialog semantics, inside ours). The booking page's iframe only exists while the popup is open, so nothing is
 * requested from the booking service until a visitor asks for it.
 */
export function BookingPopup() {
  const { bookingUrl, phone } = useBookingDetails();
  const badgeWaits = useBadgeWaits();
  const [open, setOpen] = useState(false);
  const { open: showDialog, dialogProps, closeProps } = useModalDialog();
  // Where focus goes back to: the control that opened the popup, or what had focus then if that control is gone
  // (an enquiry button inside the mobile menu, which closes as the popup opens).
  const openerRef = useRef<HTMLElement | null>(null);
  const fallbackRef = useRef<HTMLElement | null>(null);

  const show = useCallback((opener: HTMLElement) => {
    openerRef.current = opener;
    fallbackRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);

  // One listener serves every enquiry button on every page (the badge included), so the buttons hold no state.
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented) return;
      const opener = event.target instanceof Element ? event.target.closest(BOOKING_SELECTOR) : null;
      if (!(opener instanceof HTMLElement)) return;
      show(opener);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [show]);

  // The dialog opens once its content is rendered for the open state.
  useEffect(() => {
    if (open) showDialog();
  }, [open, showDialog]);

  // Every way of closing (the button, the backdrop, Escape) ends in the dialog's close event.
  function onDialogClose() {
    setOpen(false);
    const target = [openerRef.current, fallbackRef.current].find(
      (el): el is HTMLElement => !!el && isShown(el),
    );
    target?.focus();
  }

  return (
    <aside aria-label={bookingText.regionLabel} data-badge-waits={badgeWaits ? '' : undefined}>
      <BookingButton className={styles.badge}>
        <CalendarIcon />
        {site.booking.badgeText}
      </BookingButton>

      <ModalDialog {...dialogProps} className={styles.dialog} titleId="booking-title" onClose={onDialogClose}>
        <div className={styles.bar}>
          <div className={styles.barText}>
            <h2 id="booking-title" className={styles.title}>
              {bookingText.title}
            </h2>
            <p className={styles.hint}>
              {bookingText.hint}{' '}
              <a href={phone.href}>
                <PhoneText number={phone.display} />
              </a>
              .
            </p>
          </div>
          <DialogClose {...closeProps} className={styles.close}>
            {bookingText.close}
          </DialogClose>
        </div>
        {/* A click on the frame row's empty margin reaches the dialog, which closes it. */}
        <div className={styles.frame}>
          {open ? (
            <InlineWidget
              url={bookingUrl}
              className={styles.widget}
              iframeTitle={bookingText.frameTitle}
              LoadingSpinner={BookingLoading}
            />
          ) : null}
        </div>
      </ModalDialog>
    </aside>
  );
}
