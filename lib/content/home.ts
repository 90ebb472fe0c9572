// The home page's structure: the small headings that name each part of it and the words on its controls. Its copy (the
// welcome, the tiles, the advice, the invitation) is the editors' ("Words of the Home page" in the CMS, lib/content-types/pages.ts).

export const homeLabels = {
  hero: { bookText: 'Book a viewing', ratingsLabel: 'Inspection ratings' },
  intro: { eyebrow: 'Welcome', moreText: 'Find out more about us' },
  care: { eyebrow: 'The care we offer', allText: 'All about our care, and what we cannot meet' },
  gallery: { eyebrow: 'A look around', allText: 'See all photographs' },
  advice: { eyebrow: 'Advice for families', callLead: 'Talk it through:' },
  cqc: { eyebrow: 'Inspection' },
  reviews: {
    eyebrow: 'Resident love',
    writeText: 'Write a review',
    /** The link to the listing, named by the review site's own name ("carehome.co.uk listing"). */
    listingText: (site: string) => `${site} listing`,
  },
  thisWeek: {
    eyebrow: 'What’s on',
    today: 'Today’s activities',
    comingUp: 'Coming up',
    lunch: 'Lunch today',
    familiesWelcome: 'families welcome',
    more: { href: '/whats-on', text: 'See what’s on' },
  },
} as const;
