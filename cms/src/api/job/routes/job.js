const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::job.job');
