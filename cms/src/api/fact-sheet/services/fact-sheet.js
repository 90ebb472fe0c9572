const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::fact-sheet.fact-sheet');
