import { defineContentType, day, text, wholeNumber, afterToday, datesAfterToday } from '@/lib/kit';

/** How many reviews the home page quotes: the first in the editors' order. */
export const REVIEWS_SHOWN = 4;

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
    displayName: 'Review of the home',
    description:
      "A review from the home's listing on the review site, quoted on the home page. The home page shows the first four published, in ascending order.",
  },
  fields: {
    quote: text({
      label: 'What they wrote',
      help: 'The review as it reads on the review site, quoted on the home page.',
      max: 600,
      lines: true,
      empty: 'it has no text',
    }),
    reviewer: text({
      label: 'Reviewer',
      help: 'Their first name, as the review site shows it: "Susan".',
      max: 60,
      empty: 'it has no reviewer',
    }),
    relationship: text({
      label: 'Who they are',
      help: 'Their relationship to a resident, after their name: "daughter of a resident".',
      max: 80,
      optional: true,
    }),
    reviewedOn: day({ label: 'Reviewed on', help: 'The day they wrote it, as the review site dates it.' }),
    stars: wholeNumber({
      label: 'Stars',
      help: 'How many stars they gave, 1 to 5: the home page shows as many.',
      min: 1,
      max: 5,
      outOfRange: 'stars must be 1 to 5',
    }),
    order: wholeNumber({
      label: 'Place on the home page',
      help: 'The home page quotes the first four, from the lowest number: 1 comes first.',
      min: 0,
      max: 1000,
      default: 1,
    }),
  },
  sort: ['order:asc', 'reviewedOn:desc'],
  admin: {
    mainField: 'reviewer',
    columns: ['reviewer', 'relationship', 'stars', 'reviewedOn', 'order'],
    headings: { order: 'Place' },
    sortBy: 'order',
  },
  rules: (entry, today) => datesAfterToday(entry, ['reviewedOn'], today),
  async read({ entries, warn, latestDay }) {
    const shown = (await entries()).filter((item) => {
      const future = afterToday(item.reviewedOn, latestDay);
      if (future) warn(`cms: skipped review ${item.documentId}: reviewedOn: ${future}`);
      return !future;
    });
    return shown.slice(0, REVIEWS_SHOWN).map((item) => ({
      id: item.documentId,
      quote: item.quote,
      reviewer: item.reviewer,
      relationship: item.relationship || null,
      reviewedOn: item.reviewedOn,
      stars: item.stars,
    }));
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
