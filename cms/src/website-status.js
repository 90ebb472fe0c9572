// What the admin's home page shows the editors (./admin/app.jsx): whether the last publish reached the live site, with
// links to it and to the preview, what needs doing (lib/cms/to-do.ts) and what was changed last, each named in the
// home's words. One admin API route, for anyone signed in to the admin, each seeing only what their role may read:
// GET /website-status; and, for an event's entry, where and from when the site shows it: GET /event-shown?date=.
const {
  ADMIN_VIEWS,
  changedSincePublished,
  eventShownWords,
  liveStatusWords,
  previewUrlFor,
  rotationWeek,
  takenDownKey,
  thingsToDo,
  todayInKent,
} = require('./site-rules');
const { takenDownEntries } = require('./history');
const { readLiveStatus } = require('./live-status');

const MENU = 'api::menu.menu';

/**
 * The live site's state in the preview band's words (lib/live-status-words.ts): what `npm start` last recorded
 * (SITE_LIVE_STATUS_FILE); "not known yet" while it has recorded nothing (no build has ended since it started); null
 * where nothing records it (a CMS whose site its host builds).
 */
async function liveStatus() {
  const status = await readLiveStatus();
  if (status === null) return null;
  if (status !== undefined) return liveStatusWords(status);
  return {
    said: 'Not known yet',
    more: ': no build of the live site has ended since the website was started. Look again in a minute or two.',
    problem: false,
  };
}

/** Which week of the menu's rotation this week is, by the published menu, or null before it starts or without one. */
async function menuWeek(strapi, ability) {
  if (!strapi.contentTypes[MENU] || !ability.can('plugin::content-manager.explorer.read', MENU)) return null;
  const menu = await strapi.documents(MENU).findFirst({ status: 'published', fields: ['startsOn', 'weeks'] });
  if (!menu?.startsOn || !menu.weeks) return null;
  const week = rotationWeek(menu, todayInKent());
  return week === null ? null : { week, of: menu.weeks, path: `/content-manager/single-types/${MENU}` };
}

/** A link to the preview of the home page, signed for now, or null without a preview. */
function previewLink() {
  const url = process.env.PREVIEW_URL;
  const secret = process.env.PREVIEW_SECRET;
  return url && secret ? previewUrlFor(url, '/', secret, 'draft') : null;
}

/**
 * The last few entries changed, of every type a page shows that `ability` (the signed-in user's) may read: what each
 * is, and whether it is published (or was taken down: `takenDown`, by takenDownKey).
 */
async function recentChanges(strapi, ability, takenDown, limit = 4) {
  const changes = [];
  for (const { uid, kind, displayName, view } of ADMIN_VIEWS) {
    if (!strapi.contentTypes[uid] || !ability.can('plugin::content-manager.explorer.read', uid)) continue;
    const fields = ['updatedAt', ...(view ? [view.mainField] : [])];
    const drafts = await strapi
      .documents(uid)
      .findMany({ status: 'draft', sort: 'updatedAt:desc', limit, fields });
    // Their published versions, in one query rather than one each.
    const published = new Map(
      (
        await strapi.documents(uid).findMany({
          status: 'published',
          filters: { documentId: { $in: drafts.map((draft) => draft.documentId) } },
          fields: ['updatedAt'],
        })
      ).map((entry) => [entry.documentId, entry]),
    );
    for (const draft of drafts) {
      const live = published.get(draft.documentId);
      const name = view ? draft[view.mainField] : null;
      changes.push({
        type: kind === 'singleType' ? '' : displayName,
        // A collection's entry by its main field; a single type is its type.
        name:
          kind === 'singleType'
            ? displayName
            : name == null || name === ''
              ? `${displayName} (no name yet)`
              : String(name),
        status: !live
          ? takenDownKey(uid, draft.documentId) in takenDown
            ? 'Taken down'
            : 'Draft'
          : changedSincePublished(draft, live)
            ? 'Changed since published'
            : 'Published',
        updatedAt: draft.updatedAt,
        path:
          kind === 'singleType'
            ? `/content-manager/single-types/${uid}`
            : `/content-manager/collection-types/${uid}/${draft.documentId}`,
      });
    }
  }
  return changes.sort((a, b) => String(b.updatedAt).localeCompare(String(a.updatedAt))).slice(0, limit);
}

function registerWebsiteStatus(strapi) {
  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      {
        method: 'GET',
        path: '/website-status',
        handler: async (ctx) => {
          const ability = ctx.state.userAbility;
          // The preview shows drafts of everything: only for someone who may read what it shows.
          const reads = ADMIN_VIEWS.some(({ uid }) =>
            ability.can('plugin::content-manager.explorer.read', uid),
          );
          const readable = ADMIN_VIEWS.filter(
            ({ uid }) =>
              strapi.contentTypes[uid] && ability.can('plugin::content-manager.explorer.read', uid),
          );
          const takenDown = await takenDownEntries(strapi);
          ctx.body = {
            // In the words the preview's band uses (lib/live-status-words.ts).
            live: await liveStatus(),
            liveUrl: process.env.SITE_LIVE_URL || null,
            previewUrl: reads ? previewLink() : null,
            toDo: await thingsToDo(
              readable,
              (uid, query) => strapi.documents(uid).findMany(query),
              todayInKent(),
              takenDown,
            ),
            recent: await recentChanges(strapi, ability, takenDown),
            menuWeek: await menuWeek(strapi, ability),
          };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
      {
        method: 'GET',
        path: '/event-shown',
        handler: (ctx) => {
          const date = String(ctx.query.date ?? '');
          // A day as the form keeps it; anything else is a form not yet filled in.
          const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T12:00:00Z`));
          ctx.body = {
            words: valid
              ? eventShownWords(date, todayInKent())
              : 'Give the event its date, and this says where the website shows it, and from when.',
          };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}

module.exports = { registerWebsiteStatus };
