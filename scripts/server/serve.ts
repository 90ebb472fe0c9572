// Serves the static export in out/ the way a static host does: clean URLs (/about -> about.html), a real 404 status
// with 404.html for unknown routes, the headers out/_headers gives each path (long caching for fingerprinted assets),
// none for pages, and text compressed.
//
// The serving is libraries': serve-handler (the core of Vercel's `serve`: clean URLs, content types, ranges, the
// guard against paths that climb out of the site) and compression (gzip). This project's own part is a rebuilt site
// swapped in under a running server: see `openOnce` and `createStaticServer`.
//
// Usage: npm run serve [-- --port 3000] [-- --host 127.0.0.1] [-- --dir out]   (dir defaults to SITE_OUT_DIR or out)
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { lstat, open, realpath, stat, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { isEntryPoint, createGuardedServer, matchesPattern, parseHeadersFile } from '../shared';
import '../shared/stop-with-parent';

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

/** What a static host keeps for itself and never serves: its headers file, and the 404 page at its own address. */
const NOT_SERVED = new Set(['_headers', '_redirects', '404.html']);

const noSuchFile = (file: string) => Object.assign(new Error(`no such file: ${file}`), { code: 'ENOENT' });

/**
 * serve-handler's file system for one request, which opens each file it looks at and streams from that open file:
 * a file found in the old site is sent from the old site, whole, even if the new one is swapped in between the
 * lookup and the response (the library alone would look up one file and read another). Files looked at but not sent
 * are closed by `close`; a file being sent is closed when the response ends, however it ends (serve-handler pipes,
 * and a pipe leaves its source open when the visitor goes away).
 *
 * A file is only what lies in the site folder `root`: a path whose real place is outside it (through a symbolic link
 * to a file or a folder) is not there, and neither are the files a host keeps for itself (NOT_SERVED), which only
 * `openPage` opens.
 */
function openOnce(res: ServerResponse, root: string) {
  const opened = new Map<string, FileHandle>();

  async function openFile(file: string) {
    let handle: FileHandle;
    try {
      // The file's real place, every link resolved, is opened: what was judged to be inside is what is read.
      const real = await realpath(file);
      const realRoot = await realpath(root);
      if (real !== realRoot && !real.startsWith(`${realRoot}${path.sep}`)) throw noSuchFile(file);
      handle = await open(real, 'r');
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      // A folder that cannot be opened as a file (Windows): its details are all the library needs.
      if (code === 'EISDIR') return lstat(file);
      // A name no file can have (too long, a NUL byte in it) is a page that is not there, not a server error.
      if (code === 'ENAMETOOLONG' || code === 'ERR_INVALID_ARG_VALUE' || code === 'ERR_INVALID_ARG_TYPE')
        throw noSuchFile(file);
      throw error;
    }
    await opened.get(file)?.close();
    opened.set(file, handle);
    return handle.stat();
  }

  return {
    async lstat(file: string) {
      if (NOT_SERVED.has(path.basename(file)) && path.dirname(file) === root) throw noSuchFile(file);
      return openFile(file);
    },
    /** Opens one of the site's own pages that is not served at its own address (404.html). */
    openPage: openFile,
    createReadStream(file: string, options: { start?: number; end?: number } = {}) {
      const handle = opened.get(file);
      if (handle === undefined) throw new Error(`serve: ${file} was read before it was looked up`);
      opened.delete(file);
      if (res.statusCode === 416) {
        // serve-handler answers a range it cannot satisfy with 416 and then the whole file, as if there were none
        // (RFC 9110, 15.5.17: only the Content-Range that says the file's length): nothing is sent.
        void handle.close();
        const writeHead = res.writeHead.bind(res) as (status: number, headers?: object) => ServerResponse;
        res.writeHead = ((status: number, headers: Record<string, unknown> = {}) =>
          writeHead(status, {
            ...headers,
            'Content-Type': 'text/plain; charset=utf-8',
            'Content-Length': 0,
          })) as ServerResponse['writeHead'];
        return Readable.from([]);
      }
      const stream = handle.createReadStream({ ...options, autoClose: true });
      res.once('close', () => stream.destroy());
      return stream;
    },
    async close() {
      await Promise.all([...opened.values()].map((handle) => handle.close()));
      opened.clear();
    },
  };
}

// serve-handler's typings describe Node's callback functions, while it awaits what it is given (its own defaults are
// promisified); compression's describe Express, while it works on any Node request and response.
type Handlers = NonNullable<Parameters<typeof serveHandler>[3]>;
type CompressRequest = Parameters<ReturnType<typeof compression>>[0];
type CompressResponse = Parameters<ReturnType<typeof compression>>[1];

/** Thrown to look a request up again: the site folder changed while it was found missing. */
class SiteSwapped extends Error {}

/** The answer when there is no page at all, not even the site's 404 page. */
function notFound(res: ServerResponse) {
  res
    .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' })
    .end('Not found');
}

/** The headers out/_headers gives a path, read now, so a rebuilt site's policy is served as soon as the site itself. */
function headersFor(headersPath: string, pathname: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(headersPath, 'utf8');
  } catch {
    return {}; // no _headers (or the site being swapped this instant): only the defaults
  }
  const headers: Record<string, string> = {};
  for (const rule of parseHeadersFile(text))
    if (matchesPattern(rule.pattern, pathname)) Object.assign(headers, rule.headers);
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
  // Text of 1 KB or more is compressed, as any static host or CDN does (shorter gains nothing); images, fonts and
  // PDFs already are. A part of a file (a range) is sent as it is, since its Content-Range counts the file's bytes.
  const compress = compression({
    filter: (req, res) => !req.headers.range && compression.filter(req, res),
  });

  /**
   * A rebuild publishes the new site by two renames (out -> out.previous, out.incoming -> out; see publish.ts). A
   * request that lands in the instant between them, when the folder is absent, waits for the new site rather than
   * getting a 404; and a page is only called missing when the same site folder was in place before and after the
   * lookup.
   */
  async function serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    const site = await folderId(absoluteRoot);
    if (site === null) return false;
    // Pages are checked on every visit; _headers gives long caching to what is named by its content.
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    for (const [name, value] of Object.entries(headersFor(headersPath, pathname))) res.setHeader(name, value);

    const files = openOnce(res, absoluteRoot);
    try {
      await serveHandler(
        req,
        res,
        { public: absoluteRoot, cleanUrls: true, directoryListing: false, etag: false },
        {
          lstat: files.lstat as unknown as Handlers['lstat'],
          createReadStream: files.createReadStream as unknown as Handlers['createReadStream'],
          // serve-handler asks this only for a path it did not find (its other errors it answers itself).
          async sendError() {
            if ((await folderId(absoluteRoot)) !== site) throw new SiteSwapped();
            const notFoundPage = path.join(absoluteRoot, '404.html');
            const page = await files.openPage(notFoundPage).catch(() => null);
            if (!page) return notFound(res);
            // A missing file is not cached for good, whatever its path's rules say: it may be published later.
            res.writeHead(404, {
              'Content-Type': 'text/html; charset=utf-8',
              'Content-Length': page.size,
              'Cache-Control': 'no-cache',
            });
            files.createReadStream(notFoundPage).pipe(res);
          },
        },
      );
      return true;
    } catch (error) {
      if (error instanceof SiteSwapped) return false;
      throw error;
    } finally {
      await files.close();
    }
  }

  async function answer(req: IncomingMessage, res: ServerResponse, { pathname }: URL) {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return void res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    await new Promise<void>((resolve) =>
      compress(req as CompressRequest, res as CompressResponse, () => resolve()),
    );
    const attempts = Math.max(1, Math.ceil(swapGraceMs / SWAP_WAIT_MS));
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (await serve(req, res, pathname)) return;
      await new Promise((resolve) => setTimeout(resolve, SWAP_WAIT_MS));
    }
    notFound(res);
  }

  // One bad request (a target that is not a path, a disk error) is answered, and never stops the server.
  return createGuardedServer(answer, { name: 'serve' });
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
  // Stops at once: keep-alive connections that browsers hold open would otherwise keep it running.
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
