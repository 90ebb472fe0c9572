import {
  badgeFile,
  cqcBadge,
  cqcBadgeRatings,
  foodHygieneBadge,
  foodHygieneBadgeRatings,
  reviewSiteBadge,
} from '@/lib/badges';
import { foodRatingWords } from '@/lib/content/ratings';

// The rating badges, drawn by the build as static SVG files (/badges/cqc-good.svg, /badges/food-hygiene-5.svg, ...):
// every rating has its own file, so a page shows the badge of the rating its text states; and the review site's.
export const dynamic = 'force-static';
export const dynamicParams = false;

const badges = new Map<string, string>([
  ...cqcBadgeRatings.map((rating) => [badgeFile.cqc(rating), cqcBadge(rating)] as const),
  ...foodHygieneBadgeRatings.map(
    (rating) => [badgeFile.foodHygiene(rating), foodHygieneBadge(rating, foodRatingWords(rating))] as const,
  ),
  [badgeFile.reviewSite, reviewSiteBadge()],
]);

export function generateStaticParams() {
  return [...badges.keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const svg = badges.get((await params).file);
  if (!svg) return new Response(null, { status: 404 });
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}
