import { providerSchema } from '@/lib/content-types/facts';
import type { HomeFacts } from '../types';
import recordedFactSheet from './recorded/fact-sheet.json';

// The company that runs the home, as the recorded fact sheet (and so the sample CMS's seed) names it.
const recordedProvider = providerSchema.parse(recordedFactSheet.data.provider);
const provider = {
  ...recordedProvider,
  icoRegistrationNumber: recordedProvider.icoRegistrationNumber ?? null,
};

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
  provider,
};
