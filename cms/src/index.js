// What the embedded CMS makes true on every start, whatever the database says:
// - an editor's save or publish is refused, on the field, when the website would refuse it (./content-rules.js);
// - public sign-up is off (the site has no visitor accounts);
// - files in the uploads folder that no upload refers to (an upload cut off by a crash) are removed
//   (./uploads-sweep.js);
// - the webhook that tells the website to rebuild when editors publish is registered from DEPLOY_HOOK_URL, each call
//   signed with DEPLOY_HOOK_SECRET (./rebuild-webhook.js);
// - the admin speaks the home's words: each list named, laid out and ordered as the declarations say
//   (./admin-views.js), each gallery photo listed by its description (./gallery-descriptions.js), each day of the
//   menu by its week and day (./row-titles.js), and the home page's
//   widgets say whether the last publish is live and what changed last (./website-status.js, ./admin/);
// - the role "Staff (drafts only)" drafts everything the website shows and publishes nothing (./staff-role.js),
//   sees what drafting needs and throws away no one else's draft (./staff-limits.js);
// - a job's address follows its title until the job is first published (./addresses.js);
// - a notice's "Last updated" moves by itself when a publish changes its words (./last-updated.js);
// - invitations and password resets are e-mailed when the CMS is given an e-mail server (./e-mail.js);
// - each publish is kept as a version, which an editor can bring back as a draft (./history.js);
// - the developers' menus are hidden from the home's editors (./admin-panel-settings.js);
// - each API token opens only as far as its user needs, expires, and cannot be read back (./api-tokens.js); uploads,
//   CORS, the admin's policy and its first administrator are the middlewares' (../config/middlewares.js).

const { registerAddresses } = require('./addresses');
const { applyAdminViews } = require('./admin-views');
const { registerContentRules } = require('./content-rules');
const { registerCrashPoints } = require('./crash-points');
const { keepGalleryDescriptions, registerGalleryDescriptions } = require('./gallery-descriptions');
const { ensureStaffRoles, tidyDefaultRoles } = require('./staff-role');
const { registerStaffLimits } = require('./staff-limits');
const { registerWebsiteStatus } = require('./website-status');
const { sweepOrphanedUploads } = require('./uploads-sweep');
const { registerRebuildWebhook } = require('./rebuild-webhook');
const { registerApiTokens, tidyApiTokens } = require('./api-tokens');
const { registerLastUpdated } = require('./last-updated');
const { nameKeptRows, registerRowTitles } = require('./row-titles');
const { keepEmail } = require('./e-mail');
const { registerHistory } = require('./history');
const { hideDeveloperMenus, registerAdminPanelSettings } = require('./admin-panel-settings');

/**
 * Turns off Users & Permissions' public sign-up (its "Enable sign-ups" advanced setting), which the plugin turns on
 * when it creates its settings. The site has no visitor accounts, and an open POST /api/auth/local/register on a CMS
 * that may face the internet is an unbounded users table. Runs after the plugin's own bootstrap has created the
 * settings, and again on every start, so an old database or a setting switched back on in the admin panel is undone.
 */
async function turnOffPublicSignUp(strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const settings = await store.get({ key: 'advanced' });
  // The plugin's own bootstrap, which runs first, creates these settings: without them, writing only this one key
  // would drop the others, so the CMS refuses to start rather than guess.
  if (!settings)
    throw new Error('cms: Users & Permissions has no advanced settings; cannot turn off public sign-up');
  if (settings.allow_register === false) return;
  await store.set({ key: 'advanced', value: { ...settings, allow_register: false } });
  strapi.log.info('cms: public sign-up (Users & Permissions) turned off');
}

/**
 * Under `npm start`, the CMS ends itself once npm start has gone, however it went (a SIGKILL runs no handler to end
 * its children): SITE_STOP_WITH_PID names it (scripts/shared/stop-with-parent.ts does the same for the site's own).
 */
function stopWithParent(strapi) {
  const pid = Number(process.env.SITE_STOP_WITH_PID);
  if (!Number.isInteger(pid) || pid <= 1) return;
  const watch = setInterval(() => {
    try {
      process.kill(pid, 0);
      return;
    } catch (error) {
      if (error.code === 'EPERM') return;
    }
    clearInterval(watch);
    strapi.log.error(`cms: npm start (process ${pid}) has gone; stopping`);
    process.kill(process.pid, 'SIGTERM');
  }, 1_000);
  watch.unref();
}

module.exports = {
  register({ strapi }) {
    registerApiTokens(strapi);
    registerRowTitles(strapi);
    registerAddresses(strapi);
    registerContentRules(strapi);
    registerHistory(strapi);
    registerLastUpdated(strapi);
    registerGalleryDescriptions(strapi);
    registerWebsiteStatus(strapi);
    registerAdminPanelSettings(strapi);
    registerStaffLimits(strapi);
  },
  async bootstrap({ strapi }) {
    stopWithParent(strapi);
    await sweepOrphanedUploads(strapi);
    registerCrashPoints(strapi);
    await turnOffPublicSignUp(strapi);
    await tidyApiTokens(strapi);
    await registerRebuildWebhook(strapi);
    await applyAdminViews(strapi);
    await keepGalleryDescriptions(strapi);
    await nameKeptRows(strapi);
    keepEmail(strapi);
    await tidyDefaultRoles(strapi);
    await hideDeveloperMenus(strapi);
    await ensureStaffRoles(strapi);
  },
};
