// What the preview (scripts/preview) and the app agree on. The preview is the same app, served by a Next.js server of
// its own that renders each page on request from the CMS's draft, behind a server that lets in only the CMS's
// editors (scripts/preview/gate.ts). The live site's build never sets SITE_PREVIEW, so none of this reaches out/.

/** Whether this server renders the preview rather than the live site's pages. */
export const previewing = process.env.SITE_PREVIEW === '1';

/** The request header by which the preview's gate says which version of the content a page shows. */
export const PREVIEW_VERSION_HEADER = 'x-site-preview-version';

export type PreviewVersion = 'draft' | 'published';

/** The version a request asks for: the draft, unless its gate said published (the admin's "Published" tab). */
export function previewVersion(headers: Pick<Headers, 'get'>): PreviewVersion {
  return headers.get(PREVIEW_VERSION_HEADER) === 'published' ? 'published' : 'draft';
}

/**
 * What became of the editors' last publish on the live site, as `npm start` records it after each build
 * (scripts/server/live-status.ts) and the preview's marker says it.
 */
export type LiveStatus =
  | { state: 'live'; since: string }
  | { state: 'building'; since: string | null }
  | { state: 'failed'; reason: string; at: string; since: string | null };
