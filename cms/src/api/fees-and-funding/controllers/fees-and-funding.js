const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::fees-and-funding.fees-and-funding');
