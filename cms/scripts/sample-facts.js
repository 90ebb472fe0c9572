// The sample facts that change, as a fresh install shows them: the values the site carried as constants before
// editors owned them. All fictional: the identifiers are made up, the reviewers invented.

/** Today's date in the home's time zone, as YYYY-MM-DD: when the seed says the vacancies were confirmed. */
function today() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
}

function factSheet() {
  return {
    reviewScore: 9.7,
    reviewCount: 33,
    reviewListingUrl: 'https://www.carehome.co.uk/carehome.cfm/searchazref/65432199WEAA',
    writeReviewUrl: 'https://www.carehome.co.uk/reviews/submit.cfm?id=65432199WEAA',
    tileScore: 9.5,
    cqcLocationId: '1-000000000',
    cqcOverall: 'Good',
    cqcSafe: 'Good',
    cqcEffective: 'Good',
    cqcCaring: 'Good',
    cqcResponsive: 'Good',
    cqcWellLed: 'Good',
    cqcReportPublishedOn: '2025-06-12',
    cqcReportUrl: 'https://www.cqc.org.uk/location/1-000000000',
    // The fictional home has no kitchen on the FSA's register: with an id here, every build would ask the FSA's API
    // for it. A real home puts its own id in, and the build reads its rating from the FSA (lib/regulators).
    foodHygieneEstablishmentId: null,
    foodHygieneRating: 5,
    foodHygieneRatedOn: '2025-03-04',
    roomsFree: 1,
    roomsFreeByCareType: [{ careType: 'Long-term care', rooms: 1 }],
    vacanciesConfirmedOn: today(),
    vacanciesUnknownText: 'Please call us to ask which rooms are free.',
    // A fictional company: numbers of the right shape that Companies House and the ICO have not issued (numbers
    // starting 99, and ICO numbers starting ZZ, are far beyond theirs).
    provider: {
      companyName: 'Wealdhaven Care Limited',
      companyNumber: '99000418',
      registeredIn: 'England and Wales',
      registeredOffice: 'Orchard Lane, Little Wychcombe, Ashford, Kent, TN27 9ZZ',
      icoRegistrationNumber: 'ZZ000418',
    },
  };
}

const reviews = [
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

module.exports = { factSheet, reviews };
