// The admin in the home's words, on every start (the content manager re-syncs its settings as it starts, before this
// runs): every field of every type and component labelled and explained as its declaration words it (lib/kit/fields.ts),
// each collection named by what an editor knows it by (a photo by its description, a person by their name), listed
// with the columns and in the order its declaration gives (lib/content-types, each `admin`), each edit form's fields in
// the order the declaration lists them (a photo's description beside the photo, also in a database made before it
// was so), and the components named by a field an editor can read. Set by the project, not by hand in the admin: a
// fresh database, a restored backup and an upgraded one all get the same.
const { ADMIN_VIEWS, COMPONENT_VIEWS } = require('./site-rules');

/**
 * Each field's label and help, in the lists and the edit form, and whether it is typed in the form: every field is,
 * but for those `shown` (kept by the CMS; a field read-only in an older version is made editable again).
 */
function applyWords(config, words, shown = []) {
  for (const [field, { label, help }] of Object.entries(words)) {
    const meta = config.metadatas[field];
    if (!meta) continue;
    meta.list = { ...meta.list, label };
    meta.edit = { ...meta.edit, label, description: help, editable: !shown.includes(field) };
  }
}

/** The widest row of Strapi's edit form, in its grid's columns. */
const ROW = 12;

/**
 * A date's width in a component's form: half a row. A third of a row in a component inside another (another resident's
 * consent, in a photo's) cut the year off the date ("20/11/202").
 */
const DATE_IN_A_COMPONENT = 6;

/**
 * An edit form's rows with its fields in the declaration's `order` (those it does not name after them, as they were),
 * each keeping the width it has (or the one `widthOf` gives it), a row filled until the next field does not fit.
 */
function editLayoutInOrder(rows, order, widthOf = (name, size) => size) {
  const widths = new Map(rows.flat().map(({ name, size }) => [name, widthOf(name, size)]));
  const names = [
    ...order.filter((name) => widths.has(name)),
    ...[...widths.keys()].filter((name) => !order.includes(name)),
  ];
  const laid = [];
  let row = [];
  let used = 0;
  for (const name of names) {
    const size = widths.get(name);
    if (row.length > 0 && used + size > ROW) {
      laid.push(row);
      row = [];
      used = 0;
    }
    row.push({ name, size });
    used += size;
  }
  if (row.length > 0) laid.push(row);
  return laid;
}

/** A model's stored configuration with `change` made to it, written only when it differs. */
async function configure(service, model, change) {
  const current = await service.findConfiguration(model);
  const next = change({
    settings: { ...current.settings },
    metadatas: structuredClone(current.metadatas),
    layouts: { ...current.layouts },
  });
  const same = ['settings', 'metadatas', 'layouts'].every(
    (key) => JSON.stringify(next[key]) === JSON.stringify(current[key]),
  );
  if (!same) await service.updateConfiguration(model, next);
  return !same;
}

async function applyAdminViews(strapi) {
  const manager = strapi.plugin('content-manager');
  const contentTypes = manager.service('content-types');
  const components = manager.service('components');
  const changed = [];
  for (const { uid, kind, view, words } of ADMIN_VIEWS) {
    if (!strapi.contentTypes[uid]) continue;
    const wrote = await configure(contentTypes, contentTypes.findContentType(uid), (config) => {
      applyWords(config, words, view?.readOnly ?? []);
      if (config.layouts.edit)
        config.layouts.edit = editLayoutInOrder(config.layouts.edit, Object.keys(words));
      // A single type is titled by its name ("Menu", "Facts that change"), not by its first text field's words (a
      // sentence, a web address): Strapi does so when its main field is the id.
      if (kind === 'singleType') config.settings.mainField = 'id';
      if (!view) return config;
      config.settings.mainField = view.mainField;
      config.settings.defaultSortBy = view.sortBy;
      config.settings.defaultSortOrder = view.sortOrder ?? 'ASC';
      config.layouts.list = [...view.columns];
      // A shorter heading, so that the list's status column stays in view at 1280 px.
      for (const [field, heading] of Object.entries(view.headings ?? {}))
        if (config.metadatas[field]) config.metadatas[field].list.label = heading;
      return config;
    });
    if (wrote) changed.push(uid);
  }
  for (const [uid, { mainField, words, kept }] of Object.entries(COMPONENT_VIEWS)) {
    if (!strapi.components[uid]) continue;
    const wrote = await configure(components, components.findComponent(uid), (config) => {
      // A name the CMS keeps (./row-titles.js) is shown, not typed.
      applyWords(config, words, kept && mainField ? [mainField] : []);
      if (mainField) config.settings.mainField = mainField;
      const attributes = strapi.components[uid].attributes;
      if (config.layouts.edit)
        config.layouts.edit = editLayoutInOrder(config.layouts.edit, [], (name, size) =>
          attributes[name]?.type === 'date' ? Math.max(size, DATE_IN_A_COMPONENT) : size,
        );
      return config;
    });
    if (wrote) changed.push(uid);
  }
  if (changed.length > 0) strapi.log.info(`cms: the admin's lists set for ${changed.join(', ')}`);
}

module.exports = { applyAdminViews };
