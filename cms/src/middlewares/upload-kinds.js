// Every file sent to the CMS (the media library's upload and replace, from the admin and the REST API alike) is
// looked at by its bytes before Strapi keeps it: only the kinds the website shows, under their own names, within the
// size limit (../site-rules.js, made from lib/kit/upload-kinds.ts). A web page, a script or an SVG (which can carry
// script) is refused, whoever sends it: the CMS serves uploads from its own address, where a page of a staff member's
// could act as the manager signed in beside it. Strapi's own check (config/plugins.js) stands behind this one, which
// goes further: a file's bytes must show its kind, where Strapi lets a name stand for bytes that show none.
//
// A photo is measured before anything decodes it: its width and height are read from its header alone, and one with
// more pixels than the site takes is refused here, naming the limit. (A 249 KB PNG may declare 16,000 x 16,000 pixels;
// Strapi's resizing would then hold gigabytes of memory for many seconds.)
const { open } = require('node:fs/promises');
const sharp = require('sharp');
const { errors } = require('@strapi/utils');
const { photoSizeRefusal, uploadRefusal } = require('../site-rules');

/** The first bytes of a file, which show its kind. */
const HEAD_BYTES = 4100;

async function kindOf(file) {
  const handle = await open(file.filepath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    const { fileTypeFromBuffer } = await import('file-type');
    return (await fileTypeFromBuffer(new Uint8Array(buffer.subarray(0, bytesRead))))?.mime;
  } finally {
    await handle.close();
  }
}

/** A photo's width and height as its header declares them (nothing is decoded), or nulls if it cannot be read. */
async function declaredSize(file) {
  try {
    const { width, height } = await sharp(file.filepath, {
      limitInputPixels: false,
      failOn: 'none',
    }).metadata();
    return { width: width ?? null, height: height ?? null };
  } catch {
    return { width: null, height: null };
  }
}

module.exports = () => async (ctx, next) => {
  const sent = ctx.request.files ? Object.values(ctx.request.files).flat() : [];
  for (const file of sent) {
    const name = file.originalFilename ?? file.newFilename ?? 'the file';
    const kind = file.filepath ? await kindOf(file) : undefined;
    const refusal = uploadRefusal(name, kind, file.size ?? 0);
    if (refusal) throw new errors.ValidationError(refusal);
    if (kind?.startsWith('image/')) {
      const { width, height } = await declaredSize(file);
      const tooLarge = photoSizeRefusal(width, height, name);
      if (tooLarge) throw new errors.ValidationError(tooLarge);
    }
  }
  return next();
};
