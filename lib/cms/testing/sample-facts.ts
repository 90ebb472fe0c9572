import type { HomeFacts } from '@/lib/kit';

/** Facts as the content layer gives them, for tests of what is made from them (the recorded fact sheet's values). */
export const sampleFacts: HomeFacts = {
  reviews: {
    score: 9.7,
    count: 33,
    listingUrl: 'https://www.carehome.co.uk/carehome.cfm/searchazref/65432199WEAA',
    writeReviewUrl: 'https://www.carehome.co.uk/reviews/submit.cfm?id=65432199WEAA',
    tileScore: 9.5,
  },
  cqc: {
    locationId: '1-000000000',
    overall: 'Good',
    keyQuestions: {
      safe: 'Good',
      effective: 'Good',
      caring: 'Outstanding',
      responsive: 'Good',
      wellLed: null,
    },
    reportPublishedOn: '2025-06-12',
    reportUrl: 'https://www.cqc.org.uk/location/1-000000000',
    source: 'editors',
  },
  foodHygiene: { establishmentId: '1000000', rating: 5, ratedOn: '2025-03-04', source: 'editors' },
  vacancies: { known: true, roomsFree: 1, byCareType: [], confirmedOn: '2026-11-23' },
  brochure: null,
};
