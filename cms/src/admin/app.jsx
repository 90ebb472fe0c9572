// The admin in British English, its dates as people in the UK write them (british-dates.js); and its home page in the
// home's words: a widget that says whether the last publish reached the live site, with links to it and to the
// preview, one of what needs doing (each with a link to its entry), and one of the last changes, each named by what
// it is, in place of Strapi's "Last edited entries" and "Last published entries" (which name some entries by their
// document id). Built into the admin panel (scripts/embedded-cms/admin-panel.ts builds it again when this folder
// changes).
import { BRITISH, refuseImpossibleDates, speakBritish } from './british-dates.js';
import { HouseIcon, ListIcon } from './icons.jsx';

const CORE_LISTS = ['last-edited-entries', 'last-published-entries'];
/**
 * Strapi's banner advertising its new media library, as dismissed: the key its admin keeps a dismissal under, for
 * either media library, scoped by the project's uuid, which cms/package.json sets to false (no telemetry).
 */
const ADVERT_DISMISSED = [true, false].map(
  (legacy) => `STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_${legacy}:false`,
);
const OURS = ['website-status', 'to-do', 'recent-changes'];

export default {
  // British English: dates as 28/11/2026 and weeks from Monday (british-dates.js).
  config: { locales: [BRITISH] },
  register(app) {
    speakBritish();
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
    // Ours first, where an editor lands; gone, Strapi's lists that name entries by document id and its project
    // statistics (content types, components, locales, webhooks, API tokens), which are for whoever keeps the CMS.
    const ours = (widget) => !widget.pluginId && OURS.includes(widget.id);
    const gone = (widget) =>
      (widget.pluginId === 'content-manager' && CORE_LISTS.includes(widget.id)) ||
      (widget.pluginId === 'admin' && widget.id === 'key-statistics');
    app.widgets.register((widgets) => [
      ...widgets.filter(ours),
      ...widgets.filter((widget) => !ours(widget) && !gone(widget)),
    ]);
  },
  bootstrap() {
    refuseImpossibleDates();
  },
};
