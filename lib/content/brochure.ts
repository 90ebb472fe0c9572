import type { Home, HomeFacts } from '@/lib/cms/types';
import { cqcCopy, cqcKeyQuestions, cqcWebsite, foodCopy } from '@/lib/content/ratings';
import { site } from '@/lib/site';

/**
 * Everything the brochure the site makes says, from the home's details and the facts the pages are built from: the
 * PDF states the same rating, date and score as the pages because both read them here and in lib/content/ratings.ts.
 */
export function brochureCopy(
  facts: HomeFacts,
  home: Home,
  about: { title: string; lead: string },
  care: { name: string; summary: string }[] = [],
) {
  const cqc = cqcCopy(facts.cqc);
  const food = foodCopy(facts.foodHygiene);
  const { address, capacity } = home;
  return {
    title: `${home.name}: brochure`,
    subject: home.strapline,
    cover: {
      eyebrow: `Residential care in ${address.county}`,
      title: home.name,
      strapline: `${home.strapline}.`,
      sampleNote: 'A sample brochure: the home, its people and its pictures are fictional.',
    },
    welcome: {
      eyebrow: 'Welcome',
      title: about.title,
      paragraphs: [
        home.summary,
        `${about.lead} Every resident has a care plan written with them and the people who love them, and reviewed as their needs change.`,
      ],
      figures: [
        { value: String(capacity.residents), label: 'residents at most' },
        {
          value: `${capacity.gardenAcres} ${capacity.gardenAcres === 1 ? 'acre' : 'acres'}`,
          label: 'of gardens',
        },
        { value: `${facts.reviews.score}/10`, label: `from ${facts.reviews.count} reviews` },
      ],
    },
    ratings: {
      title: cqc.title,
      published: `${cqc.publishedLabel} ${cqc.published}`,
      keyQuestions: cqcKeyQuestions.map(({ id, label }) => ({
        label,
        rating: facts.cqc.keyQuestions[id] ?? cqc.notRated,
      })),
      report: { text: 'Read the report', href: facts.cqc.reportUrl },
      website: `Every inspected service in England is on the Care Quality Commission’s website, ${cqcWebsite.display}.`,
      food:
        typeof facts.foodHygiene.rating === 'number'
          ? `Food hygiene rated ${facts.foodHygiene.rating} out of 5 (${food.words.toLowerCase()}) by the Food Standards Agency, inspected ${food.inspected}.`
          : `Food hygiene rating: ${food.statement}`,
    },
    care: {
      eyebrow: 'The care we offer',
      // The kinds of care as the CMS has them, each in the line its page opens with.
      types: care.map(({ name, summary }) => ({ title: name, text: summary })),
    },
    cannotMeet: { eyebrow: 'Honest from the start', title: 'What we cannot meet' },
    careSupporter: { eyebrow: 'Your rights', title: 'A care supporter, whatever happens' },
    life: {
      eyebrow: 'Everyday life',
      title: 'Days with something to look forward to',
      items: [
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
    },
    visit: {
      eyebrow: 'Come and see us',
      title: 'The best way to know is to visit',
      lead: 'Have a cup of tea with us, meet the team and look around at your own pace. There is no need to book far ahead: call, e-mail, or choose a time online.',
      contacts: [
        { label: 'Telephone', lines: [home.phone.display], href: home.phone.href },
        { label: 'E-mail', lines: [home.email.display], href: home.email.href },
        {
          label: 'Address',
          lines: [
            home.name,
            address.street,
            ...(address.locality ? [address.locality] : []),
            `${address.town}, ${address.county}`,
            address.postcode,
          ],
          href: null,
        },
        // The web address is printed only once NEXT_PUBLIC_SITE_URL names the live site.
        ...(/^https?:\/\/(localhost|127\.)/.test(site.url)
          ? []
          : [{ label: 'Online', lines: [site.url.replace(/^https?:\/\//, '')], href: site.url }]),
      ],
    },
  };
}

export type BrochureCopy = ReturnType<typeof brochureCopy>;
