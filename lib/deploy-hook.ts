import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// How the CMS's rebuild call proves itself to the receiver beside the site (scripts/server/receiver.ts): an HMAC of
// the call's time and body with the secret both hold (DEPLOY_HOOK_SECRET), which never travels itself. The CMS signs
// each call its "Website rebuild" webhook sends (cms/src/rebuild-webhook.js, through the bundle the site's install
// makes for the CMS); the receiver refuses a call whose signature does not match its body, whose time is outside a
// few minutes of its own, or that it has already taken.

/** The header that carries the call's time, in whole seconds since 1970. */
export const DEPLOY_TIME_HEADER = 'x-deploy-time';
/** The header that carries the signature: "sha256=" and the HMAC-SHA256, in hex, of "time.body". */
export const DEPLOY_SIGNATURE_HEADER = 'x-deploy-signature';
/** How far a call's time may be from the receiver's clock, either way: a call held back longer is refused. */
export const DEPLOY_WINDOW_MS = 5 * 60_000;

function signature(secret: string, time: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${time}.${body}`).digest('hex')}`;
}

/** The headers that sign a call of `body` made at `now`. */
export function signDeployCall(secret: string, body: string, now = Date.now()): Record<string, string> {
  const time = String(Math.floor(now / 1000));
  return { [DEPLOY_TIME_HEADER]: time, [DEPLOY_SIGNATURE_HEADER]: signature(secret, time, body) };
}

/**
 * Whether a call's `time` and `signed` headers sign `body` with `secret`, at a time within DEPLOY_WINDOW_MS of `now`.
 * The time is one spelling only (digits, no sign, no leading zero), so that one call has one signature.
 */
export function deployCallIsSigned(
  secret: string,
  { time, signed }: { time: unknown; signed: unknown },
  body: string,
  now = Date.now(),
): boolean {
  if (typeof time !== 'string' || typeof signed !== 'string' || !/^[1-9]\d{0,11}$/.test(time)) return false;
  if (Math.abs(Number(time) * 1000 - now) > DEPLOY_WINDOW_MS) return false;
  const wanted = Buffer.from(signature(secret, time, body));
  const given = Buffer.from(signed);
  return wanted.length === given.length && timingSafeEqual(wanted, given);
}

/**
 * Whether an `Authorization` header carries `secret` as its bearer token (the receiver's GET /status, for the machine
 * that holds the secret), compared in a time that depends on neither.
 */
export function bearsSecret(secret: string, authorization: string | undefined): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return authorization !== undefined && timingSafeEqual(digest(authorization), digest(`Bearer ${secret}`));
}
