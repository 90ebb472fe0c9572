/** @jest-environment node */
// The home's content survives losing the server: a backup of the sample CMS (on SQLite) after an editor's changes (a
// new team member with a photo, a changed fee), restored into an empty CMS on PostgreSQL, gives the same site; and a
// backup that is cut short, changed, for another key, or a CMS that already holds content, is refused in one line
// with nothing changed. In `npm run test:cms`: the refusals on each database, the restore on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { cmsDir, unusedPort } from '../shared';
import { SEED_EDITION } from '../../lib/cms/tools';
import { onPostgres, suiteName, suiteResults, testPostgres } from '../testing/cms-database';
import { buildSiteFrom, siteContent } from '../testing/site-content';
import { sampleCmsCopy, type SampleCmsCopy } from '../testing/sample-cms-copy';
import { Refused } from './archive';
import { backupCms, restoreCms } from './backup';
import {
  databaseState,
  removeSqliteDatabase,
  startEmbeddedCms,
  type EmbeddedCms,
  type EmbeddedCmsOptions,
} from '.';
import { cmsRequest, publishMemberWithPortrait, registerWriter } from './write';

const work = suiteResults('backup-e2e');
const KEY = `backup-test-key-${randomBytes(12).toString('hex')}`;
const MEMBER = `Rosalind Backupwell ${randomBytes(3).toString('hex').replace(/\d/g, 'x')}`;
/** The fee after the edit: the first stay's "from" price, changed by the editor. */
let newFee: number;

let source: SampleCmsCopy;
let target: EmbeddedCmsOptions;
let backup: string;
const removeTarget: Array<() => Promise<void>> = [];

/** The target CMS: an empty database of the suite's kind, with an uploads folder and token file of its own. */
async function emptyTarget(): Promise<EmbeddedCmsOptions> {
  const publicDir = `.tmp/${suiteName('backup-e2e-target')}-public`;
  const tokenFile = `.tmp/${suiteName('backup-e2e-target')}-token`;
  rmSync(path.join(cmsDir, publicDir), { recursive: true, force: true });
  rmSync(path.join(cmsDir, tokenFile), { force: true });
  removeTarget.push(async () => {
    rmSync(path.join(cmsDir, publicDir), { recursive: true, force: true });
    rmSync(path.join(cmsDir, tokenFile), { force: true });
    rmSync(path.join(cmsDir, `${tokenFile}.preview`), { force: true });
  });
  const postgres = await testPostgres();
  if (postgres) {
    await postgres.dropDatabase('backup_e2e_target');
    await postgres.createDatabase('backup_e2e_target');
    removeTarget.push(() => postgres.dropDatabase('backup_e2e_target'));
    return { tokenFile, env: { ...postgres.env('backup_e2e_target'), CMS_PUBLIC_DIR: publicDir } };
  }
  const databaseFile = `.tmp/${suiteName('backup-e2e-target')}.db`;
  removeSqliteDatabase(databaseFile);
  removeTarget.push(async () => removeSqliteDatabase(databaseFile));
  return { databaseFile, tokenFile, env: { CMS_PUBLIC_DIR: publicDir } };
}

/** What a restore refused: its one line. Fails the test when it was not refused. */
async function refusal(file: string, options: { key?: string; replace?: boolean } = {}): Promise<string> {
  try {
    await restoreCms(file, { key: KEY, ...options, cms: target });
  } catch (error) {
    expect(error).toBeInstanceOf(Refused);
    const message = (error as Error).message;
    expect(message.split('\n')).toHaveLength(1);
    return message;
  }
  throw new Error('the restore was not refused');
}

/** Everything about the target a restore could change: its database's state and its uploads folder's files. */
function targetState() {
  const uploads = path.join(cmsDir, target.env!.CMS_PUBLIC_DIR!, 'uploads');
  return {
    database: databaseState(target),
    uploads: existsSync(uploads) ? readdirSync(uploads).sort() : [],
  };
}

/** The site built from `cms`, into an out folder named `name`. */
const build = (cms: EmbeddedCms, name: string) => buildSiteFrom(cms, path.join(work, `out-${name}`));

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // The source is always SQLite, as the embedded CMS runs by default.
  source = await sampleCmsCopy('backup-e2e-source', { database: 'sqlite' });
  const port = await unusedPort();
  const cms = await startEmbeddedCms({ ...source.options, port });
  try {
    const { adminJwt, token } = await registerWriter(cms, {
      email: 'backup-test@wealdhaven-house.example',
      password: `Backup-${randomBytes(12).toString('hex')}`,
    });
    // A new member of staff with a portrait, published.
    const portrait = await sharp({ create: { width: 600, height: 750, channels: 3, background: '#6b8f71' } })
      .jpeg()
      .toBuffer();
    await publishMemberWithPortrait(cms.url, token, {
      name: MEMBER,
      portrait,
      fileName: 'backup-test-portrait.jpg',
    });
    // A changed fee, published from the admin panel's form.
    const uid = 'api::fees-and-funding.fees-and-funding';
    const { data: draft } = await cmsRequest<{
      data: Record<string, unknown> & { stays: { priceFrom: number | null }[] };
    }>(cms.url, `/content-manager/single-types/${uid}`, { token: adminJwt });
    delete draft.status;
    // The first fee with figures of its own (a fee by room takes its figures from the rooms).
    const stay = draft.stays.find((one) => one.priceFrom != null)!;
    newFee = stay.priceFrom! - 7;
    stay.priceFrom = newFee;
    await cmsRequest(cms.url, `/content-manager/single-types/${uid}/actions/publish`, {
      method: 'POST',
      token: adminJwt,
      body: draft,
    });
  } finally {
    await cms.stop();
    rmSync(cms.logFile, { force: true });
  }
  target = await emptyTarget();
  const done = await backupCms(path.join(work, 'backups'), { key: KEY, cms: source.options });
  backup = done.file;
}, 300_000);

afterAll(async () => {
  for (const remove of removeTarget) await remove();
  await source?.remove();
}, 60_000);

describe('a backup', () => {
  it('is one dated file, encrypted with AES-256-GCM, that names where it came from', () => {
    expect(path.basename(backup)).toMatch(/^cms-backup-\d{4}-\d\d-\d\dT\d{6}Z\.backup$/);
    const head = readFileSync(backup).subarray(0, 2000).toString('latin1');
    expect(head.startsWith('CMS-BACKUP 1\n')).toBe(true);
    const header = JSON.parse(head.split('\n')[1]!);
    expect(header).toMatchObject({ cipher: 'aes-256-gcm', source: { database: 'sqlite' } });
    // Encrypted: nothing of the content readable, not even the member's name.
    expect(readFileSync(backup).includes(Buffer.from(MEMBER.split(' ')[1]!))).toBe(false);
  });

  it('is refused in one line, changing nothing, when cut short, changed, for another key or without its key', async () => {
    const before = targetState();
    const bytes = readFileSync(backup);
    const cut = path.join(work, 'cut.backup');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    expect(await refusal(cut)).toMatch(/is cut short: \d+ bytes of the \d+ it was written with/);

    const changed = path.join(work, 'changed.backup');
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)]! ^= 0x01;
    writeFileSync(changed, flipped);
    expect(await refusal(changed)).toMatch(/is damaged: it fails its authentication check/);

    const header = Buffer.from(bytes);
    const at = header.indexOf(Buffer.from('"sqlite"'));
    header.write('"SQLITE"', at, 'latin1');
    const changedHeader = path.join(work, 'changed-header.backup');
    writeFileSync(changedHeader, header);
    expect(await refusal(changedHeader)).toMatch(/is damaged/);

    expect(await refusal(backup, { key: `another-key-${randomBytes(8).toString('hex')}` })).toMatch(
      /was made with another key than CMS_BACKUP_KEY/,
    );
    expect(await refusal(backup, { key: '' })).toMatch(/is encrypted: set CMS_BACKUP_KEY/);
    const notOne = path.join(work, 'not-a-backup.tar.gz');
    copyFileSync(path.join(cmsDir, 'package.json'), notOne);
    expect(await refusal(notOne)).toMatch(/is not a backup of this CMS/);
    expect(targetState()).toEqual(before);
    expect(before.database).toEqual({ edition: 0, content: 0, admins: 0 });
  }, 120_000);
});

// Restored onto the other database, as the issue asks: on the suite's PostgreSQL run, from SQLite. (On its SQLite run,
// a restore from SQLite to SQLite would only repeat it, at a minute and two builds more.)
if (onPostgres())
  describe('a restore', () => {
    let restoredSite: ReturnType<typeof siteContent> | undefined;
    let sourceSite: ReturnType<typeof siteContent> | undefined;

    it('puts everything back into an empty CMS, with a new token for the site', async () => {
      const done = await restoreCms(backup, { key: KEY, cms: target });
      expect(done.header.source.database).toBe('sqlite');
      expect(done.database).toMatch(onPostgres() ? /^PostgreSQL backup_e2e_target/ : /^SQLite /);
      const state = databaseState(target);
      expect(state.edition).toBe(SEED_EDITION);
      expect(state.content).toBe(databaseState(source.options).content);
      const token = readFileSync(path.join(cmsDir, target.tokenFile!), 'utf8').trim();
      expect(token).not.toBe(readFileSync(path.join(cmsDir, source.options.tokenFile!), 'utf8').trim());
      // Every upload's file, formats included, in the target's own folder.
      const uploads = readdirSync(path.join(cmsDir, target.env!.CMS_PUBLIC_DIR!, 'uploads'));
      expect(uploads.some((name) => name.includes('backup_test_portrait'))).toBe(true);
    }, 300_000);

    // The whole site, built from each: on the PostgreSQL run, from SQLite and from its restore on PostgreSQL.
    it('gives the same site as the CMS it was made from: every page’s text, photo and document', async () => {
      const port = await unusedPort();
      const from = await startEmbeddedCms({ ...source.options, port });
      try {
        sourceSite = siteContent(await build(from, 'source'));
      } finally {
        await from.stop();
        rmSync(from.logFile, { force: true });
      }
      const to = await startEmbeddedCms({ ...target, port: await unusedPort() });
      try {
        restoredSite = siteContent(await build(to, 'restored'));
      } finally {
        await to.stop();
        rmSync(to.logFile, { force: true });
      }
      expect(Object.keys(sourceSite.pages).length).toBeGreaterThan(10);
      expect(sourceSite.pages['team.html']).toContain(MEMBER);
      expect(sourceSite.pages['fees.html']).toContain(`£${newFee.toLocaleString('en-GB')}`);
      expect(Object.keys(sourceSite.bytes).some((file) => file.endsWith('.pdf'))).toBe(true);
      expect(restoredSite.pages).toEqual(sourceSite.pages);
      expect(restoredSite.bytes).toEqual(sourceSite.bytes);
    }, 900_000);

    it('is refused, changing nothing, into a CMS that already holds content', async () => {
      const before = targetState();
      expect(before.database.content).toBeGreaterThan(0);
      expect(await refusal(backup)).toMatch(
        /already holds content \(\d+ rows\): a restore replaces all of it; run again with --replace/,
      );
      expect(targetState()).toEqual(before);
      expect(statSync(backup).size).toBeGreaterThan(0);
    }, 120_000);
  });
