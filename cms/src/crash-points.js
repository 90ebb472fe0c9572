// FOR TESTS ONLY (scripts/embedded-cms/crash.e2e.test.ts): with CMS_TEST_HOLD and CMS_TEST_HOLD_FILE set, the CMS
// holds a request at its point of danger, writes what it saw there into the file, and waits until it is killed:
// - CMS_TEST_HOLD=publish: a team member's publish, inside the database's transaction, after the published version's
//   row is written and before the transaction commits;
// - CMS_TEST_HOLD=upload: an upload, after its files are written to the uploads folder and before the row that names
//   them.
// Without both variables nothing is registered.
const fs = require('fs');

function registerCrashPoints(strapi) {
  const at = process.env.CMS_TEST_HOLD;
  const file = process.env.CMS_TEST_HOLD_FILE;
  if (!at || !file) return;
  strapi.log.warn(
    `cms: FOR TESTS ONLY: requests are held at "${at}" (CMS_TEST_HOLD), until the CMS is killed`,
  );
  const hold = async (seen) => {
    fs.writeFileSync(file, `${JSON.stringify({ at, ...seen })}\n`);
    await new Promise(() => {});
  };
  if (at === 'publish') {
    strapi.db.lifecycles.subscribe({
      models: ['api::team.team'],
      async afterCreate(event) {
        if (!event.result?.publishedAt) return;
        await hold({
          inTransaction: strapi.db.inTransaction(),
          documentId: event.result.documentId,
          role: event.result.role,
        });
      },
    });
  } else if (at === 'upload') {
    strapi.db.lifecycles.subscribe({
      models: ['plugin::upload.file'],
      async beforeCreate(event) {
        const { url, formats } = event.params.data;
        await hold({ written: [url, ...Object.values(formats ?? {}).map((format) => format.url)] });
      },
    });
  } else {
    throw new Error(`cms: CMS_TEST_HOLD must be publish or upload, not "${at}"`);
  }
}

module.exports = { registerCrashPoints };
