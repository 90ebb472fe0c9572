// The site's web fonts, cut down at install and build time from the @fontsource variable fonts, and the declarations
// next/font reads them by (app/fonts.generated.ts, written by scripts/shared/generated.ts from `fontsModule` here).
// Each family is cut to the weights the site uses and split in two, for the reasons in docs/performance.md ("The
// fonts"): "basic", the characters of English text, preloaded, under a fresh connection's first flight (14 KB) each;
// and "extended", the rest of @fontsource's Latin set (accented letters such as an editor's "Zoë"), declared with a
// unicode-range, so that a browser fetches it only for a page that shows one of those characters.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { rootDir } from './paths';

export const fontsDir = path.join(rootDir, '.fonts');

/** ASCII and the typographic punctuation of English copy (non-breaking space, £, ©, ·, dashes, quotes, …, •, €). */
export const basicCharacters: [first: number, last?: number][] = [
  [0x20, 0x7e],
  [0xa0],
  [0xa3],
  [0xa9],
  [0xb7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022],
  [0x2026],
  [0x20ac],
];

/** The faces to make: the family's @fontsource package, and the weights the site's CSS asks for. */
export interface Face {
  /** The files' names: .fonts/<name>-basic.woff2 and -extended.woff2. */
  name: string;
  /** The @fontsource package. */
  source: string;
  /** One weight (a fixed instance), or a range kept variable. */
  wght: number | { min: number; max: number };
}

/** A family as the CSS names it (--font-<name>, and --font-<name>-extended for its accented letters). */
export interface Family {
  name: string;
  /** What it is and why, for the generated module's readers. */
  about: string;
  /** The system fonts that stand in while it loads, closest first. */
  fallback: string[];
  faces: Face[];
}

export const families: Family[] = [
  {
    name: 'atkinson',
    about:
      'Atkinson Hyperlegible Next: designed by the Braille Institute for readers with low vision. Body text, 400 to 700.',
    fallback: ['Verdana', 'Segoe UI', 'system-ui', 'sans-serif'],
    // Regular (400) and bold (700): one variable face over that range is smaller than two fixed ones.
    faces: [
      {
        name: 'atkinson',
        source: '@fontsource-variable/atkinson-hyperlegible-next',
        wght: { min: 400, max: 700 },
      },
    ],
  },
  {
    name: 'fraunces',
    about: 'Fraunces: a soft, warm old-style serif for headings (600) and for quotes and figures (400).',
    fallback: ['Georgia', 'Times New Roman', 'serif'],
    // Two fixed instances are 12 KB each, where one variable face from 400 to 600 is 21 KB.
    faces: [
      { name: 'fraunces-400', source: '@fontsource-variable/fraunces', wght: 400 },
      { name: 'fraunces-600', source: '@fontsource-variable/fraunces', wght: 600 },
    ],
  },
];

export const faces: Face[] = families.flatMap((family) => family.faces);

const PARTS = ['basic', 'extended'] as const;

/** Code points as `[first, last]` ranges, from a CSS unicode-range value ("U+0000-00FF,U+0131"). */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first, 16), parseInt(last, 16)];
  });
}

/** A CSS unicode-range value from a set of code points, with runs collapsed into ranges. */
export function formatUnicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...codePoints].sort((a, b) => a - b);
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j;
  }
  return parts.join(',');
}

const expand = (ranges: [number, number?][]) =>
  new Set(ranges.flatMap(([first, last = first]) => range(first, last)));
const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
const text = (codePoints: number[]) => String.fromCodePoint(...codePoints);

/** The two character sets: basic, and the rest of @fontsource's Latin subset (without the control characters). */
export function characterSets(latinRange: string): { basic: number[]; extended: number[] } {
  const basic = expand(basicCharacters);
  const extended = [...expand(parseUnicodeRange(latinRange))].filter(
    (cp) => cp >= 0x20 && (cp < 0x7f || cp > 0x9f) && !basic.has(cp),
  );
  return { basic: [...basic], extended };
}

/** The files of an @fontsource package. */
const fontsource = (source: string, ...file: string[]) => path.join(rootDir, 'node_modules', source, ...file);

const latinRangeOf = (source: string): string =>
  JSON.parse(readFileSync(fontsource(source, 'unicode.json'), 'utf8')).latin;

/** The unicode-range of the extended faces: the characters their files hold. */
export function extendedUnicodeRange(): string {
  return formatUnicodeRange(characterSets(latinRangeOf(faces[0]!.source)).extended);
}

/**
 * The module next/font reads the fonts by (app/fonts.generated.ts). next/font takes its options as literals only
 * (not even a constant), so the files, weights and the extended faces' unicode-range are written out here from the
 * families above, rather than kept by hand beside them. Per family: the basic part, preloaded, and the extended part,
 * declared only for the characters its files hold, fetched only by a page that shows one.
 */
export function fontsModule(): string {
  const unicodeRange = extendedUnicodeRange();
  const q = (value: string) => `'${value}'`;
  const weight = ({ wght }: Face) => (typeof wght === 'number' ? String(wght) : `${wght.min} ${wght.max}`);
  const src = (family: Family, part: (typeof PARTS)[number]) => {
    const file = (face: Face) => q(`../.fonts/${face.name}-${part}.woff2`);
    const [only] = family.faces;
    if (family.faces.length === 1 && only)
      return [`  src: ${file(only)},`, `  weight: ${q(weight(only))},`, `  style: 'normal',`];
    return [
      '  src: [',
      ...family.faces.map(
        (face) => `    { path: ${file(face)}, weight: ${q(weight(face))}, style: 'normal' },`,
      ),
      '  ],',
    ];
  };
  const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  const blocks = families.map((family) =>
    [
      `/** ${family.about} */`,
      `export const ${camel(family.name)} = localFont({`,
      ...src(family, 'basic'),
      `  display: 'swap',`,
      `  variable: ${q(`--font-${family.name}`)},`,
      `  fallback: [${family.fallback.map(q).join(', ')}],`,
      '});',
      '',
      `export const ${camel(family.name)}Extended = localFont({`,
      ...src(family, 'extended'),
      `  display: 'swap',`,
      `  variable: ${q(`--font-${family.name}-extended`)},`,
      '  preload: false,',
      '  adjustFontFallback: false,',
      `  declarations: [{ prop: 'unicode-range', value: ${q(unicodeRange)} }],`,
      '});',
    ].join('\n'),
  );
  return [
    '// Made by scripts/shared/fonts.ts (fontsModule) at install, at each build and by `npm run dev`: edit that, not this.',
    "// The site's self-hosted fonts, cut into .fonts/ in two parts each: the basic part (English text) preloaded, the",
    '// extended part (accented letters) fetched only by a page that shows one. The extended family comes first in each',
    '// font stack (app/globals.css): for any other character its unicode-range sends the browser on to the basic one.',
    "import localFont from 'next/font/local';",
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n');
}

/**
 * Writes .fonts/<face>-basic.woff2 and .fonts/<face>-extended.woff2 for every face, unless they are already there for
 * the same sources and settings (a stamp file records them). Returns the files' sizes in bytes.
 */
export async function ensureFonts({ log = console.log }: { log?: (line: string) => void } = {}): Promise<
  Record<string, number>
> {
  const jobs = faces.map((face) => {
    const file = fontsource(face.source, 'files', `${path.basename(face.source)}-latin-wght-normal.woff2`);
    return { face, file, sets: characterSets(latinRangeOf(face.source)) };
  });
  const stampFile = path.join(fontsDir, 'stamp.json');
  const stamp = createHash('sha256')
    .update(JSON.stringify({ faces, basicCharacters, version: 1 }))
    .update(Buffer.concat(jobs.map((job) => readFileSync(job.file))))
    .digest('hex');
  const outputs = jobs.flatMap(({ face }) => PARTS.map((part) => `${face.name}-${part}.woff2`));
  const sizes = () =>
    Object.fromEntries(outputs.map((name) => [name, readFileSync(path.join(fontsDir, name)).length]));
  if (
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp &&
    outputs.every((name) => existsSync(path.join(fontsDir, name)))
  ) {
    return sizes();
  }
  mkdirSync(fontsDir, { recursive: true });
  // Loaded only when the fonts are made again (about 0.7 s to load), not by every script that imports scripts/shared.
  const { default: subsetFont } = await import('subset-font');
  for (const { face, file, sets } of jobs) {
    const source = readFileSync(file);
    for (const part of PARTS) {
      const font = await subsetFont(source, text(sets[part]), {
        targetFormat: 'woff2',
        variationAxes: { wght: face.wght },
      });
      const target = path.join(fontsDir, `${face.name}-${part}.woff2`);
      writeFileAtomic.sync(target, font);
    }
  }
  writeFileSync(stampFile, stamp);
  const made = sizes();
  log(
    `fonts: ${Object.entries(made)
      .map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(1)} KB`)
      .join(', ')}`,
  );
  return made;
}
