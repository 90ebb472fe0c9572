// Seeds the embedded CMS with sample content, safe to run again: it adds only what is missing.
//
// - uploads the sample pictures through Strapi's upload service, so Strapi makes its responsive formats;
// - publishes SEED_GALLERY_COUNT gallery items (default 32, more than Strapi's default page size of 25), each with a
//   picture of its own, the sample team, the sample reviews and the facts that change (ratings, score, vacancies);
// - publishes the sample "Fees and funding" (with a sample contract PDF), "Complaints" and "Visiting and a typical day";
// - publishes two sample jobs, open for eight weeks from the day it runs;
// - makes sure the public role can read nothing;
// - creates a read-only API token for the site's build and writes it to CMS_TOKEN_FILE.
//
// Run by the site's scripts (scripts/cms.ts, which also says where the token goes), from cms/, after
// scripts/ensure-env.js.
const fs = require('fs');
const os = require('os');
const path = require('path');
const sharp = require('sharp');
const { createStrapi } = require('@strapi/strapi');
const { galleryPicture, portrait } = require('./sample-art');
const { team } = require('./sample-team');
const { factSheet, reviews } = require('./sample-facts');
const { feesAndFunding, complaintsProcedure, visiting, sampleContractPdf } = require('./sample-families');
const { jobs } = require('./sample-jobs');
const { SEED_EDITION, STORE } = require('./seed-edition');

const appDir = path.resolve(__dirname, '..');
const DEFAULT_GALLERY_COUNT = 32;
const galleryCount = Number.parseInt(process.env.SEED_GALLERY_COUNT ?? `${DEFAULT_GALLERY_COUNT}`, 10);
if (!process.env.CMS_TOKEN_FILE) {
  console.error("seed: CMS_TOKEN_FILE is not set; seed through the site's scripts (npm start), which set it");
  process.exit(1);
}
const tokenFile = path.resolve(appDir, process.env.CMS_TOKEN_FILE);
// The seed edition this database was last seeded by (scripts/cms.ts says; 0 for a new database). Each seeder below
// runs only on a database older than the edition that brought it. On a database already in use, the samples of a
// new content type are made drafts: sample ratings published on a real home's site would be false statements, and
// a draft makes the build stop and say "publish it" instead.
const fromEdition = Number.parseInt(process.env.SEED_FROM_EDITION ?? '0', 10);
// The edition to seed up to: this seed's own, or an older one's (SEED_AS_EDITION), to make the database an older seed
// would have made, for the tests of the upgrade path. The edition reached is recorded in the database itself.
const toEdition = Number.parseInt(process.env.SEED_AS_EDITION ?? `${SEED_EDITION}`, 10);
const TOKEN_NAME = 'Website build (read-only)';

async function renderJpeg(svg, file) {
  await sharp(Buffer.from(svg)).jpeg({ quality: 84, mozjpeg: true }).toFile(file);
  return fs.statSync(file).size;
}

/** Uploads a picture once; later runs find it by name. Returns the upload's file entry. */
async function uploadOnce(strapi, { name, svg, alternativeText, caption }, workDir) {
  const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name } });
  if (existing) return existing;
  const filepath = path.join(workDir, name);
  const size = await renderJpeg(svg, filepath);
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name, alternativeText, caption } },
      files: { filepath, originalFilename: name, mimetype: 'image/jpeg', size },
    });
  return file;
}

async function seedGallery(strapi, workDir) {
  const documents = strapi.documents('api::gallery.gallery');
  const existing = await documents.findMany({ status: 'published', fields: ['order'], limit: 100000 });
  const have = new Set(existing.map((item) => item.order));
  let created = 0;
  for (let index = 0; index < galleryCount; index += 1) {
    const order = index + 1;
    if (have.has(order)) continue;
    // Every item has a picture of its own (the art is drawn from the index), so that a large sample gallery costs
    // the image pipeline what a real one would.
    const picture = galleryPicture(index);
    const file = await uploadOnce(
      strapi,
      {
        name: `sample-garden-and-house-${String(index + 1).padStart(2, '0')}.jpg`,
        svg: picture.svg,
        alternativeText: picture.alt,
        caption: 'Sample illustration',
      },
      workDir,
    );
    await documents.create({ data: { image: file.id, order }, status: 'published' });
    created += 1;
  }
  return { created, total: have.size + created };
}

async function seedTeam(strapi, workDir) {
  const documents = strapi.documents('api::team.team');
  const existing = await documents.findMany({ status: 'published', fields: ['name'], limit: 1000 });
  const have = new Set(existing.map((member) => member.name));
  let created = 0;
  for (const [index, member] of team.entries()) {
    if (have.has(member.name)) continue;
    const picture = portrait(index);
    const slug = member.name.toLowerCase().replace(/[^a-z]+/g, '-');
    const file = await uploadOnce(
      strapi,
      {
        name: `sample-portrait-${slug}.jpg`,
        svg: picture.svg,
        alternativeText: `Illustrated portrait of ${member.name}`,
        caption: 'Sample illustration',
      },
      workDir,
    );
    await documents.create({ data: { ...member, order: index + 1, image: file.id }, status: 'published' });
    created += 1;
  }
  return { created, total: have.size + created };
}

/** The facts that change, as a sample: published on a new database, a draft on one already in use. */
async function seedFactSheet(strapi, status) {
  const documents = strapi.documents('api::fact-sheet.fact-sheet');
  // Any version at all, draft or published, is the editors' own: left as it is.
  if (await documents.findFirst({ status: 'draft' })) return false;
  await documents.create({ data: factSheet(), ...(status === 'published' ? { status } : {}) });
  return true;
}

/** The sample reviews, published or as drafts (see seedFactSheet); none if the editors have any review at all. */
async function seedReviews(strapi, status) {
  const documents = strapi.documents('api::review.review');
  if ((await documents.findMany({ status: 'draft', fields: ['reviewer'], limit: 1 })).length > 0) return 0;
  for (const [index, review] of reviews.entries()) {
    await documents.create({
      data: { ...review, order: index + 1 },
      ...(status === 'published' ? { status } : {}),
    });
  }
  return reviews.length;
}

/** The sample jobs, once: none when the database has a job of its own, draft or published. */
async function seedJobs(strapi, status) {
  const documents = strapi.documents('api::job.job');
  if ((await documents.findMany({ status: 'draft', fields: ['title'], limit: 1 })).length > 0) return 0;
  const samples = jobs();
  for (const job of samples) {
    await documents.create({ data: job, ...(status === 'published' ? { status } : {}) });
  }
  return samples.length;
}

/** Uploads the sample contract once; later runs find it by name. */
async function uploadContract(strapi, workDir) {
  const name = 'sample-residential-care-contract.pdf';
  const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name } });
  if (existing) return existing;
  const filepath = path.join(workDir, name);
  fs.writeFileSync(filepath, await sampleContractPdf());
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name, caption: 'Sample contract' } },
      files: {
        filepath,
        originalFilename: name,
        mimetype: 'application/pdf',
        size: fs.statSync(filepath).size,
      },
    });
  return file;
}

/**
 * What families must be told first (fees, complaints, visiting), as samples: published on a new database, drafts on
 * one in use (see seedFactSheet). A single type the editors already have, in any version, is left as it is.
 */
async function seedFamilies(strapi, status, workDir) {
  const made = [];
  const samples = [
    [
      'api::fees-and-funding.fees-and-funding',
      async () => ({ ...feesAndFunding(), contract: (await uploadContract(strapi, workDir)).id }),
    ],
    ['api::complaints-procedure.complaints-procedure', async () => complaintsProcedure()],
    ['api::visiting.visiting', async () => visiting()],
  ];
  for (const [uid, sample] of samples) {
    const documents = strapi.documents(uid);
    if (await documents.findFirst({ status: 'draft' })) continue;
    await documents.create({ data: await sample(), ...(status === 'published' ? { status } : {}) });
    made.push(uid.split('.').at(-1));
  }
  return made;
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

async function ensureToken(strapi) {
  const tokens = strapi.service('admin::api-token-content-api');
  const existing = await tokens.getByName(TOKEN_NAME, { includeDecryptedKey: true });
  // After a restore, a new token whatever the database holds (SEED_NEW_TOKEN=true): the old one went with the old server.
  let accessKey = process.env.SEED_NEW_TOKEN === 'true' ? undefined : existing?.accessKey;
  if (!accessKey) {
    if (existing) await tokens.revoke(existing.id);
    const created = await tokens.create({
      name: TOKEN_NAME,
      description:
        "Used by the website's build to read what it publishes: photos, team, reviews, facts, fees, complaints, visiting and jobs.",
      type: 'read-only',
      lifespan: null,
    });
    accessKey = created.accessKey;
  }
  fs.mkdirSync(path.dirname(tokenFile), { recursive: true });
  fs.writeFileSync(tokenFile, `${accessKey}\n`, { mode: 0o600 });
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
    if (fromEdition < 1) {
      const gallery = await seedGallery(strapi, workDir);
      const members = await seedTeam(strapi, workDir);
      done.push(
        `gallery ${gallery.total} (${gallery.created} new)`,
        `team ${members.total} (${members.created} new)`,
      );
    }
    if (fromEdition < 2 && toEdition >= 2) {
      const status = fromEdition < 1 ? 'published' : 'draft';
      const facts = await seedFactSheet(strapi, status);
      const reviewCount = await seedReviews(strapi, status);
      done.push(`facts ${facts ? status : 'kept'}`, `reviews ${reviewCount} ${status}`);
      if (status === 'draft' && (facts || reviewCount)) {
        console.log(
          'cms: this database is in use, so the sample "Facts that change" and reviews were added as drafts: ' +
            'put in the home\'s own and publish them (the build asks for "Facts that change")',
        );
      }
    }
    if (fromEdition < 3 && toEdition >= 3) {
      const status = fromEdition < 1 ? 'published' : 'draft';
      const made = await seedFamilies(strapi, status, workDir);
      done.push(`families' pages ${made.length ? `${made.join(', ')} ${status}` : 'kept'}`);
      if (status === 'draft' && made.length) {
        console.log(
          `cms: this database is in use, so the sample ${made.join(', ')} were added as drafts: put in the home's ` +
            'own, with its contract, and publish them (the build asks for each)',
        );
      }
    }
    if (fromEdition < 4 && toEdition >= 4) {
      // On a database in use, never published: a home's own careers page shows no invented vacancy.
      const status = fromEdition < 1 ? 'published' : 'draft';
      const count = await seedJobs(strapi, status);
      done.push(`jobs ${count ? `${count} ${status}` : 'kept'}`);
      if (status === 'draft' && count) {
        console.log(
          "cms: this database is in use, so two sample jobs were added as drafts: change them to the home's own " +
            'and publish, or delete them (the careers page says how to apply when there are none)',
        );
      }
    }
    const revoked = await lockPublicRole(strapi);
    await ensureToken(strapi);
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
