import { contentTypes, type ContentTypeName } from '@/lib/content-types';
import { careersNavItem, familyNavItems, legalNavItems, navItems } from '@/lib/site';
import { uidOf } from '@/lib/kit';

// The admin's Content Manager laid out as the website is (cms/src/admin/site-menu.js, through the CMS's bundle of the
// site's rules): first the home's details, which many pages show; then each page as the site's menu names it, in the
// menu's order, with everything that page shows under its name (its words and its lists: the fees under "Fees", the
// team under "Team"), so that a manager who means to change a page finds all of it in one place; then the notices
// at the foot of every page. Not alphabetical, and no heading in Strapi's words ("Collection types").

type Section = { title: string; types: readonly ContentTypeName[] };

/** A page's section, titled as the site's menu names the page. */
const page = (href: string, types: readonly ContentTypeName[]): Section => {
  const item = [...navItems, ...familyNavItems, careersNavItem].find((one) => one.href === href);
  if (!item) throw new Error(`admin menu: the site's menu has no page ${href}`);
  return { title: item.label, types };
};

const SECTIONS: readonly Section[] = [
  { title: 'The home’s details', types: ['home', 'facts', 'everyPage', 'brochureWords'] },
  { title: 'Home page', types: ['homePage', 'reviews'] },
  page('/about', ['aboutPage']),
  page('/care', ['carePage', 'careKinds', 'staffing', 'cannotMeet']),
  page('/fees', ['feesPage', 'fees']),
  page('/rooms', ['roomsPage', 'rooms']),
  page('/whats-on', ['whatsOnPage', 'events', 'programme', 'menu']),
  page('/gallery', ['galleryPage', 'gallery']),
  page('/team', ['teamPage', 'team']),
  page('/contact', ['contactPage']),
  page('/visiting', ['visitingPage', 'visiting']),
  page('/complaints', ['complaintsPage', 'complaints']),
  page('/careers', ['careersPage', 'jobs']),
  {
    title: `${legalNavItems.map((item) => item.label).join(', ')}: the notices`,
    types: ['privacyNotice', 'termsPage', 'reviewsPolicy', 'accessibilityStatement', 'notFoundPage'],
  },
];

/** The Content Manager's sections, each with its title and its types' uids, in the website's order. */
export const ADMIN_MENU = SECTIONS.map(({ title, types }) => ({
  title,
  uids: types.map((name) => uidOf(contentTypes[name])),
}));
