// First of all the CMS's middlewares: a request whose target is not a path on this server (an absolute URL that is
// not one, "*", "host:80") is answered 400 before anything reads its path, where Koa would fail on it and answer 500.
// The site's own servers refuse the same (scripts/shared/guarded-server.ts); the malformed-request batch is sent to
// both in the tests.
const { isPathTarget } = require('../routed-path');

module.exports = () => async (ctx, next) => {
  if (isPathTarget(ctx.req.url)) return next();
  ctx.status = 400;
  ctx.set('Connection', 'close');
  ctx.body = {
    data: null,
    error: { status: 400, name: 'BadRequestError', message: 'Bad Request', details: {} },
  };
};
