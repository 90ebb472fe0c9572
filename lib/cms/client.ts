import { HTTPError, strapi, type StrapiClient } from '@strapi/client';
import type { z } from 'zod';
import type { CmsConfig } from './config';
import { CmsError, kindForStatus } from './errors';
import { listResponseSchema, singleResponseSchema } from './schemas';

export type ContentClientOptions = {
  /** Attempts per request in all, the first included. */
  attempts?: number;
  /** The wait before the second attempt; it doubles for each attempt after that. */
  retryDelayMs?: number;
  /**
   * Runs when the CMS answers 401. The default fails the build with a message saying the token was rejected.
   * Whatever it does, the request is not retried and the read fails.
   */
  onUnauthorized?: (error: CmsError) => void;
  /** Where retries are reported. */
  log?: (message: string) => void;
  /**
   * Which version of each entry to read: the published one (the default, and all the live site ever reads), or the
   * draft, which only the preview reads (scripts/preview).
   */
  status?: 'published' | 'draft';
  /**
   * Sees each answer the CMS gave with success, by its path and query under the API's base URL ("/teams?..."), as
   * its text, and each "not found" as null (a single type not published, which a page may show as none): the build's
   * first stage keeps them, and serves them to the pages (scripts/build/cms-snapshot.ts).
   */
  onAnswer?: (path: string, body: string | null) => void;
};

/** Strapi's own upper bound for one page. */
const PAGE_SIZE = 100;
/** A guard against a CMS that reports ever more pages. */
const MAX_PAGES = 1000;

/** The default unauthorized handler: a rejected token is a configuration problem that no retry will mend. */
export function failOnUnauthorized(error: CmsError): never {
  throw new CmsError({
    kind: 'unauthorized',
    collection: error.collection,
    url: error.url,
    status: 401,
    detail: 'the CMS rejected the API token; check STRAPI_TOKEN, or create a new read-only token in Strapi',
  });
}

/**
 * @strapi/client fixes its request timeout at 10 s unless its HTTP client is told otherwise, and offers no public way
 * to tell it. This reaches the method it does have (the version is pinned) and fails loudly if that ever changes.
 */
/** What lib/cms uses of @strapi/client's HTTP client, which the library keeps as its own. */
type HttpClient = {
  setTimeout: (ms: number) => unknown;
  interceptors: {
    response: {
      use: (
        fulfilled: (exchange: { request: Request; response: Response }) => Promise<{
          request: Request;
          response: Response;
        }>,
      ) => unknown;
    };
  };
};

function httpClientOf(client: StrapiClient): HttpClient {
  const http = (client as unknown as { _httpClient?: Partial<HttpClient> })._httpClient;
  if (typeof http?.setTimeout !== 'function' || typeof http.interceptors?.response?.use !== 'function') {
    throw new Error(
      '@strapi/client no longer exposes its HTTP timeout and interceptors: update lib/cms/client.ts',
    );
  }
  return http as HttpClient;
}

/**
 * Passes each successful answer's path and text to `onAnswer`. @strapi/client runs its own handlers first, and they
 * turn an unsuccessful answer into an error, so only answers the read could use arrive here.
 */
function watchAnswers(http: HttpClient, apiUrl: string, onAnswer: (path: string, body: string) => void) {
  http.interceptors.response.use(async (exchange) => {
    if (exchange.request.url.startsWith(apiUrl))
      onAnswer(exchange.request.url.slice(apiUrl.length), await exchange.response.clone().text());
    return exchange;
  });
}

/** The system's code for a failed connection (ECONNREFUSED...), from the error or the errors it wraps. */
function errorCode(error: unknown): string | undefined {
  let cause = (error as { cause?: unknown } | undefined)?.cause;
  // fetch wraps the socket's error once; a client library may wrap fetch's error again.
  for (let depth = 0; cause && depth < 3; depth += 1) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string') return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Turns whatever @strapi/client or fetch threw into a CmsError. */
export function toCmsError(error: unknown, collection: string, url: string): CmsError {
  if (error instanceof CmsError) return error;
  if (error instanceof HTTPError) {
    const status = error.response.status;
    // No `cause`: the client's error holds the request, whose headers carry the token, and Next.js prints causes.
    return new CmsError({ kind: kindForStatus(status), status, collection, url });
  }
  const name = (error as { name?: unknown } | undefined)?.name;
  if (name === 'AbortError' || name === 'TimeoutError') {
    return new CmsError({ kind: 'timeout', collection, url, detail: 'no answer in time' });
  }
  // fetch reports a refused or cut connection as a TypeError; compared by name, since it may come from another realm.
  if (name === 'TypeError') {
    const code = errorCode(error);
    return new CmsError({
      kind: 'unreachable',
      collection,
      url,
      detail: code ? `could not connect (${code})` : 'could not connect',
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new CmsError({ kind: 'http', collection, url, detail: message });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type RetryPolicy = {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The wait before the second attempt; it doubles for each attempt after that. */
  retryDelayMs: number;
  log: (message: string) => void;
};

/**
 * Runs one request to the CMS, retrying what may pass (connection failures, timeouts, server errors) with back-off.
 * Whatever it throws is a CmsError naming `collection` and `url`; `inspect` sees each error before the decision.
 * @throws {CmsError} when the request fails for good.
 */
export async function withRetries<T>(
  where: { collection: string; url: string },
  policy: RetryPolicy,
  request: () => Promise<T>,
  inspect: (error: CmsError) => void = () => {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await request();
    } catch (caught) {
      const error = toCmsError(caught, where.collection, where.url);
      inspect(error);
      if (!error.transient || attempt >= policy.attempts) {
        if (attempt > 1) error.message += ` (after ${attempt} attempts)`;
        throw error;
      }
      const delay = policy.retryDelayMs * 2 ** (attempt - 1);
      policy.log(
        `cms: ${error.message}; retrying in ${delay} ms (attempt ${attempt + 1} of ${policy.attempts})`,
      );
      await sleep(delay);
    }
  }
}

/**
 * The site's one transport to the CMS: reads whole collections with the bearer token, page by page, retrying
 * transient failures and checking every response's shape.
 */
export function createContentClient(config: CmsConfig, options: ContentClientOptions = {}) {
  const attempts = options.attempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const onUnauthorized = options.onUnauthorized ?? failOnUnauthorized;
  const log = options.log ?? ((message: string) => console.warn(message));
  // Strapi reads the published version unless asked; the live site's requests stay exactly as they were.
  const version = options.status === 'draft' ? { status: 'draft' as const } : {};

  const client = strapi({ baseURL: config.apiUrl, auth: config.token });
  const http = httpClientOf(client);
  http.setTimeout(config.timeoutMs);
  if (options.onAnswer) watchAnswers(http, config.apiUrl, options.onAnswer);

  const policy: RetryPolicy = { attempts, retryDelayMs, log };

  /** Runs a request, passing a "not found" on to `onAnswer` before it fails the read as it would. */
  async function noting404<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (options.onAnswer && error instanceof HTTPError && error.response.status === 404) {
        const { url } = error.response;
        if (url.startsWith(config.apiUrl)) options.onAnswer(url.slice(config.apiUrl.length), null);
      }
      throw error;
    }
  }

  function fetchPage(collection: string, page: number, query: Record<string, unknown>) {
    const url = `${config.apiUrl}/${collection}?page=${page}`;
    return withRetries(
      { collection, url },
      policy,
      async () => {
        const body: unknown = await noting404(() =>
          client.collection(collection).find({
            ...query,
            ...version,
            pagination: { page, pageSize: PAGE_SIZE },
          }),
        );
        return parseEnvelope(listResponseSchema, body, { collection, url });
      },
      inspect,
    );
  }

  /** Checks a response against the envelope it should have; a wrong shape is the CMS's fault, not an item's. */
  function parseEnvelope<Schema extends z.ZodType>(
    schema: Schema,
    body: unknown,
    where: { collection: string; url: string },
  ): z.infer<Schema> {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    throw new CmsError({
      kind: 'malformed',
      ...where,
      detail: `${issue?.path.join('.') || 'response'}: ${issue?.message ?? 'unexpected shape'}`,
    });
  }

  /** Passes a 401 to the unauthorized handler; the read fails whatever the handler does. */
  function inspect(error: CmsError) {
    if (error.kind === 'unauthorized') {
      onUnauthorized(error);
      throw error;
    }
  }

  return {
    /** The API's base URL, for naming what was read in a message (it never holds the token). */
    apiUrl: config.apiUrl,

    /**
     * A single type's published entry, checked against `schema` as a whole: a single type holds facts that belong
     * together, so one that fails the check fails the read.
     * @throws {CmsError} when the CMS cannot be read, the entry is not published (404), or it fails the check.
     */
    async findSingle<Schema extends z.ZodType>(
      singleType: string,
      query: Record<string, unknown>,
      schema: Schema,
    ): Promise<z.infer<Schema>> {
      const where = { collection: singleType, url: `${config.apiUrl}/${singleType}` };
      const { data } = await withRetries(
        where,
        policy,
        async () =>
          parseEnvelope(
            singleResponseSchema,
            await noting404(() => client.single(singleType).find({ ...query, ...version })),
            where,
          ),
        inspect,
      );
      const parsed = schema.safeParse(data);
      if (parsed.success) return parsed.data;
      throw new CmsError({
        kind: 'malformed',
        ...where,
        detail: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      });
    },

    /**
     * Every entry of a collection, across all pages, each checked against `itemSchema`. Entries that fail the check
     * are passed to `onInvalid` and left out.
     * @throws {CmsError} when the CMS cannot be read or answers with an unexpected shape.
     */
    async findAll<Schema extends z.ZodType>(
      collection: string,
      query: Record<string, unknown>,
      itemSchema: Schema,
      onInvalid: (item: unknown, problem: string) => void,
    ): Promise<z.infer<Schema>[]> {
      const items: z.infer<Schema>[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const { data, meta } = await fetchPage(collection, page, query);
        for (const item of data) {
          const parsed = itemSchema.safeParse(item);
          if (parsed.success) items.push(parsed.data);
          else
            onInvalid(item, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
        }
        if (page >= meta.pagination.pageCount) return items;
      }
      throw new CmsError({
        kind: 'malformed',
        collection,
        url: `${config.apiUrl}/${collection}`,
        detail: `more than ${MAX_PAGES} pages`,
      });
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
