import type { GalleryPhoto } from '../../content-types';

/**
 * Gallery photos as the content layer gives them, for tests of the components that show them: 4:3, numbered from 1
 * (id `photo-N`, alt text `Photo N`), with made-up file names under /media/.
 */
export function samplePhotos(count: number): GalleryPhoto[] {
  return Array.from({ length: count }, (_, index) => samplePhoto(index + 1));
}

function samplePhoto(position: number): GalleryPhoto {
  const sizes = (extension: string) =>
    [640, 1440].map((width) => ({
      src: `/media/${position}-${width}.${extension}`,
      width,
      height: (width * 3) / 4,
    }));
  return {
    id: `photo-${position}`,
    image: {
      width: 1440,
      height: 1080,
      alt: `Photo ${position}`,
      colour: '#8a9a7b',
      avif: sizes('avif'),
      webp: sizes('webp'),
      jpeg: [{ src: `/media/${position}-960.jpg`, width: 960, height: 720 }],
    },
  };
}
