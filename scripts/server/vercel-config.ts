// `npm run vercel-config`: writes vercel.json's headers from scripts/shared/security-headers.ts, where the site's headers are
// kept (Vercel reads its own file, not the out/_headers the build writes for Netlify and Cloudflare Pages). Run it
// after changing the headers; scripts/server/deploy-config.test.ts fails while vercel.json says something else.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { rootDir, vercelHeaders } from '../shared';

const file = path.join(rootDir, 'vercel.json');
const config = { ...JSON.parse(readFileSync(file, 'utf8')), headers: vercelHeaders() };
writeFileSync(file, await format(JSON.stringify(config), { ...(await resolveConfig(file)), filepath: file }));
console.log('vercel-config: wrote the headers in vercel.json');
