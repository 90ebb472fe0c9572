const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::fact-sheet.fact-sheet');
