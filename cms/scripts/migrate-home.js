// Before Strapi starts on a database that predates "The home" (seed edition 7 or older), keeps what "Facts that change"
// held of who runs the home and its regulators' ids, which moved to "The home": Strapi drops a column its schema no
// longer names as it starts, so they are read here, straight from the database with Strapi's own query builder
// (seed-edition.js's), and noted in Strapi's core store; the seed then puts them in "The home" (seed.js,
// applyMigratedHome). Run by the site's scripts before the seed (scripts/embedded-cms); safe to run again: a database
// with "The home", or without the old columns, is left as it is.
//
//   node scripts/migrate-home.js    says in a line what it kept, and nothing when there was nothing to keep
const { keepForSeed, latestFactSheet, migrationKey, runAsCommand } = require('./site-migration');

const HOME_UID = 'api::home.home';
const MIGRATION = migrationKey('home');

/** What the old fact sheet says, by "The home"'s field names; null when there is nothing to keep. */
async function readOldFacts(knex) {
  if (!(await knex.schema.hasTable('fact_sheets')) || (await knex.schema.hasTable('homes'))) return null;
  const columns = await knex('fact_sheets').columnInfo();
  if (!columns.cqc_location_id) return null;
  const sheet = await latestFactSheet(knex);
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

/** What it kept of the old facts, noted for the seed; nothing when there was nothing to keep. */
async function migrateHome() {
  return (await keepForSeed(MIGRATION, readOldFacts)) ?? {};
}

module.exports = { HOME_UID, MIGRATION, migrateHome, readOldFacts };

if (require.main === module) {
  runAsCommand(
    migrateHome,
    (kept) => {
      const names = Object.keys(kept);
      return names.length > 0
        ? `kept ${names.join(', ')} from "Facts that change" for "The home", which holds them now`
        : '';
    },
    'could not keep the old facts of "The home"',
  );
}
