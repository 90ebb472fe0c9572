import { brandColours as c } from './brand-colours';
import type { CqcRating, FoodStatus } from './kit';

// The rating badges the site draws for itself (served from its own origin, so img-src stays 'self'): one small SVG
// file per rating, named by the rating, so that a page links the badge of the rating it states.

export const cqcBadgeRatings = [
  'Outstanding',
  'Good',
  'Requires improvement',
  'Inadequate',
] as const satisfies readonly CqcRating[];
export const foodHygieneBadgeRatings = [
  0,
  1,
  2,
  3,
  4,
  5,
  'awaiting-inspection',
  'awaiting-publication',
  'exempt',
] as const satisfies readonly (number | FoodStatus)[];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The badge files, by name: /badges/cqc-good.svg, /badges/food-hygiene-5.svg, ... */
export const badgeFile = {
  cqc: (rating: CqcRating) => `cqc-${slug(rating)}.svg`,
  foodHygiene: (rating: number | FoodStatus) => `food-hygiene-${rating}.svg`,
  reviewSite: 'review-site.svg',
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function frame(content: string) {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120">' +
    `<rect x="1" y="1" width="238" height="118" rx="12" fill="${c.white}" stroke="${c.forest}" stroke-width="2"/>` +
    `${content}</svg>\n`
  );
}

/** CQC's overall rating, on a band in CQC's name. A long rating takes a smaller size to fit the badge. */
export function cqcBadge(rating: CqcRating): string {
  const size = rating.length > 12 ? 17 : rating.length > 9 ? 22 : 28;
  return frame(
    `<rect x="1" y="1" width="238" height="36" rx="12" fill="${c.forest}"/>` +
      `<rect x="1" y="25" width="238" height="12" fill="${c.forest}"/>` +
      `<text x="120" y="25" text-anchor="middle" font-family="Verdana, sans-serif" font-size="13" font-weight="700" fill="${c.white}">Care Quality Commission</text>` +
      `<text x="120" y="60" text-anchor="middle" font-family="Verdana, sans-serif" font-size="13" fill="${c.ink}">Overall rating</text>` +
      `<text x="120" y="${90 + size / 3}" text-anchor="middle" font-family="Georgia, serif" font-size="${size}" font-weight="700" fill="${c.forest}">${escape(rating)}</text>`,
  );
}

/** The FSA's 0 to 5 scale with the rating picked out (none for a status), and its words below. */
export function foodHygieneBadge(rating: number | FoodStatus, words: string): string {
  const points = [0, 1, 2, 3, 4, 5]
    .map((point) => {
      const x = 30 + point * 36;
      return point === rating
        ? `<circle cx="${x}" cy="62" r="17" fill="${c.forest}"/><text x="${x}" y="68" fill="${c.white}" font-size="18">${point}</text>`
        : `<circle cx="${x}" cy="62" r="13" fill="${c.sage50}"/><text x="${x}" y="67" fill="${c.sage700}">${point}</text>`;
    })
    .join('');
  const size = words.length > 20 ? 13 : 22;
  return frame(
    `<text x="120" y="26" text-anchor="middle" font-family="Verdana, sans-serif" font-size="13" font-weight="700" fill="${c.ink}">Food hygiene rating</text>` +
      `<g font-family="Verdana, sans-serif" font-size="15" font-weight="700" text-anchor="middle">${points}</g>` +
      `<text x="120" y="104" text-anchor="middle" font-family="Georgia, serif" font-size="${size}" font-weight="700" fill="${c.forest}">${escape(words)}</text>`,
  );
}

/** The review site's badge beside the home's score: a star and the site's name. */
export function reviewSiteBadge(name: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="220" height="64" viewBox="0 0 220 64">' +
    `<rect width="220" height="64" rx="10" fill="${c.white}"/>` +
    '<path d="M32 12l5.6 11.4 12.6 1.8-9.1 8.9 2.1 12.5L32 40.7 20.8 46.6l2.1-12.5-9.1-8.9 12.6-1.8Z" ' +
    `fill="${c.gold}" stroke="${c.forest}" stroke-width="2" stroke-linejoin="round"/>` +
    `<text x="62" y="30" font-family="Verdana, sans-serif" font-size="15" font-weight="700" fill="${c.forest}">${escape(name)}</text>` +
    `<text x="62" y="49" font-family="Verdana, sans-serif" font-size="12" fill="${c.ink}">Independent reviews</text>` +
    '</svg>\n'
  );
}

/** The site's icon: the house in cream on a forest disc (app/icon.svg, written by scripts/shared/generated.ts). */
export function iconSvg(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">' +
    `<circle cx="24" cy="24" r="24" fill="${c.forest}"/>` +
    `<g fill="${c.cream}"><path d="M13 24 19 11h4l6 13Z"/><path d="M19 11h4l.6-4.2-3.4-1.3-1.9 2.3Z"/>` +
    '<rect x="14" y="24" width="14" height="11"/><path d="M27 27.5 33 22l6 5.5V35H27Z"/></g></svg>\n'
  );
}
