import { mediaSchema } from './schemas';
import type { CmsImage, ImageVariant } from './types';

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
  // Only absolute URLs or root-relative paths are accepted; a bare "photo.jpg" is not a Strapi upload URL.
  if (!url.startsWith('/') && !/^https?:\/\//i.test(url)) return null;
  return resolved.href;
}

/**
 * Turns a Strapi media object into an image the site can render, or null when it is missing or unusable.
 * @param fallbackAlt used when the editor left the alternative text empty.
 */
export function toCmsImage(media: unknown, mediaOrigin: string, fallbackAlt: string): CmsImage | null {
  const parsed = mediaSchema.safeParse(media);
  if (!parsed.success) return null;
  const { url, width, height, alternativeText, formats } = parsed.data;
  const src = resolveMediaUrl(url, mediaOrigin);
  if (!src) return null;

  const byWidth = new Map<number, ImageVariant>([[width, { src, width, height }]]);
  for (const format of Object.values(formats ?? {})) {
    if (!format || byWidth.has(format.width)) continue;
    const formatSrc = resolveMediaUrl(format.url, mediaOrigin);
    if (formatSrc) byWidth.set(format.width, { src: formatSrc, width: format.width, height: format.height });
  }

  return {
    src,
    width,
    height,
    alt: alternativeText?.trim() || fallbackAlt,
    variants: [...byWidth.values()].sort((a, b) => a.width - b.width),
  };
}
