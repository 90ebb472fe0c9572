import { copyFileSync, cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { removeSqliteDatabase, seedIfNeeded, type EmbeddedCmsOptions } from '../embedded-cms';
import { withFolderLock, cmsDir } from '../shared';
import { suiteName, testPostgres } from './cms-database';

/**
 * The sample content, seeded once for the tests that start their own embedded CMS; never changed by them. On SQLite a
 * file with an uploads folder beside it, which both runs of the suite copy (the PostgreSQL run for a backup's source),
 * one at a time; on PostgreSQL a database on the run's own server.
 */
const TEMPLATE = 'test-template';
/** The site's read-only token for the SQLite template, and so for every copy of it; and the preview's. */
const TOKEN_FILE = `.tmp/${TEMPLATE}-token`;
const PREVIEW_TOKEN_FILE = `.tmp/${TEMPLATE}-preview-token`;

export type SampleCmsCopy = {
  /** For startEmbeddedCms and seedIfNeeded: the copy's database and token file. */
  options: EmbeddedCmsOptions;
  /** The same, as environment for `npm start` or any script that starts the embedded CMS itself. */
  env: Record<string, string>;
  /** Deletes the copy, and moves the log of a CMS that ran on `port` into `keepLogAs` (when given). */
  remove(options?: { port?: number; keepLogAs?: string }): Promise<void>;
};

/**
 * A fresh copy of the sample content for one test run's own embedded CMS: the same members and photos, no admin
 * account yet, nothing left over from an earlier run, and the developer's own CMS database untouched. On SQLite a
 * copy of the template's file; on PostgreSQL (when the suite runs there) a database made from the template's.
 * Either copy records the seed's edition, as its template does, so the CMS started on it seeds nothing. `database`
 * asks for SQLite whatever the suite runs on (the source of a backup restored onto the other database).
 */
export async function sampleCmsCopy(
  name: string,
  { database }: { database?: 'sqlite' } = {},
): Promise<SampleCmsCopy> {
  /** The copy made: its options and environment, and its removal (`drop` deletes its database). */
  const made = (
    options: EmbeddedCmsOptions,
    env: Record<string, string>,
    drop: () => unknown,
  ): SampleCmsCopy => ({
    options,
    env,
    async remove({ port, keepLogAs } = {}) {
      await drop();
      rmSync(path.join(cmsDir, env.CMS_PUBLIC_DIR!), { recursive: true, force: true });
      // The CMS's log is kept with the run's other output, not left in cms/.tmp under a port number used once.
      const log = port ? path.join(cmsDir, '.tmp', `strapi-${port}.log`) : undefined;
      if (log && keepLogAs && existsSync(log)) renameSync(log, keepLogAs);
    },
  });
  const postgres = database === 'sqlite' ? undefined : await testPostgres();
  if (postgres) {
    const database = name.replaceAll('-', '_');
    const template = {
      tokenFile: `${TOKEN_FILE}-postgres`,
      previewTokenFile: `${PREVIEW_TOKEN_FILE}-postgres`,
      env: { ...postgres.env(TEMPLATE), CMS_PUBLIC_DIR: `.tmp/${TEMPLATE}-postgres-public` },
    };
    // The server is new for each run of the suite, and so is its template: its uploads folder is emptied for it.
    if (!(await postgres.hasDatabase(TEMPLATE))) {
      rmSync(path.join(cmsDir, template.env.CMS_PUBLIC_DIR), { recursive: true, force: true });
      await postgres.createDatabase(TEMPLATE);
    }
    seedIfNeeded(template);
    await postgres.dropDatabase(database);
    await postgres.createDatabase(database, TEMPLATE);
    const publicDir = copyUploads(template.env.CMS_PUBLIC_DIR, name);
    const env = {
      ...postgres.env(database),
      CMS_TOKEN_FILE: template.tokenFile,
      CMS_PREVIEW_TOKEN_FILE: template.previewTokenFile,
      CMS_PUBLIC_DIR: publicDir,
    };
    return made(
      { tokenFile: template.tokenFile, previewTokenFile: template.previewTokenFile, env },
      env,
      () => postgres.dropDatabase(database),
    );
  }
  const templateFile = `.tmp/${TEMPLATE}.db`;
  const templatePublic = `.tmp/${TEMPLATE}-public`;
  const template = {
    databaseFile: templateFile,
    tokenFile: TOKEN_FILE,
    previewTokenFile: PREVIEW_TOKEN_FILE,
    env: { CMS_PUBLIC_DIR: templatePublic },
  };
  const databaseFile = `.tmp/${suiteName(name)}.db`;
  const removeFiles = () => removeSqliteDatabase(databaseFile);
  removeFiles();
  // Seeded by whichever run of the suite comes first, the other waiting; copied by one at a time.
  const publicDir = await withFolderLock(
    path.join(cmsDir, templateFile),
    'copy of the sample template',
    async () => {
      // A template from before templates had an uploads folder of their own is made again.
      if (!existsSync(path.join(cmsDir, templatePublic))) removeSqliteDatabase(templateFile);
      seedIfNeeded(template);
      copyFileSync(path.join(cmsDir, templateFile), path.join(cmsDir, databaseFile));
      return copyUploads(templatePublic, name);
    },
    (line) => console.log(`cms suite: ${line}`),
  );
  const env = {
    DATABASE_FILENAME: databaseFile,
    CMS_TOKEN_FILE: TOKEN_FILE,
    CMS_PREVIEW_TOKEN_FILE: PREVIEW_TOKEN_FILE,
    CMS_PUBLIC_DIR: publicDir,
  };
  return made(
    {
      databaseFile,
      tokenFile: TOKEN_FILE,
      previewTokenFile: PREVIEW_TOKEN_FILE,
      env: { CMS_PUBLIC_DIR: publicDir },
    },
    env,
    removeFiles,
  );
}

/**
 * A copy of a template's uploads folder for one copy of its database (relative to cms/): each database has a folder
 * of its own, as in production, since the CMS removes at start the files its database does not name.
 */
function copyUploads(templatePublic: string, name: string): string {
  const publicDir = `.tmp/${suiteName(name)}-public`;
  rmSync(path.join(cmsDir, publicDir), { recursive: true, force: true });
  cpSync(path.join(cmsDir, templatePublic), path.join(cmsDir, publicDir), { recursive: true });
  return publicDir;
}
