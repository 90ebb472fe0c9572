// A SQLite database made in an old schema's shape, for the tests of the migrations that keep what an old schema held
// (cms/scripts/migrate-*.js): a new file for each test, named to the CMS's scripts by DATABASE_CLIENT and
// DATABASE_FILENAME, opened with the CMS's own knex, with Strapi's core store where a migration notes what it kept.
import { afterEach, beforeEach } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cmsDir } from '../shared';

/** A module of cms/, loaded as the CMS loads it. */
export const fromCms = createRequire(path.join(cmsDir, 'package.json'));
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- knex and its tables, loaded from cms/ untyped
export type Untyped = any;
/** Where a migration notes what it kept in Strapi's core store (site-migration.js, migrationKey). */
export type MigrationKey = { type: string; name: string; key: string };

const knexOf = fromCms('knex') as (config: object) => Untyped;

/** Gives each test of the file a new database; `open` opens the current one, `stored` reads what `key` noted. */
export function oldDatabaseEachTest(name: string) {
  let dir = '';
  let file = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
    file = path.join(dir, 'data.db');
    process.env.DATABASE_CLIENT = 'sqlite';
    process.env.DATABASE_FILENAME = file;
  });
  afterEach(() => {
    delete process.env.DATABASE_FILENAME;
    delete process.env.DATABASE_CLIENT;
    rmSync(dir, { recursive: true, force: true });
  });
  const open = (): Untyped =>
    knexOf({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true });
  /** The core store's row that `key` names, for a test to count. */
  const storeRows = (knex: Untyped, { type, name, key }: MigrationKey) =>
    knex('strapi_core_store_settings').where({ key: `${type}_${name}_${key}` });
  /** What a migration noted under `key`, or null. */
  const stored = async (key: MigrationKey) => {
    const knex = open();
    try {
      const row = await storeRows(knex, key).first();
      return row ? JSON.parse(row.value) : null;
    } finally {
      await knex.destroy();
    }
  };
  const withStore = async () => {
    const knex = open();
    await knex.schema.createTable('strapi_core_store_settings', (table: Untyped) => {
      table.increments('id');
      table.string('key');
      table.text('value');
      table.string('type');
    });
    return knex;
  };
  /**
   * A new database with Strapi's core store, the old fact sheet (`columns` between its id and its published_at) and
   * the links to its components (with their `order` when `ordered`), open, for a test to fill.
   */
  const withFactSheets = async (columns: (table: Untyped) => void, { ordered = false } = {}) => {
    const knex = await withStore();
    await knex.schema.createTable('fact_sheets', (table: Untyped) => {
      table.increments('id');
      columns(table);
      table.datetime('published_at');
    });
    await knex.schema.createTable('fact_sheets_cmps', (table: Untyped) => {
      table.increments('id');
      table.integer('entity_id');
      table.integer('cmp_id');
      table.string('component_type');
      table.string('field');
      if (ordered) table.float('order');
    });
    return knex;
  };
  return { open, stored, storeRows, withFactSheets };
}
