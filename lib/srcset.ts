import type { ImageVariant } from '@/lib/kit';

/** An <img srcset> value from an image's sizes, for server pages and client islands alike. */
export function srcSetOf(variants: readonly ImageVariant[]): string {
  return variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ');
}

/** The URL of the widest of an image's sizes (lists are narrowest first), or '' when there are none. */
export function largestSrc(variants: readonly ImageVariant[]): string {
  return variants[variants.length - 1]?.src ?? '';
}
