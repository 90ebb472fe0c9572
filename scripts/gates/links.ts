// Gate: every internal link, image, script, stylesheet and font in out/ is there, as a static host serves it (clean
// URLs included): those in attributes and CSS, and the scripts and hydration data each page's loader fetches after
// its first paint (scripts/shared/hydrate-after-paint.ts). Each is asked of the static server behind `npm start`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageData, pageScripts } from '../shared';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../server';

const dir = path.resolve(process.argv[2] ?? 'out');
const files = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(html|css)$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

const ATTRIBUTE = /\s(?:href|src|srcset|imagesrcset|content)="([^"]+)"/g;
// What stands between url( and ), its quotes and spaces taken off after (a pattern that took them would be tried in
// time out of step with a long run of spaces).
const CSS_URL = /url\(([^)]*)\)/g;

function candidates(text: string, isCss: boolean): string[] {
  const found: string[] = [];
  for (const [, matched] of text.matchAll(isCss ? CSS_URL : ATTRIBUTE)) {
    const value = isCss ? matched!.trim().replace(/^['"]|['"]$/g, '') : matched!;
    for (const part of value.split(',')) found.push(part.trim().split(/\s+/)[0] ?? '');
  }
  if (!isCss) found.push(...pageScripts(text), pageData(text) ?? '');
  return found;
}

const server = createStaticServer({ root: dir });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const answers = new Map<string, Promise<boolean>>();
/** Whether the server answers 200 for a path; each path is asked once. */
function served(pathname: string): Promise<boolean> {
  let answer = answers.get(pathname);
  if (!answer) {
    answer = fetch(`${origin}${pathname}`, { method: 'HEAD', redirect: 'manual' }).then(
      (r) => r.status === 200,
    );
    answers.set(pathname, answer);
  }
  return answer;
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
    if (!(await served(pathname))) broken.push(`${path.relative(dir, file)} -> ${reference}`);
  }
}
server.close();
for (const line of [...new Set(broken)]) console.log(`  broken: ${line}`);
console.log(`links: ${files.length} files, ${checked} internal references, ${new Set(broken).size} broken`);
process.exit(broken.length === 0 ? 0 : 1);
