// What the admin panel needs to know of the server before anyone signs in, and the developers' doors it keeps shut:
// - GET /admin-panel-settings: whether the CMS sends e-mail (the invitation screen says to send the link by hand when
//   it does not), whether the developers' menus are shown, and the Content Manager's sections in the website's order
//   (lib/cms/admin-menu.ts; ./admin/site-menu.js lays the menu out by them); nothing else;
// - what is for whoever keeps the CMS, not the home's editors, is hidden from the manager unless
//   CMS_DEVELOPER_MENUS=true: the Content-Type Builder, the Marketplace, each entry's "Edit the model" and "Configure
//   the view" (the types and their views come from the site's declarations, lib/content-types, and a change made by
//   hand is undone at the next start); and Settings' technical pages: webhooks (deleting the site's would stop
//   publishing), transfer and admin tokens, languages, the media library's and e-mail's settings, changes to roles
//   (the project's, remade at each start) and the Users & Permissions plugin with its "User" type (the site has no
//   visitor accounts). The manager keeps Users (inviting staff), the roles to read, the overview, and API tokens (the
//   tests' own token is made there). Hidden by taking their permissions from the manager's role (Strapi's super admin,
//   whose permissions Strapi gives back at each start, before this runs) and their buttons from the panel
//   (./admin/app.jsx).
// - what the manager could break and no editor needs, kept for whoever keeps the CMS in the same way: deleting a
//   single entry (The home, a page's words: each page needs its one), deleting, regenerating or changing the
//   website's own build and preview tokens (the CMS makes and renews them; the build and the preview stop without
//   them), and rearranging or removing the home page's panels. Refused with 403 in words (./policies/developers-only.js)
//   and their buttons gone from the panel.
const { sendsEmail } = require('./e-mail');
const { ADMIN_MENU, ADMIN_VIEWS } = require('./site-rules');
const { guardRoutes } = require('./staff-limits');

/** The permissions that show the developers' menus and Settings' technical pages (exact, or each starting so). */
const DEVELOPERS_ONLY = [
  'admin::marketplace.read',
  'plugin::content-type-builder.read',
  'admin::webhooks.',
  'admin::transfer.tokens.',
  'admin::admin-tokens.',
  'admin::roles.create',
  'admin::roles.update',
  'admin::roles.delete',
  'plugin::i18n.locale.',
  'plugin::upload.settings.read',
  'plugin::upload.configure-view',
  'plugin::email.settings.read',
  'plugin::users-permissions.',
  'plugin::content-manager.collection-types.configure-view',
  'plugin::content-manager.single-types.configure-view',
  'plugin::content-manager.components.configure-layout',
];
/** The single types: each page's one entry, which no editor deletes. */
const SINGLE_TYPES = ADMIN_VIEWS.filter(({ kind }) => kind === 'singleType').map(({ uid }) => uid);
/** Content types the manager's Content Manager does not list: the site has no visitor accounts. */
const DEVELOPERS_TYPES = ['plugin::users-permissions.user'];
const forDevelopers = (action) =>
  DEVELOPERS_ONLY.some((hidden) => (hidden.endsWith('.') ? action.startsWith(hidden) : action === hidden));

const developerMenus = () => process.env.CMS_DEVELOPER_MENUS === 'true';

const TOKEN_REFUSED =
  'This is one of the website’s own tokens: its build or its preview stops without it. The CMS makes and renews it by itself.';
const LAYOUT_REFUSED = 'The home page’s panels are set by the CMS.';

function registerAdminPanelSettings(strapi) {
  guardRoutes(
    strapi,
    'admin',
    ({ method, path }) =>
      (['DELETE', 'PUT'].includes(method) && path === '/api-tokens/:id') ||
      (method === 'POST' && path === '/api-tokens/:id/regenerate'),
    { name: 'global::developers-only', config: { tokens: true, message: TOKEN_REFUSED } },
  );
  guardRoutes(strapi, 'admin', ({ method, path }) => method === 'PUT' && path === '/homepage/layout', {
    name: 'global::developers-only',
    config: { message: LAYOUT_REFUSED },
  });
  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      {
        method: 'GET',
        path: '/admin-panel-settings',
        handler: (ctx) => {
          ctx.body = { sendsEmail: sendsEmail(), developerMenus: developerMenus(), menu: ADMIN_MENU };
        },
        config: { auth: false },
      },
    ],
  });
}

/** Takes the developers' permissions from the manager's role, unless CMS_DEVELOPER_MENUS=true. */
async function hideDeveloperMenus(strapi) {
  if (developerMenus()) return;
  const manager = await strapi.service('admin::role').getSuperAdmin();
  if (!manager) return;
  const permissions = await strapi.db
    .query('admin::permission')
    .findMany({ where: { role: manager.id }, select: ['id', 'action', 'subject'] });
  const hidden = permissions.filter(
    ({ action, subject }) =>
      forDevelopers(action) ||
      (action.startsWith('plugin::content-manager.explorer.') && DEVELOPERS_TYPES.includes(subject)) ||
      (action === 'plugin::content-manager.explorer.delete' && SINGLE_TYPES.includes(subject)),
  );
  if (hidden.length === 0) return;
  await strapi.db
    .query('admin::permission')
    .deleteMany({ where: { id: { $in: hidden.map(({ id }) => id) } } });
  strapi.log.info(
    "cms: the developers' menus and Settings' technical pages are hidden from the manager (CMS_DEVELOPER_MENUS=true shows them)",
  );
}

module.exports = { hideDeveloperMenus, registerAdminPanelSettings };
