import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import galleriesPage1 from './recorded/galleries-page-1.json';
import galleriesPage2 from './recorded/galleries-page-2.json';
import galleriesPage3 from './recorded/galleries-page-3.json';
import teams from './recorded/teams.json';

// A local HTTP server for the content layer's unit tests. By default it answers like the real embedded Strapi did
// when these responses were recorded (three pages of galleries, one of teams). Tests can queue other answers:
// an error status, a body of their own, a connection that hangs, or one that is cut.

export const recorded = { galleries: [galleriesPage1, galleriesPage2, galleriesPage3], teams };

export type Answer = { status: number; body?: unknown } | { hang: true } | { cut: true };
/** An uploaded file, as the CMS serves it under /uploads/. */
export type Upload = { bytes: Buffer; type: string };

export type SeenRequest = { path: string; query: URLSearchParams; authorization: string | undefined };

function recordedAnswer(request: SeenRequest): Answer {
  if (request.path === '/api/galleries') {
    const page = Number(request.query.get('pagination[page]') ?? 1);
    const body = recorded.galleries[page - 1];
    return body ? { status: 200, body } : { status: 404, body: { data: null, error: { status: 404 } } };
  }
  if (request.path === '/api/teams') return { status: 200, body: recorded.teams };
  return {
    status: 404,
    body: { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } },
  };
}

export type RecordedStrapi = {
  url: string;
  requests: SeenRequest[];
  /** Answers to give, in order, before falling back to the recorded ones. */
  queue: Answer[];
  /** A standing answer for one path (such as "/api/teams"), in place of the recorded one. */
  overrides: Map<string, Answer>;
  /** Files served by path (such as "/uploads/house.jpg"); other upload paths answer 404. */
  uploads: Map<string, Upload>;
  close: () => Promise<void>;
};

export async function startRecordedStrapi(): Promise<RecordedStrapi> {
  const requests: SeenRequest[] = [];
  const queue: Answer[] = [];
  const overrides = new Map<string, Answer>();
  const uploads = new Map<string, Upload>();
  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const seen = { path: url.pathname, query: url.searchParams, authorization: req.headers.authorization };
    requests.push(seen);
    const upload = uploads.get(seen.path);
    const answer = queue.shift() ?? overrides.get(seen.path) ?? (upload ? null : recordedAnswer(seen));
    if (!answer) {
      res.writeHead(200, { 'Content-Type': upload!.type, 'Content-Length': upload!.bytes.length });
      res.end(upload!.bytes);
      return;
    }
    if ('hang' in answer) return;
    if ('cut' in answer) {
      req.socket.destroy();
      return;
    }
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify(
        answer.body ?? { data: null, error: { status: answer.status, name: 'Error', message: 'x' } },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    queue,
    overrides,
    uploads,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
