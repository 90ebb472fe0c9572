import type { ImageVariant, SiteImage } from '@/lib/kit';
import type { GalleryPhoto } from '@/lib/content-types';
import { ALBUM_PAGE_SIZE, albumPageCount } from './album-pages';

export { ALBUM_PAGE_SIZE, albumPageCount, albumPageNumbers, albumPagePath } from './album-pages';

/** One page of the album, as the static page renders it and as its JSON file (for "Show more photos") holds it. */
export type AlbumPage = {
  /**
   * Names this build's album (its photos, in order). A page fetched after the site was rebuilt carries another name,
   * and is not appended to photos from the old one.
   */
  album: string;
  /** From 1. */
  page: number;
  pageCount: number;
  /** Photos in the whole album. */
  total: number;
  /** The position in the whole album of this page's first photo, from 1. */
  first: number;
  photos: GalleryPhoto[];
};

/** The static JSON file, beside the pages, that holds an album page's photos. */
export function albumDataPath(page: number): string {
  return `/gallery/pages/${page}.json`;
}

/** The page numbers from an album page's address segment (absent for the first page); null for any other segment. */
export function albumPageNumber(segments: readonly string[] | undefined): number | null {
  if (!segments || segments.length === 0) return 1;
  const [segment] = segments;
  if (segments.length !== 1 || !/^[1-9]\d*$/.test(segment!)) return null;
  const page = Number(segment);
  return page >= 2 ? page : null;
}

/** A short name for an album: FNV-1a over its photos' ids in order. Not a secret, only a way to tell albums apart. */
export function albumSignature(photos: readonly GalleryPhoto[]): string {
  let hash = 0x811c9dc5;
  for (const character of photos.map((photo) => photo.id).join('\n')) {
    hash ^= character.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${photos.length}-${hash.toString(16).padStart(8, '0')}`;
}

/** Page `page` of an album, or null when the album has no such page. An empty album has one page, empty. */
export function albumPage(photos: readonly GalleryPhoto[], page: number): AlbumPage | null {
  const pageCount = albumPageCount(photos.length);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  const start = (page - 1) * ALBUM_PAGE_SIZE;
  return {
    album: albumSignature(photos),
    page,
    pageCount,
    total: photos.length,
    first: start + 1,
    photos: photos.slice(start, start + ALBUM_PAGE_SIZE),
  };
}

// Reading a page's JSON file in the browser. The file is the site's own, written by the same build, so this checks
// its shape (a truncated or stale file, a proxy's error page) rather than distrusting its content.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function isVariants(value: unknown): value is ImageVariant[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (variant) =>
        isRecord(variant) &&
        typeof variant.src === 'string' &&
        variant.src.startsWith('/media/') &&
        isCount(variant.width) &&
        isCount(variant.height),
    )
  );
}

function isSiteImage(value: unknown): value is SiteImage {
  return (
    isRecord(value) &&
    typeof value.alt === 'string' &&
    isCount(value.width) &&
    isCount(value.height) &&
    typeof value.colour === 'string' &&
    isVariants(value.avif) &&
    isVariants(value.webp) &&
    isVariants(value.jpeg)
  );
}

/** The album page a JSON file holds, or null when it is not one. */
export function readAlbumPage(value: unknown): AlbumPage | null {
  if (!isRecord(value) || !Array.isArray(value.photos)) return null;
  const { album, page, pageCount, total, first, photos } = value;
  const valid =
    typeof album === 'string' &&
    isCount(page) &&
    isCount(pageCount) &&
    isCount(total) &&
    isCount(first) &&
    page >= 1 &&
    page <= pageCount &&
    photos.every((photo) => isRecord(photo) && typeof photo.id === 'string' && isSiteImage(photo.image));
  return valid ? { album, page, pageCount, total, first, photos: photos as GalleryPhoto[] } : null;
}
