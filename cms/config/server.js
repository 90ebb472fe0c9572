module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // The public URL of this CMS, when it sits behind a proxy (used in links and the admin panel).
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
});
