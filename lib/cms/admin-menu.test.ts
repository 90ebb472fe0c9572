import { describe, expect, it } from '@jest/globals';
import { contentTypes } from '@/lib/content-types';
import { ADMIN_MENU } from './admin-menu';
import { uidOf } from '@/lib/kit';
import { careersNavItem, familyNavItems, legalNavItems, navItems } from '@/lib/site';

describe('the admin’s Content Manager, laid out as the website is', () => {
  it('places every type a page shows once, the home’s details first', () => {
    const placed = ADMIN_MENU.flatMap((section) => section.uids);
    expect(placed.toSorted()).toEqual(Object.values(contentTypes).map(uidOf).toSorted());
    expect(new Set(placed).size).toBe(placed.length);
    expect(ADMIN_MENU[0]).toEqual({
      title: 'The home’s details',
      uids: expect.arrayContaining([uidOf(contentTypes.home), uidOf(contentTypes.facts)]),
    });
  });

  it('has its pages in the order of the site’s menu, each titled as the menu names it', () => {
    // The header's destinations, then the family's, then careers, as the mobile menu and the footer list them.
    const siteMenu = [...navItems, ...familyNavItems, careersNavItem].map((item) => item.label);
    expect(ADMIN_MENU.map((section) => section.title)).toEqual([
      'The home’s details',
      'Home page',
      ...siteMenu,
      `${legalNavItems.map((item) => item.label).join(', ')}: the notices`,
    ]);
  });

  it('gives no two of its types names a manager could take for each other', () => {
    const names = Object.values(contentTypes).map((type) => type.info.displayName);
    // A name's own words, without "page", each in the singular: "Complaints" and "Complaints page", or "Review" and
    // "Reviews policy", read alike to someone looking down the menu; "Words of the Fees page" and "Fees and funding" do not.
    const words = (name: string) =>
      name
        .toLowerCase()
        .replace(/\bpage\b/g, '')
        .split(/[^a-z’]+/)
        .filter(Boolean)
        .map((word) => word.replace(/s$/, ''));
    const twins = names.flatMap((name, index) =>
      names.slice(index + 1).flatMap((other) => {
        const [one, two] = [words(name), words(other)];
        const [shorter, longer] = one.length <= two.length ? [one, two] : [two, one];
        const same = shorter.length === longer.length && shorter.every((word, at) => word === longer[at]);
        const inside = shorter.length === 1 && longer[0] === shorter[0];
        return same || inside ? [`${name} / ${other}`] : [];
      }),
    );
    expect(twins).toEqual([]);
  });

  it('names every page’s words as the words of that page, so they are not taken for its list', () => {
    for (const section of ADMIN_MENU.slice(1, -1)) {
      const pageTypes = Object.values(contentTypes).filter(
        (type) => section.uids.includes(uidOf(type)) && type.info.displayName.startsWith('Words of the '),
      );
      expect(pageTypes.map((type) => type.info.displayName)).toEqual([
        `Words of the ${section.title.replace(/ page$/, '')} page`,
      ]);
    }
  });
});
