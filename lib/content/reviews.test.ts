import { describe, expect, it } from '@jest/globals';
import type { ReviewFacts } from '@/lib/kit';
import type { Review } from '@/lib/content-types';
import { reviewCaption, reviewDate, reviewerName } from './reviews';

const facts: ReviewFacts = {
  score: 9.7,
  count: 33,
  listingUrl: 'https://www.carehome.co.uk/x',
  writeReviewUrl: 'https://www.carehome.co.uk/y',
  tileScore: 9.5,
};
const review = (stars: number, relationship: string | null = 'daughter of a resident'): Review => ({
  id: `r${stars}`,
  quote: 'Kind and calm.',
  reviewer: 'Susan',
  relationship,
  reviewedOn: '2025-03-14',
  stars,
});

describe('the reviews caption', () => {
  it('says "4 & 5 star reviews" only while every review quoted has four stars or five', () => {
    expect(reviewCaption([review(5), review(4)], facts, 'carehome.co.uk').caption).toBe(
      'Displaying our 4 & 5 star reviews',
    );
    expect(reviewCaption([review(5), review(3)], facts, 'carehome.co.uk').caption).toBe(
      'Displaying reviews chosen by us',
    );
  });

  it('says who chose the reviews and where all of them are', () => {
    expect(reviewCaption([review(5)], facts, 'carehome.co.uk').note).toBe(
      'We choose the reviews shown here; all 33 are on carehome.co.uk.',
    );
  });

  it('describes no display when no review is quoted', () => {
    expect(reviewCaption([], facts, 'carehome.co.uk').caption).toBeNull();
  });
});

describe('a review card', () => {
  it('names the reviewer with their relationship to a resident, when given', () => {
    expect(reviewerName(review(5))).toBe('Susan, daughter of a resident');
    expect(reviewerName(review(5, null))).toBe('Susan');
  });

  it('dates the review as the review site does', () => {
    expect(reviewDate(review(5))).toBe('14 MARCH 2025');
  });
});
