// Before Strapi starts on a database that predates the rooms (seed edition 9 or older), keeps the free rooms "Facts
// that change" stated (how many, by kind of care, and the day they were confirmed), which the rooms now count: Strapi
// drops a column its schema no longer names as it starts, so they are read here, straight from the database with
// Strapi's own query builder (seed-edition.js's), and noted in Strapi's core store. The seed then publishes the sample's
// kinds of room with that many rooms free, checked on that day (seed.js, applyMigratedRooms), so that every page
// states after the upgrade what it stated before. Run by the site's scripts before the seed (scripts/embedded-cms);
// safe to run again: a database without the old columns is left as it is.
//
//   node scripts/migrate-rooms.js    says in a line what it kept, and nothing when there was nothing to keep
const { keepForSeed, latestFactSheet, migrationKey, runAsCommand } = require('./site-migration');

const ROOMS_UID = 'api::room-kind.room-kind';
const MIGRATION = migrationKey('rooms');

/** A day as the database hands it over (a string, or a Date on PostgreSQL), as YYYY-MM-DD; null for none. */
function dayOf(value) {
  if (value == null || value === '') return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const text = String(value);
  // SQLite may keep a day as milliseconds.
  if (/^\d{10,}$/.test(text)) return new Date(Number(text)).toISOString().slice(0, 10);
  return text.slice(0, 10);
}

/** What the old fact sheet said of the free rooms; null when there is nothing to keep. */
async function readOldRooms(knex) {
  // The old column is the sign: Strapi drops it at the first start that knows the rooms, after this has kept it.
  if (!(await knex.schema.hasTable('fact_sheets'))) return null;
  const columns = await knex('fact_sheets').columnInfo();
  if (!columns.rooms_free) return null;
  const sheet = await latestFactSheet(knex);
  if (!sheet) return null;
  const roomsFree = sheet.rooms_free == null ? null : Number(sheet.rooms_free);
  const byCareType = [];
  if (
    roomsFree != null &&
    (await knex.schema.hasTable('fact_sheets_cmps')) &&
    (await knex.schema.hasTable('components_facts_rooms_free'))
  ) {
    const links = await knex('fact_sheets_cmps')
      .where({ entity_id: sheet.id, field: 'roomsFreeByCareType' })
      .orderBy('order', 'asc');
    for (const link of links) {
      const line = await knex('components_facts_rooms_free').where({ id: link.cmp_id }).first();
      if (line && line.care_type && Number(line.rooms) > 0)
        byCareType.push({ careType: line.care_type, rooms: Number(line.rooms) });
    }
  }
  return { roomsFree, confirmedOn: dayOf(sheet.vacancies_confirmed_on), byCareType };
}

/** What it kept of the old free rooms, noted for the seed; null when there was nothing to keep. */
function migrateRooms() {
  return keepForSeed(MIGRATION, readOldRooms);
}

/**
 * The sample's kinds of room (`kinds`, each with its rooms), with as many rooms free now as the old facts said, for
 * each kind of care they named (the rest of the total long-term care's), and every other room taken: a room
 * more than the sample has is added, for the home to name. Checked on the day the old facts were confirmed; without a
 * count (the site asked families to call), every room is taken and none is checked, so the site still asks.
 */
function roomsAfter(kinds, kept) {
  const wanted = new Map();
  if (kept.roomsFree != null && kept.roomsFree > 0) {
    for (const { careType, rooms } of kept.byCareType)
      wanted.set(careType, (wanted.get(careType) ?? 0) + rooms);
    // The total is what every page stated: what its lines by kind of care leave out is long-term care's.
    const named = [...wanted.values()].reduce((sum, rooms) => sum + rooms, 0);
    if (kept.roomsFree > named)
      wanted.set('Long-term care', (wanted.get('Long-term care') ?? 0) + kept.roomsFree - named);
  }
  const checkedOn = kept.roomsFree == null ? null : kept.confirmedOn;
  const changed = kinds.map((kind) => ({
    documentId: kind.documentId,
    checkedOn,
    rooms: kind.rooms.map(({ name, floor, stepFree }) => ({ name, floor, stepFree, state: 'Taken' })),
  }));
  for (const [careType, count] of wanted) {
    // The first kind kept for that care takes what its own rooms cannot; a kind of care no kind of room is kept for
    // goes to the first kind of all.
    const of = changed.filter((_, index) => kinds[index].keptFor === careType);
    const into = of.length > 0 ? of : changed.slice(0, 1);
    let left = count;
    for (const kind of into)
      for (const room of kind.rooms)
        if (left > 0) {
          room.state = 'Free now';
          left -= 1;
        }
    for (let added = 1; left > 0 && into[0]; added += 1, left -= 1)
      into[0].rooms.push({
        name: `Free room ${added}: name it`,
        floor: 'Ground floor',
        stepFree: true,
        state: 'Free now',
      });
  }
  return changed;
}

module.exports = { MIGRATION, ROOMS_UID, migrateRooms, readOldRooms, roomsAfter };

if (require.main === module) {
  runAsCommand(
    migrateRooms,
    (kept) =>
      kept
        ? `kept the free rooms "Facts that change" stated (${kept.roomsFree ?? 'none given'}) for the rooms, which count them now`
        : '',
    'could not keep the old free rooms',
  );
}
