// Seeds the embedded CMS with sample content, safe to run again: it adds only what is missing.
//
// Every content type the site declares (lib/content-types) may have a sample, which this makes through Strapi's own
// services, as ./site-rules.js (made from the declarations) lists them:
// - a new database gets every sample, published; one already in use gets the samples of the types added since the
//   edition that seeded it, as drafts, never published (sample ratings or fees on a real home's site would be false;
//   a draft makes the build stop and say "publish it" instead);
// - a file in a sample (a picture, the contract) is drawn by ./sample-art.js and uploaded once through the upload
//   service, so that Strapi makes its responsive formats;
// - a collection whose sample names a `key` gets the entries it is missing (the gallery has SEED_GALLERY_COUNT photos,
//   default 32, more than Strapi's default page size of 25); any other gets its sample only while it has no entry,
//   and a single type only while it has no version at all: whatever an editor made is left as it is.
// Then it makes sure the public role can read nothing, and makes the website's two API tokens where they are missing,
// expiring or their file is lost (lib/cms/site-tokens.ts): the build's, which reads published entries only, written
// to CMS_TOKEN_FILE, and the preview's, which reads drafts too, written to CMS_PREVIEW_TOKEN_FILE.
//
// Run by the site's scripts (scripts/embedded-cms, which also say where the token goes), from cms/, after
// scripts/ensure-env.js.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { createStrapi } = require('@strapi/strapi');
const {
  BUILD_TOKEN_NAME,
  ADMIN_VIEWS,
  PREVIEW_TOKEN_NAME,
  SAMPLES,
  SITE_TOKEN_LIFESPAN_MS,
  SITE_TOKEN_RENEW_MS,
  siteTokenPermissions,
} = require('../src/site-rules');
const { sampleFile } = require('./sample-art');
const { SEED_EDITION, STORE } = require('./seed-edition');
const { HOME_UID, MIGRATION } = require('./migrate-home');
const { MIGRATION: ROOMS_MIGRATION, ROOMS_UID, roomsAfter } = require('./migrate-rooms');

const appDir = path.resolve(__dirname, '..');
const DEFAULT_GALLERY_COUNT = 32;
const galleryCount = Number.parseInt(process.env.SEED_GALLERY_COUNT ?? `${DEFAULT_GALLERY_COUNT}`, 10);
if (!process.env.CMS_TOKEN_FILE || !process.env.CMS_PREVIEW_TOKEN_FILE) {
  console.error(
    "seed: CMS_TOKEN_FILE and CMS_PREVIEW_TOKEN_FILE are not set; seed through the site's scripts (npm start), which set them",
  );
  process.exit(1);
}
const tokenFile = path.resolve(appDir, process.env.CMS_TOKEN_FILE);
const previewTokenFile = path.resolve(appDir, process.env.CMS_PREVIEW_TOKEN_FILE);
// The seed edition this database was last seeded by (the site's scripts say; 0 for a new database). Each sample is
// made only on a database older than the edition that brought it.
const fromEdition = Number.parseInt(process.env.SEED_FROM_EDITION ?? '0', 10);
// The edition to seed up to: this seed's own, or an older one's (SEED_AS_EDITION), to make the database an older seed
// would have made, for the tests of the upgrade path. The edition reached is recorded in the database itself.
const toEdition = Number.parseInt(process.env.SEED_AS_EDITION ?? `${SEED_EDITION}`, 10);

/** YYYY-MM-DD in the home's time zone, `days` from today. */
function fromToday(days) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** Uploads a file of a sample `entry` once; later runs find it by name. Returns the upload's file entry. */
async function uploadOnce(strapi, file, entry, workDir) {
  const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name: file.name } });
  if (existing) return existing;
  // The home the sample files are made for: "The home" as the CMS has it (its sample is the first made).
  const home = (await strapi.documents(HOME_UID).findFirst({ status: 'draft', fields: ['name'] }))?.name;
  const { bytes, mime, alternativeText } = await sampleFile(file, entry, home ? { home } : {});
  const filepath = path.join(workDir, file.name);
  fs.writeFileSync(filepath, bytes);
  const [uploaded] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: file.name, alternativeText, caption: file.caption } },
      files: { filepath, originalFilename: file.name, mimetype: mime, size: bytes.length },
    });
  return uploaded;
}

/** A sample entry with each of its files uploaded, in their place as the file's id. */
async function withFiles(strapi, entry, workDir) {
  const data = {};
  for (const [field, value] of Object.entries(entry)) {
    const file = value && typeof value === 'object' ? value.$file : undefined;
    // Several files in one field (a room's photos) are a list of them.
    const files = Array.isArray(value) && value.length > 0 && value.every((one) => one?.$file) ? value : null;
    if (files) {
      data[field] = [];
      for (const one of files) data[field].push((await uploadOnce(strapi, one.$file, entry, workDir)).id);
    } else data[field] = file ? (await uploadOnce(strapi, file, entry, workDir)).id : value;
  }
  return data;
}

/** Makes one type's sample where it is missing; returns how many entries it made. */
async function seedSample(strapi, sample, status, workDir) {
  const documents = strapi.documents(sample.uid);
  const made = sample.entries({ fromToday, galleryCount });
  const create = async (entry) =>
    documents.create({
      data: await withFiles(strapi, entry, workDir),
      ...(status === 'published' ? { status } : {}),
    });
  if (sample.kind === 'singleType') {
    // Any version at all, draft or published, is the editors' own: left as it is.
    if (await documents.findFirst({ status: 'draft' })) return 0;
    await create(made);
    return 1;
  }
  const entries = Array.isArray(made) ? made : [made];
  let missing = entries;
  if (sample.key) {
    const have = await documents.findMany({ status: 'draft', fields: [sample.key], limit: 100000 });
    const keys = new Set(have.map((one) => one[sample.key]));
    missing = entries.filter((entry) => !keys.has(entry[sample.key]));
  } else if ((await documents.findMany({ status: 'draft', fields: ['documentId'], limit: 1 })).length > 0) {
    missing = [];
  }
  for (const entry of missing) await create(entry);
  return missing.length;
}

/**
 * A single type in use given the sample's words in the fields it gained since (`sample.fills`), in its draft and its
 * published version, where they are empty; an editor's own words are kept.
 */
async function fillFields(strapi, sample) {
  const documents = strapi.documents(sample.uid);
  const made = sample.entries({ fromToday, galleryCount });
  const filled = [];
  for (const status of ['draft', 'published']) {
    const version = await documents.findFirst({ status });
    if (!version) continue;
    const empty = sample.fills.fields.filter(
      (field) => version[field] == null || (Array.isArray(version[field]) && version[field].length === 0),
    );
    if (empty.length === 0) continue;
    const data = Object.fromEntries(empty.map((field) => [field, made[field]]));
    // Updating the draft and publishing it would publish an editor's unpublished changes too: the published version is
    // written as it is, with only the new fields added.
    await strapi.db.query(sample.uid).update({ where: { id: version.id }, data });
    filled.push(`${strapi.contentType(sample.uid).info.displayName}: ${empty.join(', ')} (${status})`);
  }
  return filled;
}

/**
 * The facts of who runs the home and its regulators' ids, which "Facts that change" held before "The home" did:
 * scripts/migrate-home.js kept them from the old columns before Strapi dropped them, and they take the sample's place
 * in both versions of "The home". Once applied, the note of them goes.
 */
async function applyMigratedHome(strapi) {
  const store = strapi.store({ type: MIGRATION.type, name: MIGRATION.name });
  const kept = await store.get({ key: MIGRATION.key });
  if (!kept || !strapi.contentTypes[HOME_UID]) return;
  for (const status of ['draft', 'published']) {
    const version = await strapi.documents(HOME_UID).findFirst({ status });
    if (version) await strapi.db.query(HOME_UID).update({ where: { id: version.id }, data: kept });
  }
  await store.delete({ key: MIGRATION.key });
  console.log(`cms: "The home" took who runs the home and its regulators' ids from "Facts that change"`);
}

/**
 * The free rooms "Facts that change" stated before the rooms counted them: scripts/migrate-rooms.js kept them from the
 * old columns before Strapi dropped them, and the kinds of room the upgrade published take them (as many rooms free,
 * checked on the same day), so that every page states what it stated before. Once applied, the note of them goes.
 */
async function applyMigratedRooms(strapi) {
  const store = strapi.store({ type: ROOMS_MIGRATION.type, name: ROOMS_MIGRATION.name });
  const kept = await store.get({ key: ROOMS_MIGRATION.key });
  if (!kept || !strapi.contentTypes[ROOMS_UID]) return;
  const documents = strapi.documents(ROOMS_UID);
  const kinds = await documents.findMany({
    status: 'published',
    populate: ['rooms'],
    sort: ['order:asc'],
    limit: 1000,
  });
  for (const { documentId, checkedOn, rooms } of roomsAfter(kinds, kept)) {
    await documents.update({ documentId, data: { checkedOn, rooms } });
    await documents.publish({ documentId });
  }
  await store.delete({ key: ROOMS_MIGRATION.key });
  console.log(
    `cms: the rooms took the free rooms "Facts that change" stated (${kept.roomsFree ?? 'none given'}): check them in Kind of room`,
  );
}

/** The site reads content with its own token; anonymous visitors to the CMS get nothing. */
async function lockPublicRole(strapi) {
  const publicRole = await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'public' } });
  if (!publicRole) return 0;
  const granted = await strapi.db.query('plugin::users-permissions.permission').findMany({
    where: { role: publicRole.id, action: { $startsWith: 'api::' } },
  });
  for (const permission of granted) {
    await strapi.db.query('plugin::users-permissions.permission').delete({ where: { id: permission.id } });
  }
  return granted.length;
}

/**
 * The website's tokens: each kept while its file is there, it is of the site's own kind with today's permissions and
 * is not within SITE_TOKEN_RENEW_MS of expiring; otherwise made afresh (the old one revoked) and written to its file,
 * the only place its value is kept. SEED_NEW_TOKEN=true makes both afresh (after a restore, the old ones went with the
 * old server).
 */
async function ensureTokens(strapi) {
  const service = strapi.service('admin::api-token-content-api');
  const permissions = siteTokenPermissions(ADMIN_VIEWS).sort();
  const wanted = [
    [
      BUILD_TOKEN_NAME,
      tokenFile,
      "Used by the website's build to read what is published of each type a page shows.",
    ],
    [
      PREVIEW_TOKEN_NAME,
      previewTokenFile,
      'Used by the preview to read the drafts of each type a page shows.',
    ],
  ];
  for (const [name, file, description] of wanted) {
    const existing = await strapi.db
      .query('admin::api-token')
      .findOne({ where: { name }, populate: ['permissions'] });
    const kept =
      existing &&
      process.env.SEED_NEW_TOKEN !== 'true' &&
      fs.existsSync(file) &&
      // (Its file was written when it was made: the scripts that start the CMS judge its age by it too.)
      Date.now() - fs.statSync(file).mtimeMs < SITE_TOKEN_LIFESPAN_MS - SITE_TOKEN_RENEW_MS &&
      existing.type === 'custom' &&
      existing.expiresAt &&
      new Date(existing.expiresAt).getTime() - Date.now() > SITE_TOKEN_RENEW_MS &&
      JSON.stringify((existing.permissions ?? []).map(({ action }) => action).sort()) ===
        JSON.stringify(permissions);
    if (kept) continue;
    if (existing) await service.revoke(existing.id);
    const created = await service.create({
      name,
      description,
      type: 'custom',
      lifespan: SITE_TOKEN_LIFESPAN_MS,
      permissions,
    });
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${created.accessKey}\n`, { mode: 0o600 });
  }
}

async function main() {
  if (!Number.isSafeInteger(fromEdition) || fromEdition < 0) {
    throw new Error(`SEED_FROM_EDITION must be a whole number, got "${process.env.SEED_FROM_EDITION}"`);
  }
  if (!Number.isSafeInteger(toEdition) || toEdition < 1 || toEdition > SEED_EDITION) {
    throw new Error(`SEED_AS_EDITION must be 1 to ${SEED_EDITION}, got "${process.env.SEED_AS_EDITION}"`);
  }
  if (!Number.isSafeInteger(galleryCount) || galleryCount < 0) {
    throw new Error(`SEED_GALLERY_COUNT must be a whole number, got "${process.env.SEED_GALLERY_COUNT}"`);
  }
  const started = Date.now();
  const strapi = await createStrapi({ appDir, distDir: appDir }).load();
  strapi.log.level = 'warn';
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-seed-'));
  try {
    const done = [];
    const drafted = [];
    for (const sample of SAMPLES) {
      if (
        sample.fills &&
        sample.fills.edition > fromEdition &&
        sample.fills.edition <= toEdition &&
        fromEdition >= 1
      )
        done.push(...(await fillFields(strapi, sample)));
      if (sample.edition <= fromEdition || sample.edition > toEdition) continue;
      // On a new database every sample is published; on one in use, the newer samples are drafts, but for the words
      // the site had in its code, which arrive published so that every page says what it said before.
      const status = fromEdition < 1 || sample.publishOnUpgrade ? 'published' : 'draft';
      const count = await seedSample(strapi, sample, status, workDir);
      const name = strapi.contentType(sample.uid).info.displayName;
      done.push(`${name} ${count ? `${count} ${status}` : 'kept'}`);
      if (status === 'draft' && count) drafted.push(`"${name}"`);
    }
    await applyMigratedHome(strapi);
    await applyMigratedRooms(strapi);
    if (drafted.length) {
      console.log(
        `cms: this database is in use, so the samples of ${drafted.join(', ')} were added as drafts: put in the ` +
          "home's own and publish them, or delete them (the build asks for each page's facts)",
      );
    }
    const revoked = await lockPublicRole(strapi);
    await ensureTokens(strapi);
    // Last: a seed that failed half-way is run again from where it was, adding only what is missing.
    await strapi.store({ type: STORE.type, name: STORE.name }).set({
      key: STORE.key,
      value: { edition: Math.max(fromEdition, toEdition), at: new Date().toISOString() },
    });
    console.log(
      `cms: seeded in ${((Date.now() - started) / 1000).toFixed(1)}s: ${done.join(', ') || 'nothing new'}` +
        (revoked ? `, removed ${revoked} public permissions` : ''),
    );
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
    await strapi.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`cms: seeding failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
