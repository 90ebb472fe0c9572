// For what is kept for whoever keeps the CMS, not the home's editors (../admin-panel-settings.js names the routes):
// refused with 403 and the route's message in words, unless CMS_DEVELOPER_MENUS=true. With `tokens`, only a request
// about one of the website's own API tokens is refused (the manager may remove a token she made herself).
const { errors } = require('@strapi/utils');
const { BUILD_TOKEN_NAME, PREVIEW_TOKEN_NAME } = require('../site-rules');

const SITE_TOKENS = [BUILD_TOKEN_NAME, PREVIEW_TOKEN_NAME];

module.exports = async (policyContext, config = {}, { strapi }) => {
  if (process.env.CMS_DEVELOPER_MENUS === 'true') return true;
  if (config.tokens) {
    const id = Number(policyContext.params?.id);
    const token = Number.isInteger(id)
      ? await strapi.db.query('admin::api-token').findOne({ where: { id }, select: ['name'] })
      : null;
    if (!token || !SITE_TOKENS.includes(token.name)) return true;
  }
  throw new errors.PolicyError(config.message ?? 'This is kept for whoever looks after the CMS.');
};
