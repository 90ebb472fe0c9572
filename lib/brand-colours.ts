/**
 * The palette for outputs that CSS cannot reach: the browser's theme colour, the web manifest, the share image, the
 * rating badges and the brochure. The same values as the tokens in app/globals.css (a unit test keeps them equal); everything styled
 * by CSS uses the tokens themselves.
 */
export const brandColours = {
  cream: '#fbf8f1',
  ink: '#1e2a24',
  forest: '#1f3a2e',
  forestDeep: '#172c23',
  sage700: '#3f5e4a',
  sage50: '#eef3ec',
  terracotta: '#8c3a20',
  gold: '#e7c873',
  onDark: '#f6f1e4',
  white: '#ffffff',
} as const;
