const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::fees-and-funding.fees-and-funding');
