import type { z } from 'zod';
// One GET of a regulator's JSON API, for the build: a timeout, a few tries for what may pass (an outage, a server
// error, a 429 after the wait it asks for), and every failure as one line naming the regulator. A regulator's
// failure never fails the build: the caller keeps the last good value instead (lib/regulators/index.ts).

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

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A Retry-After header's wait in ms: seconds, or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** What a URL is, for a message: its origin and path, never its query (where some APIs take a key). */
const shown = (url: string) => {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
};

/**
 * GETs `url` and parses its JSON.
 * @throws {RegulatorError} when no usable answer came: unreachable, too slow, refused (401/403), not found, rate
 *   limited beyond what the build waits for, a server error on every try, or a body that is not JSON.
 */
export async function getJson(regulator: Regulator, url: string, options: GetJsonOptions): Promise<unknown> {
  const attempts = options.attempts ?? 3;
  const sleep = options.sleep ?? wait;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
  const fail = (detail: string) => new RegulatorError(regulator, `${detail} (GET ${shown(url)})`);
  for (let attempt = 1; ; attempt += 1) {
    const last = attempt >= attempts;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Accept: 'application/json', 'User-Agent': options.userAgent, ...options.headers },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      const detail =
        name === 'TimeoutError' ? `no answer within ${options.timeoutMs} ms` : 'could not be reached';
      if (last) throw fail(`${detail}${attempts > 1 ? ` (after ${attempts} tries)` : ''}`);
      await sleep((options.retryDelayMs ?? 500) * 2 ** (attempt - 1));
      continue;
    }
    if (response.ok) {
      const text = await response.text();
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw fail('the answer is not JSON');
      }
    }
    await response.body?.cancel();
    const { status } = response;
    if (status === 401 || status === 403)
      throw fail(`the API refused the request (${status}): check its key`);
    if (status === 404) throw fail('not found (404): check the id in "Facts that change"');
    if (status === 429) {
      const asked = retryAfterMs(response.headers.get('retry-after'));
      const delay = asked ?? (options.retryDelayMs ?? 500) * 2 ** (attempt - 1);
      if (last || delay > maxRetryAfterMs)
        throw fail(
          `rate limited (429)${asked !== null ? `, asked to wait ${Math.ceil(asked / 1000)} s` : ''}`,
        );
      options.log?.(`${regulator}: rate limited (429); trying again in ${Math.ceil(delay / 1000)} s`);
      await sleep(delay);
      continue;
    }
    if (status >= 500 && !last) {
      await sleep((options.retryDelayMs ?? 500) * 2 ** (attempt - 1));
      continue;
    }
    throw fail(`answered ${status}${status >= 500 && attempts > 1 ? ` (after ${attempts} tries)` : ''}`);
  }
}

/** The address of one thing a regulator's API lists: `collection` and `id` under its base URL. */
export function apiUrl(baseUrl: string, collection: string, id: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${collection}/${encodeURIComponent(id)}`;
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
