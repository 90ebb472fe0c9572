import { describe, expect, it } from '@jest/globals';
import { badgeFile, cqcBadge, cqcBadgeRatings, foodHygieneBadge, foodHygieneBadgeRatings } from './badges';

describe('rating badges', () => {
  it('are named by their rating, one file each', () => {
    expect(badgeFile.cqc('Requires improvement')).toBe('cqc-requires-improvement.svg');
    expect(badgeFile.foodHygiene(5)).toBe('food-hygiene-5.svg');
    expect(badgeFile.foodHygiene('awaiting-inspection')).toBe('food-hygiene-awaiting-inspection.svg');
    expect(new Set(cqcBadgeRatings.map(badgeFile.cqc)).size).toBe(cqcBadgeRatings.length);
    expect(new Set(foodHygieneBadgeRatings.map(badgeFile.foodHygiene)).size).toBe(
      foodHygieneBadgeRatings.length,
    );
  });

  it('state the rating they are named for', () => {
    expect(cqcBadge('Outstanding')).toContain('>Outstanding</text>');
    const food = foodHygieneBadge(2, 'Improvement necessary');
    expect(food).toContain('>Improvement necessary</text>');
    // The rating's point is the one picked out (the larger, filled circle).
    expect(food).toMatch(/r="17"[^>]*\/><text[^>]*>2<\/text>/);
    // A kitchen with no number has no point picked out: the words say what the FSA's register says.
    const waiting = foodHygieneBadge('awaiting-inspection', 'Awaiting inspection');
    expect(waiting).toContain('>Awaiting inspection</text>');
    expect(waiting).not.toContain('r="17"');
  });

  it('are SVG with no script and nothing fetched', () => {
    for (const svg of [cqcBadge('Good'), foodHygieneBadge(5, 'Very good')]) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/<script|href=|url\(/);
    }
  });
});
