// Rows the admin would list blank, named by the CMS: a component that declares `kept` (lib/kit/define.ts) has its
// main field written from the row's own fields at every save ("Week 2, Tuesday" for a day of the menu), and its rows
// kept in the order it gives, so that an editor finds a day by its name and in its place. On every start, rows saved
// before (or by an import) are named too. The site never reads these names.
const { COMPONENT_VIEWS, KEPT_ROWS } = require('./site-rules');

/** `rows` (a repeatable component's value as the admin or the API sends it) named and in order, or as they were. */
function keptRows(rows, kept, mainField) {
  if (!Array.isArray(rows)) return rows;
  const named = rows.map((row) =>
    row && typeof row === 'object' ? { ...row, [mainField]: kept.title(row) } : row,
  );
  if (!kept.order) return named;
  // A stable sort: rows the order cannot place keep theirs, after the others.
  return named
    .map((row, index) => ({ row, index }))
    .sort((a, b) => kept.order(a.row ?? {}, b.row ?? {}) || a.index - b.index)
    .map(({ row }) => row);
}

function registerRowTitles(strapi) {
  strapi.documents.use(async (context, next) => {
    const data = context.params?.data;
    if (!['create', 'update'].includes(context.action) || !data || typeof data !== 'object') return next();
    const fields = KEPT_ROWS.filter(({ uid, field }) => uid === context.uid && field in data);
    if (fields.length === 0) return next();
    const changed = { ...data };
    for (const { field, component } of fields) {
      const { kept, mainField } = COMPONENT_VIEWS[component];
      changed[field] = keptRows(data[field], kept, mainField);
    }
    context.params = { ...context.params, data: changed };
    return next();
  });
}

/** Names every row of a kept component that is not named as it should be (drafts and published alike). */
async function nameKeptRows(strapi) {
  const components = [...new Set(KEPT_ROWS.map(({ component }) => component))];
  let named = 0;
  for (const uid of components) {
    if (!strapi.components[uid]) continue;
    const { kept, mainField } = COMPONENT_VIEWS[uid];
    const rows = await strapi.db.query(uid).findMany();
    for (const row of rows) {
      const title = kept.title(row);
      if (row[mainField] === title) continue;
      await strapi.db.query(uid).update({ where: { id: row.id }, data: { [mainField]: title } });
      named += 1;
    }
  }
  if (named > 0) strapi.log.info(`cms: named ${named} rows of the admin's lists (a day of the menu, say)`);
}

module.exports = { registerRowTitles, nameKeptRows, keptRows };
