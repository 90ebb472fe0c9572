// Gate: nothing in out/ is the CMS token, the CQC API key or the preview's secret, or looks like a credential of any
// kind secretlint's recommended rules know (cloud keys, GitHub, Slack, npm and other services' tokens, private keys,
// passwords in URLs...), beside the project's own patterns for the tokens it handles.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lintSource } from '@secretlint/core';
import { creator as recommended } from '@secretlint/secretlint-rule-preset-recommend';
import { cmsLocalSecret, previewTokenFile, tokenFile } from '../embedded-cms';

const dir = path.resolve(process.argv[2] ?? 'out');
// The token this build read, the embedded CMS's (where the seed wrote it), and the key the build read CQC with.
const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
const known: [what: string, secret: string | undefined][] = [
  ['the CMS token itself', process.env.STRAPI_TOKEN],
  ['the CMS token itself', read(tokenFile())],
  ["the preview's CMS token itself", process.env.STRAPI_PREVIEW_TOKEN],
  ["the preview's CMS token itself", read(previewTokenFile())],
  ['the CQC API key itself', process.env.CQC_API_KEY],
  ['the preview secret itself', cmsLocalSecret('PREVIEW_SECRET')],
];
const secrets = known
  .map(([what, secret]) => [what, secret?.trim()] as const)
  .filter((entry): entry is readonly [string, string] => !!entry[1] && entry[1].length >= 16);

/** The credentials of the project's own that secretlint's rules do not know by their shape, and a key's first line. */
const PATTERNS: [what: string, pattern: RegExp][] = [
  ['a Strapi API token (long hex)', /\b[0-9a-f]{128,}\b/i],
  ['a bearer credential', /Bearer\s+[A-Za-z0-9._~+/-]{16,}/],
  ['a JSON Web Token', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
  [
    'an environment variable holding a token',
    /(STRAPI_TOKEN|STRAPI_PREVIEW_TOKEN|CQC_API_KEY)\s*[=:]\s*["']?[A-Za-z0-9]{8,}/,
  ],
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
];

/** Files whose bytes are pictures, fonts or documents, which secretlint does not read. */
const BINARY = /\.(avif|webp|jpe?g|png|gif|ico|woff2?|pdf)$/i;
const config = { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: recommended }] };

const files = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name));
const findings: string[] = [];
for (const file of files) {
  const text = readFileSync(file).toString('latin1');
  const where = path.relative(dir, file);
  for (const [what, secret] of secrets) if (text.includes(secret)) findings.push(`${where}: ${what}`);
  for (const [what, pattern] of PATTERNS) if (pattern.test(text)) findings.push(`${where}: ${what}`);
  if (BINARY.test(file)) continue;
  const { messages } = await lintSource({
    source: { filePath: file, content: text, contentType: 'text' },
    options: { config, maskSecrets: true },
  });
  for (const { ruleId, message } of messages) findings.push(`${where}: ${message} (${ruleId})`);
}
for (const finding of findings) console.log(`  found ${finding}`);
console.log(
  `secrets: ${files.length} files scanned for ${secrets.length} known secret(s), ${PATTERNS.length} patterns of ` +
    `the project's and secretlint's recommended rules, ${findings.length} found`,
);
process.exit(findings.length === 0 ? 0 : 1);
