module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // The public URL of this CMS, when it sits behind a proxy (used in links and the admin panel).
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  // Where uploads are kept (in its uploads/ folder): in production a disk that is kept and backed up. One folder per
  // database: a restore empties it (Strapi's import replaces every upload).
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
});
