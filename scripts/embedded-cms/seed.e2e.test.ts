/** @jest-environment node */
// The embedded CMS's seed, on a new database and on one an older seed made: it runs once per database (the database
// records the seed's edition in itself, on SQLite and PostgreSQL alike), and on a database in use it adds the samples
// of content types new since then as drafts, never published (but for the words the site had in its code, published
// as they were), leaving the rest as it was. In `npm run test:cms`, on
// whichever database the suite runs on.
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiNameOf, contentTypes, SEED_EDITION, type ContentTypeDeclaration } from '../../lib/cms/tools';
import { cmsDir, unusedPort } from '../shared';
import { emptyCmsDatabase, onPostgres } from '../testing/cms-database';
import { cmsEnv, databaseState, seedIfNeeded, startEmbeddedCms, type EmbeddedCmsOptions } from '.';

/** A small gallery: the photos' formats are most of a seed's time, and two show the seeder at work as well as 32. */
const GALLERY = 2;
const made: Array<() => unknown> = [];

/** A new, empty database of the suite's kind (no file, or an empty PostgreSQL database), with a token file of its own. */
const newDatabase = (name: string) => emptyCmsDatabase(`seed-e2e-${name}`, GALLERY, made);

/** What seedIfNeeded said, line by line. */
function seedSaid(options: EmbeddedCmsOptions): string[] {
  const said: string[] = [];
  const spy = jest.spyOn(console, 'log').mockImplementation((...words: unknown[]) => {
    said.push(words.join(' '));
  });
  try {
    seedIfNeeded(options);
  } finally {
    spy.mockRestore();
  }
  return said;
}

/** How many entries of each declared type the preview's token reads (the build's reads no drafts), each status. */
async function versions(options: EmbeddedCmsOptions) {
  const cms = await startEmbeddedCms({ ...options, port: await unusedPort() });
  try {
    // Strapi answers 404 for a single type with no version of that status, or (for a draft asked of a type never
    // written) 200 with no data.
    const count = async (type: ContentTypeDeclaration, status: 'published' | 'draft') => {
      const answer = await fetch(
        `${cms.url}/api/${apiNameOf(type)}?status=${status}&pagination[pageSize]=100`,
        {
          headers: { Authorization: `Bearer ${cms.previewToken}` },
        },
      );
      if (answer.status === 404) return 0;
      expect(answer.status).toBe(200);
      const { data } = (await answer.json()) as { data: unknown };
      return Array.isArray(data) ? data.length : data ? 1 : 0;
    };
    const found: Record<string, { published: number; draft: number }> = {};
    for (const [name, type] of Object.entries(contentTypes) as [string, ContentTypeDeclaration][])
      found[name] = { published: await count(type, 'published'), draft: await count(type, 'draft') };
    return found;
  } finally {
    await cms.stop();
    rmSync(cms.logFile, { force: true });
  }
}

/** The names of the declared types whose sample came after `edition`, and before. */
function typesSince(edition: number) {
  const entries = Object.entries(contentTypes) as [string, ContentTypeDeclaration][];
  const since = entries.filter(([, type]) => (type.sample?.edition ?? 0) > edition).map(([name]) => name);
  return { since, before: entries.map(([name]) => name).filter((name) => !since.includes(name)) };
}

afterAll(async () => {
  for (const remove of made) await remove();
});

describe('the seed', () => {
  it('seeds a new database once, and the database records it', async () => {
    const options = await newDatabase('new');
    expect(databaseState(options)).toEqual({ edition: 0, content: 0, admins: 0 });

    expect(seedSaid(options)).toContain('cms: seeding sample content (first run only)');
    const seeded = databaseState(options);
    expect(seeded.edition).toBe(SEED_EDITION);
    expect(seeded.content).toBeGreaterThan(GALLERY);
    // No file beside the database says so: the database does.
    if (options.databaseFile)
      expect(existsSync(path.join(cmsDir, `${options.databaseFile}.seeded`))).toBe(false);

    // The next start seeds nothing, and the content is as it was.
    expect(seedSaid(options).filter((line) => line.startsWith('cms:'))).toEqual([]);
    expect(databaseState(options)).toEqual(seeded);

    // A lost token file is made again, and nothing else.
    const afresh = "cms: making the website's API tokens afresh (one was missing, or due to expire)";
    rmSync(path.join(cmsDir, options.tokenFile!));
    expect(seedSaid(options)).toContain(afresh);
    expect(existsSync(path.join(cmsDir, options.tokenFile!))).toBe(true);
    expect(databaseState(options)).toEqual(seeded);

    // A token in the last two weeks of its 90 days is made again at a start: a new value in its file.
    const previewFile = path.join(cmsDir, options.previewTokenFile!);
    const before = readFileSync(previewFile, 'utf8');
    const eightyDaysAgo = Date.now() / 1000 - 80 * 86_400;
    utimesSync(previewFile, eightyDaysAgo, eightyDaysAgo);
    expect(seedSaid(options)).toContain(afresh);
    expect(readFileSync(previewFile, 'utf8')).not.toBe(before);
  }, 300_000);

  it('adds to a database an older seed made only the new content types, as drafts', async () => {
    const options = await newDatabase('upgrade');
    // The database the second edition's seed made (before fees, complaints, visiting, jobs and every type since).
    seedIfNeeded({ ...options, env: { ...options.env, SEED_AS_EDITION: '2' } });
    expect(databaseState(options).edition).toBe(2);
    const { since, before: older } = typesSince(2);
    expect(since).toEqual(expect.arrayContaining(['fees', 'complaints', 'visiting', 'jobs']));
    // (Read with seeding off: a start of the embedded CMS seeds what its database lacks.)
    const before = await versions({ ...options, env: { ...options.env, CMS_SEED: 'off' } });
    expect(databaseState(options).edition).toBe(2);
    for (const name of since) expect([name, before[name]]).toEqual([name, { published: 0, draft: 0 }]);

    const said = seedSaid(options);
    expect(said).toContain(
      'cms: adding the sample content of content types new since this database was seeded',
    );
    expect(said.join('\n')).toMatch(/this database is in use, so the samples of .* were added as drafts/);
    expect(databaseState(options).edition).toBe(SEED_EDITION);
    const after = await versions(options);
    // Drafts for the editors to make their own, never published (no invented vacancy or fee goes live on a home's own
    // site); what the older seed made, as it was. The words the site had in its code before they were the editors'
    // ("The home", each page's copy) are published, so that its pages say what they said before.
    for (const name of since) {
      const published = Boolean(contentTypes[name as keyof typeof contentTypes].sample?.publishOnUpgrade);
      expect([name, after[name]!.published > 0]).toEqual([name, published]);
      expect([name, after[name]!.draft]).not.toEqual([name, 0]);
    }
    expect(since).toEqual(expect.arrayContaining(['home', 'homePage', 'privacyNotice']));
    for (const name of older) expect([name, after[name]]).toEqual([name, before[name]]);
  }, 400_000);

  // (On SQLite only: the marker file was only ever made beside a SQLite database.)
  if (!onPostgres())
    it('reads, once, the marker file a database seeded before the database recorded it had beside it', async () => {
      const options = await newDatabase('old-marker');
      seedIfNeeded({ ...options, env: { ...options.env, SEED_AS_EDITION: '2' } });
      // As an older project left it: the edition in a file beside the database, none in the database.
      const forget = spawnSync(process.execPath, ['scripts/seed-edition.js', '--set', '0'], {
        cwd: cmsDir,
        env: cmsEnv(options),
        encoding: 'utf8',
      });
      expect(forget.status).toBe(0);
      const marker = path.join(cmsDir, `${options.databaseFile}.seeded`);
      writeFileSync(marker, 'edition 2, 2026-01-05T10:00:00.000Z\n');

      expect(seedSaid(options)).toContain(
        'cms: adding the sample content of content types new since this database was seeded',
      );
      expect(databaseState(options).edition).toBe(SEED_EDITION);
      expect(existsSync(marker)).toBe(false);
      expect(readFileSync(path.join(cmsDir, options.tokenFile!), 'utf8').trim()).not.toBe('');
    }, 300_000);
});
