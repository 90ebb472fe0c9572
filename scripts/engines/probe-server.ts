// The site for the engine smoke tests: out/ as `npm run serve` serves it, with one script added first in each
// page's <head>, /__engine-probe.js, that records the page's script errors where a test can read them. WebKit's
// WebDriver gives no console log, so the pages tell it themselves, the same way in every engine. The probe is a file
// of the site's own origin, so the pages' Content-Security-Policy lets it run unchanged.
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../server';
import { createGuardedServer } from '../shared';

export const PROBE_PATH = '/__engine-probe.js';

/** Collects uncaught errors, rejected promises, resources that fail to load and console.error calls. */
const PROBE = `(() => {
  const errors = (window.__engineErrors = []);
  addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window && (target.src || target.href))
      errors.push('failed to load ' + (target.currentSrc || target.src || target.href));
    else errors.push(String(event.message) + (event.filename ? ' at ' + event.filename + ':' + event.lineno : ''));
  }, true);
  addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + String(event.reason)));
  const original = console.error;
  console.error = function (...args) {
    errors.push(args.map(String).join(' '));
    return original.apply(this, args);
  };
})();
`;

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

export type ProbeServer = { url: string; close: () => Promise<void> };

export async function startProbeServer(root: string): Promise<ProbeServer> {
  const site = createStaticServer({ root });
  const siteUrl = new URL(await listen(site));
  const probe = createGuardedServer(
    (req, res) => {
      if (req.url === PROBE_PATH) {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(PROBE);
        return;
      }
      // Asked for uncompressed, so that a page can be read and the probe put in.
      const headers = { ...req.headers, host: siteUrl.host };
      delete headers['accept-encoding'];
      const upstream = request(
        { host: siteUrl.hostname, port: siteUrl.port, path: req.url, method: req.method, headers },
        (answer) => {
          if (!String(answer.headers['content-type']).startsWith('text/html')) {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const html = Buffer.concat(chunks)
              .toString('utf8')
              .replace(/<head[^>]*>/, (head) => `${head}<script src="${PROBE_PATH}"></script>`);
            res.writeHead(answer.statusCode ?? 502, {
              ...answer.headers,
              'content-length': Buffer.byteLength(html),
            });
            res.end(html);
          });
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    },
    { name: 'engine probe' },
  );
  const url = await listen(probe);
  const closeServer = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url, close: async () => void (await Promise.all([closeServer(probe), closeServer(site)])) };
}
