// The Content Manager's menu laid out as the website is: its sections and their order come from the server
// (lib/cms/admin-menu.ts, through GET /admin-panel-settings), here set as the two functions that the Content Manager's
// own menu and its first page ask for (cms/patches: Strapi has no door for the menu's sections or its order). Until
// they are set, or for a type no section names, Strapi's own layout stands: nothing is ever left out of the menu.

/** Where each type's uid stands in the website's order, from the server's sections. */
let places = new Map();
let sections = [];

/** The menu's sections: each of the website's with its types' links in its order, and any type left over last. */
function siteMenu(collectionTypeLinks, singleTypeLinks) {
  if (sections.length === 0) return undefined;
  const links = [...collectionTypeLinks, ...singleTypeLinks];
  const byUid = new Map(links.map((link) => [link.uid, link]));
  const laidOut = sections
    .map(({ title, uids }, index) => ({
      id: `site-${index}`,
      title,
      searchable: true,
      ordered: true,
      links: uids.map((uid) => byUid.get(uid)).filter(Boolean),
    }))
    .filter((section) => section.links.length > 0);
  const leftOver = links.filter((link) => !places.has(link.uid));
  if (leftOver.length > 0) {
    laidOut.push({ id: 'site-other', title: 'Other', searchable: true, ordered: false, links: leftOver });
  }
  return laidOut;
}

/** The website's order, for the page the Content Manager opens on: the home's details first. */
function siteOrder(a, b) {
  const [one, two] = [places.get(a.uid) ?? Infinity, places.get(b.uid) ?? Infinity];
  return one === two ? a.title.localeCompare(b.title) : one - two;
}

/** Sets the menu's sections from what the server says (`settings.menu`); a menu it cannot read leaves Strapi's. */
export function layOutSiteMenu(menu) {
  if (!Array.isArray(menu)) return;
  sections = menu.filter((section) => typeof section?.title === 'string' && Array.isArray(section.uids));
  places = new Map(sections.flatMap(({ uids }) => uids).map((uid, index) => [uid, index]));
  globalThis.strapiSiteMenu = siteMenu;
  globalThis.strapiSiteOrder = siteOrder;
}
