import { describe, expect, it } from '@jest/globals';
import {
  ALBUM_PAGE_SIZE,
  albumPage,
  albumPageCount,
  albumPageNumber,
  albumPagePath,
  albumSignature,
  readAlbumPage,
} from './album';
import type { GalleryPhoto } from './content-types';

const variant = (width: number) => ({ src: `/media/0123456789abcdef-${width}.avif`, width, height: width });
const photo = (id: string): GalleryPhoto => ({
  id,
  image: {
    alt: `Photo ${id}`,
    width: 1440,
    height: 1440,
    colour: '#486838',
    avif: [variant(320), variant(1440)],
    webp: [variant(320), variant(1440)],
    jpeg: [variant(960)],
  },
});
const album = (count: number) => Array.from({ length: count }, (_, index) => photo(`p${index + 1}`));

describe('album pages', () => {
  it('splits an album into pages of 24, the last one shorter, and an empty album into one empty page', () => {
    expect(albumPageCount(0)).toBe(1);
    expect(albumPageCount(ALBUM_PAGE_SIZE)).toBe(1);
    expect(albumPageCount(ALBUM_PAGE_SIZE + 1)).toBe(2);
    expect(albumPageCount(300)).toBe(13);

    const photos = album(300);
    const last = albumPage(photos, 13)!;
    expect(last).toMatchObject({ page: 13, pageCount: 13, total: 300, first: 289 });
    expect(last.photos.map((shown) => shown.id)).toEqual(photos.slice(288).map((shown) => shown.id));
    expect(albumPage(photos, 2)!.photos[0]!.id).toBe('p25');
    expect(albumPage(photos, 14)).toBeNull();
    expect(albumPage(photos, 0)).toBeNull();
    expect(albumPage([], 1)).toMatchObject({ page: 1, pageCount: 1, total: 0, photos: [] });
  });

  it('gives the first page the gallery’s own address, and reads only the others’ numbers from theirs', () => {
    expect(albumPagePath(1)).toBe('/gallery');
    expect(albumPagePath(7)).toBe('/gallery/7');
    expect(albumPageNumber(undefined)).toBe(1);
    expect(albumPageNumber([])).toBe(1);
    expect(albumPageNumber(['7'])).toBe(7);
    // /gallery/1 would be a second address for the first page; the rest are not album pages at all.
    for (const segments of [['1'], ['0'], ['07'], ['2', '3'], ['two'], ['-2'], ['2.5']]) {
      expect(albumPageNumber(segments)).toBeNull();
    }
  });

  it('names an album by its photos and their order, so that a rebuilt one is told apart', () => {
    const photos = album(30);
    expect(albumSignature(photos)).toBe(albumSignature(album(30)));
    expect(albumSignature(photos)).not.toBe(albumSignature([...photos].reverse()));
    expect(albumSignature(photos)).not.toBe(albumSignature(photos.slice(1)));
    expect(albumSignature([photo('a'), photo('b')])).not.toBe(albumSignature([photo('b'), photo('a')]));
  });
});

describe('readAlbumPage', () => {
  const page = albumPage(album(30), 2)!;

  it('reads a page the build wrote, as JSON', () => {
    expect(readAlbumPage(JSON.parse(JSON.stringify(page)))).toEqual(page);
  });

  it('refuses what is not an album page: an error page, a cut file, a photo from elsewhere', () => {
    const broken = (change: (copy: Record<string, unknown>) => void) => {
      const copy = JSON.parse(JSON.stringify(page));
      change(copy);
      return readAlbumPage(copy);
    };
    expect(readAlbumPage(null)).toBeNull();
    expect(readAlbumPage('<!doctype html>')).toBeNull();
    expect(readAlbumPage({ error: 'Not found' })).toBeNull();
    expect(broken((copy) => delete copy.album)).toBeNull();
    expect(broken((copy) => (copy.page = 3))).toBeNull();
    expect(broken((copy) => (copy.photos = [{ id: 'x' }]))).toBeNull();
    expect(
      broken((copy) => {
        const [first] = copy.photos as GalleryPhoto[];
        first!.image.avif[0]!.src = 'https://elsewhere.example/photo.avif';
      }),
    ).toBeNull();
    expect(
      broken((copy) => {
        const [first] = copy.photos as GalleryPhoto[];
        first!.image.jpeg = [];
      }),
    ).toBeNull();
  });
});
