// For routes only the home's manager may use (../staff-limits.js names them): anyone else is refused with 403 and,
// when the route gives one, a message in words for the admin's notice.
const { errors } = require('@strapi/utils');
const { isManager } = require('../staff-limits');

module.exports = (policyContext, config = {}) => {
  if (isManager(policyContext.state.user)) return true;
  if (config.message) throw new errors.PolicyError(config.message);
  return false;
};
