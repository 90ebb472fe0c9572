// What a member of staff may not do, where Strapi's permissions cannot say it (their role, ./staff-role.js, says the
// rest): staff draft, and see only what drafting needs.
// - Only the manager throws away a draft's saved changes ("Discard changes"): what waits to be published may be
//   hers or a colleague's as well as one's own, and Strapi keeps no record of whose each change is.
// - Only the manager makes, renames, moves or deletes the media library's folders (Strapi lets anyone who may
//   upload make folders).
// - Nobody but the manager is shown another person's e-mail address: the admin's answers name who made or last
//   changed an entry, and Strapi gives their e-mail address with their name (global::creator-privacy strips it).
// - The content manager's relations request answers 403 for a field the role may not read (Strapi's own answer is
//   a 500: its controller goes on after refusing).
const { errors } = require('@strapi/utils');

const SUPER_ADMIN = 'strapi-super-admin';

/** Whether the admin user signed in is the manager (Strapi's super admin role, which the home calls Manager). */
const isManager = (user) => Boolean(user?.roles?.some((role) => role.code === SUPER_ADMIN));

/** The admin user of the request under way, if any. */
const userNow = (strapi) => strapi.requestContext.get()?.state?.user;

/**
 * Adds `policy` to the admin routes of `plugin` (or of the admin itself, 'admin') that `matches` picks, after the
 * policies they have.
 */
function guardRoutes(strapi, plugin, matches, policy) {
  const routes = (plugin === 'admin' ? strapi.admin : strapi.plugin(plugin))?.routes?.admin?.routes ?? [];
  let guarded = 0;
  for (const route of routes)
    if (matches(route)) {
      route.config = { ...route.config, policies: [...(route.config?.policies ?? []), policy] };
      guarded += 1;
    }
  if (guarded === 0) throw new Error(`cms: found none of ${plugin}'s admin routes to guard`);
}

/** What a member of staff reads on trying to throw away a draft's changes. */
const DISCARD_REFUSED =
  'Only the manager can throw away saved changes: change it back yourself, or ask the manager to.';

function registerStaffLimits(strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.action !== 'discardDraft') return next();
    const user = userNow(strapi);
    // The CMS's own work (no request, or no admin behind it) and the manager may discard any draft.
    if (!user || isManager(user)) return next();
    throw new errors.ForbiddenError(DISCARD_REFUSED);
  });

  // The admin's "Discard changes", refused in words before it reaches the document service (which refuses it too).
  guardRoutes(
    strapi,
    'content-manager',
    ({ method, path }) => method === 'POST' && path.endsWith('/actions/discard'),
    { name: 'global::manager-only', config: { message: DISCARD_REFUSED } },
  );

  // The folders of the media library: made, renamed, moved or deleted only by the manager.
  guardRoutes(
    strapi,
    'upload',
    ({ method, path }) =>
      (method !== 'GET' && path.startsWith('/folders')) ||
      (method === 'POST' && (path === '/actions/bulk-move' || path === '/actions/bulk-delete')),
    'global::manager-only',
  );

  // A relation the role may not read is refused as such, before the controller can fail on it.
  guardRoutes(
    strapi,
    'content-manager',
    ({ path }) => path.startsWith('/relations/'),
    'global::readable-relation',
  );
}

module.exports = { registerStaffLimits, isManager, guardRoutes };
