import { site } from '@/lib/site';
import type { Provider } from '@/lib/content-types';

// Words that frame every page (the header, the menu, the footer, the logo) and the ones several pages share.

/** The first link of every page, shown when it has the keyboard focus. */
export const skipLinkText = 'Skip to main content';

/** After the words of a link that opens a new tab, for a screen reader. */
export const newTabSuffix = ' (opens in a new tab)';

/** The lead-in before the phone number on a call button. */
export const callLead = 'Call';

export const headerText = {
  /** The contact strip's lead-in before the phone number. */
  stripCallLead: 'Call us',
  navLabel: 'Main',
  /** After the logo, for a screen reader: the logo is the link to the home page. */
  homeLinkSuffix: ' home page',
} as const;

export const menuText = {
  open: 'Menu',
  title: 'Menu',
  close: 'Close',
  navLabel: 'Main menu',
} as const;

export const footerText = {
  visitTitle: 'Visit us',
  talkTitle: 'Talk to us',
  navLabel: 'Footer',
  exploreTitle: 'Explore',
  home: 'Home',
  copyright: (name: string) => `© ${site.copyrightYear} ${name}. All rights reserved.`,
  /** Who runs the home and who regulates it: what the law asks every page of a company's site to say. */
  whoLabel: 'Who runs the home',
  runBy: (name: string, provider: Provider) =>
    `${name} is run by ${provider.companyName}, registered in ${provider.registeredIn} with company number ` +
    `${provider.companyNumber}.`,
  office: (provider: Provider) => `Registered office: ${provider.registeredOffice}.`,
  regulatedBy: 'Regulated by the Care Quality Commission:',
  cqcLink: (locationId: string) => `location ${locationId} on CQC’s website`,
  ico: (number: string) => `Registered with the Information Commissioner’s Office, number ${number}.`,
} as const;

/** Under the home's name in the logo. The no-break space keeps the dot with "care", so no line starts with it. */
export const logoTagline = (county: string) => `Residential care\u00a0· ${county}`;

/** The closing call to action of most pages: book a visit, or call (its words are the editors', "Every page"). */
export const visitInvitationText = { book: 'Book a visit' } as const;

/** The booking popup: the page of the booking service, in a dialog. */
export const bookingText = {
  regionLabel: 'Book a visit',
  title: 'Book a visit or start a care enquiry',
  /** Before the phone number, which follows as a link. */
  hint: `Choose a time for a ${site.booking.durationMinutes}-minute call or visit. Prefer to talk? Call`,
  close: 'Close',
  frameTitle: 'Booking calendar for a visit or care enquiry',
  loading: 'Loading the booking calendar…',
} as const;
