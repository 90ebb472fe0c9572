// Before Strapi starts on a database that predates "The home" (seed edition 7 or older), keeps what "Facts that change"
// held of who runs the home and its regulators' ids, which moved to "The home": Strapi drops a column its schema no
// longer names as it starts, so they are read here, straight from the database with Strapi's own query builder
// (seed-edition.js's), and noted in Strapi's core store; the seed then puts them in "The home" (seed.js,
// applyMigratedHome). Run by the site's scripts before the seed (scripts/embedded-cms); safe to run again: a database
// with "The home", or without the old columns, is left as it is.
//
//   node scripts/migrate-home.js    says in a line what it kept, and nothing when there was nothing to keep
const { knexFor } = require('./seed-edition');

const HOME_UID = 'api::home.home';
const MIGRATION = { type: 'core', name: 'site-migration', key: 'home' };
const MIGRATION_KEY = `${MIGRATION.type}_${MIGRATION.name}_${MIGRATION.key}`;
const STORE_TABLE = 'strapi_core_store_settings';

/** What the old fact sheet says, by "The home"'s field names; null when there is nothing to keep. */
async function readOldFacts(knex) {
  if (!(await knex.schema.hasTable('fact_sheets')) || (await knex.schema.hasTable('homes'))) return null;
  const columns = await knex('fact_sheets').columnInfo();
  if (!columns.cqc_location_id) return null;
  // The published version, else the draft: what the site showed, or what an editor was about to.
  const sheet =
    (await knex('fact_sheets').whereNotNull('published_at').orderBy('id', 'desc').first()) ??
    (await knex('fact_sheets').orderBy('id', 'desc').first());
  if (!sheet) return null;
  const kept = {
    cqcLocationId: sheet.cqc_location_id ?? undefined,
    fsaEstablishmentId: sheet.food_hygiene_establishment_id ?? null,
  };
  if (
    (await knex.schema.hasTable('fact_sheets_cmps')) &&
    (await knex.schema.hasTable('components_facts_providers'))
  ) {
    const link = await knex('fact_sheets_cmps').where({ entity_id: sheet.id, field: 'provider' }).first();
    const provider = link && (await knex('components_facts_providers').where({ id: link.cmp_id }).first());
    if (provider)
      Object.assign(kept, {
        companyName: provider.company_name,
        companyNumber: provider.company_number,
        registeredIn: provider.registered_in,
        registeredOffice: provider.registered_office,
        icoRegistrationNumber: provider.ico_registration_number ?? null,
      });
  }
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined));
}

async function migrateHome() {
  const knex = knexFor();
  if (!knex) return {};
  try {
    const kept = await readOldFacts(knex);
    if (!kept) return {};
    const value = JSON.stringify(kept);
    const updated = await knex(STORE_TABLE).where({ key: MIGRATION_KEY }).update({ value });
    if (!updated) await knex(STORE_TABLE).insert({ key: MIGRATION_KEY, value, type: 'object' });
    return kept;
  } finally {
    await knex.destroy();
  }
}

module.exports = { HOME_UID, MIGRATION, migrateHome, readOldFacts };

if (require.main === module) {
  migrateHome().then(
    (kept) => {
      const names = Object.keys(kept);
      if (names.length > 0)
        console.log(
          `cms: kept ${names.join(', ')} from "Facts that change" for "The home", which holds them now`,
        );
      process.exit(0);
    },
    (error) => {
      console.error(
        `cms: could not keep the old facts of "The home": ${error instanceof Error ? error.message : error}`,
      );
      process.exit(1);
    },
  );
}
