// A page's address made from its title (a job's /careers/<address>) follows the title on every save until the entry
// is first published: the manager types the title and the address is right, with no button to press. An address typed
// by hand stands; once the page has been live, its address stays as it is (a link shared, or a search engine's, would
// break), unless an editor changes it by hand.

/** The site's fields made from another, by type: [[field, the field it is made from]]. */
function madeFromTitle(strapi) {
  return new Map(
    Object.values(strapi.contentTypes)
      .filter((type) => type.uid.startsWith('api::'))
      .map((type) => [
        type.uid,
        Object.entries(type.attributes)
          .filter(([, attribute]) => attribute.type === 'uid' && attribute.targetField)
          .map(([field, attribute]) => [field, attribute.targetField]),
      ])
      .filter(([, fields]) => fields.length > 0),
  );
}

/** The longest address, as the declarations' check has it (lib/kit/fields.ts). */
const LONGEST = 80;

/** "Cook (part time)" as "cook-part-time": lower-case words joined by hyphens, accents dropped; "" when none. */
function addressOf(title) {
  if (typeof title !== 'string') return '';
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, LONGEST)
    .replace(/^-+|-+$/g, '');
}

/** Whether an address is one of `bases` or one numbered so ("job", "job-2"): made, not typed. */
function isMadeFrom(address, bases) {
  if (typeof address !== 'string' || address === '') return true;
  return bases.some((base) => base && (address === base || new RegExp(`^${base}-\\d+$`).test(address)));
}

/** The address, or the first of address-2, address-3… that no other entry of the type has. */
async function unused(strapi, uid, field, address, documentId) {
  const others = await strapi.documents(uid).findMany({
    filters: {
      [field]: { $startsWith: address },
      ...(documentId ? { documentId: { $ne: documentId } } : {}),
    },
    fields: [field],
    status: 'draft',
  });
  const taken = new Set(others.map((other) => other[field]));
  if (!taken.has(address)) return address;
  for (let n = 2; ; n += 1) {
    const numbered = `${address.slice(0, LONGEST - String(n).length - 1).replace(/-+$/, '')}-${n}`;
    if (!taken.has(numbered)) return numbered;
  }
}

function registerAddresses(strapi) {
  let types;
  strapi.documents.use(async (context, next) => {
    types ??= madeFromTitle(strapi);
    const { uid, action } = context;
    const fields = types.get(uid);
    const data = context.params?.data;
    if (!fields || !['create', 'update'].includes(action) || !data) return next();
    const documentId = context.params.documentId;
    const stored = documentId ? await strapi.documents(uid).findOne({ documentId, status: 'draft' }) : null;
    if (documentId) {
      const live = await strapi.documents(uid).findOne({ documentId, status: 'published', fields: ['id'] });
      if (live) return next();
    }
    const modelName = strapi.contentTypes[uid].modelName;
    for (const [field, from] of fields) {
      const address = addressOf(data[from] ?? stored?.[from]);
      if (!address) continue;
      const given = data[field];
      // Typed by hand: a new entry given an address of its own, or one changed in this save, stands.
      const following = stored
        ? (given === undefined || given === stored[field]) &&
          isMadeFrom(stored[field], [addressOf(stored[from]), modelName])
        : given === undefined || given === '' || isMadeFrom(given, [modelName, address]);
      if (following) data[field] = await unused(strapi, uid, field, address, documentId);
    }
    return next();
  });
}

module.exports = { registerAddresses };
