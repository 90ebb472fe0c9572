// The admin's Content-Security-Policy, narrowed after Strapi's security middleware writes it: the admin talks to its
// own server alone (Strapi's default lets it send to any https site, where a script slipped into the admin could send
// a session), and shows pictures from itself, its uploads' bucket, and the media hosts the site is given
// (CMS_MEDIA_ORIGINS) and none from Strapi's marketplace. (Strapi's own setting merges lists with its defaults entry
// by entry, so it can widen them but not narrow them: hence a middleware of our own.)
const { mediaOrigin } = require('../uploads-bucket');

const list = (value) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

module.exports = () => {
  const bucket = mediaOrigin();
  const media = [...list(process.env.CMS_MEDIA_ORIGINS), ...(bucket ? [bucket] : [])];
  const narrowed = {
    'connect-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...media],
    'media-src': ["'self'", 'data:', 'blob:', ...media],
  };
  return async (ctx, next) => {
    const policy = ctx.response.get('Content-Security-Policy');
    if (policy) {
      const directives = new Map(
        policy
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .filter(([name]) => name)
          .map(([name, ...values]) => [name.toLowerCase(), values]),
      );
      for (const [name, values] of Object.entries(narrowed)) directives.set(name, values);
      ctx.set(
        'Content-Security-Policy',
        [...directives].map(([name, values]) => [name, ...values].join(' ')).join('; '),
      );
    }
    return next();
  };
};
