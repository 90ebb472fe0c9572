import localFont from 'next/font/local';

// Self-hosted variable fonts from @fontsource: no request leaves the site, and one file covers every weight.
// The paths are relative to this file, as next/font/local requires.

/** Atkinson Hyperlegible Next: designed by the Braille Institute for readers with low vision. */
export const atkinson = localFont({
  src: '../node_modules/@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-atkinson',
  fallback: ['Verdana', 'Segoe UI', 'system-ui', 'sans-serif'],
});

/** Fraunces: a soft, warm old-style serif for headings. */
export const fraunces = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-fraunces',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});
