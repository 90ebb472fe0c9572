import type { ImageVariant } from '@/lib/cms/types';

/** An <img srcset> value from an image's sizes, for server pages and client islands alike. */
export function srcSetOf(variants: readonly ImageVariant[]): string {
  return variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ');
}
