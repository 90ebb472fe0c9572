// The sample "Fees and funding", "Complaints" and "Visiting and a typical day", as a fresh install shows them, and the
// sample contract they link to. All fictional, with figures of the kind a residential home in Kent charged in 2025.
const PDFDocument = require('pdfkit');

/** Strapi's blocks: a paragraph of plain text, a link, a list. */
const text = (value) => ({ type: 'text', text: value });
const link = (url, value) => ({ type: 'link', url, children: [text(value)] });
const paragraph = (...parts) => ({
  type: 'paragraph',
  children: parts.map((part) => (typeof part === 'string' ? text(part) : part)),
});
const list = (...items) => ({
  type: 'list',
  format: 'unordered',
  children: items.map((item) => ({ type: 'list-item', children: [text(item)] })),
});

function feesAndFunding() {
  return {
    stays: [
      {
        kind: 'Long-term residential care',
        priceFrom: 1395,
        priceTo: 1650,
        per: 'week',
        note: 'By room: a single room from £1,395, a garden room with its own shower room £1,650.',
      },
      {
        kind: 'Short breaks and convalescence',
        priceFrom: 1550,
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
    reviewedOn: '2025-10-01',
  };
}

function complaintsProcedure() {
  return {
    handledBy: 'Our registered manager',
    howToComplain: [
      paragraph(
        'Tell any member of staff, call us on 01632 960 418, or write to hello@wealdhaven-house.example or to the ' +
          'registered manager at our address. You need no form, and a complaint never affects the care anyone receives.',
      ),
      paragraph(
        'If you would rather someone spoke for you, a relative, a friend or an advocate from Age UK may complain on ' +
          'your behalf.',
      ),
    ],
    acknowledgeWithinDays: 2,
    answerWithinDays: 20,
    reviewedOn: '2025-10-01',
  };
}

function visiting() {
  return {
    visiting: [
      paragraph(
        'Family and friends are welcome any day, from 9 am to 8 pm, with no need to book. Children and well-behaved ' +
          'dogs are welcome too.',
      ),
      paragraph(
        'Stay for a meal with us for £6, or use the family room for a birthday tea. When a resident is very ill, ' +
          'those closest to them may visit at any hour and stay the night.',
      ),
    ],
    day: [
      {
        time: '07:30',
        activity: 'Wake when you like: breakfast is served in your room or the dining room until 10',
      },
      {
        time: '10:30',
        activity: 'Coffee, the papers, and the morning’s activity: music, exercise or a quiz',
      },
      { time: '12:30', activity: 'Lunch in the dining room overlooking the garden' },
      { time: '14:00', activity: 'A rest, a walk in the garden, or an outing in the minibus' },
      { time: '15:30', activity: 'Afternoon tea with home-made cake' },
      { time: '17:30', activity: 'Supper, then a film, cards or a chat in the lounge' },
    ],
    meals: [
      paragraph(
        'Our cooks make every meal fresh in our own kitchen, with vegetables from local farms. There are always two ' +
          'choices at each meal, and we cater for every diet, from soft foods to vegetarian and diabetic menus.',
      ),
    ],
    activities: [
      paragraph('Our activities team plans each week with residents. A typical week includes:'),
      list(
        'gardening in the raised beds and the greenhouse',
        'music and singing, with visiting musicians once a month',
        'gentle exercise and a walking club',
        'outings to the coast, garden centres and village fêtes',
        'church services at the home, and visits from a local school',
      ),
    ],
    whatToBring: [
      list(
        'Clothes for a week or so: we label them for you',
        'Photographs, pictures and ornaments that make the room yours',
        'A favourite chair or small piece of furniture, if you wish',
        'Your glasses, hearing aids and walking aids',
        'Your medicines and a list of them, and your GP’s details',
      ),
    ],
  };
}

/**
 * The sample contract, an A4 PDF in the house's words: the shape of a care home's contract, headed as a sample. A
 * real home uploads its own in "Fees and funding".
 */
function sampleContractPdf() {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 60,
      pdfVersion: '1.7',
      tagged: true,
      lang: 'en-GB',
      displayTitle: true,
      info: {
        Title: 'Wealdhaven House: residential care contract (sample)',
        Author: 'Wealdhaven House',
        CreationDate: new Date('2025-10-01T00:00:00Z'),
      },
    });
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const heading = (words, size) =>
      doc.font('Helvetica-Bold').fontSize(size).text(words, { paragraphGap: 10 });
    const body = (words) => doc.font('Helvetica').fontSize(12).text(words, { paragraphGap: 8, lineGap: 3 });
    heading('Wealdhaven House', 22);
    heading('Residential care contract', 16);
    body('A sample contract for a fictional home, made for the website’s sample content.');
    const fees = feesAndFunding();
    const sections = [
      [
        '1. The parties',
        'This contract is between Wealdhaven House and the resident, and the person paying the fees where that is someone else.',
      ],
      [
        '2. Fees',
        `The weekly fee includes every charge that is not optional. ${fees.stays.map((stay) => `${stay.kind}: from £${stay.priceFrom.toLocaleString('en-GB')} a ${stay.per}.`).join(' ')}`,
      ],
      [
        '3. What the fee covers',
        'Accommodation, personal care, meals and drinks, laundry, activities and the home’s services, as listed on our website.',
      ],
      [
        '4. Extras',
        'Optional services are charged only when the resident asks for them, at the prices in the schedule we give you.',
      ],
      [
        '5. Deposit',
        'A deposit of £1,500 is returned in full within 14 days of the final account being settled.',
      ],
      [
        '6. Trial period',
        'The first four weeks are a trial; either side may end the contract with seven days’ notice.',
      ],
      [
        '7. Fee reviews',
        'Fees are reviewed each April, with at least 28 days’ written notice of any change.',
      ],
      [
        '8. Ending the contract',
        'The resident may end it with 28 days’ notice. The home may end it only for the reasons given here, after consultation, with 28 days’ notice.',
      ],
      [
        '9. Absence and death',
        'The room is kept during a hospital stay. Fees stop three days after a resident dies.',
      ],
      [
        '10. Complaints',
        'Complaints are answered by the registered manager, and may be taken to the Local Government and Social Care Ombudsman.',
      ],
    ];
    for (const [title, words] of sections) {
      doc.moveDown(0.5);
      heading(title, 13);
      body(words);
    }
    doc.end();
  });
}

module.exports = { feesAndFunding, complaintsProcedure, visiting, sampleContractPdf };
