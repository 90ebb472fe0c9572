// Gate: every internal link, image, script, stylesheet and font in out/ resolves to a file, as a static host would
// serve it (clean URLs included): those in attributes and CSS, and the scripts and hydration data each page's loader
// fetches after its first paint (scripts/hydrate-after-paint.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageData, pageScripts } from '../hydrate-after-paint';
import { resolveFile } from '../serve';

const dir = path.resolve(process.argv[2] ?? 'out');
const files = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(html|css)$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

const ATTRIBUTE = /\s(?:href|src|srcset|imagesrcset|content)="([^"]+)"/g;
const CSS_URL = /url\(\s*['"]?([^'")]+)['"]?\s*\)/g;

function candidates(text: string, isCss: boolean): string[] {
  const found: string[] = [];
  for (const [, value] of text.matchAll(isCss ? CSS_URL : ATTRIBUTE)) {
    for (const part of value!.split(',')) found.push(part.trim().split(/\s+/)[0] ?? '');
  }
  if (!isCss) found.push(...pageScripts(text), pageData(text) ?? '');
  return found;
}

const broken: string[] = [];
let checked = 0;
for (const file of files) {
  const isCss = file.endsWith('.css');
  const base = isCss ? '/' + path.relative(dir, path.dirname(file)).split(path.sep).join('/') + '/' : '/';
  for (const reference of candidates(readFileSync(file, 'utf8'), isCss)) {
    if (!reference || /^(https?:|mailto:|tel:|data:|#|\/\/)/.test(reference)) continue;
    if (!isCss && !reference.startsWith('/')) continue; // attribute text that is not a URL (content="...")
    const { pathname } = new URL(reference, `http://site${base}`);
    checked += 1;
    if (!(await resolveFile(dir, pathname))) broken.push(`${path.relative(dir, file)} -> ${reference}`);
  }
}
for (const line of [...new Set(broken)]) console.log(`  broken: ${line}`);
console.log(`links: ${files.length} files, ${checked} internal references, ${new Set(broken).size} broken`);
process.exit(broken.length === 0 ? 0 : 1);
