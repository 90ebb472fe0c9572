/** The opening words of each page: its one heading, and what a visitor will find there. */
export const pageIntros = {
  about: {
    eyebrow: 'About us',
    title: 'A small home where everyone knows your name',
    lead:
      'We care for older people in the way we would want our own parents cared for: at their pace, in their own way, ' +
      'with their family always welcome.',
  },
  gallery: {
    eyebrow: 'Gallery',
    title: 'Inside the house and out in the gardens',
    lead: 'Photographs of the rooms, the gardens and the everyday life of the home, so you can picture it before you visit.',
  },
  team: {
    eyebrow: 'Our team',
    title: 'The people who will care for your family',
    lead: 'Nurses, carers, cooks and housekeepers: many have been with us for years, and all of them are here because they care.',
  },
  contact: {
    eyebrow: 'Contact and directions',
    title: 'Come and see us',
    lead: 'The best way to know whether a home is right is to visit. Call us, send an e-mail or book a time that suits you.',
  },
  privacy: {
    eyebrow: 'Privacy Policy',
    title: 'How we look after your information',
    lead: 'What this website collects, why, and the rights you have over it.',
  },
  terms: {
    eyebrow: 'Terms & Conditions',
    title: 'The terms of using this website',
    lead: 'The rules that apply when you use this website and contact us through it.',
  },
  notFound: {
    eyebrow: 'Page not found',
    title: 'Sorry, we cannot find that page',
    lead: 'The page may have moved, or the address may have a small typing mistake. These links will take you somewhere useful.',
  },
} as const;

/** The page names in titles (before the site's name) and the headings of the pages' sections. */
export const pageTitles = {
  about: 'About us',
  team: 'Our team',
  contact: 'Contact us',
} as const;

export const aboutSections = {
  welcomeTitle: 'Welcome to the house',
  tabsTitle: 'Life, care and the people here',
} as const;

export const notFoundText = {
  homeLink: 'Go to the home page',
  linksTitle: 'You might be looking for',
} as const;

/** Headings and words around the CMS content on the gallery and team pages. */
export const contentPages = {
  gallery: {
    albumTitle: 'Photographs',
    albumLead: 'Choose any photograph to see it larger. Use the arrow keys or swipe to move between them.',
    empty:
      'New photographs are on their way. In the meantime, you are very welcome to visit and look around.',
    /** The eyebrow and the title (before the site's name) of the album's second and later pages. */
    pageName: (page: number, pageCount: number) => `Gallery, page ${page} of ${pageCount}`,
  },
  team: {
    gridTitle: 'Meet the team',
    gridLead: 'Everyone here wears a name badge, but you will soon know them by their first names.',
    empty: 'Our team page is being updated. Please call us to hear about the people who work here.',
    invitationTitle: 'Meet us in person',
    /** Read for a member whose portrait is not in the CMS yet. */
    noPhoto: (name: string) => `No photograph of ${name} yet`,
  },
} as const;
