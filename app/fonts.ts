import localFont from 'next/font/local';

// Self-hosted fonts from @fontsource: no request leaves the site. scripts/shared/fonts.ts cuts them (at install and at every
// build) into .fonts/: for each family the weights the CSS uses, in two parts by character.
// - The basic part (English text and its punctuation) is preloaded: about 12 KB a file, within a connection's first
//   flight, so the first paint waits for no further round trip (docs/performance.md).
// - The extended part (accented letters and rarer signs) is declared only for those characters, and fetched only by
//   a page that shows one. It comes first in each font stack (app/globals.css): for any other character its
//   unicode-range sends the browser on to the basic part.
// next/font takes its options as literals only (not even a constant), so the unicode-range is written out in both
// declarations; scripts/shared/fonts.test.ts holds each to the characters scripts/shared/fonts.ts puts in the extended files.

/** Atkinson Hyperlegible Next: designed by the Braille Institute for readers with low vision. 400 to 700. */
export const atkinson = localFont({
  src: '../.fonts/atkinson-basic.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-atkinson',
  fallback: ['Verdana', 'Segoe UI', 'system-ui', 'sans-serif'],
});

export const atkinsonExtended = localFont({
  src: '../.fonts/atkinson-extended.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-atkinson-extended',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+00A1-00A2,U+00A4-00A8,U+00AA-00B6,U+00B8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027-206F,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

/** Fraunces: a soft, warm old-style serif for headings (600) and for quotes and figures (400). */
export const fraunces = localFont({
  src: [
    { path: '../.fonts/fraunces-400-basic.woff2', weight: '400', style: 'normal' },
    { path: '../.fonts/fraunces-600-basic.woff2', weight: '600', style: 'normal' },
  ],
  display: 'swap',
  variable: '--font-fraunces',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

export const frauncesExtended = localFont({
  src: [
    { path: '../.fonts/fraunces-400-extended.woff2', weight: '400', style: 'normal' },
    { path: '../.fonts/fraunces-600-extended.woff2', weight: '600', style: 'normal' },
  ],
  display: 'swap',
  variable: '--font-fraunces-extended',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+00A1-00A2,U+00A4-00A8,U+00AA-00B6,U+00B8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027-206F,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});
