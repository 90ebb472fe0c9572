// Every HTTP server of ours (the static server, the rebuild receiver, the preview's gate, the engines' probe) is made
// here, so that no request can stop or stall one: each request has one error boundary, and the
// server's own limits bound how long and how much a client may take. ESLint refuses `createServer` from node:http
// anywhere else (eslint.config.mjs), so the next server gets the same.
//
// - A request whose target cannot be read as a path (`//:::`, a bad percent-encoding) is answered 400 before the
//   handler sees it; the handler gets the parsed URL, never the raw target.
// - Whatever the handler throws, at once or later, is answered 500 (or the connection is cut if the answer had begun),
//   said in one line in the log, and the server goes on.
// - A request line and headers must arrive within HEADERS_LIMIT_MS and a whole request within REQUEST_LIMIT_MS; headers
//   over Node's 16 KB are answered 431 by Node itself; a connection that sends what is not HTTP is answered 400.
import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';

/** How long a client may take to send its request line and headers. */
export const HEADERS_LIMIT_MS = 10_000;
/** How long a client may take to send its whole request (a webhook's body is a few kilobytes). */
export const REQUEST_LIMIT_MS = 30_000;
/** A refusal of the same kind is said at most once in this time, with the count of those not said. */
const SAY_EVERY_MS = 60_000;

/** A request that cannot be answered as asked: answered with its status, said in the log as a refusal. */
export class BadRequest extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'BadRequest';
  }
}

export type GuardedHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => unknown;

export interface GuardOptions {
  /** The server's name at the start of each of its log lines: "serve", "receiver", "preview". */
  name: string;
  log?: (line: string) => void;
  headersLimitMs?: number;
  requestLimitMs?: number;
}

/** The request's target as a URL on this server, or a BadRequest: what every handler is given. */
export function requestUrl(req: IncomingMessage): URL {
  const target = req.url ?? '/';
  // Only an origin-form target ("/path?query") is a request for this server; an absolute or authority form is a
  // proxy's, and `//host` would be read as another host.
  if (!target.startsWith('/') || target.startsWith('//')) throw new BadRequest('a target that is not a path');
  let url: URL;
  try {
    url = new URL(target, 'http://localhost');
  } catch {
    throw new BadRequest('a target that is not a path');
  }
  try {
    decodeURIComponent(url.pathname);
  } catch {
    throw new BadRequest('a path with a broken percent-encoding');
  }
  return url;
}

/** A short, printable form of what a client sent, for the log: never its headers, at most 120 characters. */
function shown(target: string | undefined): string {
  const printable = (target ?? '').replace(/[^\x21-\x7e]/g, '?');
  return printable.length > 120 ? `${printable.slice(0, 120)}...` : printable;
}

/** An HTTP server whose every request is answered, whatever it is and whatever the handler does. */
export function createGuardedServer(handler: GuardedHandler, options: GuardOptions): Server {
  const { name, log = (line) => console.error(line) } = options;
  const lastSaid = new Map<string, { at: number; unsaid: number }>();
  /** One line per kind of refusal a minute, so that a flood of bad requests cannot flood the log. */
  const say = (kind: string, line: string) => {
    const now = Date.now();
    const last = lastSaid.get(kind);
    if (last && now - last.at < SAY_EVERY_MS) return void (last.unsaid += 1);
    const more = last?.unsaid ? ` (and ${last.unsaid} more since the last such line)` : '';
    lastSaid.set(kind, { at: now, unsaid: 0 });
    log(`${name}: ${line}${more}`);
  };

  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    const refusal = error instanceof BadRequest;
    const status = refusal ? error.status : 500;
    const reason = error instanceof Error ? error.message : String(error);
    say(
      refusal ? `refused ${status}` : 'fault',
      `${status} for ${req.method ?? '?'} ${shown(req.url)}: ${refusal ? reason : `a fault (${reason})`}`,
    );
    if (res.headersSent || res.writableEnded) return void res.destroy();
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
    res.end(refusal ? 'Bad Request\n' : 'Internal Server Error\n');
    // What is left of its body is not waited for.
    req.resume();
  };

  // Timeouts are looked for every second, not Node's 30 s, so that a client is cut soon after its limit.
  const server = createServer({ connectionsCheckingInterval: 1_000 }, (req, res) => {
    // A client that goes away mid-request is no fault of ours: its streams' errors end them, and nothing else.
    req.on('error', () => req.destroy());
    res.on('error', () => res.destroy());
    try {
      const answered = handler(req, res, requestUrl(req));
      if (answered instanceof Promise) answered.catch((error: unknown) => fail(req, res, error));
    } catch (error) {
      fail(req, res, error);
    }
  });
  server.headersTimeout = options.headersLimitMs ?? HEADERS_LIMIT_MS;
  server.requestTimeout = options.requestLimitMs ?? REQUEST_LIMIT_MS;
  // What is not HTTP at all (or headers over the limit, or too slow): answered if the socket can still take it.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    say('client error', `refused a connection: ${error.code ?? error.message}`);
    if (!socket.writable) return void socket.destroy();
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    // Written, then the connection is closed from this side whatever the client goes on sending.
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      () => socket.destroy(),
    );
  });
  return server;
}
