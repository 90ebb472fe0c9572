const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::fact-sheet.fact-sheet');
