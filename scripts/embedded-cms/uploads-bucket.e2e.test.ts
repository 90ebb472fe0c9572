/** @jest-environment node */
// Uploads in an S3-compatible bucket (cms/src/uploads-bucket.js), against a real server that speaks S3 over HTTP, which
// the test starts (scripts/testing/s3-server.ts): the sample's backup restored onto a new database and a bucket puts
// every upload in the bucket and nothing on the CMS's disk; an upload, a replaced photo and a deletion go to and from
// the bucket; the site is built with its photos fetched from the bucket; and a backup made with the uploads in the
// bucket, restored onto a new database and a new bucket, builds the same site (every page's text, every photo's and
// document's bytes), as it does from the same bucket made private, through signed addresses. On the SQLite run of the
// CMS suite only (backup.e2e's restore runs on PostgreSQL's).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { photoKey } from '../../lib/cms/tools';
import { cmsDir, unusedPort } from '../shared';
import { emptyCmsDatabase, onPostgres, suiteResults } from '../testing/cms-database';
import { s3Folder, startS3Server, type S3Server } from '../testing/s3-server';
import { buildSiteFrom, siteContent, type SiteContent } from '../testing/site-content';
import { sampleCmsCopy, type SampleCmsCopy } from '../testing/sample-cms-copy';
import { backupCms, restoreCms } from './backup';
import { startEmbeddedCms, type EmbeddedCms, type EmbeddedCmsOptions } from '.';
import { cmsRequest, publishMemberWithPortrait, registerWriter, uploadFile, type StrapiFile } from './write';

const work = suiteResults('uploads-bucket-e2e');
const MEMBER = `Imogen Bucketwell ${randomBytes(3).toString('hex').replace(/\d/g, 'q')}`;
const cleanUps: Array<() => unknown> = [];

let s3: S3Server;
let sample: SampleCmsCopy;
/** The CMS whose uploads are in the bucket "home-a", restored from the sample; and its restore, in "home-b". */
let homeA: EmbeddedCmsOptions;
let homeB: EmbeddedCmsOptions;

type UploadRow = StrapiFile & { formats?: Record<string, { url: string }> | null };

/** A photo made up for the test: a flat colour, as a JPEG. */
const photo = (background: string, width = 900) =>
  sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Every address an upload's files are at: the original's and each format's. */
const addressesOf = (file: UploadRow) => [
  file.url,
  ...Object.values(file.formats ?? {}).map(({ url }) => url),
];

/** The key in `bucket` of an address on the test's server ("<endpoint>/<bucket>/<key>"). */
const keyOf = (url: string, bucket: string) => url.slice(`${s3.endpoint}/${bucket}/`.length);

/** Each CMS's full-access token, made by its first administrator at its first start. */
const writers = new Map<EmbeddedCmsOptions, string>();

/** Runs `round` with the CMS of `options` started, and a full-access token; stops it after. */
async function withCms<T>(
  options: EmbeddedCmsOptions,
  round: (cms: EmbeddedCms, token: string) => Promise<T>,
): Promise<T> {
  const cms = await startEmbeddedCms({ ...options, port: await unusedPort() });
  try {
    if (!writers.has(options)) {
      const { token } = await registerWriter(cms, {
        email: `bucket-${randomBytes(4).toString('hex')}@wealdhaven-house.example`,
        password: `Bucket-${randomBytes(12).toString('hex')}`,
      });
      writers.set(options, token);
    }
    return await round(cms, writers.get(options)!);
  } finally {
    await cms.stop();
    rmSync(cms.logFile, { force: true });
  }
}

/** Every upload the CMS has, through the content API (the writer's full-access token). */
const uploads = (cms: EmbeddedCms, token: string) =>
  cmsRequest<UploadRow[]>(cms.url, '/api/upload/files?pagination[pageSize]=1000', { token });

/** The site built from `cms`, its photos fetched from the test's S3 server, into an out folder named `name`. */
const build = (cms: EmbeddedCms, name: string) =>
  buildSiteFrom(cms, path.join(work, `out-${name}`), { CMS_MEDIA_ORIGINS: s3.endpoint });

/** A new, empty database of the suite's kind, with its uploads in `bucket` on the test's server. */
async function homeWithBucket(name: string, bucket: string): Promise<EmbeddedCmsOptions> {
  const options = await emptyCmsDatabase(name, 0, cleanUps);
  return { ...options, env: { ...options.env, ...s3.env(bucket) } };
}

const onSqlite = onPostgres() ? describe.skip : describe;

onSqlite('uploads in an S3-compatible bucket', () => {
  let siteA: SiteContent;

  beforeAll(async () => {
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work, { recursive: true });
    s3 = await startS3Server(s3Folder(work), ['home-a', 'home-b']);
    sample = await sampleCmsCopy('uploads-bucket-e2e-sample', { database: 'sqlite' });
    const { file } = await backupCms(path.join(work, 'backups'), { cms: sample.options });
    homeA = await homeWithBucket('uploads-bucket-e2e-a', 'home-a');
    await restoreCms(file, { cms: homeA });
  }, 600_000);

  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
    await sample?.remove();
    await s3?.stop();
  }, 60_000);

  it('restored onto a new database and a bucket, puts every upload in the bucket and nothing on the CMS’s disk', async () => {
    await withCms(homeA, async (cms, token) => {
      const files = await uploads(cms, token);
      expect(files.length).toBeGreaterThan(30);
      const addresses = files.flatMap(addressesOf);
      const keys = await s3.keys('home-a');
      expect(addresses.filter((url) => !url.startsWith(`${s3.endpoint}/home-a/`))).toEqual([]);
      expect(addresses.map((url) => keyOf(url, 'home-a')).sort()).toEqual(keys);
      const disk = path.join(cmsDir, homeA.env!.CMS_PUBLIC_DIR!, 'uploads');
      expect(existsSync(disk) ? readdirSync(disk).filter((name) => !name.startsWith('.')) : []).toEqual([]);
      // The admin shows pictures from the bucket: its origin is in the admin's Content-Security-Policy.
      const policy = (await fetch(`${cms.url}/admin/init`)).headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replaceAll('.', '\\.')}`));
    });
  }, 300_000);

  it('takes an upload, a replaced photo and a deletion to and from the bucket', async () => {
    await withCms(homeA, async (cms, token) => {
      const first = await photo('#7a9e7e');
      const uploaded = (await uploadFile(cms.url, token, {
        name: 'bucket-garden.jpg',
        bytes: first,
        type: 'image/jpeg',
        alternativeText: 'The garden in spring',
      })) as UploadRow;
      expect(uploaded.url.startsWith(`${s3.endpoint}/home-a/`)).toBe(true);
      expect(Buffer.from(await (await fetch(uploaded.url)).arrayBuffer())).toEqual(first);
      // Every size Strapi made of it is in the bucket too.
      const made = addressesOf(uploaded);
      expect(made.length).toBeGreaterThan(1);
      const keys = await s3.keys('home-a');
      for (const url of made) expect(keys).toContain(keyOf(url, 'home-a'));

      // Replaced, as the media library's Replace does: the new photo at the upload's address, the old one gone.
      const second = await photo('#c9a227');
      const replaced = (await uploadFile(
        cms.url,
        token,
        {
          name: 'bucket-garden.jpg',
          bytes: second,
          type: 'image/jpeg',
          alternativeText: 'The garden in summer',
        },
        uploaded.id,
      )) as UploadRow;
      expect(Buffer.from(await (await fetch(replaced.url)).arrayBuffer())).toEqual(second);
      if (replaced.url !== uploaded.url) expect((await fetch(uploaded.url)).status).toBe(404);

      // Deleted: no file of it left in the bucket.
      await cmsRequest(cms.url, `/api/upload/files/${uploaded.id}`, { method: 'DELETE', token });
      const left = await s3.keys('home-a');
      for (const url of addressesOf(replaced)) {
        expect(left).not.toContain(keyOf(url, 'home-a'));
        expect((await fetch(url)).status).toBe(404);
      }
    });
  }, 300_000);

  it('builds the site with its photos fetched from the bucket, a new portrait included', async () => {
    const portrait = await photo('#6b8f71', 600);
    await withCms(homeA, async (cms, token) => {
      await publishMemberWithPortrait(cms.url, token, {
        name: MEMBER,
        portrait,
        fileName: 'bucket-portrait.jpg',
      });
      siteA = siteContent(await build(cms, 'home-a'));
    });
    expect(siteA.pages['team.html']).toContain(MEMBER);
    expect(Object.keys(siteA.bytes).some((file) => file.includes(`${photoKey(portrait)}-`))).toBe(true);
    expect(Object.keys(siteA.bytes).filter((file) => file.startsWith('media')).length).toBeGreaterThan(30);
  }, 600_000);

  it('backed up with its uploads in the bucket and restored onto a new database and a new bucket, builds the same site', async () => {
    const { file } = await backupCms(path.join(work, 'backups'), { cms: homeA });
    homeB = await homeWithBucket('uploads-bucket-e2e-b', 'home-b');
    await restoreCms(file, { cms: homeB });
    // Every file in the new bucket, under the same keys: the backup held the files, not only where they were.
    expect(await s3.keys('home-b')).toEqual(await s3.keys('home-a'));
    const siteB = await withCms(homeB, async (cms) => siteContent(await build(cms, 'home-b')));
    expect(siteB.pages).toEqual(siteA.pages);
    expect(siteB.bytes).toEqual(siteA.bytes);
  }, 900_000);

  it('with a private bucket (S3_PRIVATE=true), gives addresses signed for a while, and builds the same site from them', async () => {
    const privately = { ...homeB, env: { ...homeB.env, S3_PRIVATE: 'true', S3_SIGNED_URL_SECONDS: '600' } };
    writers.set(privately, writers.get(homeB)!);
    const sitePrivate = await withCms(privately, async (cms, token) => {
      const files = await uploads(cms, token);
      const urls = files.flatMap(addressesOf);
      expect(urls.length).toBeGreaterThan(30);
      // Every address signed, for the time set, and good for the file's bytes.
      for (const url of urls) {
        expect(url).toMatch(/[?&]X-Amz-Signature=[0-9a-f]+/);
        expect(url).toMatch(/[?&]X-Amz-Expires=600(&|$)/);
      }
      const answer = await fetch(urls[0]!);
      expect(answer.status).toBe(200);
      expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(0);
      return siteContent(await build(cms, 'home-b-private'));
    });
    expect(sitePrivate.pages).toEqual(siteA.pages);
    expect(sitePrivate.bytes).toEqual(siteA.bytes);
  }, 600_000);
});
