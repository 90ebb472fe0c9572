/** @jest-environment node */
// What a database from before the rooms keeps of the free rooms "Facts that change" stated (how many, by kind of care,
// and the day they were confirmed): read from its old columns (cms/scripts/migrate-rooms.js) before Strapi drops them,
// and how the seed gives them to the sample's kinds of room. On a SQLite database made here in the old schema's shape:
// the tables and columns Strapi made for edition 9.
import { describe, expect, it } from '@jest/globals';
import { fromCms, oldDatabaseEachTest, type MigrationKey, type Untyped } from './old-database';

type Kept = {
  roomsFree: number | null;
  confirmedOn: string | null;
  byCareType: { careType: string; rooms: number }[];
};
type Kind = {
  documentId: string;
  keptFor: string;
  rooms: { name: string; floor: string; stepFree: boolean; state?: string }[];
};
const { migrateRooms, roomsAfter, MIGRATION } = fromCms('./scripts/migrate-rooms.js') as {
  migrateRooms: () => Promise<Kept | null>;
  roomsAfter: (
    kinds: Kind[],
    kept: Kept,
  ) => { documentId: string; checkedOn: string | null; rooms: Kind['rooms'] }[];
  MIGRATION: MigrationKey;
};

const { stored: storedUnder, withFactSheets } = oldDatabaseEachTest('migrate-rooms');
const stored = () => storedUnder(MIGRATION);

/** A database as edition 9 left it: the fact sheet's draft and published version, each with its free rooms. */
async function oldDatabase({ lines = true }: { lines?: boolean } = {}) {
  const knex = await withFactSheets(
    (table: Untyped) => {
      table.integer('rooms_free');
      table.date('vacancies_confirmed_on');
    },
    { ordered: true },
  );
  await knex.schema.createTable('components_facts_rooms_free', (table: Untyped) => {
    table.increments('id');
    table.string('care_type');
    table.integer('rooms');
  });
  await knex('fact_sheets').insert([
    { id: 1, rooms_free: 5, vacancies_confirmed_on: '2026-11-01', published_at: null },
    { id: 2, rooms_free: 3, vacancies_confirmed_on: '2026-11-20', published_at: '2026-11-20' },
  ]);
  if (lines) {
    await knex('components_facts_rooms_free').insert([
      { id: 1, care_type: 'Short breaks', rooms: 5 },
      { id: 2, care_type: 'Short breaks', rooms: 1 },
    ]);
    await knex('fact_sheets_cmps').insert([
      { entity_id: 1, cmp_id: 1, component_type: 'facts.rooms-free', field: 'roomsFreeByCareType', order: 1 },
      { entity_id: 2, cmp_id: 2, component_type: 'facts.rooms-free', field: 'roomsFreeByCareType', order: 1 },
    ]);
  }
  return knex;
}

describe('a database from before the rooms', () => {
  it('keeps the free rooms as published, with their lines by kind of care, for the seed', async () => {
    await (await oldDatabase()).destroy();
    const kept = {
      roomsFree: 3,
      confirmedOn: '2026-11-20',
      byCareType: [{ careType: 'Short breaks', rooms: 1 }],
    };
    expect(await migrateRooms()).toEqual(kept);
    expect(await stored()).toEqual(kept);
  });

  it('keeps nothing from a database without the old columns (Strapi dropped them at the upgrade)', async () => {
    const knex = await oldDatabase();
    await knex.schema.alterTable('fact_sheets', (table: Untyped) => table.dropColumn('rooms_free'));
    await knex.destroy();
    expect(await migrateRooms()).toBeNull();
    expect(await stored()).toBeNull();
  });
});

describe('the sample kinds of room, given the old free rooms', () => {
  const kinds: Kind[] = [
    {
      documentId: 'single',
      keptFor: 'Long-term care',
      rooms: [
        { name: 'Room 3', floor: 'First floor', stepFree: true, state: 'Free now' },
        { name: 'Room 8', floor: 'Second floor', stepFree: true, state: 'Free from a date' },
      ],
    },
    {
      documentId: 'short',
      keptFor: 'Short breaks',
      rooms: [{ name: 'Room 1', floor: 'Ground floor', stepFree: true }],
    },
  ];
  const states = (changed: ReturnType<typeof roomsAfter>) =>
    changed.map(({ documentId, checkedOn, rooms }) => [
      documentId,
      checkedOn,
      rooms.map((room) => `${room.name}: ${room.state}`),
    ]);

  it('free as many rooms of each kind of care as the facts said, the rest of the total long-term care, checked that day', () => {
    const changed = roomsAfter(kinds, {
      roomsFree: 4,
      confirmedOn: '2026-11-20',
      byCareType: [{ careType: 'Short breaks', rooms: 1 }],
    });
    expect(states(changed)).toEqual([
      ['single', '2026-11-20', ['Room 3: Free now', 'Room 8: Free now', 'Free room 1: name it: Free now']],
      ['short', '2026-11-20', ['Room 1: Free now']],
    ]);
  });

  it('take every room, and check none, when the facts gave no number: the site still asks families to call', () => {
    expect(states(roomsAfter(kinds, { roomsFree: null, confirmedOn: '2026-11-20', byCareType: [] }))).toEqual(
      [
        ['single', null, ['Room 3: Taken', 'Room 8: Taken']],
        ['short', null, ['Room 1: Taken']],
      ],
    );
  });
});
