import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brandColours } from './brand-colours';

const tokenFor: Record<keyof typeof brandColours, string> = {
  cream: '--color-cream',
  ink: '--color-ink',
  forest: '--color-forest',
  forestDeep: '--color-forest-deep',
  sage700: '--color-sage-700',
  sage50: '--color-sage-50',
  terracotta: '--color-terracotta',
  gold: '--color-gold',
  onDark: '--color-on-dark',
  white: '--color-white',
};

describe('brand colours', () => {
  it('are the same values as the design tokens in app/globals.css', () => {
    const css = readFileSync(path.resolve(__dirname, '..', 'app', 'globals.css'), 'utf8');
    for (const [name, token] of Object.entries(tokenFor)) {
      const match = css.match(new RegExp(`${token}:\\s*(#[0-9a-fA-F]{6})`));
      expect([token, match?.[1]?.toLowerCase()]).toEqual([
        token,
        brandColours[name as keyof typeof brandColours],
      ]);
    }
  });
});
