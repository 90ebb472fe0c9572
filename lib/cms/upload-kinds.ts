// What the CMS takes into its media library, for its upload check (cms/src/middlewares/upload-kinds.js, through the
// bundle the site's install makes for the CMS) and the build's image pipeline alike: the kinds of file the site shows
// (photographs and PDFs), each known by its bytes, never by its name alone, and a size that fits a phone's photo and
// a brochure. Anything else (a web page, a script, an SVG, which can carry script) is refused at upload, whoever sends
// it, so that no file the CMS serves from its own address can run in its admin.

/** Each kind taken, by its MIME type as its bytes show it, with the file name endings it may have. */
export const UPLOAD_KINDS: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/avif': ['.avif'],
  'image/gif': ['.gif'],
  'application/pdf': ['.pdf'],
};

/** The largest file taken: a phone's photo is 3 to 12 MB, a printed brochure 5 to 30 MB. */
export const MAX_UPLOAD_BYTES = 40 * 1024 * 1024;

/** The words an editor reads when a file is refused. */
export const UPLOAD_KINDS_IN_WORDS = 'photos (JPEG, PNG, WebP, AVIF or GIF) and PDF files';

/**
 * Why a file cannot go into the media library, or null when it can: `detected` is the type its bytes show (the
 * `file-type` package's reading; undefined when they show none), `name` its name as sent.
 */
export function uploadRefusal(name: string, detected: string | undefined, size: number): string | null {
  if (size > MAX_UPLOAD_BYTES)
    return `"${name}" is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB: make it smaller, then upload it again`;
  const ending = /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? '';
  const endings = detected ? UPLOAD_KINDS[detected] : undefined;
  if (!endings) return `"${name}" is not one of the ${UPLOAD_KINDS_IN_WORDS} the website can show`;
  if (!endings.includes(ending))
    return `"${name}" is named as another kind of file than it is: name it ${endings[0]}, then upload it again`;
  return null;
}
