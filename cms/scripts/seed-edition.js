// Which edition of the seed a database was seeded by, kept in the database itself (Strapi's core store, key
// "core_site-seed_edition"), so that "seeding runs once per database" holds on SQLite and PostgreSQL alike, and a
// database moved by a backup and restore carries it.
//
// seed.js writes it through Strapi's store when it has run. The site's scripts read it here, straight from the
// database with Strapi's own query builder and the same config/database.js, without starting Strapi:
//   node scripts/seed-edition.js          prints {"edition":N,"content":N,"admins":N} (N = 0 for a new, empty
//                                         database), and "uploadsId" once the database is bound to its uploads folder
//   node scripts/seed-edition.js --set N  records edition N (for tests of the seed's upgrade path)

/**
 * The seed's edition: the newest edition of any declared sample (lib/content-types, through ./site-rules.js). The seed is
 * told the edition a database was seeded by and makes only the newer samples: on a database in use, as drafts, never
 * published (see seed.js). 2: the facts that change and the reviews. 3: fees and funding (with a sample contract),
 * complaints, and visiting. 4: jobs.
 */
const { SEED_EDITION } = require('../src/site-rules');
const STORE = { type: 'core', name: 'site-seed', key: 'edition' };
const STORE_KEY = `${STORE.type}_${STORE.name}_${STORE.key}`;
/** The id that binds the database to its uploads folder (cms/src/uploads-sweep.js). */
const UPLOADS_KEY = 'core_site-uploads_id';
const STORE_TABLE = 'strapi_core_store_settings';
/** The tables of the home's own content (each content type's, and the uploads'): a row in one means it is in use. */
function contentTables() {
  const fs = require('fs');
  const path = require('path');
  const api = path.join(__dirname, '..', 'src', 'api');
  const tables = ['files'];
  for (const name of fs.readdirSync(api)) {
    const types = path.join(api, name, 'content-types');
    if (!fs.existsSync(types)) continue;
    for (const type of fs.readdirSync(types))
      tables.push(JSON.parse(fs.readFileSync(path.join(types, type, 'schema.json'), 'utf8')).collectionName);
  }
  return tables;
}

/** Strapi's query builder on the database config/database.js names (from this process's environment). */
function knexFor() {
  const fs = require('fs');
  const { env } = require('@strapi/utils');
  const { connection } = require('../config/database.js')({ env });
  if (connection.client === 'sqlite') {
    // A database that does not exist yet is new: reading must not make the file.
    if (!fs.existsSync(connection.connection.filename)) return null;
    return require('knex')({ ...connection, client: 'better-sqlite3', pool: { min: 1, max: 1 } });
  }
  // (Strapi reads DATABASE_SCHEMA as connection.schema; knex wants it as searchPath.)
  const schema = connection.connection.schema;
  return require('knex')({
    ...connection,
    client: 'pg',
    pool: { min: 0, max: 1 },
    ...(schema ? { searchPath: [schema] } : {}),
  });
}

/** The table of the admin's accounts (Strapi's admin::user). */
const ADMINS_TABLE = 'admin_users';

/**
 * { edition, content, admins }: the edition recorded in the database (0 when none), how many rows of content it holds,
 * and how many administrator accounts.
 */
async function readSeedEdition() {
  const knex = knexFor();
  if (!knex) return { edition: 0, content: 0, admins: 0 };
  try {
    if (!(await knex.schema.hasTable(STORE_TABLE))) return { edition: 0, content: 0, admins: 0 };
    const row = await knex(STORE_TABLE).where({ key: STORE_KEY }).first('value');
    const stored = row ? JSON.parse(row.value) : null;
    const uploads = await knex(STORE_TABLE).where({ key: UPLOADS_KEY }).first('value');
    let content = 0;
    for (const table of contentTables()) {
      if (!(await knex.schema.hasTable(table))) continue;
      const [{ count }] = await knex(table).count({ count: '*' });
      content += Number(count);
    }
    const admins = (await knex.schema.hasTable(ADMINS_TABLE))
      ? Number((await knex(ADMINS_TABLE).count({ count: '*' }))[0].count)
      : 0;
    return {
      edition: Number(stored?.edition ?? 0),
      content,
      admins,
      ...(uploads ? { uploadsId: JSON.parse(uploads.value) } : {}),
    };
  } finally {
    await knex.destroy();
  }
}

/** Records `edition` the way Strapi's store would (used by tests; seed.js goes through strapi.store). */
async function writeSeedEdition(edition) {
  const knex = knexFor();
  if (!knex) throw new Error('there is no database to record a seed edition in');
  try {
    const value = JSON.stringify({ edition, at: new Date().toISOString() });
    const updated = await knex(STORE_TABLE).where({ key: STORE_KEY }).update({ value });
    if (!updated) await knex(STORE_TABLE).insert({ key: STORE_KEY, value, type: 'object' });
  } finally {
    await knex.destroy();
  }
}

module.exports = { SEED_EDITION, STORE, knexFor, readSeedEdition, writeSeedEdition };

if (require.main === module) {
  const at = process.argv.indexOf('--set');
  const work =
    at > 0
      ? writeSeedEdition(Number.parseInt(process.argv[at + 1], 10)).then(() => readSeedEdition())
      : readSeedEdition();
  work.then(
    (result) => {
      process.stdout.write(`${JSON.stringify(result)}\n`);
      process.exit(0);
    },
    (error) => {
      console.error(
        `cms: could not read the seed's edition: ${error instanceof Error ? error.message : error}`,
      );
      process.exit(1);
    },
  );
}
