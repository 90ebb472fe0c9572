// The API tokens the CMS keeps, each opening only as far as its user needs (docs/how-it-is-built.md, "The token's path"):
// - the website's build reads the published entries of the types a page shows, and nothing else: not drafts, not the
//   media library's list, not the users or roles (a token of its own kind, made by ../scripts/seed.js, with the
//   permissions and lifespan of lib/cms/site-tokens.ts);
// - the preview reads the same types' drafts too, with a token of its own;
// - Strapi's default "Read Only" and "Full Access" tokens, which nothing uses, are removed on every start;
// - no token can be read back after it is made: Strapi keeps each one's value encrypted so that an administrator
//   may show it again later; the CMS keeps none, so a token is shown once, when it is made, and a lost one is made
//   afresh. Each expires (90 days) and is made again before it does (scripts/embedded-cms).
const { errors } = require('@strapi/utils');
const { PREVIEW_TOKEN_NAME } = require('./site-rules');

const DEFAULT_TOKENS = [
  {
    name: 'Read Only',
    description: 'A default API token with read-only permissions, only used for accessing resources',
  },
  {
    name: 'Full Access',
    description:
      'A default API token with full access permissions, used for accessing or modifying resources',
  },
];
const READS = new Set(['findMany', 'findOne', 'findFirst', 'count']);

/** No token's value is kept where the admin could show it again. */
function keepNoTokenValue(strapi) {
  const forget = (event) => {
    if (event.params?.data && 'encryptedKey' in event.params.data) event.params.data.encryptedKey = null;
  };
  strapi.db.lifecycles.subscribe({
    models: ['admin::api-token'],
    beforeCreate: forget,
    beforeUpdate: forget,
  });
}

/** A read of drafts through the REST API is the preview's alone. */
function draftsForThePreviewOnly(strapi) {
  strapi.documents.use(async (context, next) => {
    if (READS.has(context.action) && context.params?.status === 'draft') {
      const request = strapi.requestContext.get();
      const auth = request?.state?.auth;
      if (
        request?.method === 'GET' &&
        auth?.strategy?.name === 'content-api-token' &&
        auth.credentials?.name !== PREVIEW_TOKEN_NAME
      )
        throw new errors.ForbiddenError('This token reads published content only');
    }
    return next();
  });
}

function registerApiTokens(strapi) {
  keepNoTokenValue(strapi);
  draftsForThePreviewOnly(strapi);
}

/** On every start: Strapi's default tokens go, and no value kept by an older CMS stays. */
async function tidyApiTokens(strapi) {
  const tokens = strapi.db.query('admin::api-token');
  for (const { name, description } of DEFAULT_TOKENS) {
    const found = await tokens.findOne({ where: { name, description } });
    if (found) {
      await strapi.service('admin::api-token-content-api').revoke(found.id);
      strapi.log.info(`cms: removed Strapi's unused default API token "${name}"`);
    }
  }
  await tokens.updateMany({ where: { encryptedKey: { $notNull: true } }, data: { encryptedKey: null } });
}

module.exports = { registerApiTokens, tidyApiTokens };
