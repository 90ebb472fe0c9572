import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contentTypes, type ContentTypeName } from '@/lib/content-types';
import { apiNameOf } from '@/lib/kit';

// A local HTTP server for the content layer's unit tests. By default it answers like the real embedded Strapi did
// when these responses were recorded: each declared content type (lib/content-types) at its own path, from its
// fixture in recorded/, named by its API path (`jobs.json`), or in pages (`galleries-page-1.json`, ...). Tests can
// queue other answers: an error status, a body of their own, a connection that hangs, or one that is cut.

const RECORDED = path.join(__dirname, 'recorded');

/** A type's recorded answers, page by page: one file, or one per page. */
function recordedPages(name: ContentTypeName): unknown[] {
  const apiName = apiNameOf(contentTypes[name]);
  const read = (file: string) => JSON.parse(readFileSync(path.join(RECORDED, file), 'utf8')) as unknown;
  if (existsSync(path.join(RECORDED, `${apiName}.json`))) return [read(`${apiName}.json`)];
  const pages: unknown[] = [];
  while (existsSync(path.join(RECORDED, `${apiName}-page-${pages.length + 1}.json`)))
    pages.push(read(`${apiName}-page-${pages.length + 1}.json`));
  return pages;
}

const names = Object.keys(contentTypes) as ContentTypeName[];
const pagesByName = Object.fromEntries(names.map((name) => [name, recordedPages(name)])) as Record<
  ContentTypeName,
  unknown[]
>;

/**
 * Each declared type's recorded answer, by the name the site reads it by (recorded.jobs), or its list of pages where
 * it was recorded in pages (recorded.gallery). Typed loosely: tests reach into Strapi's JSON as they need.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- recorded JSON, read field by field by each test
export const recorded: Record<ContentTypeName, any> = Object.fromEntries(
  names.map((name) => {
    const pages = pagesByName[name];
    return [name, pages.length === 1 && !recordedPaged(name) ? pages[0] : pages];
  }),
) as Record<ContentTypeName, unknown>;

/** Whether a type was recorded in pages. */
function recordedPaged(name: ContentTypeName) {
  return !existsSync(path.join(RECORDED, `${apiNameOf(contentTypes[name])}.json`));
}

/** The names of the declared types that have no recorded answer: a test fails on each. */
export const typesWithoutFixture = names.filter((name) => pagesByName[name].length === 0);

export type Answer =
  { status: number; body?: unknown; headers?: Record<string, string> } | { hang: true } | { cut: true };
/** An uploaded file, as the CMS serves it under /uploads/. */
export type Upload = { bytes: Buffer; type: string };

export type SeenRequest = { path: string; query: URLSearchParams; authorization: string | undefined };

/**
 * A published gallery of `count` items in Strapi's answer pages of `pageSize`, made from the recorded items in turn
 * (so their uploads are the recorded ones, and serveRecordedUploads serves them), each with ids and order of its own.
 */
export function galleryOf(count: number, pageSize = 100): unknown[] {
  const items = (pagesByName.gallery as { data: unknown[] }[]).flatMap((page) => page.data);
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  return Array.from({ length: pageCount }, (_, page) => ({
    data: Array.from({ length: Math.min(pageSize, count - page * pageSize) }, (_, index) => {
      const position = page * pageSize + index;
      const item = items[position % items.length]!;
      return {
        ...(item as object),
        id: position + 1,
        documentId: `gallery${position + 1}`,
        order: position + 1,
      };
    }),
    meta: { pagination: { page: page + 1, pageSize, pageCount, total: count } },
  }));
}

const NOT_FOUND: Answer = {
  status: 404,
  body: { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } },
};

/** The recorded answer to a request: the page it asks for of the type at its path. */
function recordedAnswer(request: SeenRequest, pages: Record<ContentTypeName, unknown[]>): Answer {
  const name = names.find((one) => request.path === `/api/${apiNameOf(contentTypes[one])}`);
  if (!name) return NOT_FOUND;
  const body = pages[name][Number(request.query.get('pagination[page]') ?? 1) - 1];
  return body ? { status: 200, body } : NOT_FOUND;
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
  /** Each type's answer pages, by pagination[page]: the recorded ones, or a test's own (galleryOf(count)). */
  pages: Record<ContentTypeName, unknown[]>;
  close: () => Promise<void>;
};

export async function startRecordedStrapi(): Promise<RecordedStrapi> {
  const requests: SeenRequest[] = [];
  const queue: Answer[] = [];
  const overrides = new Map<string, Answer | (() => Answer)>();
  const uploads = new Map<string, Upload>();
  const strapi = {
    pages: Object.fromEntries(names.map((name) => [name, [...pagesByName[name]]])) as Record<
      ContentTypeName,
      unknown[]
    >,
  };
  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const seen = { path: url.pathname, query: url.searchParams, authorization: req.headers.authorization };
    requests.push(seen);
    const upload = uploads.get(seen.path);
    const override = overrides.get(seen.path);
    const answer =
      queue.shift() ??
      (typeof override === 'function' ? override() : override) ??
      (upload ? null : recordedAnswer(seen, strapi.pages));
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
    res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
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
