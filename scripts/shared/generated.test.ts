/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { brandColours } from '../../lib/brand-colours';
import { coloursCss } from './generated';

describe('app/colours.generated.css', () => {
  it('gives every colour of the palette as a custom property on :root, with its value', () => {
    const css = coloursCss();
    expect(css).toMatch(/^\/\*.*lib\/brand-colours\.ts.*\*\/\n:root \{\n/);
    expect(css).toContain('  --color-forest-deep: #172c23;\n');
    expect(css).toContain('  --color-overlay: rgb(23 44 35 / 72%);\n');
    expect(css.match(/^ {2}--color-[a-z0-9-]+: [^;]+;$/gm)).toHaveLength(Object.keys(brandColours).length);
  });
});
