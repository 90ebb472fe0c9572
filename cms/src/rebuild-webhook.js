// The webhook that tells the website to rebuild when editors publish, registered on every start from DEPLOY_HOOK_URL,
// idempotently; without DEPLOY_HOOK_URL an earlier registration is disabled, so no stale address is called.
//
// With DEPLOY_HOOK_SECRET, each call it sends is signed over its time and body (../site-rules.js, made from
// lib/deploy-hook.ts), which the receiver beside the site checks: the secret itself never travels, is not kept in
// the database's list of webhooks, and a captured call cannot be sent again. Strapi's webhooks send fixed headers
// only, so the signing wraps the fetch of Strapi's own webhook runner, for this webhook's address alone; the admin
// still lists it (Settings > Webhooks), and its "Trigger" button sends a signed call too.
const { signDeployCall } = require('./site-rules');

const WEBHOOK_NAME = 'Website rebuild';
const EVENTS = [
  'entry.publish',
  'entry.unpublish',
  'entry.delete',
  'media.create',
  'media.update',
  'media.delete',
];

function wantedWebhook() {
  const url = process.env.DEPLOY_HOOK_URL?.trim();
  if (!url) return null;
  return { name: WEBHOOK_NAME, url, headers: {}, events: EVENTS, isEnabled: true };
}

function differs(existing, wanted) {
  return (
    existing.url !== wanted.url ||
    existing.isEnabled !== wanted.isEnabled ||
    JSON.stringify(existing.headers ?? {}) !== JSON.stringify(wanted.headers) ||
    JSON.stringify([...(existing.events ?? [])].sort()) !== JSON.stringify([...wanted.events].sort())
  );
}

/** Signs every call the webhook runner sends to `url` with `secret`. */
function signCallsTo(runner, url, secret) {
  const send = runner.fetch;
  runner.fetch = (target, init = {}) =>
    target === url
      ? send(target, {
          ...init,
          headers: { ...init.headers, ...signDeployCall(secret, String(init.body ?? '')) },
        })
      : send(target, init);
}

async function registerRebuildWebhook(strapi) {
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const existing = ((await store.findWebhooks()) ?? []).find((webhook) => webhook.name === WEBHOOK_NAME);
  const wanted = wantedWebhook();

  if (!wanted) {
    if (existing?.isEnabled) {
      runner.update(await store.updateWebhook(existing.id, { ...existing, isEnabled: false }));
      strapi.log.info('cms: DEPLOY_HOOK_URL is not set; the website rebuild webhook is disabled');
    }
    return;
  }
  const secret = process.env.DEPLOY_HOOK_SECRET?.trim();
  if (secret) signCallsTo(runner, wanted.url, secret);
  if (!existing) {
    runner.add(await store.createWebhook(wanted));
    strapi.log.info(`cms: registered the website rebuild webhook for ${wanted.url}`);
  } else if (differs(existing, wanted)) {
    // (An older registration kept the secret in its headers: it goes.)
    runner.update(await store.updateWebhook(existing.id, { ...existing, ...wanted }));
    strapi.log.info(`cms: updated the website rebuild webhook for ${wanted.url}`);
  }
}

module.exports = { registerRebuildWebhook };
