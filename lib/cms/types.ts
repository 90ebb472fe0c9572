/** One size of an image, as a browser's srcset wants it. */
export type ImageVariant = {
  src: string;
  width: number;
  height: number;
};

/**
 * A photo the site owns: encoded at build time from the CMS's original into out/media, named by a hash of its bytes,
 * so that a page never asks the CMS for it. Each format lists its sizes narrowest first.
 */
export type SiteImage = {
  alt: string;
  /** The largest size's dimensions: the photo's aspect ratio for width and height attributes. */
  width: number;
  height: number;
  /** The photo's dominant colour, as #rrggbb: painted in the photo's place until it loads. */
  colour: string;
  avif: ImageVariant[];
  webp: ImageVariant[];
  /** For browsers that take neither AVIF nor WebP: one size. */
  jpeg: ImageVariant[];
};

/** What the CMS says of an image, before the site has fetched it. */
export type MediaSource = {
  /** The original file's absolute URL. */
  url: string;
  alt: string;
  width: number;
  height: number;
  /** The MIME type the CMS recorded, if any (it is checked against the bytes, never trusted). */
  mime: string | null;
  /**
   * What changes when an editor replaces or edits the file: Strapi's hash, updatedAt and size. Null when the CMS does
   * not say, and then the file's bytes are fetched to tell.
   */
  version: string | null;
};

export type GalleryPhoto = {
  /** Strapi's documentId: stable across draft and publish, unlike the numeric id. */
  id: string;
  image: SiteImage;
};

export type TeamMember = {
  id: string;
  name: string;
  role: string;
  description: string;
  /** Null when the CMS has no usable image: the page shows a neutral placeholder. */
  image: SiteImage | null;
};
