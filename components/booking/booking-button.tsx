'use client';

import type { ReactNode } from 'react';
import { newTabSuffix } from '@/lib/content/shared';
import { useFocusHandover } from '@/lib/use-focus-handover';
import { useHydrated } from '@/lib/use-hydrated';
import { buttonClass, type ButtonVariant } from '@/components/ui/button';
import { useBookingDetails } from './booking-details';
import { BOOKING_ATTRIBUTE } from './booking-trigger';

type BookingButtonProps = {
  children: ReactNode;
  variant?: ButtonVariant;
  block?: boolean;
  /** A look of the caller's own in place of the button look (the header's contact strip, the floating badge). */
  className?: string;
};

/**
 * Every enquiry and booking control ("Start a Care Enquiry", "Book a viewing", "Book a visit", Book Now), one
 * mechanism for all. In the static HTML it is a plain link to the booking page in a new tab, so it works with
 * JavaScript off. Once React runs it is a button that says it opens a dialog, and the booking popup's one click
 * listener opens the popup for it: a screen reader no longer announces a link that does not navigate.
 */
export function BookingButton({
  children,
  variant = 'primary',
  block = false,
  className,
}: BookingButtonProps) {
  const { bookingUrl } = useBookingDetails();
  const hydrated = useHydrated();
  const { linkRef, toControl } = useFocusHandover(hydrated);
  const look = className ?? buttonClass(variant, { block });
  const marker = { [BOOKING_ATTRIBUTE]: 'popup' };
  if (hydrated) {
    return (
      <button ref={toControl} type="button" className={look} aria-haspopup="dialog" {...marker}>
        {children}
      </button>
    );
  }
  return (
    <a ref={linkRef} href={bookingUrl} target="_blank" rel="noopener noreferrer" className={look} {...marker}>
      {children}
      <span className="visually-hidden">{newTabSuffix}</span>
    </a>
  );
}
