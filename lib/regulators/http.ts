import type { z } from 'zod';
import { fetchWithRetries, FetchFailure } from '@/lib/http/fetch-with-retries';
import { trimEnd } from '@/lib/text';
// One GET of a regulator's JSON API, for the build, through the site's one retrying fetch (lib/http): a timeout, a
// few tries for what may pass (an outage, a server error, a 429 after the wait it asks for), and every failure as one
// line naming the regulator. A regulator's failure never fails the build: the caller keeps the last good value
// instead (lib/regulators/index.ts).

/** The regulators the site reads, as their names are printed. */
export type Regulator = 'CQC' | 'FSA';

/** Why a regulator's answer could not be used, in one line that names it and never holds a key. */
export class RegulatorError extends Error {
  override readonly name = 'RegulatorError';
  constructor(
    readonly regulator: Regulator,
    detail: string,
  ) {
    super(`${regulator}: ${detail}`);
  }
}

export type GetJsonOptions = {
  /** Who asks: the site's name and address, sent as User-Agent, as the regulators ask of their API's users. */
  userAgent: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** Tries in all, the first included. */
  attempts?: number;
  /** The wait before the second try when the server names none; it doubles each time. */
  retryDelayMs?: number;
  /** The longest Retry-After the build will sit through; a longer one counts as a failure. */
  maxRetryAfterMs?: number;
  sleep?: (ms: number) => Promise<void>;
  log?: (line: string) => void;
};

/** What a URL is, for a message: its origin and path, never its query (where some APIs take a key). */
const shown = (url: string) => {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
};

/** A failure of the shared fetch in the regulators' words. */
function failureText({ failure, attempts }: FetchFailure): string {
  const tries = attempts > 1 ? ` (after ${attempts} tries)` : '';
  if (failure.kind === 'timeout') return `no answer within ${failure.timeoutMs} ms${tries}`;
  if (failure.kind === 'unreachable') return `could not be reached${tries}`;
  if (failure.status === 429)
    return `rate limited (429)${failure.retryAfterMs !== null ? `, asked to wait ${Math.ceil(failure.retryAfterMs / 1000)} s` : ''}`;
  return `answered ${failure.status}${tries}`;
}

/**
 * GETs `url` and parses its JSON.
 * @throws {RegulatorError} when no usable answer came: unreachable, too slow, refused (401/403), not found, rate
 *   limited beyond what the build waits for, a server error on every try, or a body that is not JSON.
 */
export async function getJson(regulator: Regulator, url: string, options: GetJsonOptions): Promise<unknown> {
  const fail = (detail: string) => new RegulatorError(regulator, `${detail} (GET ${shown(url)})`);
  let answer: { status: number; text: string };
  try {
    answer = await fetchWithRetries(
      url,
      { headers: { Accept: 'application/json', 'User-Agent': options.userAgent, ...options.headers } },
      {
        timeoutMs: options.timeoutMs,
        attempts: options.attempts,
        retryDelayMs: options.retryDelayMs,
        maxRetryAfterMs: options.maxRetryAfterMs,
        sleep: options.sleep,
        onRetry: ({ failure }, delay) => {
          if (failure.kind === 'status' && failure.status === 429)
            options.log?.(`${regulator}: rate limited (429); trying again in ${Math.ceil(delay / 1000)} s`);
        },
      },
      async (response) => ({ status: response.status, text: await response.text() }),
    );
  } catch (error) {
    if (error instanceof FetchFailure) throw fail(failureText(error));
    throw error;
  }
  const { status, text } = answer;
  if (status === 401 || status === 403) throw fail(`the API refused the request (${status}): check its key`);
  if (status === 404) throw fail('not found (404): check the id in "Facts that change"');
  if (status < 200 || status > 299) throw fail(`answered ${status}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw fail('the answer is not JSON');
  }
}

/** The address of one thing a regulator's API lists: `collection` and `id` under its base URL. */
export function apiUrl(baseUrl: string, collection: string, id: string): string {
  return `${trimEnd(baseUrl, '/')}/${collection}/${encodeURIComponent(id)}`;
}

/**
 * A regulator's answer checked against `schema`.
 * @throws {RegulatorError} naming the first part that does not fit.
 */
export function parseAnswer<Schema extends z.ZodType>(
  regulator: Regulator,
  schema: Schema,
  body: unknown,
): z.infer<Schema> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new RegulatorError(
    regulator,
    `unexpected answer: ${issue?.path.join('.') || 'body'}: ${issue?.message}`,
  );
}
