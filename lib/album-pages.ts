// The album's pages and their addresses: a module of its own, with no imports, so that the gallery's declaration
// (lib/content-types/gallery.ts) can name the album's pages without importing the album, which shows its photos.

/**
 * Photos per page of the gallery's album. 24, because:
 * - the first screen: the justified rows hold about three photos each on a laptop (rows 280 px high) and one or two
 *   on a phone (180 px), so 24 photos are 8 to 14 rows, two to four screens: enough to browse before choosing more;
 * - the rows: 24 divides by 2, 3, 4 and 6, the numbers of photos the rows mostly hold, so a page seldom ends on a
 *   short row of one;
 * - the weight: each photo is in the HTML once per album breakpoint (four) with its AVIF, WebP and JPEG sizes, about
 *   7 KB of markup, so 24 keep the page's HTML near 200 KB (under 25 KB compressed) however many photos the home has.
 */
export const ALBUM_PAGE_SIZE = 24;

export function albumPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / ALBUM_PAGE_SIZE));
}

/** The address of an album page: the first is the gallery itself, the rest are /gallery/2, /gallery/3, ... */
export function albumPagePath(page: number): '/gallery' | `/gallery/${number}` {
  return page === 1 ? '/gallery' : `/gallery/${page}`;
}

/** Every page number of an album of `total` photos, from 1. */
export function albumPageNumbers(total: number): number[] {
  return Array.from({ length: albumPageCount(total) }, (_, index) => index + 1);
}
