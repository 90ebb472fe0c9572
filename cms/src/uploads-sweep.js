// Removes, when the CMS server starts, the files in the uploads folder that no upload in the database refers to:
// what an upload cut off between its file and its row (the CMS killed, the machine down) leaves behind. Strapi writes
// an upload's files (the original and each format) before the row that names them, so a crash between the two leaves
// files that no editor can see or delete; the row never appears, so the upload is as if it had not been made.
//
// It deletes nothing unless it is sure the folder is this database's own:
// - only in the server's own start (CMS_SWEEP_UPLOADS=true, set by the site's scripts that run `strapi start`), before
//   it takes any request: never in the seed, an export or an import, which load Strapi beside a running server;
// - only when the folder and the database carry the same id (a file `.database-id` in the folder, and the core store's
//   `site-uploads` id). A folder and database that carry none are bound to each other on the first start at which
//   every file in the folder is one the database names; a folder of another database (or one shared by two) is left
//   alone, and the log says so in one line.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const ID_FILE = '.database-id';
const STORE = { type: 'core', name: 'site-uploads' };

/** Every file name the database names: each upload and its formats, and the admin's own logos. */
async function referredNames(strapi) {
  const names = new Set();
  const add = (url) => {
    if (typeof url === 'string' && url) names.add(path.basename(url));
  };
  const rows = await strapi.db.query('plugin::upload.file').findMany({ select: ['url', 'formats'] });
  for (const row of rows) {
    add(row.url);
    for (const format of Object.values(row.formats ?? {})) add(format?.url);
  }
  // The admin panel's logos (Settings > Overview) are stored through the upload provider but named in the store.
  const settings = await strapi.store({ type: 'core', name: 'admin' }).get({ key: 'project-settings' });
  for (const logo of Object.values(settings ?? {})) add(logo?.url);
  return { names, rows: rows.length };
}

async function sweepOrphanedUploads(strapi) {
  if (process.env.CMS_SWEEP_UPLOADS !== 'true') return;
  if (strapi.config.get('plugin::upload').provider !== 'local') return;
  const folder = path.join(strapi.dirs.static.public, 'uploads');
  if (!fs.existsSync(folder)) return;
  const store = strapi.store(STORE);
  const idFile = path.join(folder, ID_FILE);
  const databaseId = (await store.get({ key: 'id' })) ?? null;
  const folderId = fs.existsSync(idFile) ? fs.readFileSync(idFile, 'utf8').trim() : null;
  const files = fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
  const { names } = await referredNames(strapi);
  const unnamed = files.filter((name) => !names.has(name));

  if (!databaseId && !folderId) {
    if (unnamed.length) {
      strapi.log.warn(
        `cms: ${folder} holds ${unnamed.length} file(s) this database does not name, so files left by an interrupted ` +
          'upload are not removed there: give this database a folder of its own (CMS_PUBLIC_DIR)',
      );
      return;
    }
    const id = crypto.randomUUID();
    await store.set({ key: 'id', value: id });
    fs.writeFileSync(idFile, `${id}\n`);
    return;
  }
  if (databaseId !== folderId) {
    strapi.log.warn(
      `cms: ${folder} is not this database's uploads folder (their ids differ), so nothing in it is removed: give ` +
        'this database a folder of its own (CMS_PUBLIC_DIR)',
    );
    return;
  }
  for (const name of unnamed) fs.rmSync(path.join(folder, name), { force: true });
  if (unnamed.length)
    strapi.log.warn(
      `cms: removed ${unnamed.length} file(s) from ${folder} that no upload refers to, left by an upload that did ` +
        `not finish: ${unnamed.join(', ')}`,
    );
}

module.exports = { sweepOrphanedUploads, ID_FILE, STORE };
