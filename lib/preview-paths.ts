import { createHmac, timingSafeEqual } from 'node:crypto';

// The preview's URLs: what the CMS's "Open preview" frames (cms/config/admin.js, through the bundle the site's install
// makes for the CMS, scripts/embedded-cms/site-rules.ts) and what the preview's gate lets in (scripts/preview/gate.ts).
// Which page shows an entry is its type's declaration's (lib/content-types, lib/cms/declared.ts).

/** The query parameters of a preview URL: a pass the preview's gate checks, and the admin's tab. */
export const PREVIEW_PASS_PARAM = 'preview-pass';
export const PREVIEW_VERSION_PARAM = 'version';
/** How long a preview URL lets its holder in: the admin asks for a new one each time a preview page opens. */
export const PREVIEW_PASS_MS = 60 * 60_000;
/** How long the preview's session lasts once in: a working day. */
export const PREVIEW_SESSION_MS = 12 * 60 * 60_000;

/** A signature of `what` with the preview's secret (PREVIEW_SECRET), which only the CMS and the preview know. */
function sign(secret: string, what: string): string {
  return createHmac('sha256', secret).update(what).digest('hex');
}

/** A pass for `purpose` ("url" or "session") that expires at `expires` (ms since 1970): "expires.signature". */
export function previewPass(secret: string, purpose: 'url' | 'session', expires: number): string {
  return `${expires}.${sign(secret, `${purpose}:${expires}`)}`;
}

/** Whether `pass` was made with `secret` for `purpose` and has not expired. */
export function passIsValid(
  secret: string,
  purpose: 'url' | 'session',
  pass: string,
  now = Date.now(),
): boolean {
  const [expires, signature = ''] = pass.split('.');
  const when = Number(expires);
  if (!Number.isSafeInteger(when) || when <= now) return false;
  const wanted = Buffer.from(sign(secret, `${purpose}:${when}`));
  const given = Buffer.from(signature);
  return wanted.length === given.length && timingSafeEqual(wanted, given);
}

/**
 * The URL the CMS's admin frames to preview a page: the preview server's address (PREVIEW_URL), the page, a pass
 * signed with the secret that expires within the hour (the secret itself never leaves the CMS), and which version
 * (the admin's Draft or Published tab).
 */
export function previewUrlFor(
  previewUrl: string,
  pathname: string,
  secret: string,
  status: string | undefined,
  now = Date.now(),
) {
  const url = new URL(pathname, previewUrl);
  url.searchParams.set(PREVIEW_PASS_PARAM, previewPass(secret, 'url', now + PREVIEW_PASS_MS));
  url.searchParams.set(PREVIEW_VERSION_PARAM, status === 'published' ? 'published' : 'draft');
  return url.href;
}
