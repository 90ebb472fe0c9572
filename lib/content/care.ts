/**
 * The words around "Care" and each kind of care's page: the kinds themselves, their fees and what the home cannot meet
 * are the editors', in the CMS ("Kind of care", "Fees and funding", "What we cannot meet").
 */
import type { CareKind } from '@/lib/content-types/care';
import { site } from '@/lib/site';
import { feeText } from './families';

export const careCopy = {
  metaTitle: 'The care we offer',
  intro: {
    eyebrow: 'Care',
    title: 'The care we offer',
    lead:
      `Residential care for older people in the Kent countryside: a home for good, a short break, time to get ` +
      `stronger after hospital, or a day among friends. Each is given by the same team, in the same house.`,
  },
  kinds: {
    title: 'Kinds of care',
    lead: 'Each has a page of its own: who it suits, what it includes, how long it lasts, what it costs and how to start.',
    read: (kind: Pick<CareKind, 'name'>) => `About ${kind.name.toLowerCase()}`,
  },
  none: {
    title: 'Our kinds of care are being written up',
    text: 'We offer long-term care, short breaks, convalescence and day care. Call us, or book a visit, and we will talk you through each.',
  },
  facts: { howLong: 'How long', fee: 'Fee', feeLink: 'Fees and funding in full' },
  /** The fee as /fees states it, or where to find it when the editors' names do not match. */
  fee: (kind: Pick<CareKind, 'fee'>) => (kind.fee ? feeText(kind.fee) : 'On our fees page'),
  sections: {
    whoItSuits: 'Who it suits',
    whatItIncludes: 'What it includes',
    howToStart: 'How to start',
    cannotMeet: 'What we cannot meet',
  },
  cannotMeet: {
    title: 'What we cannot meet',
    lead: 'Before anyone chooses us, we would rather say plainly what is beyond us.',
  },
  actions: { call: 'Call us', book: 'Book a visit', brochure: site.brochure.label },
  back: 'All the care we offer',
  invitation: {
    title: 'Not sure which is right?',
    lead: 'Tell us about the person you are thinking of, and we will say honestly what we can do for them.',
  },
} as const;
