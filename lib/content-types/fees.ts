import {
  fileStem,
  defineContentType,
  choice,
  day,
  media,
  number,
  richText,
  rowSchemaOf,
  rows,
  text,
  yesNo,
  blocksOf,
  editorsFile,
  afterToday,
  blocksShowable,
  datesAfterToday,
  pdf,
} from '@/lib/kit';
import { home } from './home';
import { feesSample } from './fees.sample';
import { rooms, ROOM_CARE_TYPES } from './rooms';

// What families must be told before they call about money. Fees are a promise in law: a fee, extra or date that cannot
// be true fails the build, and yesterday's site, with yesterday's fees, stays up.

const optionalPounds = (label: string, help: string, max = 100000) =>
  number({ label, help, min: 0, max, optional: true });

const stayFields = {
  kind: text({
    label: 'Kind of stay',
    help: 'What the fee is for: "Long-term care", "A short break".',
    max: 60,
  }),
  roomsFor: choice({
    label: 'Fee by room, for',
    help: 'To take the fee from the kinds of room kept for this care (Rooms): choose it, and leave the figures empty.',
    choices: ROOM_CARE_TYPES,
    optional: true,
  }),
  priceFrom: optionalPounds(
    'From (£)',
    'The fee in pounds, with every charge that is not optional in it: one figure, or the lower.',
  ),
  priceTo: optionalPounds('Up to (£)', 'The higher figure of a range; leave it empty for one figure.'),
  per: choice({
    label: 'Per',
    help: 'Whether the fee is per week or per day.',
    choices: ['week', 'day'],
    default: 'week',
  }),
  note: text({
    label: 'A note',
    help: 'A short line under the fee, if it needs one: "depending on the room".',
    max: 200,
    optional: true,
  }),
};
const stay = rowSchemaOf(stayFields)
  .refine((row) => row.roomsFor != null || row.priceFrom != null, {
    message: 'give the fee, or choose the rooms it is taken from',
    path: ['priceFrom'],
  })
  .refine((row) => row.priceTo == null || row.priceFrom == null || row.priceTo >= row.priceFrom, {
    message: '"priceTo" is less than "priceFrom"',
    path: ['priceTo'],
  });

const extraFields = {
  item: text({
    label: 'What it is',
    help: 'Something a resident may choose to pay for: "Hairdressing".',
    max: 80,
  }),
  price: optionalPounds(
    'Price (£)',
    'Its price in pounds; leave it empty when it is charged at cost.',
    10000,
  ),
  per: text({ label: 'Per', help: 'What the price is for: "visit", "session".', max: 40, optional: true }),
  atCost: yesNo({
    label: 'Charged at cost?',
    help: 'Yes when the home charges only what it pays (a chiropodist, say): then give no price.',
    default: false,
  }),
};
const extra = rowSchemaOf(extraFields).refine((row) => (row.price != null) !== Boolean(row.atCost), {
  message: 'give a price, or tick "at cost", not both',
  path: ['price'],
});

const fundingRouteFields = {
  route: text({
    label: 'Way of paying',
    help: 'A way care can be paid for: "Paying for yourself".',
    max: 80,
  }),
  accepted: yesNo({
    label: 'Does the home accept it?',
    help: 'Yes if the home accepts care paid for this way.',
    default: true,
  }),
  explanation: text({
    label: 'What it means',
    help: 'A line on what it means for a family, on the fees page.',
    max: 500,
    lines: true,
  }),
};

const TEXTS = ['feeCovers', 'deposit', 'trialPeriod', 'feeChanges', 'topUps', 'contractSummary'] as const;

/**
 * "Fees and funding": each fee with every mandatory charge in it, the extras, deposit, trial, fee reviews, top-ups,
 * the funding the home accepts, and the contract, fetched and published beside the photos. It fails the build when it
 * is not published, a fee cannot be true (a range that ends below its start, an extra with no price that is not "at
 * cost"), it was "reviewed" after today, or the contract is not a PDF.
 */
export const fees = defineContentType({
  kind: 'singleType',
  collectionName: 'fees_and_funding',
  info: {
    singularName: 'fees-and-funding',
    pluralName: 'fees-and-fundings',
    displayName: 'Fees and funding',
    description:
      'What families must be told before they call: each fee with every mandatory charge in it, the extras, the deposit, the trial, fee reviews, top-ups, the funding the home accepts and the contract. Publish after every change: the website is rebuilt from the published version.',
  },
  fields: {
    stays: rows({
      label: 'Fees',
      help: 'The fee for each kind of stay, with every charge that is not optional in it.',
      component: 'fees.stay',
      min: 1,
      emptyMessage: 'no fee is given',
      each: stay,
    }),
    feeCovers: richText({ label: 'What the fee covers', help: 'Everything the fee pays for, as a list.' }),
    extras: rows({
      label: 'Optional extras',
      help: 'What a resident may choose to pay for that the fee does not cover, each with its price.',
      component: 'fees.extra',
      each: extra,
    }),
    depositAmount: optionalPounds(
      'Deposit (£)',
      'The deposit in pounds; leave it empty when the home asks for none.',
    ),
    deposit: richText({
      label: 'The deposit',
      help: 'When a deposit is asked for, and when it is returned.',
    }),
    trialPeriod: richText({
      label: 'The trial period',
      help: 'How a first stay works, and how either side may end it.',
    }),
    feeChanges: richText({
      label: 'When fees change',
      help: 'When and how fees are reviewed, and how much notice is given.',
    }),
    topUps: richText({ label: 'Top-ups', help: 'How a third-party top-up works with council funding.' }),
    fundingRoutes: rows({
      label: 'Ways of paying',
      help: 'Each way care can be paid for, and whether the home accepts it.',
      component: 'fees.funding-route',
      min: 1,
      emptyMessage: 'no funding route is given',
      each: rowSchemaOf(fundingRouteFields),
    }),
    contract: media({
      label: 'The contract',
      help: "The home's standard contract as a PDF, which the fees page links to.",
      kind: 'files',
    }),
    contractSummary: richText({
      label: 'The contract in brief',
      help: 'Its main terms in plain words, beside the link.',
    }),
    reviewedOn: day({
      label: 'Last checked on',
      help: 'The day someone last checked every fee on this page; the page says so.',
    }),
  },
  components: {
    'fees.stay': {
      collectionName: 'components_fees_stays',
      displayName: 'Fee for one kind of stay',
      description:
        'The fee for one kind of stay, with every charge that is not optional in it: one figure, or a range from and to.',
      fields: stayFields,
      mainField: 'kind',
    },
    'fees.extra': {
      collectionName: 'components_fees_extras',
      displayName: 'Optional extra',
      description: 'Something a resident may choose to pay for that the fee does not cover, with its price.',
      fields: extraFields,
      mainField: 'item',
    },
    'fees.funding-route': {
      collectionName: 'components_fees_funding_routes',
      displayName: 'Funding route',
      description: 'A way care can be paid for, whether the home accepts it, and a line on what it means.',
      fields: fundingRouteFields,
      mainField: 'route',
    },
  },
  populate: ['stays', 'extras', 'fundingRoutes', 'contract'],
  files: ['contract'],
  rules: (entry, today) => [
    ...datesAfterToday(entry, ['reviewedOn'], today),
    ...blocksShowable(entry, TEXTS),
    ...pdf(entry, 'contract', false),
  ],
  async read({ entry, warn, mediaOrigin, keepPdf, latestDay, contentOf }) {
    const published = await entry();
    const { entry: page, url, malformed } = published;
    const future = afterToday(page.reviewedOn, latestDay);
    if (future) throw malformed('reviewedOn', future);
    const text = blocksOf(published, warn);
    const contract = editorsFile(page.contract, mediaOrigin, {
      collection: 'fees-and-funding',
      url,
      field: 'contract',
    });
    const byRoom = await contentOf(rooms);
    const stays = page.stays.flatMap((stay) => {
      let from = stay.priceFrom ?? null;
      let to = stay.priceTo ?? null;
      let per = stay.per;
      if (stay.roomsFor != null) {
        // Each room's fee is written once, on its kind: the stay says the range of them.
        const fees = byRoom.filter((kind) => kind.keptFor === stay.roomsFor).map((kind) => kind.fee);
        if (fees.length === 0) {
          warn(
            `cms: the fee of "${stay.kind}" is taken from the rooms kept for ${stay.roomsFor}, and none is ` +
              'published: the fees page leaves it out',
          );
          return [];
        }
        [from, to, per] = [Math.min(...fees), Math.max(...fees), 'week'];
      }
      if (from == null) return [];
      return [
        {
          kind: stay.kind,
          priceFrom: from,
          priceTo: to != null && to !== from ? to : null,
          per,
          note: stay.note ?? null,
          byRoom: stay.roomsFor != null,
        },
      ];
    });
    if (stays.length === 0) throw malformed('stays', 'no fee is given');
    return {
      stays,
      roomFees: byRoom.map((kind) => ({ slug: kind.slug, name: kind.name, fee: kind.fee })),
      feeCovers: text('feeCovers', page.feeCovers),
      extras: (page.extras ?? []).map((extra) => ({
        item: extra.item,
        price: extra.atCost ? null : (extra.price ?? null),
        per: extra.per ?? null,
      })),
      depositAmount: page.depositAmount ?? null,
      deposit: text('deposit', page.deposit),
      trialPeriod: text('trialPeriod', page.trialPeriod),
      feeChanges: text('feeChanges', page.feeChanges),
      topUps: text('topUps', page.topUps),
      fundingRoutes: page.fundingRoutes,
      // Named after the home, as its brochure is: "wealdhaven-house-contract-…pdf".
      contractHref: await keepPdf(contract, fileStem((await contentOf(home)).name, 'contract'), 'contract'),
      contractSummary: text('contractSummary', page.contractSummary),
      reviewedOn: page.reviewedOn,
    };
  },
  describe: ({ stays }) => `fees and funding (${stays.length} fees)`,
  pages: { shownOn: ['/fees'] },
  sample: { edition: 3, entries: feesSample },
});
