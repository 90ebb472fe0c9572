import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

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
/** How far the CMS's clock may be ahead of the preview's when it sets a pass's expiry. */
const CLOCK_SKEW_MS = 60_000;
/** The shortest PREVIEW_SECRET taken, as the docs ask: the CMS's own scripts make 64 characters. */
export const MIN_PREVIEW_SECRET_LENGTH = 32;

/**
 * What a pass lets in: a URL's pass, one page in one version (the admin's tab), once; or the session the preview
 * gives for it, for any page.
 */
export type PassFor = { purpose: 'url'; pathname: string; version: string } | { purpose: 'session' };

const longestLife = (passFor: PassFor) => (passFor.purpose === 'url' ? PREVIEW_PASS_MS : PREVIEW_SESSION_MS);
const subject = (passFor: PassFor) =>
  passFor.purpose === 'url' ? `url:${passFor.version}:${passFor.pathname}` : 'session';

/** A signature of `what` with the preview's secret (PREVIEW_SECRET), which only the CMS and the preview know. */
function sign(secret: string, what: string): string {
  return createHmac('sha256', secret).update(what).digest('hex');
}

/**
 * A pass for `passFor` that expires at `expires` (ms since 1970): "expires.nonce.signature", the nonce making each
 * pass one of its own, so that the gate can take it once.
 */
export function previewPass(
  secret: string,
  passFor: PassFor,
  expires: number,
  nonce = randomBytes(12).toString('hex'),
): string {
  return `${expires}.${nonce}.${sign(secret, `${subject(passFor)}:${expires}:${nonce}`)}`;
}

/**
 * What `pass` is, if it was made with `secret` for `passFor` and is still good: not expired, and expiring no later than
 * a pass of its kind can (an hour for a URL's). It has one spelling: its expiry in plain digits. Null otherwise.
 */
export function checkPass(
  secret: string,
  passFor: PassFor,
  pass: string,
  now = Date.now(),
): { expires: number; nonce: string } | null {
  const parts = /^([1-9]\d{0,15})\.([0-9a-f]{24})\.([0-9a-f]{64})$/.exec(pass);
  if (!parts) return null;
  const [, digits, nonce, signature] = parts as unknown as [string, string, string, string];
  const expires = Number(digits);
  if (expires <= now || expires > now + longestLife(passFor) + CLOCK_SKEW_MS) return null;
  const wanted = Buffer.from(sign(secret, `${subject(passFor)}:${expires}:${nonce}`));
  const given = Buffer.from(signature);
  return wanted.length === given.length && timingSafeEqual(wanted, given) ? { expires, nonce } : null;
}

/** The admin's tab a preview URL names: the published version, or else the draft. */
export const versionOf = (status: string | null | undefined) =>
  status === 'published' ? 'published' : 'draft';

/**
 * The URL the CMS's admin frames to preview a page: the preview server's address (PREVIEW_URL), the page, a pass
 * signed with the secret for that page and version that expires within the hour (the secret itself never leaves the
 * CMS), and which version (the admin's Draft or Published tab).
 */
export function previewUrlFor(
  previewUrl: string,
  pathname: string,
  secret: string,
  status: string | undefined,
  now = Date.now(),
) {
  const url = new URL(pathname, previewUrl);
  const version = versionOf(status);
  const passFor = { purpose: 'url' as const, pathname: url.pathname, version };
  url.searchParams.set(PREVIEW_PASS_PARAM, previewPass(secret, passFor, now + PREVIEW_PASS_MS));
  url.searchParams.set(PREVIEW_VERSION_PARAM, version);
  return url.href;
}
