import { home } from '@/lib/content-types';
import type { BrochureInput } from '@/lib/brochure';
import type { Home } from '../../content-types';
import { readEntryAs } from './read-entry';
import recordedHome from './recorded/home.json';

/**
 * "The home" as the content layer gives it, made by its own reader from the recorded answer, for tests of what is made
 * from it (its logo left out: no image pipeline here).
 */
export function sampleHome(): Promise<Home> {
  return readEntryAs(home, recordedHome.data);
}

/** What the brochure says besides the facts and photos, as a build on the sample content gives it. */
export async function sampleBrochureWords() {
  return {
    home: await sampleHome(),
    about: { title: 'About us', lead: 'A family-run home in the Kent countryside.' },
    careSupporter: [],
    care: [
      { name: 'Long-term care', summary: 'A home for good, with care day and night.' },
      { name: 'Day care', summary: 'A day among friends, home by teatime.' },
    ],
    cannotMeet: [
      { kind: 'paragraph' as const, text: 'We cannot meet these needs:' },
      { kind: 'list' as const, ordered: false, items: ['nursing care day and night'] },
    ],
    rooms: [
      {
        id: 'r1',
        slug: 'a-single-room',
        name: 'A single room',
        keptFor: 'Long-term care' as const,
        fee: 1395,
        size: { from: 12, to: 13.5 },
        bathroom: 'A washbasin, with a shared bathroom a few steps away' as const,
        outlook: 'The front lawn',
        furnished: ['An adjustable bed'],
        bring: ['A favourite chair'],
        photos: [],
        rooms: [
          { name: 'Room 3', floor: 'First floor' as const, stepFree: true, free: 'now' as const },
          { name: 'Room 8', floor: 'Second floor' as const, stepFree: true, free: { from: '2026-12-20' } },
        ],
        checked: { on: '2026-11-23', current: true as const },
      },
    ],
    staffing: {
      shifts: [
        {
          shift: 'Morning, 8 am to 2 pm',
          carers: 5,
          awake: false,
          ledBy: 'A senior carer',
          checkedOn: '2026-11-23',
        },
        {
          shift: 'Night, 8 pm to 8 am',
          carers: 2,
          awake: true,
          ledBy: 'A senior carer',
          checkedOn: '2026-11-23',
        },
      ],
      nursing: { value: 'District nurses visit every weekday.', checkedOn: '2026-11-23' },
      manager: null,
      onCall: null,
      training: { value: ['The Care Certificate'], checkedOn: '2026-11-23' },
      team: { value: { size: 32, fiveYears: 14 }, checkedOn: '2026-11-23' },
    },
    words: {
      coverLine: 'Residential care in Kent',
      sampleNote: 'A sample brochure: the home, its people and its pictures are fictional.',
      welcomeMore: 'Every resident has a care plan written with them.',
      lifeTitle: 'Days with something to look forward to',
      life: [
        { title: 'Food worth sitting down for', text: 'Everything fresh each day.' },
        { title: 'Gardens to enjoy', text: 'Level paths and benches in the sun.' },
      ],
      visitTitle: 'The best way to know is to visit',
      visitLead: 'Have a cup of tea with us, and look around at your own pace.',
    },
  } satisfies Omit<BrochureInput, 'facts' | 'photos'>;
}
