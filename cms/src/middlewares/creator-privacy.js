// The admin's answers name who made or last changed an entry or a file (createdBy, updatedBy, a version's author),
// and Strapi gives their e-mail address with their name, to everyone who may read the entry. The home's staff see
// the names; another person's e-mail address only the manager sees (the staff's own list of users is not theirs).
// Walked by a stack, after the answer is made, for any signed-in admin user who is not the manager.
const { isManager } = require('../staff-limits');
const { routedPath } = require('../routed-path');

/** The keys under which Strapi's admin answers give a person (the entry's, a file's, a version's or a status's). */
const PEOPLE = new Set(['createdBy', 'updatedBy', 'creator', 'publishedBy', 'author']);
/** What of a person only the manager is shown. */
const PRIVATE = ['email', 'username', 'isActive', 'blocked', 'roles'];
/** The admin's own APIs that may name people (the sign-in, users and settings pages are the manager's). */
const ADMIN_APIS =
  /^\/(content-manager|upload|content-releases|review-workflows|i18n|site-history|website-status)\//;

function withoutPrivate(body) {
  const stack = [body];
  let walked = 0;
  while (stack.length > 0 && walked < 200_000) {
    walked += 1;
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    for (const [key, value] of Object.entries(node)) {
      if (PEOPLE.has(key) && value !== null && typeof value === 'object' && !Array.isArray(value))
        for (const field of PRIVATE) delete value[field];
      if (value !== null && typeof value === 'object') stack.push(value);
    }
  }
}

module.exports = () => async (ctx, next) => {
  await next();
  const user = ctx.state?.user;
  if (!user || isManager(user) || !ADMIN_APIS.test(`${routedPath(ctx)}/`)) return;
  if (
    ctx.body &&
    typeof ctx.body === 'object' &&
    !Buffer.isBuffer(ctx.body) &&
    typeof ctx.body.pipe !== 'function'
  )
    withoutPrivate(ctx.body);
};
