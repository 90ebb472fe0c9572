import type { ReviewFacts } from '@/lib/kit';
import type { Review } from '@/lib/content-types';
import { formatDate } from '@/lib/dates';

/**
 * What the reviews section says of the reviews it quotes, honestly: which reviews these are, and who chose them.
 * "Displaying our 4 & 5 star reviews" is true only while every review quoted has four stars or five.
 */
export function reviewCaption(reviews: readonly Review[], facts: ReviewFacts, siteName: string) {
  const onlyFourOrFive = reviews.every((review) => review.stars >= 4);
  return {
    /** Null when no review is quoted: there is nothing on display to describe. */
    caption:
      reviews.length === 0
        ? null
        : onlyFourOrFive
          ? 'Displaying our 4 & 5 star reviews'
          : 'Displaying reviews chosen by us',
    note: `We choose the reviews shown here; all ${facts.count} are on ${siteName}.`,
  };
}

/** The reviewer as the card names them: "Susan, daughter of a resident". */
export function reviewerName(review: Review) {
  return review.relationship ? `${review.reviewer}, ${review.relationship}` : review.reviewer;
}

/** The review's date as the review site writes it: day, month in capitals, year ("14 MARCH 2025"). */
export function reviewDate(review: Review) {
  return formatDate(review.reviewedOn).toUpperCase();
}
