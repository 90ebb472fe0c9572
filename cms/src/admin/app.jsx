// The admin in British English, its dates as people in the UK write them (british-dates.js); and its home page in the
// home's words: a widget that says whether the last publish reached the live site, with links to it and to the
// preview, one of what needs doing (each with a link to its entry), and one of the last changes, each named by what
// it is, in place of Strapi's "Last edited entries" and "Last published entries" (which name some entries by their
// document id); each entry's earlier versions beside it, to bring one back (history.jsx); Yes and No for TRUE and
// FALSE, and an invitation screen that says whether the link is e-mailed; the Content Manager's menu in the website's
// order and names (site-menu.js). Built into the admin panel
// (scripts/embedded-cms/admin-panel.ts builds it again when this folder changes).
import { BRITISH, refuseImpossibleDates, speakBritish } from './british-dates.js';
import { EventShownPanel } from './event-shown.jsx';
import { confirmingRepublish, HistoryPanel } from './history.jsx';
import { HouseIcon, ListIcon } from './icons.jsx';
import { STRAPI_IN_PLAIN_WORDS } from './plain-words.js';
import { layOutSiteMenu } from './site-menu.js';

const CORE_LISTS = ['last-edited-entries', 'last-published-entries'];
/**
 * Strapi's banner advertising its new media library, as dismissed: the key its admin keeps a dismissal under, for
 * either media library, scoped by the project's uuid, which cms/package.json sets to false (no telemetry).
 */
const ADVERT_DISMISSED = [true, false].map(
  (legacy) => `STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_${legacy}:false`,
);
const OURS = ['website-status', 'to-do', 'recent-changes'];

/** What the invitation screen says above the link, by whether the CMS sends e-mail (../e-mail.js). */
const INVITATION_WORDS = {
  sends:
    'The invitation, with this link, is being e-mailed to them. If it has not arrived in a few minutes, copy the link and send it to them yourself.',
  none: 'This CMS does not send e-mail: copy this link and send it to them yourself. It works once.',
};

/**
 * Strapi's words where the home's are plainer: yes/no switches say Yes and No (not TRUE and FALSE), and a field's hint
 * is its line of help alone (not "max. 5 characters" before it: each field's help says what matters, and a value too
 * long is refused in words).
 */
const PLAIN_WORDS = {
  ...STRAPI_IN_PLAIN_WORDS,
  'app.components.ToggleCheckbox.off-label': 'No',
  'app.components.ToggleCheckbox.on-label': 'Yes',
  'content-manager.form.Input.hint.text': '{description}',
  'HomePage.header.subtitle': 'Whether the website is up to date, and what needs doing.',
};

/**
 * The admin's words in the home's, some of them by what the server says: loaded with Strapi's own, before anything is
 * shown (its loadTrads awaits each app plugin's registerTrads, and these override Strapi's). Strapi has no other door
 * for words made at run time.
 */
async function homeWords({ locales }) {
  const settings = await panelSettings;
  const words = {
    ...PLAIN_WORDS,
    'app.components.Users.MagicLink.connect': settings.sendsEmail
      ? INVITATION_WORDS.sends
      : INVITATION_WORDS.none,
  };
  return locales.map((locale) => ({ data: words, locale }));
}

/**
 * What the server says of itself (../admin-panel-settings.js), asked once as the panel loads; as if it sends no e-mail
 * and hides the developers' menus when it cannot be asked (the link is on the screen either way).
 */
let panelSettings;
let developerMenus = false;
// What the manager need not see or could break, gone from the panel until the server says otherwise (cms/patches):
// the home page's "Add Widget" and its panels' delete and drag buttons, Settings' versions and pricing plans, and the
// sign-up form's box to join Strapi's mailing list (ticked, it led on to Strapi's own survey); and the main menu's
// icons each have their words under them, not only in a tooltip.
globalThis.strapiSiteFixed = true;
function askPanelSettings() {
  panelSettings = fetch(`${window.strapi.backendURL}/admin-panel-settings`)
    .then((answer) => (answer.ok ? answer.json() : {}))
    .catch(() => ({}))
    .then((settings) => {
      developerMenus = settings.developerMenus === true;
      globalThis.strapiSiteFixed = !developerMenus;
      layOutSiteMenu(settings.menu);
      return { sendsEmail: settings.sendsEmail === true, developerMenus };
    });
}

/** Each entry's buttons for changing the model and the view: the declarations' to make, not an editor's. */
const DEVELOPERS_ACTIONS = ['edit-the-model', 'configure-the-view'];

export default {
  // British English: dates as 28/11/2026 and weeks from Monday (british-dates.js).
  config: { locales: [BRITISH] },
  register(app) {
    speakBritish();
    askPanelSettings();
    app.appPlugins['wealdhaven-words'] = { register() {}, registerTrads: homeWords };
    for (const key of ADVERT_DISMISSED) window.localStorage.setItem(key, 'true');
    app.widgets.register([
      {
        id: 'website-status',
        icon: HouseIcon,
        title: { id: 'wealdhaven.website-status.title', defaultMessage: 'The website' },
        component: async () => (await import('./website-status.jsx')).WebsiteStatus,
      },
      {
        id: 'to-do',
        icon: ListIcon,
        title: { id: 'wealdhaven.to-do.title', defaultMessage: 'What needs doing' },
        component: async () => (await import('./website-status.jsx')).ToDo,
      },
      {
        id: 'recent-changes',
        icon: ListIcon,
        title: { id: 'wealdhaven.recent-changes.title', defaultMessage: 'Recent changes' },
        component: async () => (await import('./website-status.jsx')).RecentChanges,
      },
    ]);
    // Ours first, where an editor lands; gone, Strapi's lists that name entries by document id, its chart of entries
    // and its project statistics (content types, components, locales, webhooks, API tokens), which are for whoever
    // keeps the CMS.
    const ours = (widget) => !widget.pluginId && OURS.includes(widget.id);
    const gone = (widget) =>
      (widget.pluginId === 'content-manager' && [...CORE_LISTS, 'chart-entries'].includes(widget.id)) ||
      (widget.pluginId === 'admin' && widget.id === 'key-statistics');
    app.widgets.register((widgets) => [
      ...widgets.filter(ours),
      ...widgets.filter((widget) => !ours(widget) && !gone(widget)),
    ]);
  },
  bootstrap(app) {
    refuseImpossibleDates();
    // Undo: each entry's earlier versions, beside it (history.jsx); and an event's place and time on the site.
    app.getPlugin('content-manager').apis.addEditViewSidePanel([EventShownPanel, HistoryPanel]);
    // Publishing again what was taken down asks first (history.jsx).
    app
      .getPlugin('content-manager')
      .apis.addDocumentAction((actions) =>
        actions.map((action) => (action.type === 'publish' ? confirmingRepublish(action) : action)),
      );
    // Each shows nothing unless the server says the developers' menus are shown (known before the panel renders: the
    // words wait for it).
    app.getPlugin('content-manager').apis.addDocumentHeaderAction((actions) =>
      actions.map((action) =>
        DEVELOPERS_ACTIONS.includes(action.type)
          ? Object.assign((props) => (developerMenus ? action(props) : null), {
              type: action.type,
              position: action.position,
            })
          : action,
      ),
    );
  },
};
