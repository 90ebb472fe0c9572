// The pages' structure: the headings that name a part of a page, the words on controls, and what a page says while the
// editors have published nothing for it. Each page's own words are the editors' (lib/content-types/pages.ts).

export const aboutSections = {
  welcomeTitle: 'Welcome to the house',
  tabsTitle: 'Life, care and the people here',
} as const;

export const aboutLabels = {
  careLink: 'Each kind of care, who it suits and what it costs',
  ratingsTitle: 'Our inspection ratings',
  ratingsLead: 'What the regulators found when they last inspected us, with the date of each report.',
  cardsTitle: 'How we work',
} as const;

export const notFoundText = {
  homeLink: 'Go to the home page',
  linksTitle: 'You might be looking for',
} as const;

/** Headings and words around the CMS content on the gallery and team pages. */
export const contentPages = {
  gallery: {
    albumTitle: 'Photographs',
    empty:
      'New photographs are on their way. In the meantime, you are very welcome to visit and look around.',
    /** The eyebrow and the title (before the site's name) of the album's second and later pages. */
    pageName: (page: number, pageCount: number) => `Gallery, page ${page} of ${pageCount}`,
  },
  team: {
    gridTitle: 'Meet the team',
    empty: 'Our team page is being updated. Please call us to hear about the people who work here.',
    /** Read for a member whose portrait is not in the CMS yet. */
    noPhoto: (name: string) => `No photograph of ${name} yet`,
  },
} as const;
