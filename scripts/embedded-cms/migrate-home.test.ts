/** @jest-environment node */
// What a database from before "The home" keeps of who runs the home and its regulators' ids, which "Facts that change"
// held: read from its old columns (cms/scripts/migrate-home.js) before Strapi drops them, and noted for the seed. On a
// SQLite database made here in the old schema's shape: the tables and columns Strapi made for edition 7.
import { describe, expect, it } from '@jest/globals';
import { fromCms, oldDatabaseEachTest, type MigrationKey, type Untyped } from './old-database';

const { migrateHome, MIGRATION } = fromCms('./scripts/migrate-home.js') as {
  migrateHome: () => Promise<Record<string, unknown>>;
  MIGRATION: MigrationKey;
};

const { open, stored: storedUnder, storeRows, withFactSheets } = oldDatabaseEachTest('migrate-home');
const stored = () => storedUnder(MIGRATION);

/** A database as edition 7 left it: the fact sheet with its regulators' ids, and who runs the home as a component. */
async function oldDatabase({ provider = true }: { provider?: boolean } = {}) {
  const knex = await withFactSheets((table: Untyped) => {
    table.string('document_id');
    table.string('cqc_location_id');
    table.string('food_hygiene_establishment_id');
  });
  await knex.schema.createTable('components_facts_providers', (table: Untyped) => {
    table.increments('id');
    table.string('company_name');
    table.string('company_number');
    table.string('registered_in');
    table.string('registered_office');
    table.string('ico_registration_number');
  });
  // The draft (id 1) and the published version (id 2), as Strapi 5 keeps a single type; the published one is kept.
  await knex('fact_sheets').insert([
    {
      id: 1,
      document_id: 'f',
      cqc_location_id: '1-111111111',
      food_hygiene_establishment_id: null,
      published_at: null,
    },
    {
      id: 2,
      document_id: 'f',
      cqc_location_id: '1-222222222',
      food_hygiene_establishment_id: '987654',
      published_at: '2026-11-01',
    },
  ]);
  if (provider) {
    await knex('components_facts_providers').insert([
      {
        id: 7,
        company_name: 'Old Draft Care Limited',
        company_number: '11111111',
        registered_in: 'England and Wales',
        registered_office: 'Draft Lane',
        ico_registration_number: null,
      },
      {
        id: 8,
        company_name: 'Orchard Care Limited',
        company_number: 'SC123456',
        registered_in: 'Scotland',
        registered_office: '1 High Street, Perth, PH1 5ZZ',
        ico_registration_number: 'ZA123456',
      },
    ]);
    await knex('fact_sheets_cmps').insert([
      { entity_id: 1, cmp_id: 7, component_type: 'facts.provider', field: 'provider' },
      { entity_id: 2, cmp_id: 8, component_type: 'facts.provider', field: 'provider' },
    ]);
  }
  return knex;
}

describe('a database from before "The home"', () => {
  it('keeps who runs the home and the regulators’ ids, as published, for the seed to put in "The home"', async () => {
    await (await oldDatabase()).destroy();
    const kept = {
      cqcLocationId: '1-222222222',
      fsaEstablishmentId: '987654',
      companyName: 'Orchard Care Limited',
      companyNumber: 'SC123456',
      registeredIn: 'Scotland',
      registeredOffice: '1 High Street, Perth, PH1 5ZZ',
      icoRegistrationNumber: 'ZA123456',
    };
    expect(await migrateHome()).toEqual(kept);
    expect(await stored()).toEqual(kept);
    // Run again (a start that stopped before the seed), it notes the same once.
    expect(await migrateHome()).toEqual(kept);
    const knex = open();
    expect(await storeRows(knex, MIGRATION)).toHaveLength(1);
    await knex.destroy();
  });

  it('keeps the ids alone where no one was named as running the home', async () => {
    await (await oldDatabase({ provider: false })).destroy();
    expect(await migrateHome()).toEqual({ cqcLocationId: '1-222222222', fsaEstablishmentId: '987654' });
  });

  it('leaves a database that has "The home" already, a new one, and one without the old columns as they are', async () => {
    expect(await migrateHome()).toEqual({});
    const knex = await oldDatabase();
    await knex.schema.createTable('homes', (table: Untyped) => table.increments('id'));
    await knex.destroy();
    expect(await migrateHome()).toEqual({});
    expect(await stored()).toBeNull();
  });
});
