import { text } from '@/lib/kit';
import { cardsField, pageEntry, pageRules } from './page-parts';

/**
 * The brochure's own words, in the home's voice: what the PDF the site makes says besides the facts ("The home", the
 * ratings, the kinds of care) and the photos. Its parts' small headings ("Welcome", "Everyday life") name parts of the
 * brochure and stay in code (lib/content/brochure.ts). An editors' own PDF, uploaded in "Facts that change", replaces
 * the whole brochure and these words with it. New in edition 9, published on upgrade with the words it had in code.
 */
export const brochureWords = pageEntry({
  collectionName: 'brochure_texts',
  info: {
    singularName: 'brochure-text',
    pluralName: 'brochure-texts',
    displayName: 'Brochure',
    description:
      'The words of the brochure the website makes: its cover line, its welcome, everyday life and the invitation to visit. Unused while an editors’ own brochure is uploaded in "Facts that change".',
  },
  fields: {
    coverLine: text({
      label: 'Cover: small heading',
      help: 'The line over the home’s name on the cover: "Residential care in [county]".',
      max: 80,
    }),
    sampleNote: text({
      label: 'Cover: note',
      help: 'A note at the foot of the cover, if one is needed; leave it empty for none.',
      max: 200,
      optional: true,
    }),
    welcomeMore: text({
      label: 'Welcome: more words',
      help: 'What the welcome says after the home’s summary and the about page’s opening words.',
      max: 400,
      lines: true,
    }),
    lifeTitle: text({
      label: 'Everyday life: heading',
      help: 'The heading over the four cards of everyday life: "Days with something to look forward to".',
      max: 120,
    }),
    life: cardsField('Four cards of everyday life: food, the gardens, a room of one’s own, company.', {
      min: 1,
      max: 4,
    }),
    visitTitle: text({
      label: 'Visit: heading',
      help: 'The heading of the last page’s invitation to visit: "The best way to know is to visit".',
      max: 120,
    }),
    visitLead: text({
      label: 'Visit: words',
      help: 'A sentence or two under it, on how to arrange a visit.',
      max: 400,
      lines: true,
    }),
  },
  populate: ['life'],
  rules: pageRules(
    ['coverLine', 'sampleNote', 'welcomeMore', 'lifeTitle', 'life', 'visitTitle', 'visitLead'],
    { life: 'card' },
    [],
  ),
  where: 'brochure',
  describe: 'the brochure’s words',
  shownOn: '/',
  edition: 9,
  read: (page, entry) => ({
    coverLine: page.words('coverLine'),
    sampleNote: entry.sampleNote?.trim() || null,
    welcomeMore: page.words('welcomeMore'),
    lifeTitle: page.words('lifeTitle'),
    life: page.cards('life'),
    visitTitle: page.words('visitTitle'),
    visitLead: page.words('visitLead'),
  }),
  sample: () => ({
    coverLine: 'Residential care in [county]',
    sampleNote: 'A sample brochure: the home, its people and its pictures are fictional.',
    welcomeMore:
      'Every resident has a care plan written with them and the people who love them, and reviewed as their needs ' +
      'change.',
    lifeTitle: 'Days with something to look forward to',
    life: [
      {
        title: 'Food worth sitting down for',
        text: 'Our cooks make everything fresh each day, with vegetables from our own beds in season. Tea and cake at four is a fixture.',
      },
      {
        title: 'Gardens to enjoy',
        text: 'Level paths, raised beds and benches in the sun. Residents who like to garden are welcome to help.',
      },
      {
        title: 'Your own room',
        text: 'Bring the furniture, pictures and keepsakes that make a room yours. Every room looks out on the garden or the fields.',
      },
      {
        title: 'Company and quiet',
        text: 'Music afternoons, quizzes, visits from the village school and trips out, and always a quiet corner when you want one.',
      },
    ],
    visitTitle: 'The best way to know is to visit',
    visitLead:
      'Have a cup of tea with us, meet the team and look around at your own pace. There is no need to book far ' +
      'ahead: call, e-mail, or choose a time online.',
  }),
});
