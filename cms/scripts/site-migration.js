// What the migrations of an older database share (migrate-home.js, migrate-rooms.js): each reads what an old schema
// held, straight from the database with Strapi's own query builder (seed-edition.js's), before Strapi drops the
// columns its schema no longer names as it starts, and notes it in Strapi's core store under a key of its own, where
// the seed (seed.js) takes it from and then deletes it. Each is safe to run again.
const { knexFor } = require('./seed-edition');

const STORE_TABLE = 'strapi_core_store_settings';

/** Where a migration notes what it kept: Strapi's core store, as `strapi.store({ type, name }).get({ key })` reads it. */
const migrationKey = (key) => ({ type: 'core', name: 'site-migration', key });

/** The old fact sheet's row: the published version, else the draft (what the site showed, or what an editor was about to). */
async function latestFactSheet(knex) {
  return (
    (await knex('fact_sheets').whereNotNull('published_at').orderBy('id', 'desc').first()) ??
    (await knex('fact_sheets').orderBy('id', 'desc').first())
  );
}

/** Reads with `read` and, when it found something, notes it under `migration`'s key; what it kept, or null. */
async function keepForSeed(migration, read) {
  const knex = knexFor();
  if (!knex) return null;
  const key = `${migration.type}_${migration.name}_${migration.key}`;
  try {
    const kept = await read(knex);
    if (!kept) return null;
    const value = JSON.stringify(kept);
    const updated = await knex(STORE_TABLE).where({ key }).update({ value });
    if (!updated) await knex(STORE_TABLE).insert({ key, value, type: 'object' });
    return kept;
  } finally {
    await knex.destroy();
  }
}

/** A migration run as a command: the line `said` gives of what it kept (none for nothing), or one line on failure. */
function runAsCommand(migrate, said, failed) {
  migrate().then(
    (kept) => {
      const line = said(kept);
      if (line) console.log(`cms: ${line}`);
      process.exit(0);
    },
    (error) => {
      console.error(`cms: ${failed}: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}

module.exports = { keepForSeed, latestFactSheet, migrationKey, runAsCommand };
