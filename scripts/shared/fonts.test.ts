/** @jest-environment node */
// The cut-down web fonts (scripts/shared/fonts.ts) and the declarations it makes for next/font (fontsModule).
import { beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from './paths';
import {
  basicCharacters,
  characterSets,
  ensureFonts,
  extendedUnicodeRange,
  faces,
  fontsModule,
  formatUnicodeRange,
  parseUnicodeRange,
} from './fonts';

const root = rootDir;
const latin = JSON.parse(
  readFileSync(path.join(root, 'node_modules/@fontsource-variable/fraunces/unicode.json'), 'utf8'),
).latin as string;

describe('character sets', () => {
  it('reads and writes unicode-range values', () => {
    expect(parseUnicodeRange('U+0000-00FF,U+0131')).toEqual([
      [0, 255],
      [0x131, 0x131],
    ]);
    expect(formatUnicodeRange([0x41, 0x42, 0x43, 0xe9, 0x2013, 0x2014])).toBe(
      'U+0041-0043,U+00E9,U+2013-2014',
    );
  });

  it("split @fontsource's Latin set in two with nothing lost and nothing in both", () => {
    const { basic, extended } = characterSets(latin);
    const printableLatin = parseUnicodeRange(latin)
      .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i))
      .filter((cp) => cp >= 0x20 && (cp < 0x7f || cp > 0x9f));
    expect([...basic, ...extended].sort((a, b) => a - b)).toEqual(printableLatin);
    expect(basic.filter((cp) => extended.includes(cp))).toEqual([]);
  });

  it('keep English copy in the basic part, and accented letters in the extended part', () => {
    const { basic, extended } = characterSets(latin);
    for (const character of 'Wealdhaven House · 01632 960418 · £ “care” – ‘home’ … © €') {
      expect(basic).toContain(character.codePointAt(0));
    }
    for (const character of 'ëéçñÅß¿') expect(extended).toContain(character.codePointAt(0));
    expect(basicCharacters.length).toBeGreaterThan(0);
  });
});

describe("next/font's declarations (app/fonts.generated.ts)", () => {
  const source = fontsModule();
  const declarations = source.split('export const ').slice(1);

  it('declare the extended faces for exactly the characters the extended files hold', () => {
    const declared = [...source.matchAll(/prop: 'unicode-range', value: '([^']+)'/g)].map(
      (match) => match[1],
    );
    expect(declared).toEqual([extendedUnicodeRange(), extendedUnicodeRange()]);
  });

  it('use every file ensureFonts makes, and preload only the basic ones', () => {
    const made = faces.flatMap((face) => [`${face.name}-basic.woff2`, `${face.name}-extended.woff2`]);
    const used = [...source.matchAll(/'\.\.\/\.fonts\/([^']+)'/g)].map((match) => match[1]);
    expect([...used].sort()).toEqual([...made].sort());
    for (const block of declarations) {
      expect(block.includes('-extended.woff2')).toBe(block.includes('preload: false'));
    }
  });

  it('name the CSS variables the stylesheets use, each with its weights', () => {
    expect(declarations.map((block) => /variable: '([^']+)'/.exec(block)?.[1])).toEqual([
      '--font-atkinson',
      '--font-atkinson-extended',
      '--font-fraunces',
      '--font-fraunces-extended',
    ]);
    expect(declarations[0]).toContain("weight: '400 700'");
    expect(declarations[2]).toContain("weight: '600'");
  });
});

describe('the files', () => {
  let sizes: Record<string, number>;
  beforeAll(async () => {
    sizes = await ensureFonts({ log: () => {} });
  }, 120_000);

  // The reason for the split: a preloaded file that fits in a fresh connection's first flight (ten packets of about
  // 1,460 bytes) costs no further round trip before the first paint.
  it('keeps every preloaded (basic) file within a first flight of 14,600 bytes', () => {
    const basic = Object.entries(sizes).filter(([name]) => name.endsWith('-basic.woff2'));
    expect(basic).toHaveLength(3);
    for (const [name, bytes] of basic) expect({ name, fits: bytes <= 14_600 }).toEqual({ name, fits: true });
  });
});
