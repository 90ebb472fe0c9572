// Every file sent to the CMS (the media library's upload and replace, from the admin and the REST API alike) is
// looked at by its bytes before Strapi keeps it: only the kinds the website shows, under their own names, within the
// size limit (../site-rules.js, made from lib/cms/upload-kinds.ts). A web page, a script or an SVG (which can carry
// script) is refused, whoever sends it: the CMS serves uploads from its own address, where a page of a staff member's
// could act as the manager signed in beside it. Strapi's own check (config/plugins.js) stands behind this one, which
// goes further: a file's bytes must show its kind, where Strapi lets a name stand for bytes that show none.
const { readFile } = require('node:fs/promises');
const { errors } = require('@strapi/utils');
const { uploadRefusal } = require('../site-rules');

/** The first bytes of a file, which show its kind. */
const HEAD_BYTES = 4100;

async function kindOf(file) {
  const bytes = await readFile(file.filepath);
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(new Uint8Array(bytes.subarray(0, HEAD_BYTES))))?.mime;
}

module.exports = () => async (ctx, next) => {
  const sent = ctx.request.files ? Object.values(ctx.request.files).flat() : [];
  for (const file of sent) {
    const name = file.originalFilename ?? file.newFilename ?? 'the file';
    const refusal = uploadRefusal(name, file.filepath ? await kindOf(file) : undefined, file.size ?? 0);
    if (refusal) throw new errors.ValidationError(refusal);
  }
  return next();
};
