/** The photo viewer's names for its controls and itself, read by screen readers. */
export const lightboxLabels = {
  Previous: 'Previous photo',
  Next: 'Next photo',
  Close: 'Close photo viewer',
  Lightbox: 'Photo viewer',
} as const;

/** The home page's preview of the album: its controls and what they say to a screen reader. */
export const previewText = {
  showing: (first: number, last: number, total: number) => `Showing photos ${first} to ${last} of ${total}`,
  pagesLabel: 'Photo pages',
  page: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  previous: 'Previous',
  /** After "Previous", for a screen reader. */
  previousSuffix: ' photos',
  next: 'Next',
  /** Beside "Next": how many photos the gallery has in all. */
  count: (total: number) => `${total} photos`,
} as const;

/** Shown in the viewer, with an icon, when a photo fails to load. */
export const photoErrorText = 'Sorry, this photo could not be loaded.';

/** The words around the album's pages: what is showing, the control that shows more, and the links to each page. */
export const albumText = {
  openPhoto: (position: number, total: number, alt: string) => `Open photo ${position} of ${total}: ${alt}`,
  showing: (first: number, last: number, total: number) =>
    first === 1
      ? `Showing ${last} of ${total} ${total === 1 ? 'photo' : 'photos'}`
      : `Showing photos ${first} to ${last} of ${total}`,
  showMore: 'Show more photos',
  loading: 'Loading more photos…',
  failed: 'Sorry, more photos could not be loaded. Please try again.',
  tryAgain: 'Try again',
  pages: 'Pages of the album',
  previous: 'Previous page',
  next: 'Next page',
  page: (page: number) => `Page ${page}`,
} as const;
