/**
 * The site's own settings and its navigation. No fact of the home is here: who and where it is are "The home" in the
 * CMS, and every page's words are the editors' too (lib/content-types).
 *
 * This module is imported by client islands too, so it must stay free of secrets and server-only code.
 */

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
 * The site's own settings, which are not the home's facts: its public address (from the environment), the booking
 * window's words and length, the brochure's link text, and the copyright year of the specification. Who and where the
 * home is, and every word its pages say, are the editors', in the CMS ("The home", and each page's entry).
 */
export const site = {
  /**
   * The site's public origin, read when it is first asked for, so that a program that only needs the rest does not
   * fail on a wrong address (the build says what is wrong with it once, when a page asks).
   */
  get url(): string {
    return readSiteUrl();
  },

  /** The brochure's link text. The file is the editors' PDF or one the build makes (lib/brochure.ts). */
  brochure: { label: 'View Brochure' },

  booking: {
    /** The booking service's event: a 30-minute call or visit. */
    durationMinutes: 30,
    badgeText: 'Book Now',
    enquiryText: 'Start a Care Enquiry',
  },

  copyrightYear: 2025,
} as const;

export type Site = typeof site;

/** A link to one of the site's routes (lib/metadata.ts lists them), with its label. */
type NavItem = { href: Route; label: string };

/**
 * The primary destinations, in the order the header shows them: what a family asks first, the fees and what the
 * residents do each day among them.
 */
export const navItems = [
  { href: '/about', label: 'About' },
  { href: '/care', label: 'Care' },
  { href: '/fees', label: 'Fees' },
  { href: '/rooms', label: 'Rooms' },
  { href: '/whats-on', label: 'What’s on' },
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
