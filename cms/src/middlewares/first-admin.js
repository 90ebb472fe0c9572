// The CMS's first administrator, made only by whoever can read the one-time key its server was started with
// (CMS_FIRST_ADMIN_KEY, which `npm start` and `npm run cms:production` make afresh at each start and print with the
// link while the CMS has no administrator), never by its first visitor. Strapi alone opens registration to anyone who
// reaches /admin while there is no account, which on a new or restored CMS facing the internet is its first passer-by.
//
// - GET /admin/first-administrator?key=...: with the key, while there is no administrator, a cookie for this browser
//   and the admin's registration form; otherwise a bare 404.
// - POST /admin/register-admin: only from that browser (its cookie holds the key); else 403.
// - GET /admin/init: says there is an administrator to everyone else, so that the admin shows its sign-in page and
//   no one learns whether the CMS has an account.
const { createHash, timingSafeEqual } = require('node:crypto');
const { routedPath } = require('../routed-path');

const COOKIE = 'first_admin_key';
const LINK = '/admin/first-administrator';
/** The key must be this long: the site's scripts make 48 characters. */
const MIN_KEY_LENGTH = 32;

/** Whether `given` is the key, compared in a time that does not depend on either. */
function isKey(given, key) {
  const digest = (text) =>
    createHash('sha256')
      .update(String(text ?? ''))
      .digest();
  return Boolean(key) && timingSafeEqual(digest(given), digest(key));
}

module.exports = (config, { strapi }) => {
  const configured = process.env.CMS_FIRST_ADMIN_KEY?.trim() ?? '';
  const key = configured.length >= MIN_KEY_LENGTH ? configured : '';
  const hasAdmin = () => strapi.service('admin::user').exists();

  return async (ctx, next) => {
    // Judged on the path as the router may take it: /ADMIN/REGISTER-ADMIN/ is /admin/register-admin to it.
    const at = routedPath(ctx);
    if (ctx.method === 'GET' && at === LINK) {
      if (!isKey(ctx.query.key, key) || (await hasAdmin())) {
        ctx.status = 404;
        ctx.body = 'Not Found';
        return;
      }
      ctx.cookies.set(COOKIE, key, {
        httpOnly: true,
        sameSite: 'strict',
        path: '/admin',
        maxAge: 60 * 60_000,
      });
      ctx.set('Referrer-Policy', 'no-referrer');
      ctx.set('Cache-Control', 'no-store');
      return ctx.redirect('/admin/auth/register-admin');
    }
    const holdsKey = () => isKey(ctx.cookies.get(COOKIE), key);
    if (ctx.method === 'POST' && at === '/admin/register-admin' && !holdsKey()) {
      ctx.status = 403;
      ctx.body = {
        data: null,
        error: {
          status: 403,
          name: 'ForbiddenError',
          message:
            'The first administrator is made from the link the CMS server printed as it started (CMS_FIRST_ADMIN_KEY).',
          details: {},
        },
      };
      return;
    }
    await next();
    if (ctx.method === 'GET' && at === '/admin/init' && ctx.body?.data?.hasAdmin === false && !holdsKey())
      ctx.body.data.hasAdmin = true;
  };
};
