// What the preview (scripts/preview) and the app agree on. The preview is the same app, served by a Next.js server of
// its own that renders each page on request from the CMS's draft, behind a server that lets in only the CMS's
// editors (scripts/preview/gate.ts). The live site's build never sets SITE_PREVIEW, so none of this reaches out/.

/** Whether this server renders the preview rather than the live site's pages. */
export const previewing = process.env.SITE_PREVIEW === '1';

/** The request header by which the preview's gate says which version of the content a page shows. */
export const PREVIEW_VERSION_HEADER = 'x-site-preview-version';
/**
 * The request header that carries the gate's key (SITE_PREVIEW_KEY, made afresh by each preview server): the app
 * renders drafts only for requests that came through its gate, whoever else can reach its port on 127.0.0.1.
 */
export const PREVIEW_KEY_HEADER = 'x-site-preview-key';

export type PreviewVersion = 'draft' | 'published';

/** The version a request asks for: the draft, unless its gate said published (the admin's "Published" tab). */
export function previewVersion(headers: Pick<Headers, 'get'>): PreviewVersion {
  return headers.get(PREVIEW_VERSION_HEADER) === 'published' ? 'published' : 'draft';
}

/** Whether a request came through the preview's gate: it carries the key the gate and this server share. */
export function cameThroughGate(headers: Pick<Headers, 'get'>, key = process.env.SITE_PREVIEW_KEY): boolean {
  const given = headers.get(PREVIEW_KEY_HEADER);
  return Boolean(key && key.length >= 32 && given === key);
}

/**
 * What became of the editors' last publish on the live site, as `npm start` records it after each build
 * (scripts/server/live-status.ts) and the preview's marker says it.
 */
export type LiveStatus = (
  | { state: 'live'; since: string }
  | { state: 'building'; since: string | null }
  | { state: 'failed'; reason: string; at: string; since: string | null }
) & {
  /**
   * When the build the live site is from began, so that everything published before it is on the live site (absent
   * before any build went live, and in a file an older version wrote).
   */
  holdsBefore?: string;
};
