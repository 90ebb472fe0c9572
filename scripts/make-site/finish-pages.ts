// The build's fourth stage: what Next.js's pages need before they are served. Each page asks for its scripts after
// its first paint (hydrate-after-paint.ts), then gets one Content-Security-Policy that names every inline script it
// has left (security-headers.ts), in that order, since the first changes the inline scripts the second counts.
import { hydrateAllAfterPaint, applySecurityHeaders } from '../shared';

/**
 * Finishes the staged pages in place.
 * @throws when Next.js wrote its pages in a shape the first step no longer knows.
 */
export function finishPages(staging: string) {
  const hydration = hydrateAllAfterPaint(staging);
  const security = applySecurityHeaders(staging);
  return {
    pages: hydration.pages,
    // The pages' hydration data, moved into files of their own, in bytes.
    hydrationDataBytes: hydration.dataBytes,
    scriptHashes: security.scriptHashes,
    // Origins the policy allows images from besides the site's own (none, now that every image is the site's).
    imageOrigins: security.imageOrigins,
    /** The policy as a header, and the pages it is for, for a host that takes it from a file of its own (Vercel). */
    policy: security.header,
    pagePaths: security.pagePaths,
  };
}
