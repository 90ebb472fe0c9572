/** One size of an image, as a browser's srcset wants it. */
export type ImageVariant = {
  src: string;
  width: number;
  height: number;
};

/** An image from the CMS, ready for an <img>: its largest size, a description and every size for srcset. */
export type CmsImage = ImageVariant & {
  alt: string;
  /** Every available size, narrowest first, the original included. */
  variants: ImageVariant[];
};

export type GalleryPhoto = {
  /** Strapi's documentId: stable across draft and publish, unlike the numeric id. */
  id: string;
  image: CmsImage;
};

export type TeamMember = {
  id: string;
  name: string;
  role: string;
  description: string;
  /** Null when the CMS has no usable image: the page shows a neutral placeholder. */
  image: CmsImage | null;
};
