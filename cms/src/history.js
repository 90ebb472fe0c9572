// Undo: every publish of an entry a page shows is kept as a version (when, by whom, what changed), in the CMS's own
// store, so that backups and restores carry it; an editor sees them beside the entry (./admin/history.jsx) and brings
// one back as a draft to check and publish. Which versions are kept, what changed and a version's data are the site's
// rules (lib/cms/history.ts): the last 20, and all of the last 90 days.
// - GET /site-history/:uid/:documentId: the versions, newest first, for whoever may read the entry;
// - POST /site-history/:uid/:documentId/restore/:id: the version written as the entry's draft, for whoever may
//   change it (staff too: a draft is theirs to make; publishing it stays the manager's).
// An entry unpublished after it was live is recorded as taken down (when, by whom) until it is published again: its
// versions say so, the home page's list never names it as work to redo (lib/cms/to-do.ts), and Publish asks the
// editor to confirm, naming who took it down and when (./admin/history.jsx).
const { randomBytes } = require('node:crypto');
const {
  ADMIN_VIEWS,
  CONTENT_RULES,
  changedFields,
  changeLines,
  keptVersions,
  onLiveSite,
  takenDownKey,
  versionInput,
} = require('./site-rules');

const { readLiveStatus } = require('./live-status');

const STORE = { type: 'plugin', name: 'site-history' };
/** The entries taken down, in one record of the same store: `takenDownKey` to { at, by }. */
const TAKEN_DOWN = 'taken-down';
const SITE_TYPES = new Map(ADMIN_VIEWS.map((view) => [view.uid, view]));

const keyOf = (uid, documentId) => `${uid}::${documentId}`;

async function versionsOf(strapi, uid, documentId) {
  const stored = await strapi.store(STORE).get({ key: keyOf(uid, documentId) });
  return Array.isArray(stored) ? stored : [];
}

/** The published version of a document as a version's data, or null while it has none. */
async function publishedData(strapi, uid, documentId) {
  const entry = await strapi.documents(uid).findOne({
    documentId,
    status: 'published',
    populate: CONTENT_RULES[uid]?.populate ?? '*',
  });
  if (!entry) return null;
  const components = Object.fromEntries(
    Object.entries(strapi.components).map(([name, component]) => [name, component.attributes]),
  );
  return {
    data: versionInput(entry, strapi.contentTypes[uid].attributes, components),
    at: entry.publishedAt,
  };
}

/** Every entry taken down and not published since (lib/cms/to-do.ts's TakenDown). */
async function takenDownEntries(strapi) {
  const stored = await strapi.store(STORE).get({ key: TAKEN_DOWN });
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
}

/** Records an entry as taken down (`record`), or no longer so (null). */
async function markTakenDown(strapi, uid, documentId, record) {
  const all = { ...(await takenDownEntries(strapi)) };
  const key = takenDownKey(uid, documentId);
  if (!record && !(key in all)) return;
  if (record) all[key] = record;
  else delete all[key];
  await strapi.store(STORE).set({ key: TAKEN_DOWN, value: all });
}

/** Who is publishing, by name, from the admin's request; null for the CMS itself (a seed, an upgrade). */
function publisher(strapi) {
  const user = strapi.requestContext.get()?.state?.user;
  if (!user) return null;
  return [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email || null;
}

/** Adds the published version of a document to its history, unless it is the same as the last. */
async function keep(strapi, uid, documentId, { by, at, baseline = false }) {
  const published = await publishedData(strapi, uid, documentId);
  if (!published) return;
  const versions = await versionsOf(strapi, uid, documentId);
  const last = versions.at(-1);
  if (last && JSON.stringify(last.data) === JSON.stringify(published.data)) return;
  versions.push({
    id: randomBytes(8).toString('hex'),
    at: baseline ? String(published.at ?? at) : at,
    by,
    changed: changedFields(last?.data, published.data),
    data: published.data,
  });
  await strapi.store(STORE).set({ key: keyOf(uid, documentId), value: keptVersions(versions, new Date()) });
}

/** Whether a document action publishes: Publish, or a create or update asked to publish (the REST API's default). */
const publishes = ({ action, params }) =>
  action === 'publish' || (['create', 'update'].includes(action) && params?.status === 'published');

function registerHistory(strapi) {
  strapi.documents.use(async (context, next) => {
    if (!SITE_TYPES.has(context.uid)) return next();
    const { uid } = context;
    // A deleted document's versions go with it.
    if (context.action === 'delete' && context.params?.documentId) {
      const result = await next();
      await strapi.store(STORE).delete({ key: keyOf(uid, context.params.documentId) });
      await markTakenDown(strapi, uid, context.params.documentId, null);
      return result;
    }
    // Taken down: by whom and when, once the unpublish is done (only an entry that was live has anything to unpublish).
    if (context.action === 'unpublish' && context.params?.documentId) {
      const { documentId } = context.params;
      const live = await strapi.documents(uid).findOne({ documentId, status: 'published', fields: ['id'] });
      const result = await next();
      if (live)
        await markTakenDown(strapi, uid, documentId, {
          at: new Date().toISOString(),
          by: publisher(strapi),
        }).catch((error) =>
          strapi.log.error(`cms: could not record ${uid} ${documentId} as taken down: ${error.message}`),
        );
      return result;
    }
    if (!publishes(context)) return next();
    // Never in the way of a publish: a version not kept is logged.
    const trying = async (documentId, work) => {
      try {
        await work();
      } catch (error) {
        strapi.log.error(`cms: could not keep a version of ${uid} ${documentId}: ${error.message}`);
      }
    };
    const before = context.params?.documentId;
    // The version live before the first publish the CMS kept, so that the first mistake can be undone too.
    if (before)
      await trying(before, async () => {
        if ((await versionsOf(strapi, uid, before)).length === 0)
          await keep(strapi, uid, before, { by: null, at: new Date().toISOString(), baseline: true });
      });
    const result = await next();
    // A create's document id is in what it made; Publish gives its versions.
    const documentId = before ?? result?.documentId ?? result?.entries?.[0]?.documentId;
    if (documentId)
      await trying(documentId, async () => {
        await keep(strapi, uid, documentId, { by: publisher(strapi), at: new Date().toISOString() });
        await markTakenDown(strapi, uid, documentId, null);
      });
    return result;
  });

  /** The content manager's own check of what the signed-in editor may do to `uid`, conditions and fields included. */
  const checkerOf = (ctx) =>
    strapi
      .plugin('content-manager')
      .service('permission-checker')
      .create({ userAbility: ctx.state.userAbility, model: ctx.params.uid });

  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      {
        method: 'GET',
        path: '/site-history/:uid/:documentId',
        handler: async (ctx) => {
          const { uid, documentId } = ctx.params;
          if (!SITE_TYPES.has(uid)) return ctx.forbidden();
          const draft = await strapi
            .documents(uid)
            .findOne({ documentId, status: 'draft', populate: { createdBy: true } });
          if (!draft) return ctx.notFound('No such entry.');
          if (checkerOf(ctx).cannot.read(draft)) return ctx.forbidden();
          const { words } = SITE_TYPES.get(uid);
          const versions = await versionsOf(strapi, uid, documentId);
          // The last version kept is live while the entry is published (not after an unpublish).
          const published = await strapi
            .documents(uid)
            .findOne({ documentId, status: 'published', fields: ['publishedAt'] });
          const liveSite = await readLiveStatus();
          const takenDown = published
            ? null
            : ((await takenDownEntries(strapi))[takenDownKey(uid, documentId)] ?? null);
          ctx.body = {
            takenDown,
            versions: versions
              .map((version, index) => ({
                id: version.id,
                at: version.at,
                by: version.by,
                first: index === 0,
                live: Boolean(published) && index === versions.length - 1,
                // Whether the live site shows it yet (null where nothing records the live site).
                onSite: onLiveSite(liveSite, version.at),
                changed: changeLines(versions[index - 1]?.data ?? {}, version.data, version.changed, {
                  labels: Object.fromEntries(
                    Object.entries(words).map(([field, { label }]) => [field, label]),
                  ),
                  attributes: strapi.contentTypes[uid].attributes,
                }),
              }))
              .reverse(),
          };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
      {
        method: 'POST',
        path: '/site-history/:uid/:documentId/restore/:id',
        handler: async (ctx) => {
          const { uid, documentId, id } = ctx.params;
          if (!SITE_TYPES.has(uid)) return ctx.forbidden();
          const draft = await strapi
            .documents(uid)
            .findOne({ documentId, status: 'draft', populate: { createdBy: true } });
          if (!draft) return ctx.notFound('No such entry.');
          const checker = checkerOf(ctx);
          if (checker.cannot.update(draft)) return ctx.forbidden();
          const version = (await versionsOf(strapi, uid, documentId)).find((one) => one.id === id);
          if (!version) return ctx.notFound('That version is not kept.');
          // Only the fields the editor may change; written as the draft through the document service, so the site's
          // rules check it as any save.
          const data = await checker.sanitizeUpdateInput(draft)(version.data);
          await strapi
            .documents(uid)
            .update({ documentId, data: { ...data, updatedBy: ctx.state.user?.id } });
          ctx.body = { restored: version.at };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}

module.exports = { registerHistory, takenDownEntries };
