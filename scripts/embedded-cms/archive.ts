// The CMS's backup file: Strapi's own export (a .tar.gz of content, uploads and configuration) in a container of
// ours that says what it holds and proves it whole, and with a key set, encrypts it with AES-256-GCM.
//
// Why not Strapi's own `--key`: it is AES-128 in ECB mode, which shows patterns in what it hides and does not notice
// a change. GCM is authenticated: a single changed or missing byte, or another key, fails the check, and the check is
// made on the whole file before a restore changes anything.
//
// The file, in order:
//   "CMS-BACKUP 1\n"                the kind and its version
//   a line of JSON, then "\n"      the header (Header below): also authenticated, so nothing in it can be changed
//   the payload                    Strapi's export, encrypted or not; exactly header.payloadBytes long
//   the seal                       with a key, GCM's 16-byte tag; without, the SHA-256 of all the bytes before it
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  scryptSync,
  timingSafeEqual,
} from 'node:crypto';
import { closeSync, createReadStream, createWriteStream, openSync, readSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PassThrough, Writable, type Transform } from 'node:stream';

const MAGIC = 'CMS-BACKUP 1\n';
const TAG_BYTES = 16;
const HASH_BYTES = 32;
/** scrypt's cost: about 0.1 s and 32 MB here, so a stolen file cannot be tried against many keys cheaply. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 };
/** A key shorter than this is refused: a backup key is kept in a password manager, not remembered. */
export const MIN_KEY_LENGTH = 20;

export interface Header {
  cipher: 'aes-256-gcm' | 'none';
  /** For 'aes-256-gcm': scrypt's salt, GCM's nonce, and a check that says "another key" apart from "changed". */
  salt?: string;
  iv?: string;
  scrypt?: typeof SCRYPT;
  keyCheck?: string;
  payloadBytes: number;
  /** What the payload is: Strapi's export, gzip-compressed tar. */
  payload: 'strapi-export.tar.gz';
  createdAt: string;
  /** Where it came from, for the restore's words: the database kind, Strapi's version, how many rows of content. */
  source: { database: string; strapi: string; contentRows: number };
}

/** A backup or restore refused before it changed anything (a backup that cannot be restored, say), in one line. */
export class Refused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Refused';
  }
}

function keysFrom(key: string, salt: Buffer) {
  const derived = scryptSync(key, salt, 64, { ...SCRYPT, maxmem: 128 * SCRYPT.N * SCRYPT.r * 2 });
  const encryption = derived.subarray(0, 32);
  const check = createHmac('sha256', derived.subarray(32)).update('cms-backup key check').digest('base64');
  return { encryption, check };
}

/** Checks a backup key's length; undefined (no key) is allowed, and means an archive that is not encrypted. */
export function checkedKey(key: string | undefined): string | undefined {
  const trimmed = key?.trim();
  if (!trimmed) return undefined;
  if (trimmed.length < MIN_KEY_LENGTH)
    throw new Refused(
      `CMS_BACKUP_KEY is ${trimmed.length} characters: use ${MIN_KEY_LENGTH} or more (openssl rand -base64 32 makes one)`,
    );
  return trimmed;
}

/** Writes `exportFile` (Strapi's .tar.gz) into a sealed backup at `to`; encrypted when `key` is given. */
export async function sealBackup(
  exportFile: string,
  to: string,
  { key, source }: { key?: string; source: Header['source'] },
): Promise<Header> {
  const payloadBytes = statSync(exportFile).size;
  const header: Header = {
    cipher: key ? 'aes-256-gcm' : 'none',
    payloadBytes,
    payload: 'strapi-export.tar.gz',
    createdAt: new Date().toISOString(),
    source,
  };
  let transform: Transform;
  let seal: () => Buffer;
  if (key) {
    const salt = randomBytes(16);
    const iv = randomBytes(12);
    const keys = keysFrom(key, salt);
    Object.assign(header, {
      salt: salt.toString('base64'),
      iv: iv.toString('base64'),
      scrypt: SCRYPT,
      keyCheck: keys.check,
    });
    const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv);
    cipher.setAAD(Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`));
    transform = cipher;
    seal = () => cipher.getAuthTag();
  } else {
    const hash = createHash('sha256').update(`${MAGIC}${JSON.stringify(header)}\n`);
    const through = new PassThrough();
    through.on('data', (chunk: Buffer) => hash.update(chunk));
    transform = through;
    seal = () => hash.digest();
  }
  const out = createWriteStream(to, { mode: 0o600 });
  out.write(`${MAGIC}${JSON.stringify(header)}\n`);
  try {
    await pipeline(createReadStream(exportFile), transform, out, { end: false });
  } catch (error) {
    out.destroy();
    throw error;
  }
  await new Promise<void>((resolve, reject) =>
    out.end(seal(), (error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return header;
}

/** A backup's header, as parsed and as stored, and its seal; refuses in one line a file that is not one or is cut short. */
function readHeader(file: string): { header: Header; stored: Buffer; payloadStart: number; seal: Buffer } {
  const size = statSync(file).size;
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(Math.min(size, 64 * 1024));
    readSync(fd, head, 0, head.length, 0);
    if (!head.subarray(0, MAGIC.length).equals(Buffer.from(MAGIC)))
      throw new Refused(`${file} is not a backup of this CMS (npm run cms:backup makes them)`);
    const end = head.indexOf(0x0a, MAGIC.length);
    if (end < 0) throw new Refused(`${file} is cut short: its header is incomplete`);
    let header: Header;
    try {
      header = JSON.parse(head.subarray(MAGIC.length, end).toString('utf8')) as Header;
    } catch {
      throw new Refused(`${file} is damaged: its header cannot be read`);
    }
    const payloadStart = end + 1;
    const seal = Buffer.alloc(header.cipher === 'none' ? HASH_BYTES : TAG_BYTES);
    const expected = payloadStart + header.payloadBytes + seal.length;
    if (size < expected)
      throw new Refused(`${file} is cut short: ${size} bytes of the ${expected} it was written with`);
    if (size > expected)
      throw new Refused(`${file} is damaged: ${size - expected} bytes more than it was written with`);
    readSync(fd, seal, 0, seal.length, payloadStart + header.payloadBytes);
    return { header, stored: head.subarray(0, payloadStart), payloadStart, seal };
  } finally {
    closeSync(fd);
  }
}

/**
 * Checks a whole backup and writes Strapi's export from it to `to`: decrypted (with `key`) and proven whole (the
 * tag or the hash), and its gzip read to the end (its own checksum). Throws Refused, in one line, for a file
 * cut short, changed, for another key, or needing a key not given. Nothing but `to` is written.
 */
export async function openBackup(file: string, to: string, key?: string): Promise<Header> {
  const { header, stored, payloadStart, seal: sealBytes } = readHeader(file);
  const headerBytes = Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`);
  // The header as stored must be the header as parsed: a changed byte in it fails here or in the seal below.
  if (!stored.equals(headerBytes)) throw new Refused(`${file} is damaged: its header was changed`);

  const payload = () =>
    createReadStream(file, { start: payloadStart, end: payloadStart + header.payloadBytes - 1 });
  if (header.cipher === 'aes-256-gcm') {
    if (!key) throw new Refused(`${file} is encrypted: set CMS_BACKUP_KEY to the key it was made with`);
    const keys = keysFrom(key, Buffer.from(header.salt!, 'base64'));
    const given = Buffer.from(keys.check);
    const wanted = Buffer.from(header.keyCheck ?? '');
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
      throw new Refused(`${file} was made with another key than CMS_BACKUP_KEY`);
    const decipher = createDecipheriv('aes-256-gcm', keys.encryption, Buffer.from(header.iv!, 'base64'));
    decipher.setAAD(headerBytes);
    decipher.setAuthTag(sealBytes);
    try {
      await pipeline(payload(), decipher, createWriteStream(to, { mode: 0o600 }));
    } catch (error) {
      // GCM's check, at the end; any other failure (a full disk, say) is what it is.
      if (!/unable to authenticate/i.test(String((error as Error).message))) throw error;
      throw new Refused(`${file} is damaged: it fails its authentication check (changed after it was made)`);
    }
  } else {
    if (header.cipher !== 'none') throw new Refused(`${file} uses a cipher this project does not know`);
    // With a key set, only an encrypted file is taken: a file without one could have been made by anyone.
    if (key)
      throw new Refused(
        `${file} is not encrypted, but CMS_BACKUP_KEY is set: restore it without the key if you trust where it came from`,
      );
    const hash = createHash('sha256').update(headerBytes);
    const out = createWriteStream(to, { mode: 0o600 });
    const stream = payload();
    stream.on('data', (chunk) => hash.update(chunk));
    await pipeline(stream, out);
    if (!timingSafeEqual(hash.digest(), sealBytes))
      throw new Refused(`${file} is damaged: its checksum does not match (changed after it was made)`);
  }
  // Strapi's export itself: a gzip read to its end checks its own CRC and length.
  try {
    await pipeline(
      createReadStream(to),
      createGunzip(),
      new Writable({ write: (_chunk, _encoding, done) => done() }),
    );
  } catch {
    throw new Refused(`${file} is damaged: Strapi's export inside it cannot be read`);
  }
  return header;
}
