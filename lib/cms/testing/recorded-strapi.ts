import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import galleriesPage1 from './recorded/galleries-page-1.json';
import galleriesPage2 from './recorded/galleries-page-2.json';
import galleriesPage3 from './recorded/galleries-page-3.json';
import teams from './recorded/teams.json';
import factSheet from './recorded/fact-sheet.json';
import reviews from './recorded/reviews.json';
import feesAndFunding from './recorded/fees-and-funding.json';
import complaintsProcedure from './recorded/complaints-procedure.json';
import visiting from './recorded/visiting.json';
// Both closed before the day these tests run: a build from these answers makes the careers page with no jobs, and
// the jobs' own tests read them on a day of their choosing.
import jobs from './recorded/jobs.json';

// A local HTTP server for the content layer's unit tests. By default it answers like the real embedded Strapi did
// when these responses were recorded (three pages of galleries, one of teams, the facts that change, the reviews, fees and funding, complaints, visiting). Tests can queue other answers:
// an error status, a body of their own, a connection that hangs, or one that is cut.

export const recorded = {
  galleries: [galleriesPage1, galleriesPage2, galleriesPage3],
  teams,
  factSheet,
  reviews,
  feesAndFunding,
  complaintsProcedure,
  visiting,
  jobs,
};

export type Answer = { status: number; body?: unknown } | { hang: true } | { cut: true };
/** An uploaded file, as the CMS serves it under /uploads/. */
export type Upload = { bytes: Buffer; type: string };

export type SeenRequest = { path: string; query: URLSearchParams; authorization: string | undefined };

/**
 * A published gallery of `count` items in Strapi's answer pages of `pageSize`, made from the recorded items in turn
 * (so their uploads are the recorded ones, and serveRecordedUploads serves them), each with ids and order of its own.
 */
export function galleryOf(count: number, pageSize = 100): unknown[] {
  const items = recorded.galleries.flatMap((page) => page.data);
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  return Array.from({ length: pageCount }, (_, page) => ({
    data: Array.from({ length: Math.min(pageSize, count - page * pageSize) }, (_, index) => {
      const position = page * pageSize + index;
      const item = items[position % items.length]!;
      return { ...item, id: position + 1, documentId: `gallery${position + 1}`, order: position + 1 };
    }),
    meta: { pagination: { page: page + 1, pageSize, pageCount, total: count } },
  }));
}

function recordedAnswer(request: SeenRequest, galleries: unknown[]): Answer {
  if (request.path === '/api/galleries') {
    const page = Number(request.query.get('pagination[page]') ?? 1);
    const body = galleries[page - 1];
    return body ? { status: 200, body } : { status: 404, body: { data: null, error: { status: 404 } } };
  }
  if (request.path === '/api/teams') return { status: 200, body: recorded.teams };
  if (request.path === '/api/fact-sheet') return { status: 200, body: recorded.factSheet };
  if (request.path === '/api/reviews') return { status: 200, body: recorded.reviews };
  if (request.path === '/api/fees-and-funding') return { status: 200, body: recorded.feesAndFunding };
  if (request.path === '/api/complaints-procedure')
    return { status: 200, body: recorded.complaintsProcedure };
  if (request.path === '/api/visiting') return { status: 200, body: recorded.visiting };
  if (request.path === '/api/jobs') return { status: 200, body: recorded.jobs };
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
  /**
   * A standing answer for one path (such as "/api/teams"), in place of the recorded one, or a function that gives
   * each request for it an answer of its own (a CMS whose content changes while it is read).
   */
  overrides: Map<string, Answer | (() => Answer)>;
  /** Files served by path (such as "/uploads/house.jpg"); other upload paths answer 404. */
  uploads: Map<string, Upload>;
  /** The answer pages for /api/galleries, by pagination[page]: the recorded ones, or galleryOf(count). */
  galleries: unknown[];
  close: () => Promise<void>;
};

export async function startRecordedStrapi(): Promise<RecordedStrapi> {
  const requests: SeenRequest[] = [];
  const queue: Answer[] = [];
  const overrides = new Map<string, Answer | (() => Answer)>();
  const uploads = new Map<string, Upload>();
  const strapi = { galleries: [...recorded.galleries] as unknown[] };
  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const seen = { path: url.pathname, query: url.searchParams, authorization: req.headers.authorization };
    requests.push(seen);
    const upload = uploads.get(seen.path);
    const override = overrides.get(seen.path);
    const answer =
      queue.shift() ??
      (typeof override === 'function' ? override() : override) ??
      (upload ? null : recordedAnswer(seen, strapi.galleries));
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
  return Object.assign(strapi, {
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
  });
}

/**
 * Queues as the CMS's next answer a recorded collection's page (`recorded.reviews`, `recorded.jobs`...) with `changes`
 * made to its item at `index`, and `extra` items after the recorded ones.
 */
export function queueChangedItem(
  strapi: RecordedStrapi,
  page: unknown,
  index: number,
  changes: Record<string, unknown>,
  extra: Record<string, unknown>[] = [],
) {
  const body = structuredClone(page) as { data: Record<string, unknown>[]; meta: unknown };
  Object.assign(body.data[index]!, changes);
  body.data.push(...extra);
  strapi.queue.push({ status: 200, body });
}
