// Gate: the Nu HTML checker (vnu.jar) on every page in out/: zero errors.
// Three messages are filtered, by exact wording, all from the checker's CSS validator, which predates two parts of
// CSS: container queries (`@container`, `container-type`), which the photo album's layout relies on and every current
// browser supports; and scroll-driven animations' `timeline-scope`, which the layout's <noscript> style names in a
// feature query (`@supports not (timeline-scope: ...)`), whose whole point is a property a browser may not know.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { htmlFiles } from '../shared';

const require = createRequire(import.meta.url);
const vnu = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');
const dir = process.argv[2] ?? 'out';
// Every page, the gallery's later album pages (gallery/2.html, ...) included.
const pages = htmlFiles(dir);

const result = spawnSync(
  'java',
  [
    '-jar',
    vnu,
    '--errors-only',
    '--format',
    'json',
    '--filterpattern',
    '.*(Unrecognized at-rule “@container”|Property “(container-type|timeline-scope)” doesn.t exist).*',
    ...pages,
  ],
  { encoding: 'utf8' },
);
if (result.error) {
  console.error(`html: could not run the Nu HTML checker (is Java installed?): ${result.error.message}`);
  process.exit(1);
}
/** One of the checker's messages (its JSON output). */
type Message = { type: string; subType?: string; url: string; lastLine: number; message: string };
const { messages = [] }: { messages?: Message[] } = JSON.parse(
  result.stderr || result.stdout || '{"messages":[]}',
);
const errors = messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
for (const error of errors) {
  console.log(`  ${path.relative(dir, new URL(error.url).pathname)}:${error.lastLine}: ${error.message}`);
}
console.log(`html: ${pages.length} pages checked, ${errors.length} errors`);
process.exit(errors.length === 0 ? 0 : 1);
