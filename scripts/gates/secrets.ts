// Gate: nothing in out/ is the CMS token or looks like a credential.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tokenFile } from '../cms';

const dir = path.resolve(process.argv[2] ?? 'out');
// The token this build read, and the embedded CMS's, where the seed wrote it.
const embeddedToken = tokenFile();
const known = [
  process.env.STRAPI_TOKEN,
  existsSync(embeddedToken) ? readFileSync(embeddedToken, 'utf8') : undefined,
]
  .map((token) => token?.trim())
  .filter((token): token is string => !!token && token.length >= 16);

const PATTERNS: [what: string, pattern: RegExp][] = [
  ['a Strapi API token (long hex)', /\b[0-9a-f]{128,}\b/i],
  ['a bearer credential', /Bearer\s+[A-Za-z0-9._~+/-]{16,}/],
  ['a JSON Web Token', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
  ['an environment variable holding a token', /STRAPI_TOKEN\s*[=:]\s*["']?[A-Za-z0-9]{8,}/],
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
];

const files = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name));
const findings = [];
for (const file of files) {
  const text = readFileSync(file).toString('latin1');
  for (const token of known)
    if (text.includes(token)) findings.push(`${path.relative(dir, file)}: the CMS token itself`);
  for (const [what, pattern] of PATTERNS)
    if (pattern.test(text)) findings.push(`${path.relative(dir, file)}: ${what}`);
}
for (const finding of findings) console.log(`  found ${finding}`);
console.log(
  `secrets: ${files.length} files scanned for ${known.length} known token(s) and ${PATTERNS.length} credential patterns, ${findings.length} found`,
);
process.exit(findings.length === 0 ? 0 : 1);
