/**
 * The palette, kept here once. The stylesheets use it as CSS custom properties,
 * --color-<name> (sage700 is --color-sage-700), from app/colours.generated.css, which scripts/shared/generated.ts
 * writes from this object at install, at each build and by `npm run dev`. What CSS cannot reach reads it here: the
 * browser's theme colour, the web manifest, the share image, the rating badges and the brochure. Contrast figures are
 * measured against the background each colour is used on.
 */
export const brandColours = {
  /** The page's background. */
  cream: '#fbf8f1',
  /** Body text: 14.0:1 on cream. */
  ink: '#1e2a24',
  /** Headings, the header band and the footer: 11.6:1 on cream. */
  forest: '#1f3a2e',
  /** The footer's base, a step darker than forest. */
  forestDeep: '#172c23',
  /** Secondary text, on white only. */
  sage700: '#3f5e4a',
  /** Rules and borders on light backgrounds. */
  sage100: '#dde8da',
  /** The alternate sections' background: ink on it is 13.2:1. */
  sage50: '#eef3ec',
  /** The primary action's background (white text on it 7.2:1), and accent text. */
  terracotta: '#8c3a20',
  terracottaHover: '#6f2d18',
  /** Accents on forest only: 7.6:1. */
  gold: '#e7c873',
  white: '#ffffff',
  /** Text on forest: 10.9:1. */
  onDark: '#f6f1e4',
} as const;

/**
 * Colours made from the palette, see-through: each a palette colour and how much of it shows, written as CSS mixes
 * (`color-mix()`) of the palette's own properties, so that no colour is typed twice.
 */
export const translucentColours = {
  /** Behind an open dialog: forestDeep at 72%. */
  overlay: ['forestDeep', 72],
} as const satisfies Record<string, readonly [keyof typeof brandColours, number]>;

/** A colour's CSS custom property: `forestDeep` is `--color-forest-deep`, `sage700` is `--color-sage-700`. */
export function colourProperty(name: keyof typeof brandColours | keyof typeof translucentColours): string {
  return `--color-${name.replace(/[A-Z]|\d+/g, (part) => `-${part.toLowerCase()}`)}`;
}
