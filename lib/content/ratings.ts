import type { CqcFacts, CqcKeyQuestion, FoodHygieneFacts, FoodStatus, Vacancies } from '@/lib/kit';
import { formatDate } from '@/lib/dates';

/** CQC's own web address, written out as Regulation 20A asks. */
export const cqcWebsite = { display: 'www.cqc.org.uk', href: 'https://www.cqc.org.uk/' } as const;
/** The Food Standards Agency's ratings site, where anyone can look a kitchen up. */
export const foodRatingsWebsite = {
  display: 'ratings.food.gov.uk',
  href: 'https://ratings.food.gov.uk/',
} as const;

/** The kitchen's own page on the FSA's site when the editors gave its id, else the site's search. */
export function foodRatingUrl(food: FoodHygieneFacts) {
  return food.establishmentId
    ? `${foodRatingsWebsite.href}business/${encodeURIComponent(food.establishmentId)}`
    : foodRatingsWebsite.href;
}

/** CQC's five key questions, in CQC's order and words. */
export const cqcKeyQuestions: readonly { id: CqcKeyQuestion; label: string }[] = [
  { id: 'safe', label: 'Safe' },
  { id: 'effective', label: 'Effective' },
  { id: 'caring', label: 'Caring' },
  { id: 'responsive', label: 'Responsive' },
  { id: 'wellLed', label: 'Well-led' },
];

/** The FSA's words for each point of its 0 to 5 scale. */
export const foodHygieneWords = [
  'Urgent improvement necessary',
  'Major improvement necessary',
  'Improvement necessary',
  'Generally satisfactory',
  'Good',
  'Very good',
] as const;

/** What the site says of the CQC rating, from the facts. */
export function cqcCopy(cqc: CqcFacts) {
  const published = formatDate(cqc.reportPublishedOn);
  return {
    /** "Rated Good: report published 12 June 2025". */
    summary: `Rated ${cqc.overall}: report published ${published}`,
    badgeAlt: `Care Quality Commission overall rating: ${cqc.overall}, report published ${published}`,
    title: `Rated ${cqc.overall} by the Care Quality Commission`,
    overallLabel: 'Overall',
    keyQuestionsCaption: 'Our ratings for each of the Care Quality Commission’s five key questions',
    notRated: 'Not rated',
    publishedLabel: 'Report published',
    published,
    reportText: 'Read our latest CQC report',
    websiteLead: 'See every inspected service in England on the Care Quality Commission’s website,',
  };
}

/** The FSA's register's words for a kitchen with no number, and what each means for a family. */
export const foodStatusCopy: Record<FoodStatus, { words: string; meaning: string }> = {
  'awaiting-inspection': {
    words: 'Awaiting inspection',
    meaning: 'the kitchen is waiting for its first inspection under the scheme',
  },
  'awaiting-publication': {
    words: 'Awaiting publication',
    meaning: 'the kitchen has been inspected and its rating is about to be published',
  },
  exempt: { words: 'Exempt', meaning: 'the kitchen is registered but not rated under the scheme' },
};

/** A food hygiene rating in words: "Very good" for 5, "Awaiting inspection" for that status. */
export function foodRatingWords(rating: number | FoodStatus): string {
  return typeof rating === 'number' ? (foodHygieneWords[rating] ?? '') : foodStatusCopy[rating].words;
}

/** What the site says of the food hygiene rating, from the facts. */
export function foodCopy(food: FoodHygieneFacts) {
  const words = foodRatingWords(food.rating);
  const inspected = formatDate(food.ratedOn);
  if (typeof food.rating !== 'number') {
    const { meaning } = foodStatusCopy[food.rating];
    return {
      badgeAlt: `Food hygiene rating: ${words.toLowerCase()}, as the Food Standards Agency listed it on ${inspected}`,
      words,
      inspected,
      /** The label before the date under the badge. */
      dateLabel: 'Listed on',
      /** The rating in a sentence, with its date. */
      statement: `${words}: ${meaning}. Listed by the Food Standards Agency on ${inspected}.`,
    };
  }
  return {
    badgeAlt: `Food hygiene rating: ${food.rating} out of 5, ${words.toLowerCase()}, inspected ${inspected}`,
    words,
    inspected,
    dateLabel: 'Inspected',
    statement: `${food.rating} out of 5: ${words.toLowerCase()}. Inspected ${inspected}.`,
  };
}

/** What the site says of the free rooms. */
export function vacanciesCopy(vacancies: Vacancies) {
  if (!vacancies.known) {
    const text = vacancies.lastConfirmedOn
      ? `We last confirmed which rooms are free on ${formatDate(vacancies.lastConfirmedOn)}. Rooms change ` +
        'quickly: please call us to check which are free now.'
      : vacancies.text;
    return { title: 'Rooms', text, confirmed: null, lines: [] };
  }
  const rooms = (count: number) => `${count === 0 ? 'No' : count} ${count === 1 ? 'room' : 'rooms'}`;
  return {
    title: 'Rooms free now',
    text:
      vacancies.roomsFree === 0
        ? 'We have no rooms free at the moment. Please call us: we keep a waiting list, and short stays may still be possible.'
        : `${rooms(vacancies.roomsFree)} free now.`,
    confirmed: `Confirmed on ${formatDate(vacancies.confirmedOn)}`,
    lines: vacancies.byCareType.map(
      ({ careType, rooms: count }) => `${careType}: ${rooms(count).toLowerCase()}`,
    ),
  };
}
