import { mediaSchema } from './schemas';
import type { MediaSource } from './types';

/**
 * Resolves a media URL from the CMS: a relative path is served by the CMS itself (prefixed with its origin); an
 * absolute http(s) URL (an S3 or CDN upload provider) is kept. Anything else is refused.
 */
export function resolveMediaUrl(url: string, mediaOrigin: string): string | null {
  let resolved: URL;
  try {
    resolved =
      url.startsWith('/') && !url.startsWith('//')
        ? new URL(`${mediaOrigin}${url}`)
        : new URL(url, mediaOrigin);
  } catch {
    return null;
  }
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') return null;
  // Credentials in a URL would be sent to the media server and printed in any error naming the URL.
  if (resolved.username || resolved.password) return null;
  // Only absolute URLs or root-relative paths are accepted; a bare "photo.jpg" is not a Strapi upload URL.
  if (!url.startsWith('/') && !/^https?:\/\//i.test(url)) return null;
  return resolved.href;
}

/**
 * Turns a Strapi media object into the source of a site image, or null when it is missing or unusable. Only the
 * original is used: the site makes its own sizes and formats from it (Strapi's `formats` are JPEG only).
 * @param fallbackAlt used when the editor left the alternative text empty.
 */
export function toMediaSource(media: unknown, mediaOrigin: string, fallbackAlt: string): MediaSource | null {
  const parsed = mediaSchema.safeParse(media);
  if (!parsed.success) return null;
  const { url, width, height, alternativeText, mime, hash, updatedAt, size } = parsed.data;
  const resolved = resolveMediaUrl(url, mediaOrigin);
  if (!resolved) return null;
  return {
    url: resolved,
    width,
    height,
    alt: alternativeText?.trim() || fallbackAlt,
    mime: mime ?? null,
    // Strapi keeps a file's URL and hash when an editor replaces it, but not its updatedAt or size.
    version: hash && updatedAt ? JSON.stringify([resolved, hash, updatedAt, size ?? null]) : null,
  };
}
