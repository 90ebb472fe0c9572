import { describe, expect, it } from '@jest/globals';
import { brandColours, colourProperty } from './brand-colours';

describe('brand colours', () => {
  it('are named in CSS as the stylesheets use them', () => {
    expect(colourProperty('cream')).toBe('--color-cream');
    expect(colourProperty('forestDeep')).toBe('--color-forest-deep');
    expect(colourProperty('sage700')).toBe('--color-sage-700');
    expect(colourProperty('terracottaHover')).toBe('--color-terracotta-hover');
    expect(colourProperty('onDark')).toBe('--color-on-dark');
  });

  it('each has a CSS name of its own', () => {
    const names = Object.keys(brandColours).map((name) => colourProperty(name as keyof typeof brandColours));
    expect(new Set(names).size).toBe(names.length);
  });
});
