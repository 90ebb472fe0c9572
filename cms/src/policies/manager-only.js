// For routes only the home's manager may use (./../staff-limits.js names them).
const { isManager } = require('../staff-limits');

module.exports = (policyContext) => isManager(policyContext.state.user);
