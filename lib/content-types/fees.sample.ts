import { sampleBlocks } from '@/lib/kit';

// The sample "Fees and funding", as a fresh install shows it: all fictional, with figures of the kind a residential
// home in Kent charged in 2025. Its contract is the seed's sample PDF (cms/scripts/sample-art.js).
const { paragraph, list } = sampleBlocks;

export function feesSample() {
  return {
    stays: [
      {
        kind: 'Long-term residential care',
        roomsFor: 'Long-term care',
        per: 'week',
        note: 'By room: each kind of room’s fee is under Fees by room, and on Rooms.',
      },
      {
        kind: 'Short breaks and convalescence',
        roomsFor: 'Short breaks',
        per: 'week',
        note: 'For one week or more, in a room kept ready for short stays.',
      },
      { kind: 'Day care', priceFrom: 95, per: 'day', note: '10 am to 4 pm, with lunch and afternoon tea.' },
    ],
    feeCovers: [
      paragraph(
        'Every fee above includes all of the following. Nothing on this list is ever charged on top.',
      ),
      list(
        'Your own furnished room, heated and cleaned every day',
        'All personal care, day and night, from our own care team',
        'Three cooked meals a day, drinks and snacks at any hour, and special diets',
        'Laundry, with clothes labelled for you when you arrive',
        'The activities programme, and outings in the home’s minibus',
        'Wi-Fi, a television point and a call bell in every room',
        'Arranging visits from the GP, district nurses, dentist and optician',
      ),
    ],
    extras: [
      { item: 'Hairdresser', price: 18, per: 'a visit' },
      { item: 'Chiropody', price: 32, per: 'a visit' },
      { item: 'A member of staff to go with you to a hospital appointment', price: 24, per: 'an hour' },
      { item: 'Taxi to appointments and outings of your own', atCost: true },
      { item: 'Newspapers and magazines', atCost: true },
      { item: 'A private telephone line in your room', price: 15, per: 'a month' },
    ],
    depositAmount: 1500,
    deposit: [
      paragraph(
        'Residents who pay for their own care pay a deposit of £1,500 when they move in. It is held in a separate ' +
          'account, and it is never used to pay fees while the contract runs.',
      ),
      paragraph(
        'We return it in full within 14 days of the final account being settled, less only any fees still unpaid, ' +
          'and we show every deduction in writing. Short breaks, day care and council-funded residents pay no deposit.',
      ),
    ],
    trialPeriod: [
      paragraph(
        'The first four weeks are a trial for both sides. During it, you may leave with seven days’ notice and pay ' +
          'only for the days you stayed. We review the trial with you and your family in its fourth week.',
      ),
    ],
    feeChanges: [
      paragraph(
        'We review fees once a year, in April, and write to every resident and the person who pays at least 28 days ' +
          'before a new fee starts, saying why it has changed.',
      ),
      paragraph(
        'A fee changes at another time only when a resident’s care needs change a great deal. We assess those needs ' +
          'with the resident and their family first, and give the same 28 days’ written notice.',
      ),
    ],
    topUps: [
      paragraph(
        'When the council pays for care, it pays its own rate. If a resident chooses a room that costs more, a relative ' +
          'or friend may agree to pay the difference (a top-up, or third-party payment). The agreement is made with ' +
          'the council, which tells you the amount in writing before the stay begins.',
      ),
      paragraph(
        'Residents themselves may pay a top-up only where the law allows it, for example during the first 12 weeks or ' +
          'under a deferred payment agreement. We never ask for a top-up that the council has not agreed.',
      ),
    ],
    fundingRoutes: [
      {
        route: 'Paying for your own care',
        accepted: true,
        explanation: 'You pay the fee yourself, from savings, income or the sale of a home.',
      },
      {
        route: 'Kent County Council',
        accepted: true,
        explanation:
          'The council assesses your needs and your means, and may pay some or all of the fee. We accept its rate for a single room.',
      },
      {
        route: 'NHS Continuing Healthcare',
        accepted: true,
        explanation:
          'Where the NHS assesses that your needs are mainly health needs, it pays the whole fee. We will help you ask for an assessment.',
      },
      {
        route: 'Deferred payment agreement',
        accepted: true,
        explanation:
          'The council lends you the fee against the value of your home, repaid later, often when the home is sold.',
      },
      {
        route: 'NHS-funded nursing care',
        accepted: false,
        explanation:
          'This pays towards care from registered nurses. We are a residential home without nursing, so it does not apply here.',
      },
    ],
    contractSummary: [
      paragraph('The contract is written in plain English. Its key terms:'),
      list(
        'The fee, what it covers and every extra are set out in the contract, as on this page.',
        'You may end the contract with 28 days’ written notice, or seven days during the trial.',
        'We may end it only for the reasons the contract gives, after talking with you and your family, and with 28 days’ notice.',
        'While you are in hospital your room is kept for you, and the fee is reduced by the cost of your meals.',
        'Fees stop three days after a resident dies. Their belongings are kept safely for up to 14 days.',
        'We ask for no fees in advance beyond the first four weeks.',
      ),
    ],
    contract: {
      $file: { art: 'contract', name: 'sample-residential-care-contract.pdf', caption: 'Sample contract' },
    },
    reviewedOn: '2025-10-01',
  };
}
