// The site's routes: the one list the navigation's types, the sitemap, the metadata and the tests are made from. A
// module of its own, with no imports, so that lib/site.ts and lib/metadata.ts can both read it without reading each
// other.

/** Every route of the site, in the order the sitemap lists them. */
export const routes = [
  '/',
  '/about',
  '/gallery',
  '/team',
  '/contact',
  '/fees',
  '/visiting',
  '/complaints',
  '/privacy',
  '/terms',
  '/careers',
  '/reviews-policy',
  '/accessibility',
] as const;
export type Route = (typeof routes)[number];
/** The gallery's second and later album pages (lib/album.ts): not in the navigation, but each a page of its own. */
export type AlbumPageRoute = `/gallery/${number}`;
/** A job's own page (lib/cms/jobs.ts), by its slug: one for each job still open at the build. */
export type JobPageRoute = `/careers/${string}`;
