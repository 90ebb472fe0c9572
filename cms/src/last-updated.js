// A notice's "Last updated" (the privacy notice's, the terms'), kept true by the CMS: when a publish changes the words
// that were published, the date becomes today, in the version published, so that no editor has to remember it; an
// editor who sets it by hand (a change made elsewhere) keeps their date, and a first publish keeps the date it was
// written with (the sample's, on a database brought up to date, so that its site says what it said before). Every type
// with a `lastUpdated` field is held to it.
const { ADMIN_VIEWS, CONTENT_RULES, todayInKent } = require('./site-rules');

/** The types with a "Last updated", by uid, with what to populate to read their words. */
const DATED = new Map(
  ADMIN_VIEWS.filter(({ words }) => 'lastUpdated' in words).map(({ uid }) => [
    uid,
    CONTENT_RULES[uid]?.populate,
  ]),
);

/** An entry's words, as JSON: every field but the date and what the CMS keeps itself (ids, times, status). */
function wordsOf(entry) {
  const KEPT_BY_CMS = new Set([
    'id',
    'documentId',
    'createdAt',
    'updatedAt',
    'publishedAt',
    'locale',
    'lastUpdated',
  ]);
  return JSON.stringify(entry, (key, value) => (KEPT_BY_CMS.has(key) ? undefined : value));
}

function registerLastUpdated(strapi) {
  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    if (action !== 'publish' || !DATED.has(uid)) return next();
    const params = context.params ?? {};
    const find = (status) =>
      strapi.documents(uid).findOne({ documentId: params.documentId, status, populate: DATED.get(uid) });
    const [draft, published] = await Promise.all([find('draft'), find('published')]);
    const changed = draft && published && wordsOf(draft) !== wordsOf(published);
    const setByHand = draft && published && draft.lastUpdated !== published.lastUpdated;
    if (changed && !setByHand)
      await strapi.db.query(uid).update({ where: { id: draft.id }, data: { lastUpdated: todayInKent() } });
    return next();
  });
}

module.exports = { registerLastUpdated };
