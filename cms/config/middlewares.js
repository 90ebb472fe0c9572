// Strapi's own middlewares, each door set only as wide as its users need (docs/how-it-is-built.md, "The doors"):
// - a request whose target is not a path is answered 400 before anything reads it (global::request-target);
// - the admin's Content-Security-Policy lets it talk to itself alone (Strapi's default lets it send to any https
//   site), and show pictures from itself and the media hosts the site is given (global::admin-policy);
// - CORS answers no other origin: the site's build and the preview read the API from their servers, never from a
//   browser; CMS_CORS_ORIGINS names any that must, and none is ever given the admin's cookies;
// - uploads: only the kinds the website shows, known by their bytes (global::upload-kinds), served so that none can
//   run script in the admin (global::uploads-served);
// - the first administrator is made with the key the server was started with, not by the first visitor
//   (global::first-admin);
// - only the manager is shown other people's e-mail addresses (global::creator-privacy).
const { MAX_UPLOAD_BYTES } = require('../src/site-rules');

const list = (value) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

module.exports = ({ env }) => [
  'global::request-target',
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'global::admin-policy',
  {
    name: 'strapi::cors',
    config: {
      origin: list(env('CMS_CORS_ORIGINS')),
      credentials: false,
      methods: ['GET', 'HEAD', 'OPTIONS'],
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  {
    name: 'strapi::body',
    config: { formidable: { maxFileSize: MAX_UPLOAD_BYTES } },
  },
  'global::upload-kinds',
  'strapi::session',
  'strapi::favicon',
  'global::first-admin',
  'global::creator-privacy',
  'global::uploads-served',
  'strapi::public',
];
