import { stringify } from 'qs';
import type { z } from 'zod';
import { fetchWithRetries, FetchFailure } from '@/lib/http/fetch-with-retries';
import type { CmsConfig } from './config';
import {
  CmsError,
  kindForStatus,
  type ContentClient,
  listResponseSchema,
  singleResponseSchema,
} from '@/lib/kit';

export type ContentClientOptions = {
  /** Attempts per request in all, the first included. */
  attempts?: number;
  /** The wait before the second attempt when the CMS names none; it doubles for each attempt after that. */
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

/** What a failure of the shared fetch is, as the content layer says it, naming what was read and where. */
export function cmsFailure(failure: FetchFailure, collection: string, url: string): CmsError {
  const { failure: what, attempts } = failure;
  const error =
    what.kind === 'status'
      ? new CmsError({
          kind: kindForStatus(what.status),
          status: what.status,
          collection,
          url,
          ...(what.retryAfterMs !== null
            ? { detail: `asked to wait ${Math.ceil(what.retryAfterMs / 1000)} s` }
            : {}),
        })
      : what.kind === 'timeout'
        ? new CmsError({ kind: 'timeout', collection, url, detail: 'no answer in time' })
        : new CmsError({ kind: 'unreachable', collection, url, detail: failure.message });
  if (attempts > 1) error.message += ` (after ${attempts} attempts)`;
  return error;
}

/**
 * The site's one transport to the CMS: reads whole collections and single types with the bearer token, page by page,
 * through the shared retrying fetch (lib/http), and checks every response's shape. Queries are written as Strapi's
 * REST API reads them (qs, as Strapi's own client writes them).
 */
export function createContentClient(config: CmsConfig, options: ContentClientOptions = {}): ContentClient {
  const onUnauthorized = options.onUnauthorized ?? failOnUnauthorized;
  const log = options.log ?? ((message: string) => console.warn(message));
  // Strapi reads the published version unless asked; the live site's requests stay exactly as they were.
  const version = options.status === 'draft' ? { status: 'draft' as const } : {};

  /**
   * GETs one path of the API with `query` and parses its JSON, checked against `envelope`.
   * @throws {CmsError} naming `collection` when the CMS cannot be read, or answers a failure or a wrong shape.
   */
  async function get<Schema extends z.ZodType>(
    collection: string,
    query: Record<string, unknown>,
    envelope: Schema,
  ): Promise<z.infer<Schema>> {
    const search = stringify({ ...query, ...version }, { encodeValuesOnly: true });
    const path = `/${collection}${search ? `?${search}` : ''}`;
    const url = `${config.apiUrl}${path}`;
    // What was read and where, for an error: the path, and the page of a collection, not the whole query.
    const page = (query.pagination as { page?: number } | undefined)?.page;
    const where = { collection, url: `${config.apiUrl}/${collection}${page ? `?page=${page}` : ''}` };
    let answer: { status: number; text: string };
    try {
      answer = await fetchWithRetries(
        url,
        { headers: { Authorization: `Bearer ${config.token}`, Accept: 'application/json' } },
        {
          timeoutMs: config.timeoutMs,
          attempts: options.attempts,
          retryDelayMs: options.retryDelayMs,
          onRetry: (failed, delay, next, attempts) =>
            log(
              `cms: ${cmsFailure(failed, collection, where.url).message}; retrying in ${delay} ms ` +
                `(attempt ${next} of ${attempts})`,
            ),
        },
        async (response) => ({ status: response.status, text: await response.text() }),
      );
    } catch (error) {
      if (error instanceof FetchFailure) throw cmsFailure(error, where.collection, where.url);
      throw error;
    }
    if (answer.status < 200 || answer.status > 299) {
      const error = new CmsError({ kind: kindForStatus(answer.status), status: answer.status, ...where });
      if (error.kind === 'unauthorized') onUnauthorized(error);
      throw error;
    }
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      throw new CmsError({ kind: 'malformed', ...where, detail: 'the answer is not JSON' });
    }
    const parsed = envelope.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new CmsError({
        kind: 'malformed',
        ...where,
        detail: `${issue?.path.join('.') || 'response'}: ${issue?.message ?? 'unexpected shape'}`,
      });
    }
    return parsed.data;
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
      const { data } = await get(singleType, query, singleResponseSchema);
      const parsed = schema.safeParse(data);
      if (parsed.success) return parsed.data;
      throw new CmsError({
        kind: 'malformed',
        collection: singleType,
        url: `${config.apiUrl}/${singleType}`,
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
        const { data, meta } = await get(
          collection,
          { ...query, pagination: { page, pageSize: PAGE_SIZE } },
          listResponseSchema,
        );
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
