// What the admin panel needs to know of the server before anyone signs in, and the developers' doors it keeps shut:
// - GET /admin-panel-settings: whether the CMS sends e-mail (the invitation screen says to send the link by hand when
//   it does not) and whether the developers' menus are shown; nothing else;
// - the Content-Type Builder, the Marketplace and each entry's "Edit the model" and "Configure the view" are for
//   whoever keeps the CMS, not the home's editors: the types and their views come from the site's declarations
//   (lib/content-types), and a change made there by hand is undone at the next start. Hidden unless
//   CMS_DEVELOPER_MENUS=true, by taking their permissions from the manager's role (Strapi's super admin, whose
//   permissions Strapi gives back at each start, before this runs) and their buttons from the panel (./admin/app.jsx).
const { sendsEmail } = require('./e-mail');

/** The permissions that show the developers' menus. */
const DEVELOPERS_ONLY = ['admin::marketplace.read', 'plugin::content-type-builder.read'];

const developerMenus = () => process.env.CMS_DEVELOPER_MENUS === 'true';

function registerAdminPanelSettings(strapi) {
  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      {
        method: 'GET',
        path: '/admin-panel-settings',
        handler: (ctx) => {
          ctx.body = { sendsEmail: sendsEmail(), developerMenus: developerMenus() };
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
  const removed = await strapi.db
    .query('admin::permission')
    .deleteMany({ where: { role: manager.id, action: { $in: DEVELOPERS_ONLY } } });
  if (removed?.count > 0)
    strapi.log.info(
      'cms: the Content-Type Builder and the Marketplace are hidden (CMS_DEVELOPER_MENUS=true shows them)',
    );
}

module.exports = { hideDeveloperMenus, registerAdminPanelSettings };
