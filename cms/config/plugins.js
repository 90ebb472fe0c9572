const { MAX_UPLOAD_BYTES, UPLOAD_KINDS } = require('../src/site-rules');
const { bucketOf } = require('../src/uploads-bucket');

/**
 * E-mail for invitations and password resets, through an SMTP server when SMTP_HOST is set (with SMTP_PORT, 587 by
 * default; SMTP_SECURE for a server that speaks TLS from the start, such as on 465; SMTP_USER and SMTP_PASSWORD when it
 * asks; EMAIL_FROM the sender). Without it the CMS sends nothing, and says so (../src/e-mail.js).
 */
function emailOf(env) {
  if (!env('SMTP_HOST', '')) return {};
  const user = env('SMTP_USER', '');
  return {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST'),
        port: env.int('SMTP_PORT', 587),
        secure: env.bool('SMTP_SECURE', false),
        ...(user ? { auth: { user, pass: env('SMTP_PASSWORD', '') } } : {}),
        // A server that does not answer is given up in seconds: an invitation is never held up by it.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      },
      settings: { defaultFrom: env('EMAIL_FROM'), defaultReplyTo: env('EMAIL_REPLY_TO', env('EMAIL_FROM')) },
    },
  };
}

module.exports = ({ env }) => ({
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET') } },
  email: emailOf(env),
  // Strapi's own check of each upload, behind the CMS's (src/middlewares/upload-kinds.js): the kinds the website
  // shows, and its size limit (in bytes, as Strapi reads sizeLimit).
  // Uploads on the CMS's own disk (CMS_PUBLIC_DIR), or in an S3-compatible bucket when S3_BUCKET is set
  // (../src/uploads-bucket.js).
  upload: {
    config: {
      ...bucketOf(env),
      sizeLimit: MAX_UPLOAD_BYTES,
      security: { allowedTypes: Object.keys(UPLOAD_KINDS) },
    },
  },
});
