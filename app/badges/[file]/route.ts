import {
  badgeFile,
  cqcBadge,
  cqcBadgeRatings,
  foodHygieneBadge,
  foodHygieneBadgeRatings,
  reviewSiteBadge,
} from '@/lib/badges';
import { getContent } from '@/lib/cms';
import { foodRatingWords } from '@/lib/content/ratings';
import { reviewSiteName } from '@/lib/content/trust';

// The rating badges, drawn by the build as static SVG files (/badges/cqc-good.svg, /badges/food-hygiene-5.svg, ...):
// every rating has its own file, so a page shows the badge of the rating its text states; and the review site's.
export const dynamic = 'force-static';
export const dynamicParams = false;

const badges = new Map<string, () => Promise<string>>([
  ...cqcBadgeRatings.map((rating) => [badgeFile.cqc(rating), async () => cqcBadge(rating)] as const),
  ...foodHygieneBadgeRatings.map(
    (rating) =>
      [badgeFile.foodHygiene(rating), async () => foodHygieneBadge(rating, foodRatingWords(rating))] as const,
  ),
  // Named as the review site's address says (the facts that change give its listing).
  [badgeFile.reviewSite, async () => reviewSiteBadge(reviewSiteName((await getContent('facts')).reviews))],
]);

export function generateStaticParams() {
  return [...badges.keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const draw = badges.get((await params).file);
  if (!draw) return new Response(null, { status: 404 });
  return new Response(await draw(), { headers: { 'Content-Type': 'image/svg+xml' } });
}
