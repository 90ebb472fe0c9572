// Between the first and second stages: the pages read the CMS as the first stage read it, through a local read-only
// server of its answers, so that every page of one build shows one state of the CMS.
//
// Why: the pages' server components read the content API with the bearer token, in several bundles and processes of
// their own, at moments a few seconds apart. Reading the CMS itself, an editor's publish landing mid-build could reach
// some pages and not others, and each bundle would ask the CMS again for what the first stage has just read. Here
// the second stage's STRAPI_URL is this server: it answers each request the first stage made with the answer the
// first stage got (its path and query under the API's base URL, with the same token: a "not found" as one too), and a
// request the first stage did not make with 404, listed in `unread` (a page that reads what the first stage does not check is a bug). Any
// other path (the media files, which the pages' image pipeline finds in its cache and the contract's PDF it fetches)
// is passed to the CMS itself. It listens on 127.0.0.1 only, and refuses a request without the token.
import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGuardedServer } from '../shared/guarded-server';
import { trimEnd } from '../../lib/text';

/** The API's path under a STRAPI_URL, as lib/cms/config.ts reads it: the URL's path, or /api when it has none. */
function apiPathOf(url: URL): string {
  const pathname = trimEnd(url.pathname, '/');
  return pathname === '' ? '/api' : pathname;
}

/** Answers with an error in Strapi's own shape. */
function strapiError(res: ServerResponse, status: number, name: string, message: string) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ data: null, error: { status, name, message } }));
}

/**
 * Serves `answers` (the first stage's, by path and query under the API's base URL) for the CMS at `cms.url`.
 * @returns the server's address and what it was asked that it could not answer; close it when the pages are made.
 */
export async function serveCmsSnapshot(
  cms: { url: string; token: string },
  answers: Record<string, string | null>,
) {
  const upstream = new URL(cms.url);
  const apiPath = apiPathOf(upstream);
  const unread: string[] = [];

  async function passOn(req: IncomingMessage, res: ServerResponse) {
    try {
      const answer = await fetch(new URL(req.url ?? '/', upstream.origin), { method: req.method });
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'content-length', 'etag', 'last-modified']) {
        const value = answer.headers.get(name);
        if (value) headers[name] = value;
      }
      const bytes = Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, headers);
      res.end(req.method === 'HEAD' ? undefined : bytes);
    } catch {
      // The CMS cannot be reached: the pages' image pipeline says so as it would of the CMS itself.
      res.destroy();
    }
  }

  const server = createGuardedServer(
    (req, res, target) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return strapiError(res, 405, 'MethodNotAllowedError', 'the build reads the CMS, never writes it');
      }
      if (target.pathname !== apiPath && !target.pathname.startsWith(`${apiPath}/`)) {
        return void passOn(req, res);
      }
      if (req.headers.authorization !== `Bearer ${cms.token}`) {
        return strapiError(res, 401, 'UnauthorizedError', 'Missing or invalid credentials');
      }
      const path = `${target.pathname.slice(apiPath.length)}${target.search}`;
      const body = answers[path];
      if (body === undefined) {
        unread.push(path);
        return strapiError(res, 404, 'NotFoundError', 'the build’s first stage did not read this');
      }
      // What the CMS did not have when the first stage asked (a single type not published): the same for the pages.
      if (body === null) {
        return strapiError(res, 404, 'NotFoundError', 'Not Found');
      }
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
    { name: 'cms snapshot' },
  );
  await once(server.listen(0, '127.0.0.1'), 'listening');
  const { port } = server.address() as AddressInfo;
  const path = trimEnd(upstream.pathname, '/');
  return {
    // The address to give the pages as STRAPI_URL: the CMS's own path, on this server.
    url: `http://127.0.0.1:${port}${path}`,
    token: cms.token,
    unread,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
