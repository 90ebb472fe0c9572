// Serves the static export in out/ the way a static host does: clean URLs (/about -> about.html), a real 404 status
// with 404.html for unknown routes, long caching for fingerprinted assets and none for pages.
//
// Usage: node scripts/serve.ts [--port 3000] [--host 127.0.0.1] [--dir out]   (dir defaults to SITE_OUT_DIR or out)
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { createGzip } from 'node:zlib';
import { open, stat, type FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isEntryPoint } from './processes';
import { matchesPattern, parseHeadersFile, type HeaderRule } from './security-headers';

const TYPES: Record<string, string> = {
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

async function fileAt(candidate: string): Promise<string | null> {
  try {
    const info = await stat(candidate);
    return info.isFile() ? candidate : null;
  } catch {
    return null;
  }
}

/** Finds the file for a URL path, or null. Never resolves outside root. */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
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

const SWAP_WAIT_MS = 25;
/** How long a request waits for a site folder that is absent (a swap takes well under a millisecond). */
const SWAP_GRACE_MS = 1000;

/** The folder's identity (its inode), or null while it is absent. */
async function folderId(folder: string): Promise<number | null> {
  try {
    return (await stat(folder)).ino;
  } catch {
    return null;
  }
}

/**
 * Opens the file for a URL path, or the 404 page, as { handle, file, status }; null when there is neither.
 *
 * A rebuild publishes the new site by two renames (out -> out.previous, out.incoming -> out; see build.ts). A
 * request that lands in the instant between them, when the folder is absent, waits for the new site rather than
 * getting a 404; a page is only called missing when the same site folder was in place before and after the lookup;
 * and a file is opened before it is streamed, so a swap during a response never cuts it short.
 */
async function openForPath(
  root: string,
  pathname: string,
  graceMs: number,
): Promise<{ handle: FileHandle; file: string; status: 200 | 404 } | null> {
  const attempts = Math.max(1, Math.ceil(graceMs / SWAP_WAIT_MS));
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const site = await folderId(root);
    if (site !== null) {
      const found = await resolveFile(root, pathname);
      const file = found ?? (await fileAt(path.join(root, '404.html')));
      const sameSite = found !== null || (await folderId(root)) === site;
      if (sameSite && file === null) return null;
      if (sameSite && file) {
        try {
          return { handle: await open(file, 'r'), file, status: found ? 200 : 404 };
        } catch {
          // renamed away between the lookup and the open: look again
        }
      }
    }
    await new Promise((resolve) => setTimeout(resolve, SWAP_WAIT_MS));
  }
  return null;
}

/** The headers out/_headers gives a path, as Netlify and Cloudflare Pages apply them. */
function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (matchesPattern(rule.pattern, pathname)) Object.assign(headers, rule.headers);
  return headers;
}

/** `swapGraceMs`: how long a request waits out a missing site folder (default 1 s). */
export function createStaticServer({
  root,
  swapGraceMs = SWAP_GRACE_MS,
}: {
  root: string;
  swapGraceMs?: number;
}): Server {
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
    const opened = await openForPath(absoluteRoot, pathname, swapGraceMs);
    if (!opened) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const { handle, file, status } = opened;
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    // Text is compressed, as any static host or CDN does; images, fonts and PDFs already are.
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const headers = {
      // Pages are checked on every visit; _headers gives long caching to what is named by its content.
      'Cache-Control': 'public, max-age=0, must-revalidate',
      ...headersFor(rules(), pathname),
      // A missing file is not cached for good, whatever its path's rules say: it may be published later.
      ...(status === 200 ? {} : { 'Cache-Control': 'no-cache' }),
      'Content-Type': type,
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    };
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      await handle.close();
      res.end();
      return;
    }
    const body = handle.createReadStream();
    try {
      await (gzip ? pipeline(body, createGzip(), res) : pipeline(body, res));
    } catch {
      // The visitor went away mid-response, or the disk failed it: nothing more can be sent on this response.
      res.destroy();
    }
  });
}

if (isEntryPoint(import.meta.filename)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      dir: { type: 'string', default: process.env.SITE_OUT_DIR ?? 'out' },
    },
  });
  const root = path.resolve(values.dir);
  if (!existsSync(path.join(root, 'index.html'))) {
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
