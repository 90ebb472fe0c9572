/**
 * The labels and headings of "Care" and each kind of care's page: its words are the editors', in the CMS ("Words of the Care page"),
 * as are the kinds themselves, their fees and what the home cannot meet ("Kind of care", "Fees and funding", "What we
 * cannot meet").
 */
import type { CareKind } from '@/lib/content-types';
import { site } from '@/lib/site';
import { feeText } from './families';

export const careCopy = {
  kinds: {
    title: 'Kinds of care',
    read: (kind: Pick<CareKind, 'name'>) => `About ${kind.name.toLowerCase()}`,
  },
  none: { title: 'Our kinds of care are being written up' },
  facts: { howLong: 'How long', fee: 'Fee', feeLink: 'Fees and funding in full' },
  /** The fee as /fees states it, or where to find it when the editors' names do not match. */
  fee: (kind: Pick<CareKind, 'fee'>) => (kind.fee ? feeText(kind.fee) : 'On our fees page'),
  sections: {
    whoItSuits: 'Who it suits',
    whatItIncludes: 'What it includes',
    howToStart: 'How to start',
    cannotMeet: 'What we cannot meet',
  },
  cannotMeet: { title: 'What we cannot meet' },
  actions: { call: 'Call us', book: 'Book a visit', brochure: site.brochure.label },
  back: 'All the care we offer',
} as const;
