/**
 * The four review snippets shown on the home page: fixed copy, not fetched. All sample text and names are fictional.
 * `date` is written as the review site shows it: day, month in capitals, year.
 */
export type ReviewSnippet = {
  text: string;
  /** The reviewer and their relationship to a resident. */
  name: string;
  date: string;
  /** Whole stars out of five; the number of star icons shown. */
  stars: 1 | 2 | 3 | 4 | 5;
};

export const reviewCaption = 'Displaying our 4 & 5 star reviews';

export const reviewSnippets: readonly ReviewSnippet[] = [
  {
    text: 'Mum settled in far quicker than we dared hope. The staff know exactly how she likes her tea and always find time to sit and talk with her.',
    name: 'Susan, daughter of a resident',
    date: '14 MARCH 2025',
    stars: 5,
  },
  {
    text: 'After my operation I came for a few weeks to get back on my feet. The care was gentle and patient, and the food was better than at home.',
    name: 'Peter, former resident',
    date: '2 MAY 2025',
    stars: 5,
  },
  {
    text: 'Whenever I visit my wife the house is calm and cheerful. They keep me informed about everything and treat us both like family.',
    name: 'Geoffrey, husband of a resident',
    date: '19 JUNE 2025',
    stars: 5,
  },
  {
    text: 'Dad loves the gardens and the company. The activities team found out he used to keep bees and now he gives talks to the other residents.',
    name: 'Claire, daughter of a resident',
    date: '8 AUGUST 2025',
    stars: 5,
  },
] as const;
