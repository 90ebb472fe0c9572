import { describe, expect, it } from '@jest/globals';
import { badgeFile, cqcBadge, cqcBadgeRatings, foodHygieneBadge } from './badges';

describe('rating badges', () => {
  it('are named by their rating, one file each', () => {
    expect(badgeFile.cqc('Requires improvement')).toBe('cqc-requires-improvement.svg');
    expect(badgeFile.foodHygiene(5)).toBe('food-hygiene-5.svg');
    expect(new Set(cqcBadgeRatings.map(badgeFile.cqc)).size).toBe(cqcBadgeRatings.length);
  });

  it('state the rating they are named for', () => {
    expect(cqcBadge('Outstanding')).toContain('>Outstanding</text>');
    const food = foodHygieneBadge(2, 'Improvement necessary');
    expect(food).toContain('>Improvement necessary</text>');
    // The rating's point is the one picked out (the larger, filled circle).
    expect(food).toMatch(/r="17"[^>]*\/><text[^>]*>2<\/text>/);
  });

  it('are SVG with no script and nothing fetched', () => {
    for (const svg of [cqcBadge('Good'), foodHygieneBadge(5, 'Very good')]) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/<script|href=|url\(/);
    }
  });
});
