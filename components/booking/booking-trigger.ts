/**
 * The contract between enquiry links (server-rendered) and the booking popup island: any link carrying this
 * attribute opens the popup instead of navigating, once JavaScript runs.
 */
export const BOOKING_ATTRIBUTE = 'data-booking';
export const BOOKING_SELECTOR = `a[${BOOKING_ATTRIBUTE}]`;
