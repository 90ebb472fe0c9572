// The one way the CMS's own guards read a request's path: as Strapi's router and its file server may resolve it, so
// that no other spelling of a guarded path gets past a guard to the place it guards. Strapi's router (@koa/router,
// `sensitive` and `strict` both false) matches the path as sent, in any letter case, with or without a trailing
// slash; its file server (koa-send, behind the uploads and `strapi::public`) decodes it and resolves "." and "..".
// A guard compares `routedPath(ctx)` with its path in lower case: decoded, dot segments resolved, repeated and
// trailing slashes dropped, lower case, which covers every spelling either of them would take for it. A path whose
// encoding cannot be decoded is refused by the file server and not routed, and is compared as sent.
//
// `npm test` (scripts/embedded-cms/site-rules.test.ts) fails on a file of cms/src or cms/config that reads ctx.path,
// ctx.url or ctx.originalUrl itself.
const { posix } = require('node:path');

/** `pathname` as the router and the file server may resolve it, for a guard to compare with a lower-case path. */
function resolvedPath(pathname) {
  let decoded = pathname;
  // Decoded until it no longer changes (a few rounds at most): "%2575" is "%75" to one reader and "u" to the next.
  for (let round = 0; round < 3; round += 1) {
    let next;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      break;
    }
    if (next === decoded) break;
    decoded = next;
  }
  const normal = posix.normalize(`/${decoded.replace(/\\/g, '/')}`).toLowerCase();
  return normal.length > 1 ? normal.replace(/\/+$/, '') : normal;
}

/** The request's path as its guards must judge it (see above). */
const routedPath = (ctx) => resolvedPath(ctx.path);

/** The last part of the resolved path as it was written (letter case kept): the name of a file it serves. */
function fileNameOf(ctx) {
  let decoded = ctx.path;
  try {
    decoded = decodeURIComponent(ctx.path);
  } catch {
    // as sent
  }
  return posix.basename(posix.normalize(`/${decoded}`));
}

/**
 * Whether a request's target, as it came (`ctx.req.url`), is a path on this server: "/..." (origin form). Anything
 * else ("http://[::1/", "*", "host:80", "//host") is a proxy's or nonsense, which Koa would fail to read (a 500).
 */
function isPathTarget(target) {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return false;
  try {
    new URL(target, 'http://localhost');
    return true;
  } catch {
    return false;
  }
}

module.exports = { routedPath, resolvedPath, fileNameOf, isPathTarget };
