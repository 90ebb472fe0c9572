module.exports = ({ env }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  // The site's build only needs the API; `npm run cms:admin` builds and serves the panel for editors.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', false),
  flags: { nps: false, promoteEE: false },
});
