import {
  defineContentType,
  sampleBlocks,
  day,
  richText,
  text,
  wholeNumber,
  blocksOf,
  afterToday,
  answerBeforeAcknowledgement,
  blocksShowable,
  datesAfterToday,
  problem,
} from '@/lib/kit';

const { paragraph } = sampleBlocks;

const fields = {
  handledBy: text({
    label: 'Who answers complaints',
    help: 'Who looks into a complaint, as the complaints page names them: "Our registered manager".',
    max: 120,
  }),
  howToComplain: richText({
    label: 'How to complain',
    help: "The ways to raise a complaint, in the home's words; the page adds where to go next (the Ombudsman, CQC).",
  }),
  acknowledgeWithinDays: wholeNumber({
    label: 'Working days to acknowledge',
    help: 'How many working days, at most, before a complaint is acknowledged: 1 to 30.',
    min: 1,
    max: 30,
  }),
  answerWithinDays: wholeNumber({
    label: 'Working days to answer in full',
    help: 'How many working days, at most, before a full answer: no fewer than to acknowledge, up to 90.',
    min: 1,
    max: 90,
  }),
  reviewedOn: day({
    label: 'Last checked on',
    help: 'The day someone last checked this procedure; the page says so.',
  }),
};

/** "Complaints procedure": how to complain to the home, who answers and how fast. The build stops while it is not published. */
export const complaints = defineContentType({
  kind: 'singleType',
  collectionName: 'complaints_procedure',
  info: {
    singularName: 'complaints-procedure',
    pluralName: 'complaints-procedures',
    displayName: 'Complaints procedure',
    description:
      'How to complain to the home, who answers and how fast. Where to go next (the Ombudsman, CQC) the website says itself. Publish after every change.',
  },
  fields,
  rules: (entry, today) => {
    const acknowledge = fields.acknowledgeWithinDays.schema.safeParse(entry.acknowledgeWithinDays);
    const answer = fields.answerWithinDays.schema.safeParse(entry.answerWithinDays);
    return [
      ...datesAfterToday(entry, ['reviewedOn'], today),
      ...blocksShowable(entry, ['howToComplain']),
      ...(acknowledge.success && answer.success
        ? problem(
            'answerWithinDays',
            answerBeforeAcknowledgement({
              acknowledgeWithinDays: acknowledge.data,
              answerWithinDays: answer.data,
            }),
          )
        : []),
    ];
  },
  async read({ entry, warn, latestDay }) {
    const published = await entry();
    const { entry: page, malformed } = published;
    const future = afterToday(page.reviewedOn, latestDay);
    if (future) throw malformed('reviewedOn', future);
    const late = answerBeforeAcknowledgement(page);
    if (late) throw malformed('answerWithinDays', late);
    return {
      handledBy: page.handledBy,
      howToComplain: blocksOf(published, warn)('howToComplain', page.howToComplain),
      acknowledgeWithinDays: page.acknowledgeWithinDays,
      answerWithinDays: page.answerWithinDays,
      reviewedOn: page.reviewedOn,
    };
  },
  describe: () => 'the complaints procedure',
  pages: { shownOn: ['/complaints'] },
  sample: {
    edition: 3,
    entries: () => ({
      handledBy: 'Our registered manager',
      howToComplain: [
        paragraph(
          'Tell any member of staff, call us on [phone], or write to [email] or to the ' +
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
    }),
  },
});
