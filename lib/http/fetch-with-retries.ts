// The site's one way to call out over HTTP at build time: the CMS's API and media (lib/cms) and the regulators' APIs
// (lib/regulators) all fetch through this. Each attempt has its own time limit; what may pass (a connection that fails,
// no answer in time, 408, 429 and server errors) is tried again, after the wait a Retry-After header asks for, or
// after a wait that doubles; what will fail the same way again is not. The callers say what a failure means in their
// own words (a CmsError, a RegulatorError).

/** What failed, for the caller's own message. */
export type Failure =
  | { kind: 'unreachable'; code: string | undefined }
  | { kind: 'timeout'; timeoutMs: number }
  /** The last answer's status; `retryAfterMs` when it asked for a wait longer than the caller will sit through. */
  | { kind: 'status'; status: number; retryAfterMs: number | null };

/** No usable answer after every attempt (or an answer that asked to wait too long). */
export class FetchFailure extends Error {
  override readonly name = 'FetchFailure';
  constructor(
    readonly failure: Failure,
    readonly attempts: number,
  ) {
    super(
      failure.kind === 'status'
        ? `answered ${failure.status}`
        : failure.kind === 'timeout'
          ? `no answer within ${failure.timeoutMs} ms`
          : `could not connect${failure.code ? ` (${failure.code})` : ''}`,
    );
  }
}

export type RetryPolicy = {
  /** Each attempt's limit, from the request to the last byte of its headers. */
  timeoutMs: number;
  /** Attempts in all, the first included (3). */
  attempts?: number;
  /** The wait before the second attempt when the server names none; it doubles for each attempt after that (500). */
  retryDelayMs?: number;
  /** The longest Retry-After sat through; an answer asking for longer fails at once (60 s). */
  maxRetryAfterMs?: number;
  /** Hears of each retry: what failed, and how long until the next attempt. */
  onRetry?: (failed: FetchFailure, delayMs: number, nextAttempt: number, attempts: number) => void;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The statuses another attempt may mend: a timeout, a rate limit, a server error. */
const mayPass = (status: number) => status === 408 || status === 429 || status >= 500;

/** A Retry-After header's wait in ms: seconds, or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The system's code for a failed connection (ECONNREFUSED...), from the error or the errors it wraps. */
function connectionCode(error: unknown): string | undefined {
  let cause = (error as { cause?: unknown } | undefined)?.cause;
  for (let depth = 0; cause && depth < 3; depth += 1) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string') return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Fetches `url`, trying again what may pass, and reads the answer with `read` within the same attempt, so that an
 * answer cut off or too slow while it is read is tried again too.
 * @returns what `read` makes of the answer (the answer itself by default): a success, or a failure another attempt
 *   would not mend (400, 401, 404...), for the caller to read or say what it means.
 * @throws {FetchFailure} when every attempt failed, or an answer asked to wait longer than `maxRetryAfterMs`; and
 *   whatever else `read` throws, at once.
 */
export async function fetchWithRetries<T = Response>(
  url: string,
  init: RequestInit,
  policy: RetryPolicy,
  read: (response: Response) => Promise<T> = async (response) => response as T,
): Promise<T> {
  const attempts = policy.attempts ?? 3;
  const sleep = policy.sleep ?? wait;
  const backOff = (attempt: number) => (policy.retryDelayMs ?? 500) * 2 ** (attempt - 1);
  for (let attempt = 1; ; attempt += 1) {
    let failure: Failure;
    let delay = backOff(attempt);
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(policy.timeoutMs) });
      if (response.ok || !mayPass(response.status)) return await read(response);
      await response.body?.cancel();
      const asked = retryAfterMs(response.headers.get('retry-after'));
      failure = { kind: 'status', status: response.status, retryAfterMs: null };
      if (asked !== null) {
        if (asked > (policy.maxRetryAfterMs ?? 60_000))
          throw new FetchFailure({ ...failure, retryAfterMs: asked }, attempt);
        delay = asked;
      }
    } catch (error) {
      const name = (error as { name?: unknown } | undefined)?.name;
      if (name === 'TimeoutError' || name === 'AbortError')
        failure = { kind: 'timeout', timeoutMs: policy.timeoutMs };
      // fetch reports a refused or cut connection as a TypeError; compared by name, for it may come from another realm.
      else if (name === 'TypeError') failure = { kind: 'unreachable', code: connectionCode(error) };
      else throw error;
    }
    if (attempt >= attempts) throw new FetchFailure(failure, attempt);
    policy.onRetry?.(new FetchFailure(failure, attempt), delay, attempt + 1, attempts);
    await sleep(delay);
  }
}
