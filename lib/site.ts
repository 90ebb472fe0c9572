/**
 * The home's identity and every business constant, in one place.
 *
 * All values here are fictional samples: the phone number is in Ofcom's range reserved for drama and the e-mail uses
 * the reserved `.example` domain. A home adopting this site replaces them here and nowhere else. The facts that
 * change with time (ratings, review score, free rooms) are not here: editors keep them in the CMS.
 *
 * This module is imported by client islands too, so it must stay free of secrets and server-only code.
 */

import { dialHref } from './content/rich-text';
import type { Route } from './routes';

/** Where `npm start`, `npm test` and a build on a developer's machine serve the site. */
const DEFAULT_SITE_URL = 'http://localhost:3000';

type Env = Record<string, string | undefined>;

/**
 * The static hosts whose builds publish the live site, each with the variable it gives the build its production
 * address in (none for Cloudflare Pages, whose CF_PAGES_URL is each deployment's own address), and the project's own
 * deploy workflow, which says SITE_LIVE_BUILD=true. On these a build never falls back to localhost.
 */
const LIVE_HOSTS: { name: string; on: (env: Env) => boolean; address?: (env: Env) => string | undefined }[] =
  [
    { name: 'Netlify', on: (env) => env.NETLIFY === 'true', address: (env) => env.URL },
    {
      name: 'Vercel',
      on: (env) => env.VERCEL === '1',
      address: (env) => env.VERCEL_PROJECT_PRODUCTION_URL && `https://${env.VERCEL_PROJECT_PRODUCTION_URL}`,
    },
    { name: 'Cloudflare Pages', on: (env) => env.CF_PAGES === '1' },
    { name: 'the deploy workflow', on: (env) => env.SITE_LIVE_BUILD === 'true' },
  ];

/**
 * The public origin of the site, for canonical links, the sitemap and the share cards: NEXT_PUBLIC_SITE_URL; else, on
 * a static host's build, the host's own production address; else, on a developer's machine, localhost.
 * @throws {Error} in one line naming the variable to set: when NEXT_PUBLIC_SITE_URL is not an absolute http(s) URL,
 *   or a live host's build has no address to publish under.
 */
export function readSiteUrl(env: Env = process.env): string {
  const host = LIVE_HOSTS.find((one) => one.on(env));
  const raw =
    env.NEXT_PUBLIC_SITE_URL?.trim() || host?.address?.(env)?.trim() || (host ? '' : DEFAULT_SITE_URL);
  if (!raw) {
    throw new Error(
      `NEXT_PUBLIC_SITE_URL is not set: on ${host!.name} the build needs the site's public address, such as ` +
        'https://www.example.org, or its canonical links and sitemap would point nowhere',
    );
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `NEXT_PUBLIC_SITE_URL must be an absolute URL such as https://www.example.org, got "${raw}"`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`NEXT_PUBLIC_SITE_URL must use http or https, got "${raw}"`);
  }
  return url.origin;
}

/**
 * A UK phone number as people read it, with the link that dials it, made from the number once.
 * @throws {Error} when it is not a UK number that can be dialled.
 */
function phoneNumber(display: string) {
  const href = dialHref(display);
  if (!href) throw new Error(`site.ts: "${display}" is not a UK phone number`);
  return { display, href, e164: href.slice('tel:'.length) } as const;
}

const address = {
  street: 'Orchard Lane',
  locality: 'Little Wychcombe',
  town: 'Ashford',
  county: 'Kent',
  postcode: 'TN27 9ZZ',
  country: 'United Kingdom',
} as const;

/** A point in the Kent Weald for the sample map; the home's own coordinates replace it. */
const location = { latitude: 51.1035, longitude: 0.6515 } as const;
const capacity = { residents: 38, gardenAcres: 2 } as const;
/** An area of land in words, as in running text: "two acres". */
function acresInWords(count: number) {
  const words = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  return `${words[count] ?? count} ${count === 1 ? 'acre' : 'acres'}`;
}
const addressLine = [address.street, address.locality, address.town, address.county, address.postcode].join(
  ', ',
);

export const site = {
  name: 'Wealdhaven House',
  /** For places with little room, such as a phone's home screen. */
  shortName: 'Wealdhaven',
  strapline: 'A home from home in the Kent countryside',
  summary:
    `Wealdhaven House is a family-run residential care home for up to ${capacity.residents} older people, set in ` +
    `${acresInWords(capacity.gardenAcres)} of gardens in the ${address.county} ` +
    'countryside. We offer long-term care, short breaks, convalescence and day care.',
  /**
   * The site's public origin, read when it is first asked for, so that a program that only needs the home's name does
   * not fail on a wrong address (the build says what is wrong with it once, when a page asks).
   */
  get url(): string {
    return readSiteUrl();
  },

  address,
  /** The address on one line, as people write it on an envelope and as route planners expect it. */
  addressLine,

  map: {
    provider: 'OpenStreetMap',
    location,
    /** The embedded map, loaded only when a visitor asks for it. */
    embedUrl:
      'https://www.openstreetmap.org/export/embed.html?layer=mapnik' +
      `&bbox=${location.longitude - 0.02},${location.latitude - 0.008},${location.longitude + 0.02},${location.latitude + 0.008}` +
      `&marker=${location.latitude},${location.longitude}`,
    viewUrl: `https://www.openstreetmap.org/?mlat=${location.latitude}&mlon=${location.longitude}#map=15/${location.latitude}/${location.longitude}`,
    /** A route planner with the home's address as the destination. */
    directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressLine)}`,
  },

  phone: phoneNumber('01632 960 418'),
  email: { display: 'hello@wealdhaven-house.example', href: 'mailto:hello@wealdhaven-house.example' },

  /**
   * The brochure's link text and the start of its file's name. The file itself is the editors' PDF or one the build
   * makes from the facts (lib/brochure.ts), published under media/ with a hash of its bytes in its name.
   */
  brochure: { label: 'View Brochure', fileStem: 'wealdhaven-house-brochure' },

  booking: {
    /** A 30-minute event type on the booking service. */
    url: 'https://calendly.com/wealdhaven-house-sample/30min',
    durationMinutes: 30,
    badgeText: 'Book Now',
    enquiryText: 'Start a Care Enquiry',
  },

  /**
   * The review site that lists the home. Its score, the number of reviews and the links to the listing are facts that
   * change: editors keep them in the CMS ("Facts that change"), with the ratings and the free rooms.
   */
  reviewSite: { name: 'carehome.co.uk' },

  capacity,

  careTypes: ['Long-term care', 'Short breaks', 'Convalescence', 'Day care'],

  privacy: {
    responseDays: 30,
    enquiryReplyBusinessDays: 2,
    /** When the privacy policy last changed: it names the company and covers job applicants since November 2026. */
    lastUpdated: 'November 2026',
    /** When the terms last changed. */
    termsLastUpdated: 'October 2025',
    /** How long the home keeps a CV sent without a job to apply for, or from an applicant not taken on. */
    applicationMonths: 6,
    regulator: {
      name: "Information Commissioner's Office",
      phone: phoneNumber('0303 123 1113'),
      /** The page a complaint starts from. */
      url: 'https://ico.org.uk/make-a-complaint/',
    },
  },

  /**
   * The accessibility statement's facts (app/accessibility): the standard the site aims at, when the statement was last
   * checked against the site, and how fast the home answers a request for information in another format.
   */
  accessibility: {
    standard: 'WCAG 2.2 level AA',
    reviewedOn: '2026-11-26',
    replyWorkingDays: 2,
    otherFormatWorkingDays: 10,
  },

  /** When the reviews policy (app/reviews-policy) was last checked against what the site does. */
  reviewsPolicyReviewedOn: '2026-11-26',

  copyrightYear: 2025,
} as const;

export type Site = typeof site;

/** A link to one of the site's routes (lib/metadata.ts lists them), with its label. */
type NavItem = { href: Route; label: string };

/** The primary destinations, in the order the header shows them: what a family asks first, the fees, among them. */
export const navItems = [
  { href: '/about', label: 'About' },
  { href: '/care', label: 'Care' },
  { href: '/fees', label: 'Fees' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/team', label: 'Team' },
  { href: '/contact', label: 'Contact' },
] as const satisfies readonly NavItem[];

/**
 * What else a family must be able to find from every page (the CMA's advice to care homes): the mobile menu and the
 * footer list them after the primary destinations.
 */
export const familyNavItems = [
  { href: '/visiting', label: 'Visiting' },
  { href: '/whats-on', label: 'What’s on' },
  { href: '/complaints', label: 'Complaints' },
] as const satisfies readonly NavItem[];

/** The home's vacancies: for people who might work here, so in the footer, not among a family's destinations. */
export const careersNavItem = { href: '/careers', label: 'Careers' } as const satisfies NavItem;

export const legalNavItems = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms & Conditions' },
  { href: '/reviews-policy', label: 'Reviews policy' },
  { href: '/accessibility', label: 'Accessibility' },
] as const satisfies readonly NavItem[];
