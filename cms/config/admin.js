// The preview: with PREVIEW_URL (the site's preview server) and PREVIEW_SECRET (made with the other local
// secrets by scripts/ensure-env.js; set it in production), each edit view has "Open preview", framing the page of the
// site that shows the entry, draft or published. The pages come from the site's declarations (lib/content-types, in
// the bundle ./src/site-rules.js); a content type no page shows gets no button.
function previewOf(env) {
  const url = env('PREVIEW_URL', '');
  const secret = env('PREVIEW_SECRET', '');
  if (!url || !secret) return { enabled: false };
  return {
    enabled: true,
    config: {
      allowedOrigins: [new URL(url).origin],
      async handler(uid, { documentId, status }) {
        const site = require('../src/site-rules');
        const version = status === 'published' ? 'published' : 'draft';
        // The page its type's declaration names, or finds for the entry (an album page) among the CMS's own entries.
        const pathname = await site.previewPathFor(uid, { documentId, status: version }, (params) =>
          strapi.documents(uid).findMany(params),
        );
        return pathname ? site.previewUrlFor(url, pathname, secret, status) : null;
      },
    },
  };
}

// "Forgot your password?" on the sign-in page e-mails a link on the CMS's public address (PUBLIC_URL), in the home's
// words, through the e-mail the CMS is given (./plugins.js); the invitations are ../src/e-mail.js's.
const RESET_EMAIL = {
  subject: 'Choose a new password for the website',
  text: [
    'Hello <%= user.firstname %>,',
    '',
    'Someone asked to change the password you sign in to the website with. To choose a new one, open this link',
    '(it works once):',
    '',
    '<%= url %>',
    '',
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ].join('\n'),
  html: [
    // No name here: the html is not escaped, and a name is whatever was typed.
    '<p>Hello,</p>',
    '<p>Someone asked to change the password you sign in to the website with. To choose a new one, open this link',
    '(it works once):</p>',
    '<p><a href="<%= url %>"><%= url %></a></p>',
    '<p>If it was not you, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n'),
};

module.exports = ({ env }) => ({
  // The admin's session cookie goes with no request another site starts, links and forms included.
  auth: { secret: env('ADMIN_JWT_SECRET'), cookie: { sameSite: 'strict' } },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  // `npm start` serves the panel for editors (SERVE_ADMIN_PANEL=true); the builds and tests need only the API.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', false),
  flags: { nps: false, promoteEE: false },
  preview: previewOf(env),
  forgotPassword: {
    // The e-mail settings' own sender, unless set (an empty value would be sent as the sender).
    from: env('EMAIL_FROM', '') || undefined,
    replyTo: env('EMAIL_REPLY_TO', '') || env('EMAIL_FROM', '') || undefined,
    emailTemplate: RESET_EMAIL,
  },
});
