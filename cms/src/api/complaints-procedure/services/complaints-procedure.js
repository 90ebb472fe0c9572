const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::complaints-procedure.complaints-procedure');
