/** @jest-environment node */
// The backup file's container (archive.ts): sealed and opened whole, with and without a key, and refused in one line
// when it is not whole. (backup.e2e.test.ts does the same with a real Strapi export, and restores it.)
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { openBackup, Refused, sealBackup } from './archive';

const KEY = 'a-key-for-the-archive-test-only';
const source = { database: 'sqlite', strapi: '5.0.0', contentRows: 3 };

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function sealed(key?: string) {
  const folder = mkdtempSync(path.join(tmpdir(), 'archive-test-'));
  folders.push(folder);
  const exportFile = path.join(folder, 'export.tar.gz');
  const payload = gzipSync(randomBytes(200_000));
  writeFileSync(exportFile, payload);
  const file = path.join(folder, 'backup');
  await sealBackup(exportFile, file, { key, source });
  return { folder, file, payload };
}

async function refusal(file: string, key?: string) {
  const error = await openBackup(file, `${file}.out`, key).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Refused);
  return (error as Error).message;
}

describe.each([
  ['with a key (AES-256-GCM)', KEY],
  ['without one (a SHA-256)', undefined],
])('a backup %s', (_, key) => {
  it('opens to exactly what was sealed', async () => {
    const { file, payload } = await sealed(key);
    const header = await openBackup(file, `${file}.out`, key);
    expect(header).toMatchObject({
      cipher: key ? 'aes-256-gcm' : 'none',
      payloadBytes: payload.length,
      source,
    });
    expect(readFileSync(`${file}.out`).equals(payload)).toBe(true);
    expect(readFileSync(file).includes(payload.subarray(100, 140))).toBe(!key);
  });

  it('is refused when a byte of its payload, its header or its seal changed, or it was cut short', async () => {
    const { file } = await sealed(key);
    const bytes = readFileSync(file);
    const changedAt = async (at: number) => {
      const changed = Buffer.from(bytes);
      changed[at]! ^= 0x20;
      writeFileSync(`${file}.changed`, changed);
      return refusal(`${file}.changed`, key);
    };
    expect(await changedAt(Math.floor(bytes.length / 2))).toMatch(/is damaged/);
    expect(await changedAt(bytes.indexOf('"sqlite"') + 2)).toMatch(/is damaged/);
    expect(await changedAt(bytes.length - 3)).toMatch(/is damaged/);
    writeFileSync(`${file}.cut`, bytes.subarray(0, bytes.length - 1));
    expect(await refusal(`${file}.cut`, key)).toMatch(/is cut short/);
    writeFileSync(`${file}.longer`, Buffer.concat([bytes, Buffer.from('x')]));
    expect(await refusal(`${file}.longer`, key)).toMatch(/bytes more than it was written with/);
  });
});

describe('a backup without a key', () => {
  it('is refused when a key is set: anyone could have made it', async () => {
    const { file } = await sealed();
    expect(await refusal(file, KEY)).toMatch(/is not encrypted, but CMS_BACKUP_KEY is set/);
  });
});

describe('an encrypted backup', () => {
  it('is refused without its key, or with another', async () => {
    const { file } = await sealed(KEY);
    expect(await refusal(file)).toMatch(/is encrypted: set CMS_BACKUP_KEY/);
    expect(await refusal(file, `${KEY}-not`)).toMatch(/was made with another key than CMS_BACKUP_KEY/);
  });
});
