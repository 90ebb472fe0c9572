// `npm run bench:build`: how the build grows with content. Builds the site against the embedded CMS seeded with 30
// and with 300 gallery items (each in its own database under cms/.tmp/, seeded on first use) and prints the
// content-fetch time and the total build time of each. BENCH_SIZES=30,300,1000 changes the sizes.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { envWithCms, rootDir, startEmbeddedCms } from './cms.mjs';

const sizes = (process.env.BENCH_SIZES ?? '30,300').split(',').map((size) => Number.parseInt(size, 10));
const port = Number(process.env.BENCH_CMS_PORT ?? 1347);

function run(env) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['scripts/build.mjs'], {
      cwd: rootDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      resolve({ ok: code === 0, output, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

/** The slowest read of each collection: pages are rendered in parallel, and each reads its collection once. */
function fetchTimes(output) {
  const times = {};
  for (const [, count, label, ms] of output.matchAll(
    /cms: read (\d+) (gallery photos|team members) in (\d+) ms/g,
  )) {
    times[label] = { count: Number(count), ms: Math.max(Number(ms), times[label]?.ms ?? 0) };
  }
  return times;
}

const results = [];
for (const size of sizes) {
  console.log(`bench: ${size} gallery items: preparing the CMS`);
  const cms = await startEmbeddedCms({
    port,
    databaseFile: `.tmp/bench-${size}.db`,
    tokenFile: `.tmp/bench-${size}-token`,
    galleryCount: size,
  });
  try {
    // One build to warm the compiler cache, then the measured one, so both sizes are compared like for like.
    const env = envWithCms(cms, { SITE_OUT_DIR: path.join('.bench', `out-${size}`) });
    await run(env);
    const { ok, output, seconds } = await run(env);
    if (!ok)
      throw new Error(
        `the build with ${size} gallery items failed:\n${output.split('\n').slice(-5).join('\n')}`,
      );
    const times = fetchTimes(output);
    const html = readFileSync(path.join(rootDir, '.bench', `out-${size}`, 'gallery.html'));
    results.push({
      size,
      photos: times['gallery photos'],
      team: times['team members'],
      seconds,
      htmlKb: { raw: html.length / 1024, gzip: gzipSync(html).length / 1024 },
    });
  } finally {
    await cms.stop();
  }
}

console.log('\nbench: build time by gallery size (content fetch is the slowest read of each collection)');
console.log('gallery items | photos read | gallery fetch | team fetch | total build | gallery.html (gzip)');
for (const { size, photos, team, seconds, htmlKb } of results) {
  console.log(
    [
      String(size).padStart(13),
      String(photos?.count ?? '?').padStart(11),
      `${photos?.ms ?? '?'} ms`.padStart(13),
      `${team?.ms ?? '?'} ms`.padStart(10),
      `${seconds.toFixed(1)} s`.padStart(11),
      `${htmlKb.raw.toFixed(0)} KB (${htmlKb.gzip.toFixed(0)} KB)`,
    ].join(' | '),
  );
}
