// The role for the home's staff, made on every start from the site's declarations: its users create, edit and preview
// every type a page shows, and add photos to the media library, but publish none of them, and change no file already
// there (the manager, a Super Admin
// or Editor, publishes). Set by the project, so a fresh database, a restored backup and an upgraded one all have it;
// a change made to it by hand in the admin is undone at the next start.
const { ADMIN_VIEWS } = require('./site-rules');

const STAFF_ROLE = {
  code: 'wealdhaven-staff-drafts',
  name: 'Staff (drafts only)',
  description:
    'Creates and edits drafts of everything the website shows and opens their preview; cannot publish.',
};
const DRAFTING = ['create', 'read', 'update'].map((action) => `plugin::content-manager.explorer.${action}`);
// Upload and use photos, with their description given as they upload; not "update": replacing a file, or its text,
// changes every page that shows it at the next build, which is publishing by another door.
const MEDIA = [
  'plugin::upload.read',
  'plugin::upload.assets.create',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];

async function ensureStaffRole(strapi) {
  const roles = strapi.service('admin::role');
  const role =
    (await roles.findOne({ code: STAFF_ROLE.code })) ??
    (await roles.create(STAFF_ROLE).then((made) => {
      strapi.log.info(`cms: made the role "${STAFF_ROLE.name}"`);
      return made;
    }));
  const shown = ADMIN_VIEWS.map(({ uid }) => uid).filter((uid) => strapi.contentTypes[uid]);
  const actions = strapi
    .service('admin::permission')
    .actionProvider.values()
    .filter((action) => DRAFTING.includes(action.actionId))
    .map((action) => ({ ...action, subjects: action.subjects.filter((subject) => shown.includes(subject)) }));
  const permissions = [
    ...strapi.service('admin::content-type').getPermissionsWithNestedFields(actions),
    ...MEDIA.map((action) => ({ action, subject: null, properties: {}, conditions: [] })),
  ];
  // Replaces the role's permissions with these (a no-op when they are already so).
  await roles.assignPermissions(role.id, permissions);
  return role;
}

module.exports = { ensureStaffRole, STAFF_ROLE };
