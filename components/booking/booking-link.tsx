import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import { buttonClass, type ButtonVariant } from '@/components/ui/button';
import { BOOKING_ATTRIBUTE } from './booking-trigger';

type BookingLinkProps = {
  children: ReactNode;
  variant?: ButtonVariant;
  block?: boolean;
  /** A look of the caller's own in place of the button look (the header's contact strip). */
  className?: string;
};

/**
 * An enquiry or booking button. In the static HTML it is a plain link to the booking page in a new tab, so it works
 * with JavaScript off; once the booking island runs, a click opens the booking popup instead.
 */
export function BookingLink({ children, variant = 'primary', block = false, className }: BookingLinkProps) {
  return (
    <a
      href={site.booking.url}
      target="_blank"
      rel="noopener noreferrer"
      className={className ?? buttonClass(variant, { block })}
      {...{ [BOOKING_ATTRIBUTE]: 'popup' }}
    >
      {children}
      {/* Only true without JavaScript: with it, the link opens the popup rather than a new tab. */}
      <noscript>
        <span className="visually-hidden"> (opens in a new tab)</span>
      </noscript>
    </a>
  );
}
