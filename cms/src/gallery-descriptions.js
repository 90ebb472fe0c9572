// Each gallery photo's description is written on the photo's own entry, where the photo is (the site reads it in
// place of the file's alternative text: lib/content-types/gallery.ts). So that nothing already written is lost, an
// empty description is filled from the file's alternative text: when a photo is saved with a file that has one (the
// text given as it was uploaded), and on every start (photos saved before the entry had a description).
const GALLERY = 'api::gallery.gallery';
const FILE = 'plugin::upload.file';

/** The id of the file a media field's value names: an id, or the file itself as the admin sends it. */
function fileIdOf(value) {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) return Number(value);
  if (value && typeof value === 'object' && 'id' in value) return Number(value.id);
  return null;
}

const textOf = (file) => (file?.alternativeText ?? '').trim() || null;
const isEmpty = (text) => typeof text !== 'string' || text.trim() === '';

function registerGalleryDescriptions(strapi) {
  strapi.documents.use(async (context, next) => {
    const data = context.params?.data;
    if (
      context.uid !== GALLERY ||
      !['create', 'update'].includes(context.action) ||
      !data ||
      !('image' in data) ||
      !isEmpty(data.description)
    )
      return next();
    const id = fileIdOf(data.image);
    const file = id
      ? await strapi.db.query(FILE).findOne({ where: { id }, select: ['alternativeText'] })
      : null;
    const description = textOf(file);
    if (description) context.params = { ...context.params, data: { ...data, description } };
    return next();
  });
}

/** On every start: each photo with no description of its own given its file's alternative text, if it has one. */
async function keepGalleryDescriptions(strapi) {
  const photos = await strapi.db
    .query(GALLERY)
    .findMany({ select: ['id', 'description'], populate: { image: { select: ['alternativeText'] } } });
  let changed = 0;
  for (const photo of photos) {
    const description = textOf(photo.image);
    if (!isEmpty(photo.description) || !description) continue;
    await strapi.db.query(GALLERY).update({ where: { id: photo.id }, data: { description } });
    changed += 1;
  }
  if (changed > 0)
    strapi.log.info(
      `cms: ${changed} gallery photos given their file's alternative text as their description`,
    );
}

module.exports = { registerGalleryDescriptions, keepGalleryDescriptions };
