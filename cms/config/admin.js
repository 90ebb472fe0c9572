// The preview (issue 41): with PREVIEW_URL (the site's preview server) and PREVIEW_SECRET (made with the other local
// secrets by scripts/ensure-env.js; set it in production), each edit view has "Open preview", framing the page of the
// site that shows the entry, draft or published. The pages come from the site's own list (lib/preview-paths.ts, in
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
        const page = site.PREVIEW_PAGES[uid];
        if (!page) return null;
        let pathname = page;
        if (page === 'by position in the gallery') {
          // The album page that holds the photo, in the order the site shows them (a draft-only photo included).
          const photos = await strapi.documents(uid).findMany({
            status: status === 'published' ? 'published' : 'draft',
            sort: site.GALLERY_ORDER,
            fields: ['documentId'],
          });
          pathname = site.galleryPageFor(photos.findIndex((photo) => photo.documentId === documentId));
        }
        return site.previewUrlFor(url, pathname, secret, status);
      },
    },
  };
}

module.exports = ({ env }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  // `npm start` serves the panel for editors (SERVE_ADMIN_PANEL=true); the builds and tests need only the API.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', false),
  flags: { nps: false, promoteEE: false },
  preview: previewOf(env),
});
