import {
  defineContentType,
  sampleBlocks,
  media,
  richText,
  slug,
  text,
  wholeNumber,
  type EntryOfFields,
  textBlocks,
  blocksOf,
  blocksShowable,
  CmsError,
  type SiteImage,
} from '@/lib/kit';
import { type TextBlock } from '@/lib/rich-text';
import { fees } from './fees';
import { noticeUnanswered, photoConsent, photosOf } from './photo-consent';

// The kinds of care the home gives, each a page of its own (/care/<slug>), and what the home cannot meet: what a
// family searches for ("respite care in Kent") and what the CMA's advice to care homes asks a home to say up front.
// A kind's fee is the one "Fees and funding" gives for its kind of stay, named here, never typed twice.

const { paragraph, list } = sampleBlocks;

const careKindFields = {
  name: text({
    label: 'Name',
    help: 'The kind of care as families call it, heading its page: "Short breaks".',
    max: 60,
    empty: 'name the kind of care',
  }),
  slug: slug({
    label: 'Its web address',
    help: "Made from the name: the end of its page's address, /care/short-breaks.",
    from: 'name',
  }),
  summary: text({
    label: 'Who it is for, in a line',
    help: 'One line for its card on Care and for search engines.',
    max: 200,
    lines: true,
    empty: 'say in a line who it is for',
  }),
  whoItSuits: richText({ label: 'Who it suits', help: 'Who this kind of care is right for.' }),
  whatItIncludes: richText({ label: 'What it includes', help: 'What the care includes, as a list.' }),
  howLong: text({
    label: 'How long it lasts',
    help: 'In a line: "From a week to a few months".',
    max: 200,
    empty: 'say how long it lasts',
  }),
  howToStart: richText({ label: 'How to start', help: 'The steps from a first call to the first day.' }),
  feeKind: text({
    label: 'Fee (its kind of stay in Fees and funding)',
    help: 'The name of the fee in Fees and funding that applies, exactly as it is written there: "A short break".',
    max: 60,
    empty: 'name the kind of stay in "Fees and funding" whose fee this is',
  }),
  cannotMeet: richText({ label: 'What we cannot meet', help: 'What this kind of care cannot include.' }),
  photo: media({
    label: 'Photo',
    help: 'A photo for its page and its card, if there is one.',
    kind: 'images',
    optional: true,
  }),
  photoConsent: photoConsent.field,
  order: wholeNumber({
    label: 'Place on Care',
    help: 'Kinds of care are listed from the lowest number: 1 comes first.',
    min: 0,
    max: 1000,
    default: 1,
  }),
};

const TEXTS = ['whoItSuits', 'whatItIncludes', 'howToStart', 'cannotMeet'] as const;
/** A fee as Fees and funding gives it. */
type StayFee = Awaited<ReturnType<typeof fees.read>>['stays'][number];

/** A kind of care as its page shows it; `fee` as /fees states it, null when Fees and funding gives none by its name. */
function careKindOf(
  item: EntryOfFields<typeof careKindFields>,
  texts: Record<(typeof TEXTS)[number], TextBlock[]>,
  fee: StayFee | null,
  photo: SiteImage | null,
) {
  return {
    id: item.documentId,
    slug: item.slug,
    name: item.name,
    summary: item.summary,
    howLong: item.howLong,
    feeKind: item.feeKind,
    fee,
    ...texts,
    photo,
  };
}
export type CareKind = ReturnType<typeof careKindOf>;

/** The kinds of care, in the editors' order, each with its page. */
export const careKinds = defineContentType({
  kind: 'collectionType',
  collectionName: 'care_kinds',
  info: {
    singularName: 'care-kind',
    pluralName: 'care-kinds',
    displayName: 'Kind of care',
    description:
      'A kind of care the home gives (long-term care, short breaks, convalescence, day care), each with a page of its own on the website, listed on Care. Its fee is the one Fees and funding gives for the kind of stay it names.',
  },
  fields: careKindFields,
  ...photoConsent.parts('photo', 'photoConsent'),
  sort: ['order:asc', 'name:asc'],
  admin: {
    mainField: 'name',
    columns: ['name', 'feeKind', 'photo', 'order'],
    headings: { order: 'Place' },
    sortBy: 'order',
  },
  rules: (entry, today) => [
    ...blocksShowable(entry, TEXTS),
    ...photoConsent.rules(entry, 'photo', 'photoConsent', today, { required: false }),
  ],
  optional: true,
  async read(tools) {
    const { entries, warn, notice, contentOf } = tools;
    // A kind's page stands without its fee: "Fees and funding" unpublished (a new CMS, whose preview is built before
    // anything is published) sends every kind's readers to the fees page, which the live build then refuses to miss.
    const [items, stays] = await Promise.all([
      entries(),
      contentOf(fees).then(
        (published) => published.stays,
        (error: unknown) => {
          // The page itself, not its contract's PDF (a missing file is not-found too, and fails as it is).
          const unpublished =
            error instanceof CmsError &&
            error.kind === 'not-found' &&
            error.collection === 'fees-and-funding';
          if (!unpublished) throw error;
          warn('cms: "Fees and funding" is not published: the kinds of care send readers to the fees page');
          return [];
        },
      ),
    ]);
    noticeUnanswered(notice, items, 'photo', 'photoConsent', 'photos of kinds of care');
    const kept: {
      item: (typeof items)[number];
      mapped: Record<(typeof TEXTS)[number], TextBlock[]>;
      fee: StayFee | null;
    }[] = [];
    const slugs = new Set<string>();
    for (const item of items) {
      const skip = (problem: string) => warn(`cms: skipped kind of care ${item.documentId}: ${problem}`);
      if (slugs.has(item.slug)) {
        skip(`slug: "${item.slug}" is another kind's address`);
        continue;
      }
      const text = (field: (typeof TEXTS)[number]) =>
        textBlocks(item[field], `kind of care ${item.documentId}.${field}`, warn);
      const mapped = Object.fromEntries(TEXTS.map((field) => [field, text(field)])) as Record<
        (typeof TEXTS)[number],
        TextBlock[]
      >;
      const empty = TEXTS.find((field) => mapped[field].length === 0);
      if (empty) {
        skip(`${empty}: nothing the site can show`);
        continue;
      }
      slugs.add(item.slug);
      const fee = stays.find((stay) => stay.kind.toLowerCase() === item.feeKind.trim().toLowerCase()) ?? null;
      if (!fee && stays.length > 0)
        warn(
          `cms: kind of care "${item.name}" takes its fee from "${item.feeKind}", which "Fees and funding" does not ` +
            `give (it gives ${stays.map((stay) => `"${stay.kind}"`).join(', ')}): its page sends readers to the fees page`,
        );
      kept.push({ item, mapped, fee });
    }
    const photos = await photosOf(
      tools,
      kept.map(({ item }) => item),
      'photo',
      'photoConsent',
      { collection: 'care-kinds', what: (item) => `kind of care "${item.name}"` },
    );
    return kept.map(({ item, mapped, fee }) => careKindOf(item, mapped, fee, photos.get(item) ?? null));
  },
  describe: (kinds) => `${kinds.length} kinds of care`,
  pages: {
    shownOn: ['/care', '/', '/fees'],
    previewPath: async ({ documentId, status }, find) => {
      const [entry] = (await find({ status, fields: ['slug'], filters: { documentId } })) as {
        slug?: string;
      }[];
      return entry?.slug ? `/care/${entry.slug}` : '/care';
    },
    children: (kinds) => kinds.map((kind) => `/care/${kind.slug}`),
  },
  sample: {
    edition: 7,
    entries: () => samples.map((kind, order) => ({ ...kind, order: order + 1 })),
  },
});

/**
 * What the home cannot meet: one text, the editors', on Care, on each kind's page and in the brochure. None while it
 * is not published (a database from before it has it as a draft, to make the home's own), which the build says.
 */
export const cannotMeet = defineContentType({
  kind: 'singleType',
  collectionName: 'cannot_meets',
  info: {
    singularName: 'cannot-meet',
    pluralName: 'cannot-meets',
    displayName: 'What we cannot meet',
    description:
      'The needs the home cannot meet, and what happens when a resident’s needs outgrow it: on Care, on each kind of care’s page and in the brochure. Publish after every change.',
  },
  fields: {
    text: richText({
      label: 'What we cannot meet',
      help: "The needs the home cannot meet, and what happens when a resident's needs outgrow it.",
    }),
  },
  rules: (entry) => blocksShowable(entry, ['text']),
  async read({ entryIfPublished, warn }): Promise<TextBlock[]> {
    const published = await entryIfPublished();
    if (!published) {
      warn(
        'cms: "What we cannot meet" is not published: Care and the brochure say nothing of it until an editor does',
      );
      return [];
    }
    return blocksOf(published, warn)('text', published.entry.text);
  },
  describe: (text) => (text.length ? 'what we cannot meet' : 'no "What we cannot meet"'),
  pages: { shownOn: ['/care'] },
  sample: {
    edition: 7,
    entries: () => ({
      text: [
        paragraph(
          'We are a residential home without nursing. Our carers look after people who need help with everyday ' +
            'life, day and night, and district nurses visit for nursing tasks such as dressings and injections.',
        ),
        paragraph('We cannot meet these needs, and will say so honestly before anyone moves in:'),
        list(
          'nursing care from a registered nurse on site, day and night, such as for complex wounds or a feeding tube',
          'advanced dementia where a person is often very distressed, or may harm themselves or others',
          'a ventilator, or care for two or more people at once for each move, all day',
          'a locked unit: our doors are not locked, and residents come and go with support',
        ),
        paragraph(
          'If a resident’s needs grow beyond what we can meet, we tell them and their family early, ask their GP and ' +
            'social worker to reassess, help find a home that can, and go on caring until the move. We never ask ' +
            'anyone to leave at short notice.',
        ),
      ],
    }),
  },
});

const samples = [
  {
    name: 'Long-term care',
    slug: 'long-term-care',
    summary: 'A home for good: a room of your own, care day and night, and a life that goes on being yours.',
    whoItSuits: [
      paragraph(
        'People who can no longer manage at home, even with help, and want to live among others with care close ' +
          'by: after a fall, when memory is fading in its early stages, or when living alone has become lonely.',
      ),
    ],
    whatItIncludes: [
      list(
        'Your own furnished room, which you make yours with your own things',
        'Personal care from our own team, day and night, planned with you',
        'Three cooked meals a day, drinks and snacks at any hour, and special diets',
        'The activities programme, outings, laundry, cleaning and Wi-Fi',
      ),
    ],
    howLong:
      'As long as it suits you and we can meet your needs: most residents live here for several years.',
    howToStart: [
      paragraph(
        'Call or book a visit. We then meet you (at home or in hospital) to understand your needs, and you may ' +
          'stay for a four-week trial before you decide.',
      ),
    ],
    feeKind: 'Long-term residential care',
    cannotMeet: [
      paragraph(
        'Long-term care here is residential care without nursing: a person who needs a registered nurse day and ' +
          'night will be better cared for in a nursing home.',
      ),
    ],
  },
  {
    name: 'Short breaks',
    slug: 'short-breaks',
    summary: 'A stay of a week or more while a family carer rests or goes away, in a room kept ready for it.',
    whoItSuits: [
      paragraph(
        'People cared for at home by family who need a break, and people who would like to try life here before ' +
          'deciding on a longer stay.',
      ),
    ],
    whatItIncludes: [
      list(
        'A room kept ready for short stays',
        'All the care, meals and activities long-term residents have',
        'A handover with your family on the day you arrive, and another when you go home',
      ),
    ],
    howLong: 'From one week to six weeks, booked ahead; more than once a year if it helps.',
    howToStart: [
      paragraph(
        'Call us with the dates you have in mind. We ask about the care you need and your medicines, and agree ' +
          'the stay in writing.',
      ),
    ],
    feeKind: 'Short breaks and convalescence',
    cannotMeet: [
      paragraph(
        'We cannot take a short stay at less than a week’s notice unless a room is free, nor a stay for care we ' +
          'could not give to a resident.',
      ),
    ],
  },
  {
    name: 'Convalescence',
    slug: 'convalescence',
    summary: 'Time to get back on your feet after an operation or a stay in hospital, before you go home.',
    whoItSuits: [
      paragraph(
        'People leaving hospital who are not yet ready to manage at home: after a hip or knee replacement, an ' +
          'illness or a fall.',
      ),
    ],
    whatItIncludes: [
      list(
        'Care planned with the hospital’s discharge team',
        'Help with the exercises your physiotherapist sets, and visits from community nurses',
        'A room on the ground floor, near the garden',
      ),
    ],
    howLong: 'Usually two to six weeks, until you and your GP agree you are ready to go home.',
    howToStart: [
      paragraph(
        'Ask the hospital’s discharge team to contact us, or call us yourself: we can often take someone within ' +
          'a few days.',
      ),
    ],
    feeKind: 'Short breaks and convalescence',
    cannotMeet: [
      paragraph(
        'We cannot take someone who still needs hospital treatment or nursing care day and night: the discharge ' +
          'team will tell you if that is so.',
      ),
    ],
  },
  {
    name: 'Day care',
    slug: 'day-care',
    summary: 'A day among friends, with lunch, activities and care, and home again by teatime.',
    whoItSuits: [
      paragraph(
        'People who live at home and would enjoy company and a change of scene, and whose families work or need a ' +
          'day to themselves.',
      ),
    ],
    whatItIncludes: [
      list(
        'From 10 am to 4 pm, with lunch and afternoon tea',
        'The day’s activities, and a quiet room for a rest',
        'Help with personal care and medicines during the day',
      ),
    ],
    howLong: 'One day a week or several, on the days you choose.',
    howToStart: [
      paragraph('Book a visit for a cup of tea and a look round; your first day can be within the week.'),
    ],
    feeKind: 'Day care',
    cannotMeet: [paragraph('We cannot offer transport to and from the home for day care.')],
  },
];
