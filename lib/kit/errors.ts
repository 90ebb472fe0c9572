import { stripVTControlCharacters } from 'node:util';

/** The kinds of failure the content layer reports, after the spec's error catalogue. */
export type CmsErrorKind =
  | 'bad-request'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'timeout'
  | 'server-error'
  | 'http'
  | 'unreachable'
  | 'malformed';

const DESCRIPTIONS: Record<CmsErrorKind, string> = {
  'bad-request': 'bad request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  'not-found': 'not found',
  timeout: 'timeout',
  'server-error': 'internal server error',
  http: 'error',
  unreachable: 'unreachable',
  malformed: 'malformed response',
};

/** Maps an HTTP status to its kind: 400, 401, 403, 404, 408 and 500 have their own, any other is generic. */
export function kindForStatus(status: number): CmsErrorKind {
  switch (status) {
    case 400:
      return 'bad-request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 408:
      return 'timeout';
    case 500:
      return 'server-error';
    default:
      return 'http';
  }
}

type CmsErrorDetails = {
  kind: CmsErrorKind;
  /** The Strapi collection being read, such as "galleries". */
  collection: string;
  /** The URL requested. It never holds the token, which travels only in the Authorization header. */
  url: string;
  status?: number;
  /** What went wrong, in words, appended to the standard first part of the message. */
  detail?: string;
};

/**
 * The one error the content layer throws. Its message is a single line naming what failed and where, so the build
 * can print it as is: `CMS unauthorized (401) reading "galleries" from https://cms.example.org/api/galleries: ...`.
 */
export class CmsError extends Error {
  override readonly name = 'CmsError';
  readonly kind: CmsErrorKind;
  readonly collection: string;
  readonly url: string;
  readonly status: number | undefined;

  // Deliberately no `cause`: the HTTP client's errors hold the request and its Authorization header, and build
  // tools print an error's causes. Everything worth knowing goes into the one-line message instead.
  constructor({ kind, collection, url, status, detail }: CmsErrorDetails) {
    const what = `${DESCRIPTIONS[kind]}${status ? ` (${status})` : ''}`;
    super(`CMS ${what} reading "${collection}" from ${url}${detail ? `: ${detail}` : ''}`);
    this.kind = kind;
    this.collection = collection;
    this.url = url;
    this.status = status;
  }

  /** Connection failures, timeouts and server errors may pass; anything else will fail again the same way. */
  get transient(): boolean {
    return (
      this.kind === 'unreachable' ||
      this.kind === 'timeout' ||
      (this.status !== undefined && this.status >= 500 && this.status <= 599)
    );
  }
}

/**
 * The message of the first CmsError in another program's output, such as `next build`'s when a page could not read
 * the CMS; null when there is none. Lets the build end with the same one line whichever process met the failure.
 */
export function cmsErrorIn(output: string): string | null {
  const kinds = Object.values(DESCRIPTIONS).join('|');
  const plain = stripVTControlCharacters(output);
  const match = new RegExp(`CMS (?:${kinds})(?: \\(\\d+\\))? reading "[^"\\n]+" from \\S+[^\\n]*`).exec(
    plain,
  );
  return match ? match[0].trimEnd() : null;
}

/** A configuration problem: names the variable to fix. */
export class CmsConfigError extends Error {
  override readonly name = 'CmsConfigError';
}
