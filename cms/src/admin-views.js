// The admin in the home's words, on every start (the content manager re-syncs its settings as it starts, before this
// runs): each collection named by what an editor knows it by (a photo by its description, a person by their name),
// listed with the columns and in the order its declaration gives (lib/content-types, each `admin`), and the
// components named by a field an editor can read. Set by the project, not by hand in the admin: a fresh database, a
// restored backup and an upgraded one all get the same.
const { ADMIN_VIEWS, COMPONENT_MAIN_FIELDS } = require('./site-rules');

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
  for (const { uid, view } of ADMIN_VIEWS) {
    if (!view || !strapi.contentTypes[uid]) continue;
    const wrote = await configure(contentTypes, contentTypes.findContentType(uid), (config) => {
      config.settings.mainField = view.mainField;
      config.settings.defaultSortBy = view.sortBy;
      config.settings.defaultSortOrder = view.sortOrder ?? 'ASC';
      config.layouts.list = [...view.columns];
      for (const [field, label] of Object.entries(view.labels ?? {})) {
        const meta = config.metadatas[field];
        if (!meta) continue;
        meta.list = { ...meta.list, label };
        meta.edit = { ...meta.edit, label };
      }
      for (const field of view.readOnly ?? []) {
        const meta = config.metadatas[field];
        if (meta)
          meta.edit = {
            ...meta.edit,
            editable: false,
            description: 'Kept by the CMS from the photo: change it in the media library.',
          };
      }
      return config;
    });
    if (wrote) changed.push(uid);
  }
  for (const [uid, mainField] of Object.entries(COMPONENT_MAIN_FIELDS)) {
    if (!strapi.components[uid]) continue;
    const wrote = await configure(components, components.findComponent(uid), (config) => {
      config.settings.mainField = mainField;
      return config;
    });
    if (wrote) changed.push(uid);
  }
  if (changed.length > 0) strapi.log.info(`cms: the admin's lists set for ${changed.join(', ')}`);
}

module.exports = { applyAdminViews };
