import type { Route } from '@/lib/routes';
import { site } from '@/lib/site';

/** A link from a piece of the home page's copy to the page that says more. */
type MoreLink = { readonly href: Route; readonly text: string };

/**
 * The home page's copy. Numbers come from lib/site.ts so that they are stated once; the facts that change (ratings,
 * scores, free rooms) come from the CMS, and the copy that states them is made from them (lib/content/ratings.ts,
 * featureTiles below).
 */
export const home = {
  hero: {
    eyebrow: `Residential care in ${site.address.county}`,
    title: site.strapline,
    lead:
      `A family-run home for up to ${site.capacity.residents} older people, set in ${site.capacity.gardenAcres} acres ` +
      'of gardens. Long-term care, short breaks, convalescence and day care, with a team who know every resident by name.',
    bookText: 'Book a viewing',
    ratingsLabel: 'Inspection ratings',
    imageAlt: 'Illustration: the house and its oast among the fields of the Weald',
  },
  intro: {
    eyebrow: 'Welcome',
    title: 'Care that feels like home',
    paragraphs: [
      'Moving into care is a big step, for the person moving and for everyone who loves them. We take it slowly and together, starting with a visit, a cup of tea and a proper conversation about what matters to you.',
      'Our residents keep their routines, their interests and their independence for as long as they wish. We help where help is needed, and we are here day and night.',
    ],
    moreText: 'Find out more about us',
  },
  tilesTitle: 'Why families choose us',
  care: {
    eyebrow: 'The care we offer',
    title: 'Care for a lifetime, a week or a day',
    allText: 'All about our care, and what we cannot meet',
  },
  gallery: {
    eyebrow: 'A look around',
    title: 'Life at the house',
    lead: 'A few photographs of the rooms, gardens and everyday life. There are more in the gallery.',
    allText: 'See all photographs',
  },
  advice: {
    eyebrow: 'Advice for families',
    title: 'Not sure where to start?',
    lead: 'Choosing care is rarely something anyone has done before. These are the questions families ask us most.',
    callLead: 'Talk it through:',
    items: [
      {
        title: 'Which kind of care is right?',
        text: 'Residential care suits people who need help with daily life but not constant nursing. A short stay is a good way to find out whether it suits.',
        link: { href: '/care', text: 'The care we offer, and what we cannot meet' } satisfies MoreLink,
      },
      {
        title: 'How is it paid for?',
        text: 'Some people pay for themselves and some are funded by the local council. Your council can assess care needs and finances; we are happy to explain the steps.',
        link: { href: '/fees', text: 'Our fees and funding, in full' } satisfies MoreLink,
      },
      {
        title: 'What should we look for on a visit?',
        text: 'Notice how staff speak to residents, whether people look at ease, and how the place smells and sounds. Ask to see a room, and stay for a cup of tea.',
        link: { href: '/visiting', text: 'Visiting and a typical day' } satisfies MoreLink,
      },
    ],
  },
  cqc: {
    eyebrow: 'Inspection',
    text: 'The Care Quality Commission is the independent regulator of care in England. Its report on us covers whether we are safe, effective, caring, responsive and well-led.',
  },
  reviews: {
    eyebrow: 'Resident love',
    title: 'What residents and families say',
    writeText: 'Write a review',
    listingText: `${site.reviewSite.name} listing`,
  },
  thisWeek: {
    eyebrow: 'What’s on',
    title: 'This week at Wealdhaven',
    lead: 'A glimpse of the days here: the whole fortnight, the events families can join and the menu are on What’s on.',
    today: 'Today’s activities',
    comingUp: 'Coming up',
    lunch: 'Lunch today',
    familiesWelcome: 'families welcome',
    more: { href: '/whats-on', text: 'See what’s on' } satisfies MoreLink,
  },
  invitation: {
    title: 'Come and see us for yourself',
    lead: 'Visits are welcome any day. Book a time that suits you, or simply call us for a chat.',
  },
} as const;

/** The four feature tiles; the third states the score editors give for it. */
export function featureTiles(tileScore: number) {
  return [
    {
      title: 'Relationship-Centered',
      text: 'The same familiar faces every day, who take time to learn each person’s story, likes and habits.',
    },
    {
      title: 'Homes for Living',
      text: 'Bright rooms, level gardens and a busy kitchen: a house for living in, not an institution.',
    },
    {
      title: 'Loved by residents',
      text: `Rated ${tileScore}/10 by residents and families on independent review sites.`,
    },
    {
      title: 'Award Winning',
      text: 'Recognised for our care and our kitchen, and proud of a team that stays with us for years.',
    },
  ] as const;
}
