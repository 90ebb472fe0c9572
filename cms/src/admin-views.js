// The admin in the home's words, on every start (the content manager re-syncs its settings as it starts, before this
// runs): every field of every type and component labelled and explained as its declaration words it (lib/cms/fields.ts),
// each collection named by what an editor knows it by (a photo by its description, a person by their name), listed
// with the columns and in the order its declaration gives (lib/content-types, each `admin`), and the components named
// by a field an editor can read. Set by the project, not by hand in the admin: a fresh database, a restored backup and
// an upgraded one all get the same.
const { ADMIN_VIEWS, COMPONENT_VIEWS } = require('./site-rules');

/** Each field's label and help, in the lists and the edit form. */
function applyWords(config, words) {
  for (const [field, { label, help }] of Object.entries(words)) {
    const meta = config.metadatas[field];
    if (!meta) continue;
    meta.list = { ...meta.list, label };
    meta.edit = { ...meta.edit, label, description: help };
  }
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
  for (const { uid, view, words } of ADMIN_VIEWS) {
    if (!strapi.contentTypes[uid]) continue;
    const wrote = await configure(contentTypes, contentTypes.findContentType(uid), (config) => {
      applyWords(config, words);
      if (!view) return config;
      config.settings.mainField = view.mainField;
      config.settings.defaultSortBy = view.sortBy;
      config.settings.defaultSortOrder = view.sortOrder ?? 'ASC';
      config.layouts.list = [...view.columns];
      for (const field of view.readOnly ?? []) {
        const meta = config.metadatas[field];
        if (meta) meta.edit = { ...meta.edit, editable: false };
      }
      return config;
    });
    if (wrote) changed.push(uid);
  }
  for (const [uid, { mainField, words }] of Object.entries(COMPONENT_VIEWS)) {
    if (!strapi.components[uid]) continue;
    const wrote = await configure(components, components.findComponent(uid), (config) => {
      applyWords(config, words);
      if (mainField) config.settings.mainField = mainField;
      return config;
    });
    if (wrote) changed.push(uid);
  }
  if (changed.length > 0) strapi.log.info(`cms: the admin's lists set for ${changed.join(', ')}`);
}

module.exports = { applyAdminViews };
