const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::gallery.gallery');
