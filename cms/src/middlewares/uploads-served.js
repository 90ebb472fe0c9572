// How the CMS serves its uploads (/uploads/...): as files to look at or keep, never as pages of its own address. Each
// answer forbids its content any script or outside request, in a sandbox of its own (Content-Security-Policy), and
// one that is not a photo (a PDF, or anything an older CMS let in) is sent to be saved (Content-Disposition:
// attachment), so that nothing uploaded runs in the admin's origin, whoever opens it.
const { fileNameOf, routedPath } = require('../routed-path');

const PHOTO = /^image\/(jpeg|png|webp|avif|gif)$/;

module.exports = () => async (ctx, next) => {
  // Any spelling of a path the file server resolves into the uploads (/%75ploads/, /./uploads/, /x/../uploads/).
  if (!routedPath(ctx).startsWith('/uploads/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD'))
    return next();
  await next();
  ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
  ctx.set('X-Content-Type-Options', 'nosniff');
  if (ctx.status === 200 || ctx.status === 206) {
    if (!PHOTO.test(ctx.response.type)) ctx.attachment(fileNameOf(ctx));
  }
};
