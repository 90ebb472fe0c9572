// The files a framework wants as literals, made from the one place each fact is kept, at install (postinstall.ts), at
// each build (make-site/index.ts) and by `npm run dev` (server/dev.ts). Git ignores them, so none is edited by hand or
// left behind its source:
// - app/fonts.generated.ts: next/font's declarations of the cut fonts (fonts.ts: `families`, `fontsModule`);
// - app/colours.generated.css: the palette as CSS custom properties (lib/brand-colours.ts);
// - app/icon.svg: the site's icon in the palette's colours (lib/badges.ts).
// A file is rewritten only when its text changes, so that a running dev server or Next.js's cache sees no change.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { iconSvg } from '../../lib/badges';
import { brandColours, colourProperty, translucentColours } from '../../lib/brand-colours';
import { ensureFonts, fontsModule } from './fonts';
import { rootDir } from './paths';

/** The palette as CSS custom properties on :root, in the order lib/brand-colours.ts lists it. */
export function coloursCss(): string {
  const lines = [
    ...Object.entries(brandColours).map(
      ([name, value]) => `  ${colourProperty(name as keyof typeof brandColours)}: ${value};`,
    ),
    ...Object.entries(translucentColours).map(
      ([name, [base, percent]]) =>
        `  ${colourProperty(name as keyof typeof translucentColours)}: ` +
        `color-mix(in srgb, var(${colourProperty(base)}) ${percent}%, transparent);`,
    ),
  ];
  return [
    '/* Made from lib/brand-colours.ts by scripts/shared/generated.ts: edit that, not this. */',
    ':root {',
    ...lines,
    '}',
    '',
  ].join('\n');
}

/** Writes `file` if its text is not already `text`; says whether it did. */
function writeIfChanged(file: string, text: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  writeFileAtomic.sync(file, text);
  return true;
}

/** Cuts the fonts (if their sources changed) and writes the generated files (if their text changed). */
export async function ensureGenerated({ log = console.log }: { log?: (line: string) => void } = {}) {
  await ensureFonts({ log });
  for (const [file, text] of [
    ['fonts.generated.ts', fontsModule()],
    ['colours.generated.css', coloursCss()],
    ['icon.svg', iconSvg()],
  ] as const) {
    if (writeIfChanged(path.join(rootDir, 'app', file), text)) log(`wrote app/${file}`);
  }
}
