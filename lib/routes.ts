// The site's routes, declared once: the one list the navigation's types, the sitemap, the metadata, the preview's gate,
// the JavaScript budget and the tests are made from. A module of its own, with no imports, so that lib/site.ts and
// lib/metadata.ts can both read it without reading each other.

/** How a route's pages are listed in the sitemap. */
export type Listing = { changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly'; priority: number };

/** A route of the site, and what goes with it. */
export type RouteDeclaration = {
  path: `/${string}`;
  /** First-load JavaScript, KB gzip, the noModule polyfill left out (scripts/gates/js-budget.ts). */
  budgetKb: number;
  sitemap: Listing;
  /**
   * The pages of their own that content makes under it (album pages, job pages), each with this route's budget and
   * metadata: the shape of their path, and how the sitemap lists them. Which there are is the content's to say
   * (lib/content-types: each type's `pages.children`).
   */
  children?: { pattern: RegExp; sitemap: Listing };
};

const MONTHLY: Listing = { changeFrequency: 'monthly', priority: 0.7 };
const YEARLY: Listing = { changeFrequency: 'yearly', priority: 0.7 };
/**
 * The budgets, measured 2026-11-21: / 146.7, /gallery 144.0, the others 140-141 (react-dom alone is about 70); pages
 * with no island of their own share the others' budget. Raise a budget only with a reason in the commit.
 */
const PAGE_BUDGET_KB = 152;

/** A route's pages of their own by slug (lower-case words and hyphens, as Strapi makes them): /care/short-breaks. */
const bySlug = (path: string, sitemap: Listing) => ({
  pattern: new RegExp(`^${path}/[a-z0-9]+(-[a-z0-9]+)*$`),
  sitemap,
});

/** Every route of the site, in the order the sitemap lists them. */
export const routeDeclarations = [
  { path: '/', budgetKb: 158, sitemap: { changeFrequency: 'monthly', priority: 1 } },
  { path: '/about', budgetKb: PAGE_BUDGET_KB, sitemap: MONTHLY },
  {
    path: '/care',
    budgetKb: PAGE_BUDGET_KB,
    sitemap: MONTHLY,
    // A kind of care's own page, by its slug: long-term care, short breaks, convalescence, day care.
    children: bySlug('/care', MONTHLY),
  },
  {
    path: '/gallery',
    budgetKb: 156,
    sitemap: MONTHLY,
    // /gallery/2, /gallery/3, ...: the album's later pages (lib/album.ts).
    children: {
      pattern: /^\/gallery\/[1-9]\d{0,3}$/,
      sitemap: { changeFrequency: 'monthly', priority: 0.5 },
    },
  },
  { path: '/team', budgetKb: PAGE_BUDGET_KB, sitemap: MONTHLY },
  { path: '/contact', budgetKb: PAGE_BUDGET_KB, sitemap: MONTHLY },
  { path: '/fees', budgetKb: PAGE_BUDGET_KB, sitemap: MONTHLY },
  // The rooms and which are free: checked at least every fortnight. Its photos open in the gallery's viewer.
  { path: '/rooms', budgetKb: 156, sitemap: { changeFrequency: 'weekly', priority: 0.8 } },
  { path: '/visiting', budgetKb: PAGE_BUDGET_KB, sitemap: MONTHLY },
  // The coming fortnight and this week's menu: new each day.
  { path: '/whats-on', budgetKb: PAGE_BUDGET_KB, sitemap: { changeFrequency: 'daily', priority: 0.7 } },
  { path: '/complaints', budgetKb: PAGE_BUDGET_KB, sitemap: MONTHLY },
  { path: '/privacy', budgetKb: PAGE_BUDGET_KB, sitemap: YEARLY },
  { path: '/terms', budgetKb: PAGE_BUDGET_KB, sitemap: YEARLY },
  {
    path: '/careers',
    budgetKb: PAGE_BUDGET_KB,
    sitemap: MONTHLY,
    // A job's own page, by its slug: one for each job still open.
    children: bySlug('/careers', { changeFrequency: 'weekly', priority: 0.5 }),
  },
  { path: '/reviews-policy', budgetKb: PAGE_BUDGET_KB, sitemap: MONTHLY },
  { path: '/accessibility', budgetKb: PAGE_BUDGET_KB, sitemap: YEARLY },
] as const satisfies readonly RouteDeclaration[];

export type Route = (typeof routeDeclarations)[number]['path'];
/** Every route, in the order the sitemap lists them. */
export const routes: readonly Route[] = routeDeclarations.map((route) => route.path);

type WithChildren = Extract<(typeof routeDeclarations)[number], { children: unknown }>['path'];
/** A page of its own under a route that has them: /gallery/2, /careers/cook-part-time. */
export type ChildRoute = `${WithChildren}/${string}`;

/**
 * The route a path is, or the route whose page of its own it is (a child takes its parent's budget and metadata); null
 * for a path that is neither. A path longer than 100 characters is none.
 */
export function routeOf(path: string): { route: RouteDeclaration; child: boolean } | null {
  if (path.length > 100) return null;
  for (const route of routeDeclarations as readonly RouteDeclaration[]) {
    if (route.path === path) return { route, child: false };
    if (route.children?.pattern.test(path)) return { route, child: true };
  }
  return null;
}
