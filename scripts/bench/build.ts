// `npm run bench:build`: how the build grows with content, and what the photo cache saves. For each gallery size
// (30 and 300; BENCH_SIZES=30,300,1000 changes them) it starts the embedded CMS on a fresh copy of sample content with
// that many photos, each a picture of its own, and times three builds in a row:
//   cold     the photo cache empty: every photo fetched and encoded;
//   warm     a rebuild with nothing changed in the CMS: nothing fetched or encoded;
//   changed  a rebuild after one photo's file was replaced through Strapi's upload API (as the media library's
//            Replace does: same URL, same Strapi hash), which encodes that one photo.
// It prints the times, the photos encoded, the encoding time per photo, and gallery.html's size, writes them to
// test-results/bench-build.json, and compares the largest size with the smallest: it exits non-zero if gallery.html
// or the warm build grew past their bounds (1.3x and 1.5x). A benchmark, not a test: `npm test` does not run it.
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import sharp from 'sharp';
import {
  cmsRequest,
  envWithCms,
  registerWriter,
  removeSqliteDatabase,
  seedIfNeeded,
  startEmbeddedCms,
  uploadFile,
  type StrapiFile,
} from '../embedded-cms';
import { cmsDir, rootDir, showProgress } from '../shared';
import { runBuild } from '../testing';
import { writeFigures } from './sites';

const sizes = (process.env.BENCH_SIZES ?? '30,300').split(',').map((size) => Number.parseInt(size, 10));
const port = Number(process.env.BENCH_CMS_PORT ?? 1347);

/** Builds done so far, of all the benchmark runs: its progress. */
const progress = { done: 0, total: sizes.length * 3, detail: '' };

/** A measured build: its time and what the build's report says of its photos and CMS reads. */
async function measuredBuild(env: NodeJS.ProcessEnv, label: string) {
  const started = performance.now();
  const { code, output, report } = await runBuild(env);
  const seconds = (performance.now() - started) / 1000;
  progress.done += 1;
  if (code !== 0 || !report)
    throw new Error(`the ${label} build failed:\n${output.split('\n').slice(-8).join('\n')}`);
  if (!report.ok) throw new Error(`the ${label} build reported a failure: ${report.reason}`);
  return { seconds, ...report.photos };
}

/** A new picture (a gradient in a random colour) to put in place of a photo's file. */
function replacementPicture() {
  const [r, g, b] = [...randomBytes(3)];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067"><defs><linearGradient id="g"><stop offset="0" stop-color="rgb(${r},${g},${b})"/><stop offset="1" stop-color="#fbf8f1"/></linearGradient></defs><rect width="1600" height="1067" fill="url(#g)"/><circle cx="1200" cy="300" r="160" fill="#e7c873"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 84 }).toBuffer();
}

const results = [];
const stopProgress = showProgress('bench: builds', () => progress);
for (const size of sizes) {
  console.log(`bench: ${size} gallery photos: preparing the CMS`);
  // Sample content seeded once per size, and copied for each run, so that every run starts from the same content.
  const template = `.tmp/bench-photos-${size}.db`;
  const database = `.tmp/bench-photos-${size}-run.db`;
  const tokenFile = `.tmp/bench-photos-${size}-token`;
  // Its own uploads folder: the CMS removes at start the files its database does not name (cms/src/uploads-sweep.js).
  const uploadsEnv = { CMS_PUBLIC_DIR: `.tmp/bench-photos-${size}-public` };
  if (!existsSync(path.join(cmsDir, uploadsEnv.CMS_PUBLIC_DIR))) removeSqliteDatabase(template);
  seedIfNeeded({ databaseFile: template, tokenFile, galleryCount: size, port, env: uploadsEnv });
  removeSqliteDatabase(database);
  // (The copy records the seed's edition as the template does, in itself.)
  copyFileSync(path.join(cmsDir, template), path.join(cmsDir, database));

  const cms = await startEmbeddedCms({
    port,
    databaseFile: database,
    tokenFile,
    galleryCount: size,
    env: uploadsEnv,
  });
  const cacheDir = path.join(rootDir, '.bench', `media-${size}`);
  try {
    rmSync(cacheDir, { recursive: true, force: true });
    const outDir = path.join('.bench', `out-${size}`);
    const env = envWithCms(cms, { SITE_OUT_DIR: outDir, MEDIA_CACHE_DIR: cacheDir });

    console.log(`bench: ${size} gallery photos: cold build (empty photo cache)`);
    progress.detail = `${size} photos, cold`;
    const cold = await measuredBuild(env, 'cold');
    console.log(`bench: ${size} gallery photos: warm rebuild`);
    progress.detail = `${size} photos, warm`;
    const warm = await measuredBuild(env, 'warm');
    const html = readFileSync(path.join(rootDir, outDir, 'gallery.html'));

    // An editor replaces the file of the first gallery photo.
    const writer = await registerWriter(cms, {
      email: 'bench@wealdhaven-house.example',
      password: `Bench-${randomBytes(12).toString('hex')}`,
    });
    const { data } = await cmsRequest<{ data: { image: StrapiFile }[] }>(
      cms.url,
      '/api/galleries?populate=image&sort=order:asc&pagination[pageSize]=1',
      { token: writer.token },
    );
    const first = data[0];
    if (!first) throw new Error('the CMS has no gallery photo to replace');
    await uploadFile(
      cms.url,
      writer.token,
      {
        name: first.image.name,
        bytes: await replacementPicture(),
        type: 'image/jpeg',
        alternativeText: 'A replaced photo',
      },
      first.image.id,
    );
    console.log(`bench: ${size} gallery photos: rebuild after one photo was replaced`);
    progress.detail = `${size} photos, changed`;
    const changed = await measuredBuild(env, 'changed');

    results.push({
      size,
      cold,
      warm,
      changed,
      galleryHtmlKb: { raw: html.length / 1024, gzip: gzipSync(html).length / 1024 },
    });
  } finally {
    await cms.stop();
    removeSqliteDatabase(database);
  }
}

stopProgress();

const cell = (build: Awaited<ReturnType<typeof measuredBuild>>) =>
  `${build.seconds.toFixed(1)} s, ${build.encoded} encoded`.padStart(22) +
  (build.encoded ? ` (${((build.encodeSeconds / build.encoded) * 1000).toFixed(0)} ms each)` : '').padEnd(16);
console.log(
  '\nbench: build time by gallery size; "encoded" counts photos made (AVIF and WebP at up to 4 widths, 1 JPEG)',
);
console.log(
  `${'photos'.padStart(6)} | ${'cold: empty photo cache'.padEnd(38)} | ${'warm: nothing changed'.padEnd(38)} | ${'one photo replaced'.padEnd(38)} | gallery.html (gzip)`,
);
for (const { size, cold, warm, changed, galleryHtmlKb } of results) {
  console.log(
    [
      String(size).padStart(6),
      cell(cold),
      cell(warm),
      cell(changed),
      `${galleryHtmlKb.raw.toFixed(0)} KB (${galleryHtmlKb.gzip.toFixed(0)} KB)`,
    ].join(' | '),
  );
}
writeFigures('bench-build', results);

// How the gallery's cost grows with the album: from the smallest size measured to the largest. The album is in pages
// (lib/album.ts), so gallery.html holds one page whatever the size, and a build with nothing to encode renders one
// more small page per 24 photos. A cold build also encodes every photo, which grows with the photos by nature (the
// figure per photo is above), so the bound is on the warm build.
const [small, large] = [results[0], results.at(-1)];
if (small && large && small !== large) {
  const bounds: [label: string, ratio: number, bound: number | null][] = [
    ['gallery.html, raw', large.galleryHtmlKb.raw / small.galleryHtmlKb.raw, 1.3],
    ['gallery.html, gzip', large.galleryHtmlKb.gzip / small.galleryHtmlKb.gzip, null],
    ['build, warm', large.warm.seconds / small.warm.seconds, 1.5],
    ['build, cold (encodes every photo)', large.cold.seconds / small.cold.seconds, null],
  ];
  console.log(`\nbench: ${large.size} photos against ${small.size}`);
  let exceeded = 0;
  for (const [label, ratio, bound] of bounds) {
    const verdict =
      bound === null ? '' : ratio <= bound ? `, at most ${bound}x: ok` : `, at most ${bound}x: EXCEEDED`;
    if (bound !== null && ratio > bound) exceeded += 1;
    console.log(`  ${label.padEnd(34)} ${ratio.toFixed(2)}x${verdict}`);
  }
  if (exceeded) process.exitCode = 1;
}
