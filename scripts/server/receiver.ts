// The local end of the CMS's rebuild webhook, for previews and self-hosting: `npm start` runs it beside the site.
// POST /deploy-hook, signed over its body and time with DEPLOY_HOOK_SECRET (lib/deploy-hook.ts), schedules a
// rebuild; anything else is refused and triggers nothing. GET /status, with the secret as its bearer token, reports
// what the scheduler is doing.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import {
  bearsSecret,
  DEPLOY_SIGNATURE_HEADER,
  DEPLOY_TIME_HEADER,
  DEPLOY_WINDOW_MS,
  deployCallIsSigned,
} from '../../lib/deploy-hook';
import { createGuardedServer } from '../shared';

/** The largest call taken: a Strapi webhook's body is a few kilobytes. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** How much of a body over the limit is read (and dropped) so that its sender reads the 413; past it, it is cut. */
const MAX_DRAINED_BYTES = 16 * MAX_BODY_BYTES;
/** The shortest secret taken: `npm start` makes 48 characters, and the docs ask for 32 or more. */
const MIN_SECRET_LENGTH = 32;
/** A refusal is said at most once in this time, with the count of those not said. */
const REFUSAL_LOG_EVERY_MS = 60_000;
const JSON_TYPE = { 'Content-Type': 'application/json' };

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

/** The body of a request, or null when it is over MAX_BODY_BYTES (what follows is read and dropped, up to a bound). */
function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_DRAINED_BYTES) return req.destroy();
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function createReceiver({
  secret,
  scheduler,
  log = (line) => console.log(line),
  now = Date.now,
}: {
  /** DEPLOY_HOOK_SECRET: required, 32 characters or more. */
  secret: string | undefined;
  /** What it tells of changes, and asks for GET /status: the rebuild scheduler. */
  scheduler: { trigger(what: string): void; stats(): object };
  log?: (line: string) => void;
  /** The clock calls are judged by. */
  now?: () => number;
}): Server {
  if (!secret) throw new Error('the rebuild receiver needs a secret (DEPLOY_HOOK_SECRET)');
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(
      `the rebuild receiver's secret (DEPLOY_HOOK_SECRET) needs ${MIN_SECRET_LENGTH} characters or more`,
    );

  /** The signatures of the calls taken, until their time has left the window: a call is taken once. */
  const taken = new Map<string, number>();
  let lastSaid = -Infinity;
  let unsaid = 0;

  function refuse(res: ServerResponse) {
    const at = now();
    if (at - lastSaid >= REFUSAL_LOG_EVERY_MS) {
      log(
        `receiver: refused a call not signed with the secret${unsaid ? ` (and ${unsaid} more since the last line)` : ''}`,
      );
      lastSaid = at;
      unsaid = 0;
    } else unsaid += 1;
    res.writeHead(401, { 'Content-Type': 'text/plain' }).end('Unauthorized');
  }

  async function deployHook(req: IncomingMessage, res: ServerResponse) {
    const tooLarge = () =>
      res.writeHead(413, { 'Content-Type': 'text/plain', Connection: 'close' }).end('Payload Too Large');
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      req.resume();
      return void req.once('end', tooLarge);
    }
    const body = await readBody(req);
    if (body === null) return tooLarge();
    const signed = req.headers[DEPLOY_SIGNATURE_HEADER];
    const at = now();
    for (const [signature, until] of taken) if (until < at) taken.delete(signature);
    if (
      !deployCallIsSigned(secret!, { time: req.headers[DEPLOY_TIME_HEADER], signed }, body, at) ||
      taken.has(String(signed))
    )
      return refuse(res);
    // Kept until no call with its time could pass the window any more.
    taken.set(String(signed), at + 2 * DEPLOY_WINDOW_MS);
    scheduler.trigger(describe(body));
    res.writeHead(202, JSON_TYPE).end('{"accepted":true}');
  }

  return createGuardedServer(
    async (req, res, { pathname }) => {
      if (req.method === 'GET' && pathname === '/status') {
        if (!bearsSecret(secret!, req.headers.authorization)) return refuse(res);
        return res.writeHead(200, JSON_TYPE).end(JSON.stringify(scheduler.stats()));
      }
      if (req.method !== 'POST' || pathname !== '/deploy-hook') {
        req.resume();
        return res.writeHead(404).end();
      }
      await deployHook(req, res);
    },
    { name: 'receiver', log },
  );
}
