import { copyFileSync, existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seedIfNeeded, seedMarker } from '../embedded-cms';
import { cmsDir } from '../paths';

/** The sample content, seeded once for the tests that start their own embedded CMS; never changed by them. */
const TEMPLATE_DB = '.tmp/test-template.db';
/** The site's read-only token for the template, and so for every copy of it. */
const TOKEN_FILE = '.tmp/test-template-token';
/** The files SQLite may keep beside a database. */
const SQLITE_SUFFIXES = ['', '-journal', '-wal', '-shm'];

export type SampleCmsCopy = {
  /** For the embedded CMS's `databaseFile` option or DATABASE_FILENAME, relative to cms/. */
  databaseFile: string;
  /** For the `tokenFile` option or CMS_TOKEN_FILE, relative to cms/. */
  tokenFile: string;
  /** Deletes the copy, and moves the log of a CMS that ran on `port` into `keepLogAs` (when given). */
  remove(options?: { port?: number; keepLogAs?: string }): void;
};

/**
 * A fresh copy of the sample content for one test run's own embedded CMS: the same members and photos, no admin
 * account yet, nothing left over from an earlier run, and the developer's own CMS database untouched.
 */
export function sampleCmsCopy(name: string): SampleCmsCopy {
  seedIfNeeded({ databaseFile: TEMPLATE_DB, tokenFile: TOKEN_FILE });
  const databaseFile = `.tmp/${name}.db`;
  const remove = () => {
    for (const suffix of [...SQLITE_SUFFIXES, '.seeded'])
      rmSync(path.join(cmsDir, `${databaseFile}${suffix}`), { force: true });
  };
  remove();
  copyFileSync(path.join(cmsDir, TEMPLATE_DB), path.join(cmsDir, databaseFile));
  writeFileSync(path.join(cmsDir, `${databaseFile}.seeded`), seedMarker(`copied from ${TEMPLATE_DB}`));
  return {
    databaseFile,
    tokenFile: TOKEN_FILE,
    remove({ port, keepLogAs } = {}) {
      remove();
      // The CMS's log is kept with the run's other output, not left in cms/.tmp under a port number used once.
      const log = port ? path.join(cmsDir, '.tmp', `strapi-${port}.log`) : undefined;
      if (log && keepLogAs && existsSync(log)) renameSync(log, keepLogAs);
    },
  };
}
