import type { SiteImage } from '@/lib/kit';
import { largestSrc, srcSetOf } from '@/lib/srcset';

export type PictureProps = {
  image: SiteImage;
  /** The photo's rendered width at each viewport, as the `sizes` attribute says it. */
  sizes: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
  /** Read as nothing (alt=""): a mark beside words that say what it says. */
  decorative?: boolean;
};

/**
 * One photo of the site's own: AVIF where the browser takes it, else WebP, else the JPEG, each at the size the
 * layout needs. Its dominant colour fills its place until it loads, and its width and height keep that place, so
 * nothing moves. Works in server pages and client islands alike (no state, no effects).
 */
export function Picture({
  image,
  sizes,
  loading = 'lazy',
  fetchPriority,
  className,
  decorative = false,
}: PictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetOf(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(image.webp)} sizes={sizes} />
      <img
        src={largestSrc(image.jpeg)}
        width={image.width}
        height={image.height}
        alt={decorative ? '' : image.alt}
        loading={loading}
        decoding={loading === 'eager' ? undefined : 'async'}
        fetchPriority={fetchPriority}
        className={className}
        style={{ backgroundColor: image.colour }}
      />
    </picture>
  );
}
