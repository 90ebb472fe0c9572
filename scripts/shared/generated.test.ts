/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brandColours, translucentColours } from '../../lib/brand-colours';
import { rootDir } from './paths';
import { coloursCss } from './generated';

describe('app/colours.generated.css', () => {
  it('gives every colour of the palette as a custom property on :root, with its value', () => {
    const css = coloursCss();
    expect(css).toMatch(/^\/\*.*lib\/brand-colours\.ts.*\*\/\n:root \{\n/);
    expect(css).toContain('  --color-forest-deep: #172c23;\n');
    expect(css).toContain(
      '  --color-overlay: color-mix(in srgb, var(--color-forest-deep) 72%, transparent);\n',
    );
    expect(css.match(/^ {2}--color-[a-z0-9-]+: [^;]+;$/gm)).toHaveLength(
      Object.keys(brandColours).length + Object.keys(translucentColours).length,
    );
  });
});

describe('the stylesheets', () => {
  it('type no colour of their own: each is the palette’s custom property, or a mix of one', () => {
    const sheets = ['app', 'components'].flatMap((folder) =>
      (readdirSync(path.join(rootDir, folder), { recursive: true }) as string[])
        .filter((file) => file.endsWith('.css') && !file.includes('.generated.'))
        .map((file) => path.join(folder, file)),
    );
    expect(sheets.length).toBeGreaterThan(10);
    const typed = sheets.flatMap((sheet) =>
      [
        ...readFileSync(path.join(rootDir, sheet), 'utf8').matchAll(/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(/gi),
      ].map((match) => `${sheet}: ${match[0]}`),
    );
    expect(typed).toEqual([]);
  });
});
