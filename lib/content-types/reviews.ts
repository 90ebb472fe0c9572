import { z } from 'zod';
import { defineContentType } from '@/lib/cms/define';
import { afterToday, datesAfterToday } from '@/lib/cms/rules';
import { isoDate, optional } from '@/lib/cms/schemas';
import type { Review } from '@/lib/cms/types';

/** How many reviews the home page quotes: the first in the editors' order. */
export const REVIEWS_SHOWN = 4;

export const reviewItemSchema = z.object({
  documentId: z.string().min(1),
  quote: z.string().trim().min(1, 'it has no text').max(600),
  reviewer: z.string().trim().min(1, 'it has no reviewer').max(60),
  relationship: optional(z.string().trim().max(80)),
  reviewedOn: isoDate,
  stars: z.number().int().min(1, 'stars must be 1 to 5').max(5, 'stars must be 1 to 5'),
});
export type StrapiReview = z.infer<typeof reviewItemSchema>;

/**
 * The reviews the home page quotes: the first REVIEWS_SHOWN published, in the editors' order. A review that cannot be
 * shown (no text, stars out of 1 to 5, a date in the future) is left out with a warning, and the next takes its place.
 */
export const reviews = defineContentType({
  kind: 'collectionType',
  collectionName: 'reviews',
  info: {
    singularName: 'review',
    pluralName: 'reviews',
    displayName: 'Review',
    description:
      "A review from the home's listing on the review site, quoted on the home page. The home page shows the first four published, in ascending order.",
  },
  attributes: {
    quote: { type: 'text', required: true, minLength: 1, maxLength: 600 },
    reviewer: { type: 'string', required: true, maxLength: 60 },
    relationship: { type: 'string', maxLength: 80 },
    reviewedOn: { type: 'date', required: true },
    stars: { type: 'integer', required: true, min: 1, max: 5 },
    order: { type: 'integer', default: 0 },
  },
  sort: ['order:asc', 'reviewedOn:desc'],
  admin: {
    mainField: 'reviewer',
    columns: ['reviewer', 'relationship', 'stars', 'reviewedOn', 'order'],
    labels: { reviewedOn: 'Reviewed on' },
    sortBy: 'order',
  },
  schema: reviewItemSchema,
  rules: (entry, today) => datesAfterToday(entry, ['reviewedOn'], today),
  async read({ entries, warn, latestDay }): Promise<Review[]> {
    const shown: Review[] = [];
    for (const item of await entries()) {
      const future = afterToday(item.reviewedOn, latestDay);
      if (future) {
        warn(`cms: skipped review ${item.documentId}: reviewedOn: ${future}`);
        continue;
      }
      shown.push({
        id: item.documentId,
        quote: item.quote,
        reviewer: item.reviewer,
        relationship: item.relationship || null,
        reviewedOn: item.reviewedOn,
        stars: item.stars,
      });
    }
    return shown.slice(0, REVIEWS_SHOWN);
  },
  describe: (shown) => `${shown.length} reviews`,
  pages: { shownOn: ['/'] },
  sample: {
    edition: 2,
    // Invented reviewers, written as a home's listing on the review site reads.
    entries: () => samples.map((review, index) => ({ ...review, order: index + 1 })),
  },
});

const samples = [
  {
    quote:
      'Mum settled in far quicker than we dared hope. The staff know exactly how she likes her tea and always find time to sit and talk with her.',
    reviewer: 'Susan',
    relationship: 'daughter of a resident',
    reviewedOn: '2025-03-14',
    stars: 5,
  },
  {
    quote:
      'After my operation I came for a few weeks to get back on my feet. The care was gentle and patient, and the food was better than at home.',
    reviewer: 'Peter',
    relationship: 'former resident',
    reviewedOn: '2025-05-02',
    stars: 5,
  },
  {
    quote:
      'Whenever I visit my wife the house is calm and cheerful. They keep me informed about everything and treat us both like family.',
    reviewer: 'Geoffrey',
    relationship: 'husband of a resident',
    reviewedOn: '2025-06-19',
    stars: 5,
  },
  {
    quote:
      'Dad loves the gardens and the company. The activities team found out he used to keep bees and now he gives talks to the other residents.',
    reviewer: 'Claire',
    relationship: 'daughter of a resident',
    reviewedOn: '2025-08-08',
    stars: 5,
  },
];
