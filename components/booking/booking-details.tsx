'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** What every enquiry control needs of the home: its booking page, and the number to call instead. */
export type BookingDetails = { bookingUrl: string; phone: { display: string; href: string } };

const Details = createContext<BookingDetails | null>(null);

/**
 * The home's booking page and phone number, from "The home" in the CMS (app/layout.tsx reads it), for the enquiry
 * buttons and the booking popup wherever they are: in the static HTML they are links to it, as with JavaScript.
 */
export function BookingDetailsProvider({ value, children }: { value: BookingDetails; children: ReactNode }) {
  return <Details.Provider value={value}>{children}</Details.Provider>;
}

/** The home's booking page and phone number. */
export function useBookingDetails(): BookingDetails {
  const details = useContext(Details);
  if (!details) throw new Error('an enquiry control was rendered outside BookingDetailsProvider');
  return details;
}
