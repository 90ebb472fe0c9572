module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // The public URL of this CMS, when it sits behind a proxy (used in links and the admin panel).
  url: env('PUBLIC_URL', ''),
  // With a public URL it sits behind one proxy (docs/hosting.md; it listens on 127.0.0.1 unless HOST says otherwise),
  // whose X-Forwarded-Proto and X-Forwarded-For it trusts: secure cookies on https, and the visitor's address (the
  // last one the proxy added), not the proxy's, for the sign-in limit. Without one (npm start) nothing forwarded is
  // trusted. CMS_PROXIES says how many proxies stand in front, when more than one does.
  proxy: { koa: Boolean(env('PUBLIC_URL', '')), maxIpsCount: env.int('CMS_PROXIES', 1) },
  app: { keys: env.array('APP_KEYS') },
  // Where uploads are kept (in its uploads/ folder): in production a disk that is kept and backed up. One folder per
  // database: a restore empties it (Strapi's import replaces every upload).
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
});
