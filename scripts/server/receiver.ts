// The local end of the CMS's rebuild webhook, for previews and self-hosting: `npm start` runs it beside the site.
// POST /deploy-hook with the right X-Deploy-Secret header schedules a rebuild; anything else is refused and
// triggers nothing. GET /status reports what the scheduler is doing.
import { createServer, type Server } from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';

const MAX_BODY = 1024 * 1024;
const JSON_TYPE = { 'Content-Type': 'application/json' };

/**
 * Whether a request gave the secret. Both are hashed to 32 bytes first, so that the comparison takes the same time
 * whatever was given: a shorter or longer guess is not refused sooner, which would tell the secret's length.
 */
function sameSecret(given: string | string[] | undefined, expected: string) {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(String(given ?? '')), digest(expected));
}

/** What a Strapi webhook says happened, in a few words for the log. */
function describe(body: string): string {
  try {
    const { event, model, uid, entry, media } = JSON.parse(body) as {
      event?: string;
      model?: string;
      uid?: string;
      entry?: { documentId?: string };
      media?: { name?: string };
    };
    const what = model ?? uid ?? (media ? `media file${media.name ? ` ${media.name}` : ''}` : 'content');
    return `${event ?? 'a change'} of ${what}${entry?.documentId ? ` ${entry.documentId}` : ''}`;
  } catch {
    return 'a change';
  }
}

export function createReceiver({
  secret,
  scheduler,
  log = (line) => console.log(line),
}: {
  /** DEPLOY_HOOK_SECRET: required. */
  secret: string | undefined;
  /** What it tells of changes, and asks for GET /status: the rebuild scheduler. */
  scheduler: { trigger(what: string): void; stats(): object };
  log?: (line: string) => void;
}): Server {
  if (!secret) throw new Error('the rebuild receiver needs a secret (DEPLOY_HOOK_SECRET)');
  return createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && pathname === '/status')
      return res.writeHead(200, JSON_TYPE).end(JSON.stringify(scheduler.stats()));
    if (req.method !== 'POST' || pathname !== '/deploy-hook') return res.writeHead(404).end();
    if (!sameSecret(req.headers['x-deploy-secret'], secret)) {
      log('receiver: refused a webhook without the right secret');
      req.resume();
      return res.writeHead(401, { 'Content-Type': 'text/plain' }).end('Unauthorized');
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > MAX_BODY) req.destroy();
    });
    req.on('end', () => {
      scheduler.trigger(describe(body));
      res.writeHead(202, JSON_TYPE).end('{"accepted":true}');
    });
  });
}
