// The content manager's relations request, only for a field the signed-in role may read (../staff-limits.js).
module.exports = (policyContext, config, { strapi }) => {
  const { model, targetField } = policyContext.params ?? {};
  if (!strapi.contentTypes[model]) return false;
  const checker = strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility: policyContext.state.userAbility, model });
  return !checker.cannot.read(null, targetField);
};
