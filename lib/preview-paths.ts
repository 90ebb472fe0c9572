import { ALBUM_PAGE_SIZE, albumPagePath } from './album';

// Which page of the site shows an entry of each content type, for the CMS's "Open preview" button: the CMS's preview
// handler (cms/config/admin.js) asks here, through the bundle the site's install makes for the CMS
// (scripts/embedded-cms/site-rules.ts). A type that no page shows has no entry, and so no button.

/** The order the gallery shows its photos in, as the CMS sorts them (lib/cms/collections.ts reads them so). */
export const GALLERY_ORDER = ['order:asc', 'createdAt:asc'];

/** The page that shows each content type, by its uid in the CMS; the gallery's depends on the photo. */
export const PREVIEW_PAGES: Record<string, string | 'by position in the gallery'> = {
  'api::fact-sheet.fact-sheet': '/',
  'api::review.review': '/',
  'api::gallery.gallery': 'by position in the gallery',
  'api::team.team': '/team',
  'api::fees-and-funding.fees-and-funding': '/fees',
  'api::complaints-procedure.complaints-procedure': '/complaints',
  'api::visiting.visiting': '/visiting',
};

/** The album page that holds the photo at `position` (from 0) in GALLERY_ORDER. */
export function galleryPageFor(position: number): string {
  return albumPagePath(Math.floor(Math.max(0, position) / ALBUM_PAGE_SIZE) + 1);
}

/** The query parameters of a preview URL: the secret the preview's gate checks, and the admin's tab. */
export const PREVIEW_SECRET_PARAM = 'preview-secret';
export const PREVIEW_VERSION_PARAM = 'version';

/**
 * The URL the CMS's admin frames to preview a page: the preview server's address (PREVIEW_URL), the page, the secret
 * and which version (the admin's Draft or Published tab).
 */
export function previewUrlFor(
  previewUrl: string,
  pathname: string,
  secret: string,
  status: string | undefined,
) {
  const url = new URL(pathname, previewUrl);
  url.searchParams.set(PREVIEW_SECRET_PARAM, secret);
  url.searchParams.set(PREVIEW_VERSION_PARAM, status === 'published' ? 'published' : 'draft');
  return url.href;
}
