// Each gallery photo's description in the admin's list: its media file's alternative text, copied into the photo's own
// `description` field (private: the API never answers with it, and the site reads the media library's text itself).
// Kept when an editor saves a photo, when they change the text in the media library, and on every start (a database
// from before the field).
const GALLERY = 'api::gallery.gallery';
const FILE = 'plugin::upload.file';

/** The id of the file a media field's value names: an id, or the file itself as the admin sends it. */
function fileIdOf(value) {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) return Number(value);
  if (value && typeof value === 'object' && 'id' in value) return Number(value.id);
  return null;
}

const textOf = (file) => (file?.alternativeText ?? '').trim() || null;

function registerGalleryDescriptions(strapi) {
  strapi.documents.use(async (context, next) => {
    const data = context.params?.data;
    if (
      context.uid !== GALLERY ||
      !['create', 'update'].includes(context.action) ||
      !data ||
      !('image' in data)
    )
      return next();
    const id = fileIdOf(data.image);
    const file = id
      ? await strapi.db.query(FILE).findOne({ where: { id }, select: ['alternativeText'] })
      : null;
    context.params = { ...context.params, data: { ...data, description: textOf(file) } };
    return next();
  });
}

/** On every start: each photo's description kept when its file's text changes, and made true now. */
async function keepGalleryDescriptions(strapi) {
  // The text changed in the media library: every photo of the gallery that uses the file, draft and published.
  strapi.db.lifecycles.subscribe({
    models: [FILE],
    async afterUpdate({ result }) {
      if (!result?.id) return;
      // Never in the way of the media library: a description not kept now is made true at the next start.
      try {
        const file = await strapi.db
          .query(FILE)
          .findOne({ where: { id: result.id }, populate: { related: true } });
        const photos = (file?.related ?? []).filter((entry) => entry.__type === GALLERY);
        for (const photo of photos)
          await strapi.db
            .query(GALLERY)
            .update({ where: { id: photo.id }, data: { description: textOf(file) } });
      } catch (error) {
        strapi.log.warn(
          `cms: could not give gallery photos the new description of file ${result.id}: ${error}`,
        );
      }
    },
  });
  const photos = await strapi.db
    .query(GALLERY)
    .findMany({ select: ['id', 'description'], populate: { image: { select: ['alternativeText'] } } });
  let changed = 0;
  for (const photo of photos) {
    const description = textOf(photo.image);
    if (photo.description === description) continue;
    await strapi.db.query(GALLERY).update({ where: { id: photo.id }, data: { description } });
    changed += 1;
  }
  if (changed > 0)
    strapi.log.info(`cms: ${changed} gallery photos given their description in the admin's list`);
}

module.exports = { registerGalleryDescriptions, keepGalleryDescriptions };
