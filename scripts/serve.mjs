// Serves the static export in out/ the way a static host does: clean URLs (/about -> about.html), a real 404 status
// with 404.html for unknown routes, long caching for fingerprinted assets and none for pages.
//
// Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir out]
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createGzip } from 'node:zlib';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { matchesPattern, parseHeadersFile } from './security-headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

async function fileAt(candidate) {
  try {
    const info = await stat(candidate);
    return info.isFile() ? candidate : null;
  } catch {
    return null;
  }
}

/** Finds the file for a URL path, or null. Never resolves outside root. */
export async function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const target = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  if (decoded.endsWith('/')) return fileAt(path.join(target, 'index.html'));
  return (
    (await fileAt(target)) ??
    (await fileAt(`${target}.html`)) ??
    (await fileAt(path.join(target, 'index.html')))
  );
}

/** The headers out/_headers gives a path, as Netlify and Cloudflare Pages apply them. */
function headersFor(rules, pathname) {
  const headers = {};
  for (const rule of rules) if (matchesPattern(rule.pattern, pathname)) Object.assign(headers, rule.headers);
  return headers;
}

export function createStaticServer({ root }) {
  const absoluteRoot = path.resolve(root);
  const headersPath = path.join(absoluteRoot, '_headers');
  // Read per request, so a rebuilt site's policy is served as soon as the site itself.
  const rules = () => (existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : []);
  return createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    let file = await resolveFile(absoluteRoot, pathname);
    let status = 200;
    if (!file) {
      status = 404;
      file = await fileAt(path.join(absoluteRoot, '404.html'));
    }
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    // Text is compressed, as any static host or CDN does; images, fonts and PDFs already are.
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const headers = {
      ...headersFor(rules(), pathname),
      'Content-Type': type,
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      'Cache-Control': pathname.startsWith('/_next/static/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    };
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const body = createReadStream(file);
    if (gzip) body.pipe(createGzip()).pipe(res);
    else body.pipe(res);
  });
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      dir: { type: 'string', default: 'out' },
    },
  });
  const root = path.resolve(values.dir);
  if (!(await fileAt(path.join(root, 'index.html')))) {
    console.error(`serve: no built site in ${root}; run "npm run build" first.`);
    process.exit(1);
  }
  const server = createStaticServer({ root });
  server.listen(Number(values.port), values.host, () => {
    console.log(`serve: ${root} at http://${values.host}:${values.port}/`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
