// Removes, on every start, the files in the uploads folder that no upload in the database refers to: what an upload
// cut off between its file and its row (the CMS killed, the machine down) leaves behind. Strapi writes an upload's
// files (the original and each format) before the row that names them, so a crash between the two leaves files that
// no editor can see or delete; the row never appears, so the upload is as if it had not been made.
//
// Safe because the folder is this database's own (cms/config/server.js, CMS_PUBLIC_DIR: one folder per database), and
// because it runs at start, before the CMS takes any upload.
const fs = require('fs');
const path = require('path');

async function sweepOrphanedUploads(strapi) {
  if (strapi.config.get('plugin::upload').provider !== 'local') return;
  const folder = path.join(strapi.dirs.static.public, 'uploads');
  if (!fs.existsSync(folder)) return;
  const names = fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
  if (names.length === 0) return;
  const referred = new Set();
  const rows = await strapi.db.query('plugin::upload.file').findMany({ select: ['url', 'formats'] });
  for (const row of rows) {
    referred.add(path.basename(row.url ?? ''));
    for (const format of Object.values(row.formats ?? {})) referred.add(path.basename(format?.url ?? ''));
  }
  const orphans = names.filter((name) => !referred.has(name));
  for (const name of orphans) fs.rmSync(path.join(folder, name), { force: true });
  if (orphans.length)
    strapi.log.warn(
      `cms: removed ${orphans.length} file(s) from ${folder} that no upload refers to, left by an upload that did ` +
        `not finish: ${orphans.join(', ')}`,
    );
}

module.exports = { sweepOrphanedUploads };
