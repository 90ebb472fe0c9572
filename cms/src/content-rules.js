// Refuses, at an editor's save or publish, what the website would refuse when it is built: the site's own rules
// (lib/kit/rules.ts, loaded as ./site-rules.js, which the site's install and each start of the embedded CMS make),
// applied in the document service, so that the admin panel, the REST API and the seed are all held to them, and
// `strapi import` (which writes to the database directly) is not. A refusal is a ValidationError whose details name
// each field by its path in the admin's form, where the panel shows it; nothing is published.
//
// - Save (a draft, created or updated): only the rules about values the editor gave, so that an unfinished draft can
//   be kept; files are judged at publish.
// - Publish: every rule, on the draft as it will be published. A create or update that also publishes (the REST API
//   does by default) saves the draft first, then publishes it only if it passes: the editor's words are kept as a
//   draft either way.
const { errors } = require('@strapi/utils');
const { CONTENT_RULES, checkEntry } = require('./site-rules');

function refuse(problems) {
  const [first] = problems;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  throw new errors.ValidationError(
    `The website cannot show this yet: ${first.path.join('.')}: ${first.message}${more}`,
    {
      errors: problems.map(({ path, message }) => ({
        path: path.map(String),
        message,
        name: 'ValidationError',
      })),
    },
  );
}

const HOME = 'api::home.home';

/**
 * What the rules know beside the entry: "The home"'s phone, e-mail and number of residents (published, else its
 * draft), so that a page's words that write them out, which would keep them twice, are refused. None while there is
 * no "The home".
 */
async function contextOf(strapi, uid) {
  if (uid === HOME || !strapi.contentTypes[HOME]) return { home: null };
  const fields = ['phone', 'email', 'residents'];
  const home =
    (await strapi.documents(HOME).findFirst({ status: 'published', fields })) ??
    (await strapi.documents(HOME).findFirst({ status: 'draft', fields }));
  return {
    home:
      home?.phone && home?.email
        ? { phone: home.phone, email: home.email, residents: home.residents ?? null }
        : null,
  };
}

async function check(strapi, uid, entry, mode) {
  const problems = checkEntry(uid, entry, mode, undefined, await contextOf(strapi, uid));
  if (problems.length > 0) refuse(problems);
}

/** The draft of a document as it would be published, with the fields the rules read. */
function findDraft(strapi, uid, documentId, locale) {
  return strapi.documents(uid).findOne({
    documentId,
    ...(locale ? { locale } : {}),
    status: 'draft',
    populate: CONTENT_RULES[uid].populate,
  });
}

function registerContentRules(strapi) {
  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    if (!CONTENT_RULES[uid]) return next();
    const params = context.params ?? {};

    if (action === 'publish') {
      const draft = await findDraft(strapi, uid, params.documentId, params.locale);
      if (draft) await check(strapi, uid, draft, 'publish');
      return next();
    }
    if (action !== 'create' && action !== 'update') return next();

    await check(strapi, uid, params.data ?? {}, 'save');
    if (params.status !== 'published') return next();
    // Saved as a draft, then published through publish(), which applies every rule to what was saved. (A create
    // refused at this point leaves its draft, as the admin's own Save would have.)
    context.params = { ...params, status: 'draft' };
    const draft = await next();
    if (!draft) return draft;
    const locale = params.locale ? { locale: params.locale } : {};
    await strapi.documents(uid).publish({ documentId: draft.documentId, ...locale });
    // Answered as the caller asked, as a create or update that publishes answers.
    return strapi.documents(uid).findOne({
      documentId: draft.documentId,
      ...locale,
      status: 'published',
      ...(params.fields ? { fields: params.fields } : {}),
      ...(params.populate ? { populate: params.populate } : {}),
    });
  });
}

module.exports = { registerContentRules };
