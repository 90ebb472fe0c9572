const { MAX_UPLOAD_BYTES, UPLOAD_KINDS } = require('../src/site-rules');

module.exports = ({ env }) => ({
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET') } },
  // Strapi's own check of each upload, behind the CMS's (src/middlewares/upload-kinds.js): the kinds the website
  // shows, and its size limit (in bytes, as Strapi reads sizeLimit).
  upload: {
    config: {
      sizeLimit: MAX_UPLOAD_BYTES,
      security: { allowedTypes: Object.keys(UPLOAD_KINDS) },
    },
  },
});
