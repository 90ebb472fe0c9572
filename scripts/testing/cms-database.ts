// Which database the CMS suite (npm run test:cms) runs its embedded CMS on: SQLite, or with CMS_TEST_DATABASE=postgres
// a real PostgreSQL that the suite's global set-up starts on a free port (cms-suite.setup.ts) and its tear-down stops.
// `npm test` runs the suite once on each.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { removeSqliteDatabase, type EmbeddedCmsOptions } from '../embedded-cms';
import { cmsDir, rootDir } from '../shared';
import {
  postgresAt,
  startPostgres,
  type Postgres,
  type PostgresDatabases,
  type PostgresServer,
} from './postgres';

/** Set by the set-up for the suite's test files: where the server is and how to sign in ({ host, port, user, password }). */
const SERVER_ENV = 'CMS_TEST_POSTGRES';

/** Whether this run of the suite is on PostgreSQL. */
export const onPostgres = () => process.env.CMS_TEST_DATABASE === 'postgres';

/** Starts the suite's PostgreSQL when the suite runs on it, and tells the test files where it is. */
export async function startSuitePostgres(logDir: string): Promise<Postgres | undefined> {
  if (!onPostgres()) return undefined;
  const server = await startPostgres({ logDir });
  const { host, port, user, password } = server;
  process.env[SERVER_ENV] = JSON.stringify({ host, port, user, password } satisfies PostgresServer);
  console.log(`\ncms suite: on PostgreSQL at ${server.host}:${server.port} (its log: ${server.logFile})`);
  return server;
}

/** The suite's PostgreSQL, for a test file; undefined when the suite runs on SQLite. */
export async function testPostgres(): Promise<PostgresDatabases | undefined> {
  if (!onPostgres()) return undefined;
  const described = process.env[SERVER_ENV];
  if (!described)
    throw new Error(
      `CMS_TEST_DATABASE=postgres, but no server is running: run the suite through npm run test:cms, whose set-up starts one`,
    );
  return postgresAt(JSON.parse(described) as PostgresServer);
}

/**
 * The name of something a test file of the suite makes (a database file, an uploads folder, a token file, a folder of
 * results), for this run of the suite: the run on PostgreSQL has names of its own, so that `npm test` can run the suite
 * on both databases side by side and neither run touches what the other made.
 */
export function suiteName(name: string): string {
  return onPostgres() ? `${name}-postgres` : name;
}

/** A folder for what a test of the suite keeps (logs, timings, screenshots): one per database, so neither run's is lost. */
export function suiteResults(name: string): string {
  return path.join(rootDir, 'test-results', suiteName(name));
}

/**
 * A new, empty database of the suite's kind (no SQLite file yet, or an empty PostgreSQL database) named `name`, with a
 * token file and an uploads folder of its own (never the developer's cms/public): options for the embedded CMS,
 * whose seed then fills it with `galleryCount` photos. What it made is removed by the functions it adds to `cleanUps`.
 */
export async function emptyCmsDatabase(
  name: string,
  galleryCount: number,
  cleanUps: Array<() => unknown>,
): Promise<EmbeddedCmsOptions> {
  const own = (what: string) => `.tmp/${suiteName(name)}${what}`;
  const [tokenFile, previewTokenFile, publicDir] = [own('-token'), own('-preview-token'), own('-public')];
  const removeOwn = () => {
    for (const file of [tokenFile, previewTokenFile, publicDir])
      rmSync(path.join(cmsDir, file), { recursive: true, force: true });
  };
  removeOwn();
  cleanUps.push(removeOwn);
  const postgres = await testPostgres();
  if (postgres) {
    const database = name.replaceAll('-', '_');
    await postgres.dropDatabase(database);
    await postgres.createDatabase(database);
    cleanUps.push(() => postgres.dropDatabase(database));
    return {
      tokenFile,
      previewTokenFile,
      galleryCount,
      env: { ...postgres.env(database), CMS_PUBLIC_DIR: publicDir },
    };
  }
  const databaseFile = own('.db');
  removeSqliteDatabase(databaseFile);
  cleanUps.push(() => removeSqliteDatabase(databaseFile));
  return { databaseFile, tokenFile, previewTokenFile, galleryCount, env: { CMS_PUBLIC_DIR: publicDir } };
}
