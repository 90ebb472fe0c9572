/**
 * The contract between the enquiry controls (BookingButton, rendered with the pages) and the booking popup island:
 * a button carrying this attribute opens the popup. Without JavaScript the same control is a link to the booking
 * page, which nothing intercepts.
 */
export const BOOKING_ATTRIBUTE = 'data-booking';
export const BOOKING_SELECTOR = `button[${BOOKING_ATTRIBUTE}]`;
