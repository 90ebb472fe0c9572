const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::fees-and-funding.fees-and-funding');
