import { z } from 'zod';
import { defineContentType, sampleBlocks } from '@/lib/cms/define';
import { blocksOf } from '@/lib/cms/published';
import {
  afterToday,
  answerBeforeAcknowledgement,
  blocksShowable,
  datesAfterToday,
  problem,
} from '@/lib/cms/rules';
import { blocks, documentId, isoDate } from '@/lib/cms/schemas';
import type { ComplaintsProcedure } from '@/lib/cms/types';

const { paragraph } = sampleBlocks;

export const complaintsProcedureSchema = z.object({
  documentId,
  handledBy: z.string().trim().min(1).max(120),
  howToComplain: blocks,
  acknowledgeWithinDays: z.number().int().min(1).max(30),
  answerWithinDays: z.number().int().min(1).max(90),
  reviewedOn: isoDate,
});

/** "Complaints": how to complain to the home, who answers and how fast. The build stops while it is not published. */
export const complaints = defineContentType({
  kind: 'singleType',
  collectionName: 'complaints_procedure',
  info: {
    singularName: 'complaints-procedure',
    pluralName: 'complaints-procedures',
    displayName: 'Complaints',
    description:
      'How to complain to the home, who answers and how fast. Where to go next (the Ombudsman, CQC) the website says itself. Publish after every change.',
  },
  attributes: {
    handledBy: { type: 'string', required: true, maxLength: 120 },
    howToComplain: { type: 'blocks', required: true },
    acknowledgeWithinDays: { type: 'integer', required: true, min: 1, max: 30 },
    answerWithinDays: { type: 'integer', required: true, min: 1, max: 90 },
    reviewedOn: { type: 'date', required: true },
  },
  schema: complaintsProcedureSchema,
  rules: (entry, today) => {
    const days = complaintsProcedureSchema
      .pick({ acknowledgeWithinDays: true, answerWithinDays: true })
      .safeParse(entry);
    return [
      ...datesAfterToday(entry, ['reviewedOn'], today),
      ...blocksShowable(entry, ['howToComplain']),
      ...(days.success ? problem('answerWithinDays', answerBeforeAcknowledgement(days.data)) : []),
    ];
  },
  async read({ entry, warn, latestDay }): Promise<ComplaintsProcedure> {
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
    }),
  },
});
