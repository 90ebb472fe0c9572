// The admin's roles, in the home's words, made on every start: "Manager (publishes)" (Strapi's super admin role,
// renamed and described) and "Staff (drafts only)", made from the site's declarations: its users create, edit and
// preview every type a page shows, and add photos to the media library, but publish none of them, and change no file
// already there. They see what drafting needs: their own uploads in the media library, and not the names in
// residents' consent records (the attorney's, or who made a best-interests decision), unless the manager gives them
// the third role, "Staff, with consent records (drafts only)", in Settings > Users. Strapi's own Author and Editor
// roles, which the home does not use and which only made the choice harder when inviting someone, go while nobody
// holds them. Set by the project, so a fresh database, a restored backup and an upgraded one all have them; a change
// made to them by hand in the admin is undone at the next start.
const { ADMIN_VIEWS } = require('./site-rules');

const STAFF_ROLE = {
  code: 'wealdhaven-staff-drafts',
  name: 'Staff (drafts only)',
  description:
    'Creates and edits drafts of everything the website shows and opens their preview; cannot publish.',
};
/** The same, with the names in consent records: the manager gives it to whoever keeps those records with her. */
const STAFF_WITH_CONSENT_ROLE = {
  code: 'wealdhaven-staff-consent',
  name: 'Staff, with consent records (drafts only)',
  description:
    'As Staff (drafts only), and also reads and writes the names in residents’ consent records (attorneys, best-interests decisions).',
};
/** The fields of a consent record that name a person other than the one shown: for the manager and whom she picks. */
const CONSENT_NAMES = /(^|\.)decidedBy$/;
const MANAGER_ROLE = {
  name: 'Manager (publishes)',
  description:
    'The home’s manager: publishes what staff draft, invites staff, and can change everything, settings included.',
};
/** Strapi's default roles that the home does not use (its admin service's EDITOR_CODE and AUTHOR_CODE). */
const UNUSED_DEFAULT_ROLES = ['strapi-editor', 'strapi-author'];
const DRAFTING = ['create', 'read', 'update'].map((action) => `plugin::content-manager.explorer.${action}`);
// Upload and use photos, with their description given as they upload; not "update": replacing a file, or its text,
// changes every page that shows it at the next build, which is publishing by another door.
// Each lists only the files its user uploaded (Strapi's "is creator" condition), not the whole library; making
// folders is the manager's (./staff-limits.js).
const MEDIA = [
  { action: 'plugin::upload.read', conditions: ['admin::is-creator'] },
  { action: 'plugin::upload.assets.create', conditions: [] },
  { action: 'plugin::upload.assets.download', conditions: ['admin::is-creator'] },
  { action: 'plugin::upload.assets.copy-link', conditions: ['admin::is-creator'] },
];

async function ensureStaffRoles(strapi) {
  await ensureStaffRole(strapi, STAFF_ROLE, { consentNames: false });
  await ensureStaffRole(strapi, STAFF_WITH_CONSENT_ROLE, { consentNames: true });
}

async function ensureStaffRole(strapi, made, { consentNames }) {
  const roles = strapi.service('admin::role');
  const role =
    (await roles.findOne({ code: made.code })) ??
    (await roles.create(made).then((role) => {
      strapi.log.info(`cms: made the role "${made.name}"`);
      return role;
    }));
  if (role.name !== made.name || role.description !== made.description)
    await roles.update({ id: role.id }, { name: made.name, description: made.description });
  const shown = ADMIN_VIEWS.map(({ uid }) => uid).filter((uid) => strapi.contentTypes[uid]);
  const actions = strapi
    .service('admin::permission')
    .actionProvider.values()
    .filter((action) => DRAFTING.includes(action.actionId))
    .map((action) => ({ ...action, subjects: action.subjects.filter((subject) => shown.includes(subject)) }));
  const drafting = strapi
    .service('admin::content-type')
    .getPermissionsWithNestedFields(actions)
    .map((permission) =>
      consentNames || !Array.isArray(permission.properties?.fields)
        ? permission
        : {
            ...permission,
            properties: {
              ...permission.properties,
              fields: permission.properties.fields.filter((field) => !CONSENT_NAMES.test(field)),
            },
          },
    );
  const permissions = [
    ...drafting,
    ...MEDIA.map(({ action, conditions }) => ({ action, subject: null, properties: {}, conditions })),
  ];
  // Replaces the role's permissions with these (a no-op when they are already so).
  await roles.assignPermissions(role.id, permissions);
  return role;
}

/** Names and describes the manager's role, and removes Strapi's unused default roles while nobody holds them. */
async function tidyDefaultRoles(strapi) {
  const roles = strapi.service('admin::role');
  const manager = await roles.getSuperAdmin();
  if (manager && (manager.name !== MANAGER_ROLE.name || manager.description !== MANAGER_ROLE.description))
    await roles.update({ id: manager.id }, MANAGER_ROLE);
  for (const code of UNUSED_DEFAULT_ROLES) {
    const role = await roles.findOne({ code });
    if (!role) continue;
    if ((await roles.getUsersCount(role.id)) > 0) {
      strapi.log.warn(
        `cms: kept the role "${role.name}": someone holds it (the home's roles are manager and staff)`,
      );
      continue;
    }
    await roles.deleteByIds([role.id]);
    strapi.log.info(`cms: removed Strapi's role "${role.name}", which the home does not use`);
  }
}

module.exports = { ensureStaffRoles, tidyDefaultRoles, MANAGER_ROLE, STAFF_ROLE, STAFF_WITH_CONSENT_ROLE };
