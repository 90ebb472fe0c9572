const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::complaints-procedure.complaints-procedure');
