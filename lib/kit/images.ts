import { CmsError } from './errors';
import { mediaSchema } from './schemas';
import type { MediaSource, SiteImage } from './types';

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
 * Turns a Strapi media object into the source of a site image, or null when it is missing or unusable; the photo's
 * alternative text is the editors' (a photo without one is refused at publish, and never given a general one here).
 * Only the original is used: the site makes its own sizes and formats from it (Strapi's `formats` are JPEG only).
 */
export function toMediaSource(media: unknown, mediaOrigin: string): MediaSource | null {
  const parsed = mediaSchema.safeParse(media);
  if (!parsed.success) return null;
  const { url, width, height, alternativeText, mime, hash, updatedAt, size } = parsed.data;
  const resolved = resolveMediaUrl(url, mediaOrigin);
  if (!resolved) return null;
  return {
    url: resolved,
    width,
    height,
    alt: alternativeText?.trim() ?? '',
    mime: mime ?? null,
    // Strapi keeps a file's URL and hash when an editor replaces it, but not its updatedAt or size.
    version: hash && updatedAt ? JSON.stringify([resolved, hash, updatedAt, size ?? null]) : null,
  };
}

type Prepare = (
  source: MediaSource,
) => Promise<{ image: SiteImage; problem?: never } | { image: null; problem: string }>;

/** Why an item's photo is not shown, where the site decides so before fetching it (its consent's review has passed). */
export type PhotoWithheld = { withheld: string };

/**
 * Makes each item's image the site's own. A photo without a description, or one `image` withholds, is not fetched;
 * one that cannot be used is the editor's to mend, and comes back with its problem; every photo failing is the CMS's
 * media answering nonsense (a proxy's error page for every file, say), and publishing an empty gallery would hide it.
 * @throws {CmsError} when two or more photos were tried and none could be used.
 */
export async function withImages<T>(
  items: T[],
  image: (item: T) => unknown,
  { collection, mediaOrigin, prepare }: { collection: string; mediaOrigin: string; prepare: Prepare },
) {
  const prepared = await Promise.all(
    items.map(async (item) => {
      const media = image(item);
      if (media && typeof media === 'object' && 'withheld' in media)
        return { item, tried: false, image: null, problem: (media as PhotoWithheld).withheld };
      const source = media ? toMediaSource(media, mediaOrigin) : null;
      if (source && !source.alt) return { item, tried: false, image: null, problem: 'it has no description' };
      const result = source ? await prepare(source) : { image: null, problem: 'it has no usable image' };
      return { item, tried: source !== null, ...result };
    }),
  );
  const tried = prepared.filter((one) => one.tried);
  const failed = tried.filter((one) => one.problem);
  if (tried.length >= 2 && failed.length === tried.length) {
    throw new CmsError({
      kind: 'malformed',
      collection,
      url: mediaOrigin,
      detail: `none of its ${tried.length} photos could be used; the first: ${failed[0]!.problem}`,
    });
  }
  return prepared;
}
