import { describe, expect, it } from '@jest/globals';
import type { CqcFacts, FoodHygieneFacts } from '@/lib/kit';
import { cqcCopy, foodCopy, foodRatingUrl, vacanciesCopy } from './ratings';

const cqc: CqcFacts = {
  locationId: '1-000000000',
  overall: 'Requires improvement',
  keyQuestions: { safe: 'Good', effective: 'Good', caring: 'Good', responsive: 'Good', wellLed: null },
  reportPublishedOn: '2025-06-12',
  reportUrl: 'https://www.cqc.org.uk/location/1-000000000',
  source: 'editors',
};
const food: FoodHygieneFacts = {
  establishmentId: '12345',
  rating: 3,
  ratedOn: '2025-03-04',
  source: 'editors',
};

describe('what the site says of the ratings', () => {
  it('states the CQC rating with the date of its report, as Regulation 20A asks', () => {
    const copy = cqcCopy(cqc);
    expect(copy.summary).toBe('Rated Requires improvement: report published 12 June 2025');
    expect(copy.badgeAlt).toBe(
      'Care Quality Commission overall rating: Requires improvement, report published 12 June 2025',
    );
  });

  it('gives the food hygiene rating in the FSA’s words, with the inspection’s date', () => {
    const copy = foodCopy(food);
    expect(copy.words).toBe('Generally satisfactory');
    expect(copy.badgeAlt).toBe(
      'Food hygiene rating: 3 out of 5, generally satisfactory, inspected 4 March 2025',
    );
  });

  it('says what the FSA’s register says of a kitchen with no number, and the day it said so', () => {
    const copy = foodCopy({ ...food, rating: 'awaiting-inspection', ratedOn: '2026-11-24', source: 'fsa' });
    expect(copy.words).toBe('Awaiting inspection');
    expect(copy.badgeAlt).toBe(
      'Food hygiene rating: awaiting inspection, as the Food Standards Agency listed it on 24 November 2026',
    );
    expect(copy.dateLabel).toBe('Listed on');
    expect(copy.statement).toBe(
      'Awaiting inspection: the kitchen is waiting for its first inspection under the scheme. Listed by the Food Standards Agency on 24 November 2026.',
    );
    expect(foodCopy(food).statement).toBe('3 out of 5: generally satisfactory. Inspected 4 March 2025.');
  });

  it('links the kitchen’s own page at the FSA when its id is known, else the FSA’s search', () => {
    expect(foodRatingUrl(food)).toBe('https://ratings.food.gov.uk/business/12345');
    expect(foodRatingUrl({ ...food, establishmentId: null })).toBe('https://ratings.food.gov.uk/');
  });
});

describe('what the site says of the free rooms', () => {
  it('counts the rooms, by kind of care, with the day they were confirmed', () => {
    expect(
      vacanciesCopy({
        known: true,
        roomsFree: 2,
        byCareType: [
          { careType: 'Long-term care', rooms: 1 },
          { careType: 'Short breaks', rooms: 1 },
        ],
        confirmedOn: '2026-11-20',
      }),
    ).toEqual({
      title: 'Rooms free now',
      text: '2 rooms free now.',
      confirmed: 'Confirmed on 20 November 2026',
      lines: ['Long-term care: 1 room', 'Short breaks: 1 room'],
    });
  });

  it('says plainly when no room is free', () => {
    const copy = vacanciesCopy({ known: true, roomsFree: 0, byCareType: [], confirmedOn: '2026-11-20' });
    expect(copy.text).toMatch(/^We have no rooms free at the moment\./);
  });

  it('says what the editors chose when the rooms are not known', () => {
    expect(vacanciesCopy({ known: false, text: 'Please call us.' })).toEqual({
      title: 'Rooms',
      text: 'Please call us.',
      confirmed: null,
      lines: [],
    });
  });

  it('asks families to call to check, with the day, when the rooms were confirmed too long ago', () => {
    const copy = vacanciesCopy({ known: false, text: 'Please call us.', lastConfirmedOn: '2026-11-08' });
    expect(copy.title).toBe('Rooms');
    expect(copy.text).toBe(
      'We last confirmed which rooms are free on 8 November 2026. Rooms change quickly: please call us to check ' +
        'which are free now.',
    );
    expect(copy.text).not.toMatch(/room(s)? free now/);
    expect(copy.confirmed).toBeNull();
  });
});
