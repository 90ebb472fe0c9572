const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::complaints-procedure.complaints-procedure');
