/** @jest-environment node */
// The real build: against a broken CMS it must fail with one clear line and leave the last good site exactly as it
// was; it publishes what the CMS holds now; and its gallery stays light at 300 photos, every one reachable by links.
// These run the real build script (and so a real `next build`), which takes a little while. They are in one file
// because two builds of one checkout take turns (they would share .next and the staging folder): in two files, on two
// Jest workers, they would wait for each other.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import {
  galleryOf,
  recorded,
  startRecordedStrapi,
  type RecordedStrapi,
} from '../../lib/cms/testing/recorded-strapi';
import { ALBUM_PAGE_SIZE } from '../../lib/album';
import { contentTypes } from '../../lib/cms/tools';
import { launchChromium, unusedPort, rootDir, withFolderLock } from '../shared';
import { createStaticServer } from '../server/serve';
import { axeViolations } from '../../e2e/axe';
import { formatDate } from '../../lib/dates';
import { serveRecordedUploads } from '../../lib/cms/testing/recorded-uploads';
import {
  recordedRegulators,
  startRecordedRegulators,
  type RecordedRegulators,
} from '../../lib/regulators/testing/recorded-regulators';
import { readPdfsApart } from '../testing/read-pdf-apart';
import { runBuild } from '../testing/run-build';

const TOKEN = 'build-fault-test-token-9b8a7c6d5e4f';
const PREVIOUS = '<!doctype html><title>yesterday</title><p>The last good site.</p>';

let work: string;
let outDir: string;

beforeEach(() => {
  const parent = path.join(rootDir, 'test-results');
  mkdirSync(parent, { recursive: true });
  work = mkdtempSync(path.join(parent, 'build-faults-'));
  outDir = path.join(work, 'out');
  mkdirSync(outDir);
  writeFileSync(path.join(outDir, 'index.html'), PREVIOUS);
});

afterEach(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/**
 * The day the recorded CMS's builds are made for, unless a test gives its own: its kinds of room were checked on 23
 * November and its jobs closed by the 24th, so a build on the clock's day showed other words as the weeks went by
 * (from 8 December, 15 days on, the rooms' check was too old to state and the home page said so).
 */
const RECORDED_DAY = '2026-11-30';

function build(env: Record<string, string>, options?: Parameters<typeof runBuild>[1]) {
  return runBuild(
    {
      SITE_OUT_DIR: outDir,
      STRAPI_TOKEN: TOKEN,
      SITE_BUILD_DAY: RECORDED_DAY,
      // A photo cache of the test's own: its builds start cold and leave nothing behind.
      MEDIA_CACHE_DIR: path.join(work, 'media-cache'),
      ...env,
    },
    options,
  );
}

function lastLine(output: string) {
  return output.trim().split('\n').pop() ?? '';
}

/** The built site, served as a static host serves it: its address, a page's HTML (200 only), and a way to stop. */
async function serve(root: string) {
  const server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    async html(route: string) {
      const response = await fetch(`${origin}${route}`);
      expect(response.status).toBe(200);
      // React puts an empty comment between neighbouring pieces of text.
      return (await response.text()).replaceAll('<!-- -->', '');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function expectPreviousSiteUntouched() {
  expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe(PREVIOUS);
  expect(existsSync(path.join(rootDir, '.site-staging'))).toBe(false);
}

/** A recorded CMS serving its uploads, for one test, closed after it. */
async function withRecordedCms(test: (strapi: RecordedStrapi) => Promise<void>) {
  const strapi = await startRecordedStrapi();
  await serveRecordedUploads(strapi);
  try {
    await test(strapi);
  } finally {
    await strapi.close();
  }
}

describe('a build against a broken CMS', () => {
  let strapi: RecordedStrapi | undefined;
  afterEach(async () => {
    await strapi?.close();
    strapi = undefined;
  });

  it('fails when the CMS is down, says so in its last line, and leaves out/ as it was', async () => {
    const port = await unusedPort();
    const { code, output } = await build({ STRAPI_URL: `http://127.0.0.1:${port}` });
    expect(code).not.toBe(0);
    expect(lastLine(output)).toMatch(
      new RegExp(
        `^build failed after [\\d.]+s: CMS unreachable reading "(galleries|teams|fact-sheet)" from http://127\\.0\\.0\\.1:${port}/api/[\\w-]+(\\?page=1)?: could not connect \\(ECONNREFUSED\\) \\(after 3 attempts\\)\\. The previous site in .+ is unchanged\\.$`,
      ),
    );
    expect(output).not.toContain(TOKEN);
    expectPreviousSiteUntouched();
  }, 180_000);

  it('fails in one line naming NEXT_PUBLIC_SITE_URL on a host that gives no address, rather than publish localhost', async () => {
    // Vercel says it builds (VERCEL=1), but not where the site lives: its production address variable is unset.
    const { code, output } = await build({
      STRAPI_URL: 'http://127.0.0.1:9',
      NEXT_PUBLIC_SITE_URL: '',
      VERCEL: '1',
      VERCEL_PROJECT_PRODUCTION_URL: '',
    });
    expect(code).not.toBe(0);
    expect(lastLine(output)).toMatch(
      /^build failed after [\d.]+s: NEXT_PUBLIC_SITE_URL is not set: on Vercel the build needs the site's public address, .*\. The previous site in .+ is unchanged\.$/,
    );
    expectPreviousSiteUntouched();
  }, 60_000);

  it('waits for another build of the checkout to finish, and one refused before its turn leaves that build alone', async () => {
    const staging = path.join(rootDir, '.site-staging');
    const marker = path.join(staging, 'another-build.txt');
    let second: ReturnType<typeof build> | undefined;
    const said: string[] = [];
    // The test holds the build's lock, as another build would, with a staged file of that build's.
    await withFolderLock(
      staging,
      'build of the site',
      async () => {
        rmSync(staging, { recursive: true, force: true });
        mkdirSync(staging);
        writeFileSync(marker, 'staged by another build');
        // Refused at once (the site's address is checked before the build waits its turn): the other's files stay.
        const refused = await build({
          STRAPI_URL: 'http://127.0.0.1:9',
          NEXT_PUBLIC_SITE_URL: 'not an address',
        });
        expect(refused.code).not.toBe(0);
        expect(lastLine(refused.output)).toMatch(/^build failed after [\d.]+s: NEXT_PUBLIC_SITE_URL must be/);
        expect(refused.output).not.toContain('waiting');
        expect(existsSync(marker)).toBe(true);
        // Against a CMS that is down, so that its own turn is short: it says it waits, and waits, while the lock is held.
        let live = '';
        second = build(
          { STRAPI_URL: `http://127.0.0.1:${await unusedPort()}` },
          { onOutput: (chunk) => (live += chunk) },
        );
        let ended = false;
        void second.then(() => (ended = true));
        const waiting = 'build: waiting for another build of the site in .site-staging/ to finish';
        for (const limit = Date.now() + 60_000; !live.includes(waiting) && !ended && Date.now() < limit;)
          await sleep(100);
        expect(live).toContain(waiting);
        await sleep(1_000);
        expect(ended).toBe(false);
        expect(existsSync(marker)).toBe(true);
      },
      (line) => said.push(line),
    );
    expect(said).toEqual([]);
    const { code, output } = await second!;
    expect(code).not.toBe(0);
    expect(output).toMatch(/build: waited \d+ s for the other build of the site/);
    expect(lastLine(output)).toMatch(/^build failed after [\d.]+s: CMS unreachable reading/);
    // Its own turn began by clearing the staging folder, and its failure threw away what it staged.
    expect(existsSync(staging)).toBe(false);
    expectPreviousSiteUntouched();
  }, 120_000);

  it('fails when the CMS rejects the token, and says the token was rejected', async () => {
    strapi = await startRecordedStrapi();
    const unauthorized = {
      status: 401,
      body: { data: null, error: { status: 401, name: 'UnauthorizedError' } },
    };
    strapi.queue.push(...Array.from({ length: 20 }, () => unauthorized));
    const { code, output } = await build({ STRAPI_URL: strapi.url });
    expect(code).not.toBe(0);
    expect(lastLine(output)).toMatch(
      /^build failed after [\d.]+s: CMS unauthorized \(401\) reading "(galleries|teams|fact-sheet)" from http:\/\/127\.0\.0\.1:\d+\/api\/[\w-]+(\?page=1)?: the CMS rejected the API token/,
    );
    expect(output).not.toContain(TOKEN);
    expectPreviousSiteUntouched();
  }, 180_000);

  it('fails when "Facts that change" is not published (Strapi answers 404), and says to publish it', async () => {
    strapi = await startRecordedStrapi();
    await serveRecordedUploads(strapi);
    strapi.overrides.set('/api/fact-sheet', {
      status: 404,
      body: { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } },
    });
    const { code, output } = await build({ STRAPI_URL: strapi.url });
    expect(code).not.toBe(0);
    expect(lastLine(output)).toMatch(
      /^build failed after [\d.]+s: CMS not found \(404\) reading "fact-sheet" from http:\/\/127\.0\.0\.1:\d+\/api\/fact-sheet\S*: "Facts that change" is not published: publish it in the CMS\. The previous site in .+ is unchanged\.$/,
    );
    expectPreviousSiteUntouched();
  }, 180_000);

  it('fails when a fact cannot be true (a review score of 11 out of 10), naming the field', async () => {
    strapi = await startRecordedStrapi();
    await serveRecordedUploads(strapi);
    const facts = structuredClone(recorded.facts) as { data: Record<string, unknown> };
    facts.data.reviewScore = 11;
    strapi.overrides.set('/api/fact-sheet', { status: 200, body: facts });
    const { code, output } = await build({ STRAPI_URL: strapi.url });
    expect(code).not.toBe(0);
    expect(lastLine(output)).toMatch(
      /^build failed after [\d.]+s: CMS malformed response reading "fact-sheet" from \S+: .*reviewScore.*\. The previous site in .+ is unchanged\.$/,
    );
    expectPreviousSiteUntouched();
  }, 180_000);
});

describe('a build whose CMS changes while it is read, and the rebuild after editors change content', () => {
  it('shows on every page one state of the CMS, as its first stage read it; the rebuild publishes the CMS as it is now', async () => {
    await withRecordedCms(async (strapi) => {
      // While the first build runs, each read of "The home" names another company (the footer of every page names
      // it), and once the first stage has read the team, the CMS rejects the token for it: a CMS changing and
      // failing while pages are made. (One build for both halves: a build is the slowest part of the unit stage.)
      let homeReads = 0;
      strapi.overrides.set('/api/home', () => {
        homeReads += 1;
        const home = structuredClone(recorded.home) as { data: { companyName: string } };
        home.data.companyName = `Changing Care ${homeReads} Limited`;
        return { status: 200, body: home };
      });
      const running = build({ STRAPI_URL: strapi.url });
      while (!strapi.requests.some((request) => request.path === '/api/teams')) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      strapi.overrides.set('/api/teams', {
        status: 401,
        body: { data: null, error: { status: 401, name: 'UnauthorizedError' } },
      });
      const first = await running;
      expect({ code: first.code, last: lastLine(first.output) }).toMatchObject({ code: 0 });
      const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
        name.endsWith('.html'),
      );
      expect(pages.length).toBeGreaterThan(15);
      const companies = new Set(
        pages.map(
          (page) =>
            /Changing Care \d+ Limited/.exec(readFileSync(path.join(outDir, page), 'utf8'))?.[0] ?? 'none',
        ),
      );
      // One company on every page: the one the first stage read, for the pages read nothing of the CMS's own.
      expect([...companies]).toEqual([`Changing Care ${homeReads} Limited`]);
      // Read once, by the first stage: the pages read what it kept.
      expect(strapi.requests.filter((request) => request.path === '/api/home')).toHaveLength(1);
      // Every question the build asked the CMS, asked once: the pages ask it nothing (lib/cms/store.ts).
      const asked = strapi.requests
        .filter((request) => request.path.startsWith('/api/'))
        .map((request) => `${request.path}?${request.query}`);
      expect(asked.filter((one, index) => asked.indexOf(one) !== index)).toEqual([]);
      // Each type read and reshaped once, by the first stage, which says so in a line each (with the facts the
      // editors' words name, and the brochure); the pages read the store, quietly.
      const reads = first.output.split('\n').filter((line) => /^build: read .+ in \d+ ms$/.test(line));
      expect(reads).toHaveLength(Object.keys(contentTypes).length + 2);
      // The team as the first stage read it, though the CMS refused it while the pages were made.
      const before = readFileSync(path.join(outDir, 'team.html'), 'utf8');
      const heading = (name: string) => `>${name}</h3>`;
      expect(before.includes(heading(recorded.team.data[0]!.name))).toBe(true);
      // Every recorded job has closed: the static export still makes the careers page (none open: how to apply
      // anyway), and no job page.
      expect(readFileSync(path.join(outDir, 'careers.html'), 'utf8')).toContain('No jobs open just now');
      const careersDir = path.join(outDir, 'careers');
      const jobPages = existsSync(careersDir)
        ? readdirSync(careersDir).filter((name) => name.endsWith('.html'))
        : [];
      expect(jobPages).toEqual([]);
      // The editors give one job a later closing date: it has a page of its own, for search engines too.
      const jobs = structuredClone(recorded.jobs) as { data: Record<string, unknown>[] };
      jobs.data[1]!.closingDate = '2999-12-31';
      strapi.overrides.set('/api/jobs', { status: 200, body: jobs });

      const changed = structuredClone(recorded.team) as { data: { name: string }[] };
      changed.data[0]!.name = 'Rosalind Newly-Published';
      strapi.overrides.set('/api/teams', { status: 200, body: changed });
      const firstHome = readFileSync(path.join(outDir, 'index.html'), 'utf8');

      // The editors move the facts too: a new rating and score, a review with 7 stars (left out with a warning, the
      // next taking its place) and a kind of room "checked" on a day still to come (the site asks families to call).
      const facts = structuredClone(recorded.facts) as { data: Record<string, unknown> };
      Object.assign(facts.data, {
        cqcOverall: 'Outstanding',
        cqcReportPublishedOn: '2026-09-30',
        reviewScore: 9.1,
        reviewCount: 40,
      });
      strapi.overrides.set('/api/fact-sheet', { status: 200, body: facts });
      const roomKinds = structuredClone(recorded.rooms) as { data: { checkedOn: string }[] };
      roomKinds.data[0]!.checkedOn = '2999-01-01';
      strapi.overrides.set('/api/room-kinds', { status: 200, body: roomKinds });
      const reviews = structuredClone(recorded.reviews) as {
        data: { documentId: string; quote: string; stars: number }[];
      };
      const wrong = reviews.data[0]!;
      wrong.stars = 7;
      strapi.overrides.set('/api/reviews', { status: 200, body: reviews });

      const second = await build({ STRAPI_URL: strapi.url });
      expect(second.code).toBe(0);
      const after = readFileSync(path.join(outDir, 'team.html'), 'utf8');
      expect(after.includes(heading('Rosalind Newly-Published'))).toBe(true);
      const job = readFileSync(path.join(outDir, 'careers', 'activities-organiser.html'), 'utf8');
      expect(job).toContain('"@type":"JobPosting","title":"Activities organiser"');
      expect(job).toContain('"validThrough":"2999-12-31T23:59:59+00:00"');
      expect(readFileSync(path.join(outDir, 'careers.html'), 'utf8')).toContain(
        'href="/careers/activities-organiser"',
      );
      expect(after.includes(heading(recorded.team.data[0]!.name))).toBe(false);

      // Without the empty comments React puts between adjacent pieces of text ("from <!-- -->40").
      const home = readFileSync(path.join(outDir, 'index.html'), 'utf8').replaceAll('<!-- -->', '');
      expect(home).toContain(
        'Care Quality Commission overall rating: Outstanding, report published 30 September 2026',
      );
      expect(home).toContain('from 40 reviews');
      expect(home).toContain(String(facts.data.vacanciesUnknownText));
      expect(home).not.toContain(wrong.quote.slice(0, 30));
      expect(home).toContain(reviews.data[1]!.quote.slice(0, 30));
      expect(second.output).toContain(`cms: skipped review of the home ${wrong.documentId}: `);
      expect(second.output).toContain('kind of room "A single room" was checked on 2999-01-01, after today');

      // The brochure the build makes moved with the facts: a new file, stating them.
      const brochure = (html: string) =>
        /\/media\/(wealdhaven-house-brochure-[0-9a-f]{16}\.pdf)/.exec(html)?.[1];
      expect(brochure(home)).toBeDefined();
      expect(brochure(home)).not.toBe(brochure(firstHome));
      const [reading] = await readPdfsApart([readFileSync(path.join(outDir, 'media', brochure(home)!))]);
      const text = reading!.pages.join('\n');
      expect(text).toContain('Rated Outstanding by the Care Quality Commission');
      expect(text).toContain('Report published 30 September 2026');
      expect(text).toContain('9.1/10');
      expect(text).toContain('from 40 reviews');
    });
  }, 240_000);
});

/** The distinct photos some pages use, by the hash that names their files. */
/** The photos in the main part of each page: the header's and footer's logo aside. */
function photoKeys(...pages: string[]) {
  const html = pages
    .map((page) => readFileSync(path.join(outDir, page), 'utf8'))
    .map((page) => page.slice(page.indexOf('<main'), page.indexOf('</main>')))
    .join('\n');
  return new Set([...html.matchAll(/\/media\/([0-9a-f]{16})-\d+\.avif/g)].map((match) => match[1]));
}

/** The gallery's album pages: gallery.html, then gallery/2.html, ... */
function albumPageFiles() {
  const later = readdirSync(path.join(outDir, 'gallery')).filter((name) => /^\d+\.html$/.test(name));
  return ['gallery.html', ...later.map((name) => `gallery/${name}`)];
}

type Item = { documentId: string; image: { url: string } };
const galleryItems = () => recorded.gallery.flatMap((page: { data: Item[] }) => page.data) as Item[];

describe('a build on Netlify for a day of its own (SITE_BUILD_DAY)', () => {
  it('lays out What’s on from that day (the next 14 days across a year’s end, the events still to come, the menu’s week), under Netlify’s address', async () => {
    await withRecordedCms(async (strapi) => {
      // Built for Monday 28 December 2026, with events the day before, the day after and the first Saturday of 2027.
      const events = structuredClone(recorded.events) as { data: Record<string, unknown>[] };
      const [before, after, newYear] = events.data;
      Object.assign(before!, { date: '2026-12-27', title: 'Boxing Day walk' });
      Object.assign(after!, { date: '2026-12-29', title: 'Pantomime matinee', familiesWelcome: true });
      Object.assign(newYear!, { date: '2027-01-02', title: 'New Year tea dance', familiesWelcome: false });
      events.data = [before!, after!, newYear!];
      strapi.pages.events = [events];
      // On Netlify, which gives the build its production address in URL, with NEXT_PUBLIC_SITE_URL not set.
      const address = 'https://wealdhaven.netlify.example';
      const built = await build({
        STRAPI_URL: strapi.url,
        SITE_BUILD_DAY: '2026-12-28',
        NETLIFY: 'true',
        URL: address,
        NEXT_PUBLIC_SITE_URL: '',
      });
      expect({ code: built.code, last: lastLine(built.output) }).toMatchObject({ code: 0 });
      expect(built.output).toMatch(/left out event \w+ \("Boxing Day walk"\): it was on 2026-12-27/);
      const site = await serve(outDir);
      try {
        const page = await site.html('/whats-on');
        const days = [...page.matchAll(/id="day-(\d{4}-\d\d-\d\d)"/g)].map((match) => match[1]);
        expect(days).toHaveLength(14);
        expect([days[0], days[4], days[13]]).toEqual(['2026-12-28', '2027-01-01', '2027-01-10']);
        expect(page).toContain('Today, Monday 28 December');
        expect(page).toContain('Friday 1 January');
        // Each day carries its weekday's activities (the recorded programme's Friday quiz on New Year's Day).
        const newYearsDay = page.slice(
          page.indexOf('id="day-2027-01-01"'),
          page.indexOf('id="day-2027-01-02"'),
        );
        expect(newYearsDay).toContain('The papers and a quiz');
        expect(page).not.toContain('Boxing Day walk');
        expect(page.slice(page.indexOf('id="day-2026-12-29"'))).toContain('Pantomime matinee');
        expect(page.slice(page.indexOf('id="day-2027-01-02"'))).toContain('New Year tea dance');
        // The rotation started on 23 November: 28 December is five weeks on, so the second week of four again.
        expect(page).toContain('Today is in week 2 of our 4-week menu.');
        const monday = (
          recorded.menu.data.days as { week: number; day: string; lunch: { dish: string }[] }[]
        ).find((day) => day.week === 2 && day.day === 'Monday')!;
        const todaysMenu = page.slice(page.indexOf('id="menu-2026-12-28-title"'));
        expect(todaysMenu.indexOf(monday.lunch[0]!.dish)).toBeGreaterThan(0);
        // Only the event families may join is an Event to search engines.
        const described = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
          (match) => [JSON.parse(match[1]!)].flat() as { '@type': string; name: string; startDate: string }[],
        );
        expect(
          described.filter((data) => data['@type'] === 'Event').map((data) => [data.name, data.startDate]),
        ).toEqual([['Pantomime matinee', `2026-12-29T${after!.time}:00+00:00`]]);
      } finally {
        await site.close();
      }
    });
  }, 300_000);
});

describe('a build with photos that cannot be used', () => {
  let strapi: RecordedStrapi;
  beforeEach(async () => {
    strapi = await startRecordedStrapi();
    await serveRecordedUploads(strapi);
  });
  afterEach(() => strapi.close());

  it('leaves each out with one warning naming it, gives a member the placeholder, and publishes the rest', async () => {
    const items = galleryItems();
    const bad = {
      missing: items[1]!,
      svg: items[2]!,
      corrupt: items[3]!,
      text: items[4]!,
      huge: items[5]!,
    };
    strapi.uploads.delete(bad.missing.image.url);
    strapi.uploads.set(bad.svg.image.url, {
      type: 'image/svg+xml',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    const good = strapi.uploads.get(items[0]!.image.url)!.bytes;
    strapi.uploads.set(bad.corrupt.image.url, {
      type: 'image/jpeg',
      bytes: Buffer.concat([good.subarray(0, 400), Buffer.alloc(300, 9)]),
    });
    strapi.uploads.set(bad.text.image.url, { type: 'image/jpeg', bytes: Buffer.from('not a photo at all') });
    // 9000 x 6000 = 54 megapixels, over the limit; one colour, so the file itself is small.
    const huge = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#777777' } })
      .jpeg()
      .toBuffer();
    strapi.uploads.set(bad.huge.image.url, { type: 'image/jpeg', bytes: huge });
    const member = recorded.team.data[0]!;
    strapi.uploads.delete(member.image.url);

    const { code, output } = await build({ STRAPI_URL: strapi.url });
    expect(code).toBe(0);
    for (const [kind, item] of Object.entries(bad)) {
      const lines = output
        .split('\n')
        .filter((line) => line.includes(`skipped gallery photo ${item.documentId}`));
      expect({ kind, lines: lines.length }).toEqual({ kind, lines: 1 });
    }
    expect(output).toMatch(/skipped gallery photo \w+: CMS not found \(404\) reading "media"/);
    expect(output).toMatch(/skipped gallery photo \w+: it is an SVG/);
    expect(output).toMatch(/skipped gallery photo \w+: the image could not be read/);
    expect(output).toMatch(/skipped gallery photo \w+: the file is not an image/);
    expect(output).toMatch(
      /skipped gallery photo \w+: the image could not be read: Input image exceeds pixel limit/,
    );
    expect(output).toMatch(
      new RegExp(`team member ${member.documentId} \\(${member.name}\\): .*showing a placeholder`),
    );

    expect(photoKeys(...albumPageFiles()).size).toBe(items.length - 5);
    expect(readFileSync(path.join(outDir, 'team.html'), 'utf8')).toContain(
      `No photograph of ${member.name} yet`,
    );
    // Nothing of the SVG reached the site.
    const media = readdirSync(path.join(outDir, 'media'));
    expect(media.some((name) => name.endsWith('.svg'))).toBe(false);
    expect(output).not.toContain(TOKEN);
  }, 240_000);

  it('fails with one line, and keeps the last good site, when the server of the photos cannot be reached', async () => {
    const closed = await unusedPort();
    // The first photo lives on another server (as with an S3 or CDN upload provider), which is down.
    const changed = structuredClone(recorded.gallery[0]) as unknown as { data: Item[] };
    changed.data[0]!.image.url = `http://127.0.0.1:${closed}/uploads/house.jpg`;
    strapi.pages.gallery[0] = changed;
    const { code, output } = await build({
      STRAPI_URL: strapi.url,
      CMS_MEDIA_ORIGINS: `http://127.0.0.1:${closed}`,
    });
    expect(code).not.toBe(0);
    expect(lastLine(output)).toMatch(
      new RegExp(
        `^build failed after [\\d.]+s: CMS unreachable reading "media" from http://127\\.0\\.0\\.1:${closed}/uploads/house\\.jpg: could not connect \\(ECONNREFUSED\\) \\(after 3 attempts\\)\\. The previous site in .+ is unchanged\\.$`,
      ),
    );
    expectPreviousSiteUntouched();
  }, 240_000);

  it('fetches nothing from a host it is not given for media, and builds without that photo', async () => {
    const elsewhere = await unusedPort();
    const changed = structuredClone(recorded.gallery[0]) as unknown as { data: Item[] };
    changed.data[0]!.image.url = `http://127.0.0.1:${elsewhere}/uploads/house.jpg`;
    strapi.pages.gallery[0] = changed;
    const { code, output } = await build({ STRAPI_URL: strapi.url });
    expect(code).toBe(0);
    expect(output).toMatch(
      new RegExp(
        `skipped gallery photo \\w+: its address is on http://127\\.0\\.0\\.1:${elsewhere}, which is not the CMS's own`,
      ),
    );
  }, 240_000);
});

describe('a gallery of 300 photos', () => {
  const PHOTOS = 300;
  let albumWork: string;
  let strapi: RecordedStrapi;
  const sites = { small: '', large: '' };

  // Two builds against the recorded CMS: its 32 photos, then 300 (its 32 pictures in turn, so that only 32 encode).
  beforeAll(async () => {
    albumWork = mkdtempSync(path.join(rootDir, 'test-results', 'album-'));
    strapi = await startRecordedStrapi();
    await serveRecordedUploads(strapi);
    for (const [size, galleries] of [
      ['small', strapi.pages.gallery],
      ['large', galleryOf(PHOTOS)],
    ] as const) {
      strapi.pages.gallery = [...galleries];
      sites[size] = path.join(albumWork, size);
      const { code, output } = await runBuild({
        SITE_OUT_DIR: sites[size],
        STRAPI_URL: strapi.url,
        STRAPI_TOKEN: TOKEN,
        MEDIA_CACHE_DIR: path.join(albumWork, 'media-cache'),
      });
      if (code !== 0) throw new Error(`the ${size} build failed:\n${output.slice(-2000)}`);
    }
  }, 600_000);

  afterAll(async () => {
    await strapi?.close();
    rmSync(albumWork, { recursive: true, force: true });
  });

  const read = (site: string, file: string) => readFileSync(path.join(site, file), 'utf8');
  /** The photos in the page's main part (the header's and footer's logo aside). */
  const distinctPhotos = (html: string) =>
    new Set(
      [
        ...html
          .slice(html.indexOf('<main'), html.indexOf('</main>'))
          .matchAll(/\/media\/([0-9a-f]{16})-\d+\.avif/g),
      ].map((match) => match[1]),
    ).size;

  it('writes one album page per 24 photos, each with its JSON file, and a gallery.html no heavier', () => {
    const pages = Math.ceil(PHOTOS / ALBUM_PAGE_SIZE);
    for (let page = 2; page <= pages; page += 1) {
      expect(existsSync(path.join(sites.large, 'gallery', `${page}.html`))).toBe(true);
    }
    expect(existsSync(path.join(sites.large, 'gallery', `${pages + 1}.html`))).toBe(false);
    for (let page = 1; page <= pages; page += 1) {
      const data = JSON.parse(read(sites.large, `gallery/pages/${page}.json`));
      expect(data).toMatchObject({ page, pageCount: pages, total: PHOTOS });
    }
    // The first page holds 24 photos, once per breakpoint layout, whatever the album's size.
    const small = read(sites.small, 'gallery.html');
    const large = read(sites.large, 'gallery.html');
    expect(distinctPhotos(large)).toBe(ALBUM_PAGE_SIZE);
    expect(large.length).toBeLessThanOrEqual(small.length * 1.3);
    expect(read(sites.large, 'sitemap.xml')).toContain(`/gallery/${pages}</loc>`);
  });

  it('reaches the last photo with JavaScript off, by following the album’s own links', async () => {
    const server = createStaticServer({ root: sites.large });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      await page.goto(`http://127.0.0.1:${port}/gallery`);
      const seen: number[] = [];
      for (let visits = 0; visits < 20; visits += 1) {
        const labels = await page
          .getByRole('link', { name: /^Open photo \d+ of 300:/ })
          .filter({ visible: true })
          .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
        seen.push(...labels.map((label) => Number(/^Open photo (\d+)/.exec(label)![1])));
        const more = page.getByRole('link', { name: 'Show more photos' });
        if ((await more.count()) === 0) break;
        await more.click();
        await page.waitForLoadState();
      }
      expect(page.url()).toBe(`http://127.0.0.1:${port}/gallery/${Math.ceil(PHOTOS / ALBUM_PAGE_SIZE)}`);
      expect(seen).toEqual(Array.from({ length: PHOTOS }, (_, index) => index + 1));
      expect(await page.getByRole('link', { name: /^Open photo 300 of 300:/ }).count()).toBeGreaterThan(0);
    } finally {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 120_000);
});

describe('a build that reads the regulators', () => {
  const KEY = 'cqc-build-test-key-0f1e2d3c4b5a6978';
  let strapi: RecordedStrapi;
  let regulators: RecordedRegulators;
  beforeEach(async () => {
    strapi = await startRecordedStrapi();
    await serveRecordedUploads(strapi);
    // The home's own kitchen at the FSA, in "The home" (the recorded sample has none).
    const home = structuredClone(recorded.home) as { data: Record<string, unknown> };
    home.data.fsaEstablishmentId = String(recordedRegulators.fsaEstablishment.FHRSID);
    strapi.overrides.set('/api/home', { status: 200, body: home });
    regulators = await startRecordedRegulators();
  });
  afterEach(async () => {
    await strapi.close();
    await regulators.close();
  });

  it('shows a regulator’s newer rating with its date, says where each came from, and keeps it through an outage', async () => {
    // CQC has published an assessment since the editors' inspection report; the FSA has inspected the kitchen again.
    const location = structuredClone(recordedRegulators.cqcLocation) as Record<string, unknown>;
    location.assessment = [
      {
        assessmentPlanPublishedDateTime: '2026-10-01T08:00:00Z',
        ratings: {
          overall: [
            {
              rating: 'Outstanding',
              status: 'Current',
              keyQuestionRatings: [
                { name: 'Safe', rating: 'Good' },
                { name: 'Effective', rating: 'Good' },
                { name: 'Caring', rating: 'Outstanding' },
                { name: 'Responsive', rating: 'Outstanding' },
                { name: 'Well-led', rating: 'Good' },
              ],
            },
          ],
        },
      },
    ];
    regulators.cqc.body = location;
    regulators.fsa.body = {
      ...recordedRegulators.fsaEstablishment,
      RatingValue: '4',
      RatingDate: '2026-07-01T00:00:00',
    };
    const env = {
      STRAPI_URL: strapi.url,
      CQC_API_KEY: KEY,
      CQC_API_URL: regulators.cqcUrl,
      FSA_API_URL: regulators.fsaUrl,
    };
    const first = await build(env);
    expect(first.code).toBe(0);
    const cqcLine = 'build: CQC rating Outstanding, report published 2026-10-01, from CQC (read ';
    const foodLine = 'build: food hygiene rating 4, inspected 2026-07-01, from the FSA (read ';
    expect(first.output).toContain(cqcLine);
    expect(first.output).toContain(foodLine);
    expect(first.report?.ok && first.report.ratings).toEqual([
      expect.objectContaining({ rating: 'cqc', source: 'cqc', date: '2026-10-01' }),
      expect.objectContaining({ rating: 'food', source: 'fsa', date: '2026-07-01' }),
    ]);
    // Read as a visitor's browser gets them: from the served site.
    const site = await serve(outDir);
    const shown = async () => {
      const home = await site.html('/');
      const about = await site.html('/about');
      expect(home).toContain(
        'alt="Care Quality Commission overall rating: Outstanding, report published 1 October 2026"',
      );
      expect(home).toContain('alt="Food hygiene rating: 4 out of 5, good, inspected 1 July 2026"');
      expect(home).toContain('href="https://www.cqc.org.uk/location/1-000000000"');
      expect(about).toContain('<th scope="row">Responsive</th><td>Outstanding</td>');
      expect(about).toContain('Report published 1 October 2026');
      expect(about).toContain('4 out of 5: good. Inspected 1 July 2026.');
    };
    try {
      await shown();
      // The key went to CQC, and nowhere into the site.
      expect(
        regulators.requests.find((request) => request.path.startsWith('/public/v1/'))?.headers,
      ).toMatchObject({
        'ocp-apim-subscription-key': KEY,
      });
      expect(first.output).not.toContain(KEY);

      // Both regulators down at the next build: the same ratings, one warning each, and a build that succeeds.
      await regulators.close();
      const second = await build(env);
      expect(second.code).toBe(0);
      const warnings = second.output.split('\n').filter((line) => line.startsWith('build: regulators: '));
      expect(warnings).toEqual([
        expect.stringMatching(
          /^build: regulators: CQC: could not be reached \(after 3 tries\) .*; keeping what it said on \d{4}-\d{2}-\d{2}$/,
        ),
        expect.stringMatching(
          /^build: regulators: FSA: could not be reached \(after 3 tries\) .*; keeping what it said on \d{4}-\d{2}-\d{2}$/,
        ),
      ]);
      expect(second.output).toContain(cqcLine);
      await shown();
    } finally {
      await site.close();
    }
  }, 300_000);

  it('says in words that the FSA lists the kitchen as awaiting inspection, with a badge that reads at any size', async () => {
    // As after a change of operator: the register lists the kitchen with no number, and no date of its own.
    regulators.fsa.body = {
      ...recordedRegulators.fsaEstablishment,
      RatingValue: 'AwaitingInspection',
      RatingKey: 'fhrs_awaitinginspection_en-gb',
      RatingDate: null,
    };
    const { code, output, report } = await build({
      STRAPI_URL: strapi.url,
      FSA_API_URL: regulators.fsaUrl,
    });
    expect(code).toBe(0);
    // Dated by the day the register said it: the day of the build.
    const listedOn =
      /build: food hygiene: awaiting-inspection, on the FSA's register on (\d{4}-\d{2}-\d{2})/.exec(
        output,
      )?.[1];
    expect(listedOn).toBeDefined();
    expect(report?.ok && report.ratings).toContainEqual(
      expect.objectContaining({ rating: 'food', source: 'fsa', date: listedOn }),
    );
    // (In the site's own words for dates, which lib/dates.test.ts pins.)
    const listed = formatDate(listedOn!);
    const words = `Food hygiene rating: awaiting inspection, as the Food Standards Agency listed it on ${listed}`;
    const site = await serve(outDir);
    const browser = await launchChromium();
    try {
      expect(await site.html('/')).toContain(`alt="${words}"`);
      expect(await site.html('/about')).toContain(
        `Awaiting inspection: the kitchen is waiting for its first inspection under the scheme. Listed by the Food Standards Agency on ${listed}.`,
      );
      // At the default text size and at 200%, on a phone and a wide screen: the badge's own file shows, the page fits
      // the screen, and axe finds nothing.
      for (const textSize of [16, 32]) {
        for (const width of [390, 1280]) {
          const page = await browser.newPage({ viewport: { width, height: 900 } });
          const session = await page.context().newCDPSession(page);
          await session.send('Page.setFontSizes', {
            fontSizes: { standard: textSize, fixed: Math.round((textSize * 13) / 16) },
          });
          for (const route of ['/', '/about']) {
            await page.goto(`${site.origin}${route}`);
            // The home page's badge carries the words; the About card's has empty alt text beside its sentence.
            const badge = page.locator('img[src*="food-hygiene-awaiting-inspection"]');
            expect(await badge.getAttribute('alt')).toBe(route === '/' ? words : '');
            await badge.scrollIntoViewIfNeeded();
            // decode() waits for the file, and fails if it is missing or broken.
            expect(
              await badge.evaluate((image: HTMLImageElement) =>
                image.decode().then(() => image.naturalWidth),
              ),
            ).toBeGreaterThan(0);
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
              width,
            );
            expect(await axeViolations(page)).toEqual([]);
          }
          await page.close();
        }
      }
    } finally {
      await browser.close();
      await site.close();
    }
  }, 300_000);
});
