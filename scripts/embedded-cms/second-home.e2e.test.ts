/** @jest-environment node */
// The site belongs to the home that fills its CMS: the same code, built from a second home's CMS, says nothing of the
// first; and a database from before "The home" and the pages' own words, brought up to date by its next start, builds
// the same site as one seeded new. Each a real build on the embedded CMS (about a minute each).
//
// Not part of the unit run (it starts Strapi and builds): `npm run test:cms`, and a stage of `npm test`.
import { afterAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { spawnSync } from 'node:child_process';
import { todayInKent } from '../../lib/cms/tools';
import { formatDate } from '../../lib/dates';
import { cmsDir, unusedPort } from '../shared';
import { emptyCmsDatabase, suiteResults } from '../testing/cms-database';
import { readPdfsApart } from '../testing/read-pdf-apart';
import { runBuild } from '../testing/run-build';
import { callCms, type Json } from '../testing/admin-api';
import {
  cmsEnv,
  databaseState,
  seedIfNeeded,
  startEmbeddedCms,
  type EmbeddedCms,
  type EmbeddedCmsOptions,
} from '.';
import { registerWriter, uploadFile } from './write';

const work = suiteResults('second-home-e2e');
/** A small gallery: the photos' formats are most of a seed's time and of a build's. */
const GALLERY = 4;
const cleanUps: Array<() => unknown> = [];

/** The first home, as its sample content and the code before it knew it: none of it may reach the second's site. */
const FIRST_HOME = [
  'wealdhaven',
  '01632 960 418',
  '01632960418',
  '+441632960418',
  'tn27 9zz',
  'orchard lane',
  'little wychcombe',
  'hello@wealdhaven-house.example',
];

/** The second home, every fact of it its own (fictional: Ofcom's drama range, a reserved domain). */
const SECOND_HOME = {
  name: 'Brambleside Lodge',
  shortName: 'Brambleside',
  strapline: 'A small home by the marsh',
  summary:
    'Brambleside Lodge is a small residential care home for up to 24 older people, with a walled garden on the edge ' +
    'of Romney Marsh.',
  street: 'Sluice Road',
  locality: 'Eastbridge',
  town: 'Hythe',
  county: 'Kent',
  postcode: 'CT21 9ZX',
  latitude: 51.05,
  longitude: 0.97,
  phone: '01632 960 777',
  email: 'welcome@brambleside-lodge.example',
  bookingUrl: 'https://calendly.com/brambleside-lodge-sample/30min',
  residents: 24,
  gardenAcres: 1,
  companyName: 'Brambleside Care Limited',
  companyNumber: '99000777',
  registeredIn: 'England and Wales',
  registeredOffice: 'Sluice Road, Eastbridge, Hythe, Kent, CT21 9ZX',
  icoRegistrationNumber: 'ZZ000777',
};

/** A new, empty database of the suite's kind, with a token file and uploads folder of its own. */
const newDatabase = (name: string) => emptyCmsDatabase(`second-home-${name}`, GALLERY, cleanUps);

/** Starts the embedded CMS on `options`, seeding what its database lacks; stopped after the suite. */
async function startCms(options: EmbeddedCmsOptions): Promise<EmbeddedCms> {
  const cms = await startEmbeddedCms({ ...options, port: await unusedPort() });
  cleanUps.push(() => cms.stop());
  return cms;
}

/** Builds the site from `cms` into a folder of the suite's own, for today in Kent. */
async function buildFrom(cms: EmbeddedCms, name: string): Promise<string> {
  const outDir = path.join(work, name, 'out');
  mkdirSync(path.dirname(outDir), { recursive: true });
  const built = await runBuild({
    STRAPI_URL: cms.url,
    STRAPI_TOKEN: cms.token,
    SITE_OUT_DIR: outDir,
    MEDIA_CACHE_DIR: path.join(work, name, 'media-cache'),
    SITE_BUILD_DAY: todayInKent(),
  });
  expect({ code: built.code, last: built.output.trim().split('\n').at(-1) }).toMatchObject({ code: 0 });
  return outDir;
}

/** Every file under `dir`, by its path from it. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    statSync(path.join(dir, name)).isFile(),
  );

/**
 * What each file under `dir` says, by its path, as a reader or a search engine reads it: any file's text (a PDF's
 * raw bytes too), and what PDF.js reads in the PDFs the site made (the brochure), photos and fonts aside.
 */
async function textsUnder(dir: string): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  const made: string[] = [];
  for (const name of filesUnder(dir)) {
    if (/\.(avif|webp|jpe?g|png|gif|woff2?|ico)$/.test(name)) continue;
    const bytes = readFileSync(path.join(dir, name));
    texts.set(name, name.endsWith('.pdf') ? bytes.toString('latin1') : bytes.toString('utf8'));
    if (/-brochure-[0-9a-f]{16}\.pdf$/.test(name)) made.push(name);
  }
  const readings = await readPdfsApart(made.map((name) => readFileSync(path.join(dir, name))));
  made.forEach((name, index) => {
    const reading = readings[index]!;
    texts.set(
      name,
      [texts.get(name), reading.title ?? '', ...reading.pages, ...reading.figureAlts].join('\n'),
    );
  });
  return texts;
}

/** A page's words, as a reader sees them: its markup, scripts and styles taken out, spaces as one. */
function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
}, 120_000);

describe('a second home, built by the same code from its own CMS', () => {
  it('says its own name, address, phone, e-mail, logo and words everywhere, and nothing of the first home', async () => {
    const cms = await startCms(await newDatabase('second'));
    const { adminJwt, token: writeToken } = await registerWriter(cms, {
      email: 'manager@brambleside-lodge.example',
      password: `Second-${randomBytes(12).toString('hex')}`,
    });
    const call = (pathname: string, method: string, body?: unknown) =>
      callCms(cms.url, pathname, method, body, adminJwt);
    /** Publishes a single type from the admin with `change` made to its draft, as the Publish button does. */
    const publish = async (uid: string, change: (draft: Json) => void) => {
      const draft = (await call(`/content-manager/single-types/${uid}`, 'GET')).body.data;
      delete draft.status;
      change(draft);
      const answer = await call(`/content-manager/single-types/${uid}/actions/publish`, 'POST', draft);
      expect([uid, answer.status, answer.body?.error?.message]).toEqual([uid, 200, undefined]);
    };

    // Its own logo: a bramble leaf in a roundel, drawn here.
    const logoBytes = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192"><circle cx="96" cy="96" r="92" ' +
          'fill="#3d2a4f"/><path d="M96 40 C140 70 140 130 96 156 C52 130 52 70 96 40 Z" fill="#e9d8f0"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const logo = await uploadFile(cms.url, writeToken, {
      name: 'brambleside-logo.png',
      bytes: logoBytes,
      type: 'image/png',
      alternativeText: 'A bramble leaf in a purple roundel',
    });
    // Its own contract, which the fees page links to.
    const contractBytes = Buffer.from('%PDF-1.7\n% Brambleside Lodge: our contract of residence\n%%EOF\n');
    const contract = await uploadFile(cms.url, writeToken, {
      name: 'brambleside-contract.pdf',
      bytes: contractBytes,
      type: 'application/pdf',
      alternativeText: 'Our contract of residence',
    });

    await publish('api::home.home', (draft) => Object.assign(draft, SECOND_HOME, { logo: { id: logo.id } }));
    const heroEyebrow = 'Care by the marsh, since 1987';
    await publish('api::home-page.home-page', (draft) => {
      draft.heroEyebrow = heroEyebrow;
    });
    await publish('api::fees-and-funding.fees-and-funding', (draft) => {
      draft.contract = { id: contract.id };
    });

    const outDir = await buildFrom(cms, 'second');
    const texts = await textsUnder(outDir);
    // Every page, the brochure, the structured data, the sitemap, the manifest and the alternative texts among them.
    expect(texts.size).toBeGreaterThan(30);
    const found: string[] = [];
    for (const [name, text] of texts)
      for (const fact of FIRST_HOME) if (text.toLowerCase().includes(fact)) found.push(`${name}: "${fact}"`);
    expect(found).toEqual([]);
    const files = [...texts.keys()];

    // ...and says the second home's own, where the first's were.
    const page = (route: string) => readFileSync(path.join(outDir, route), 'utf8');
    const front = page('index.html');
    expect(pageText(front)).toContain(SECOND_HOME.name);
    expect(pageText(front)).toContain(heroEyebrow);
    expect(front).toContain('href="tel:+441632960777"');
    const data = [...front.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .flatMap((match) => [JSON.parse(match[1]!)].flat() as Record<string, unknown>[])
      .find((item) => item['@type'] === 'NursingHome');
    // Its logo, made the site's own (beside the name it is decorative: its description is the CMS's, for the admin).
    const logoFile = new URL(String(data?.logo)).pathname.slice(1);
    expect(filesUnder(outDir)).toContain(logoFile);
    expect(front).toContain(`src="/${logoFile}"`);
    expect(data).toMatchObject({
      name: SECOND_HOME.name,
      telephone: '+441632960777',
      email: SECOND_HOME.email,
      address: {
        postalCode: SECOND_HOME.postcode,
        streetAddress: expect.stringContaining(SECOND_HOME.street),
      },
    });
    expect(JSON.parse(page('manifest.webmanifest'))).toMatchObject({
      name: SECOND_HOME.name,
      short_name: SECOND_HOME.shortName,
    });
    expect(pageText(page('about.html'))).toContain('up to 24 residents');
    expect(pageText(page('privacy.html'))).toContain(`is run by ${SECOND_HOME.companyName}`);
    expect(pageText(page('whats-on.html'))).toContain('What’s on at Brambleside');
    const brochure = files.find((name) => /^media\/brambleside-lodge-brochure-[0-9a-f]{16}\.pdf$/.test(name));
    expect(brochure).toBeDefined();
    expect(texts.get(brochure!)).toContain(`${SECOND_HOME.name}: brochure`);
    expect(texts.get(brochure!)).toContain(SECOND_HOME.phone);
    const kept = files.find((name) => /^media\/brambleside-lodge-contract-[0-9a-f]{16}\.pdf$/.test(name));
    expect(readFileSync(path.join(outDir, kept!)).equals(contractBytes)).toBe(true);
  }, 600_000);
});

/**
 * Gives the fact sheet of the database `options` names the columns of the free rooms it had before the rooms counted
 * them, holding `roomsFree` confirmed on `confirmedOn`: the shape a database from before edition 10 has.
 */
function withOldFreeRooms(options: EmbeddedCmsOptions, roomsFree: number, confirmedOn: string) {
  const script = `
    const { knexFor } = require('./scripts/seed-edition');
    (async () => {
      const knex = knexFor();
      await knex.schema.alterTable('fact_sheets', (table) => {
        table.integer('rooms_free');
        table.date('vacancies_confirmed_on');
      });
      await knex('fact_sheets').update({ rooms_free: ${roomsFree}, vacancies_confirmed_on: '${confirmedOn}' });
      await knex.destroy();
    })().catch((error) => { console.error(error); process.exit(1); });`;
  const ran = spawnSync(process.execPath, ['-e', script], {
    cwd: cmsDir,
    env: cmsEnv(options),
    encoding: 'utf8',
  });
  expect({ status: ran.status, stderr: ran.stderr }).toEqual({ status: 0, stderr: '' });
}

describe('a database from before "The home", the pages’ words and the rooms', () => {
  it('builds, once brought up to date by its next start, the same pages as a database seeded new, with its free rooms', async () => {
    const fresh = await newDatabase('fresh');
    const older = await newDatabase('edition-7');
    // The database the seventh edition's seed made: the facts (with the free rooms as a number, confirmed
    // yesterday), the pages' structure and no words of the pages' own.
    seedIfNeeded({ ...older, env: { ...older.env, SEED_AS_EDITION: '7' } });
    expect(databaseState(older).edition).toBe(7);
    const today = todayInKent();
    const dayFrom = (days: number) =>
      new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    withOldFreeRooms(older, 1, dayFrom(-1));

    const upgraded = await startCms(older);
    const upgradedOut = await buildFrom(upgraded, 'upgraded');
    await upgraded.stop();
    const seeded = await startCms(fresh);
    const freshOut = await buildFrom(seeded, 'fresh');
    await seeded.stop();

    const pages = (dir: string) =>
      filesUnder(dir)
        .filter((name) => name.endsWith('.html'))
        .sort();
    expect(pages(upgradedOut)).toEqual(pages(freshOut));
    expect(pages(freshOut).length).toBeGreaterThan(15);
    // The one free room the facts stated is the first long-term room, checked when they were confirmed; the sample's
    // room free from three weeks on is taken (a sample's date is not the home's). All else is as a new database's.
    const [yesterday, next] = [formatDate(dayFrom(-1)), formatDate(dayFrom(21))];
    for (const name of ['index.html', 'fees.html', 'contact.html', 'rooms.html'])
      expect([name, pageText(readFileSync(path.join(upgradedOut, name), 'utf8'))]).toEqual([
        name,
        expect.stringContaining(`1 room free now. Long-term care: 1 room Confirmed on ${yesterday}`),
      ]);
    const asIfNew = (name: string, text: string) => {
      const dated = text
        .replaceAll(`Confirmed on ${yesterday}`, `Confirmed on ${formatDate(today)}`)
        .replaceAll(`Checked on ${yesterday}.`, `Checked on ${formatDate(today)}.`);
      return name === 'rooms.html'
        ? dated.replace(
            'Room 8 Second floor, step-free from the front door Taken',
            `Room 8 Second floor, step-free from the front door Free from ${next}`,
          )
        : dated;
    };
    for (const name of pages(freshOut)) {
      const [after, before] = [upgradedOut, freshOut].map((dir) =>
        pageText(readFileSync(path.join(dir, name), 'utf8')),
      ) as [string, string];
      const expected = name === 'rooms.html' ? before.replace(` The next is free from ${next}.`, '') : before;
      expect([name, asIfNew(name, after)]).toEqual([name, expected]);
    }
  }, 900_000);
});
