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

/**
 * The most pixels a photo may have: about 50 megapixels, a 8660 x 5770 photo, more than any phone's. Read from a
 * photo's header at upload, before anything decodes it (a small file can declare a vast image that takes gigabytes
 * to open), and held again at publish and by the build, which refuses a larger original before decoding it.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

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

/** A count of pixels in megapixels, as an editor reads it: "256 megapixels". */
const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000).toLocaleString('en-GB')} megapixels`;

/**
 * Why a photo of `width` x `height` pixels (as its header declares them) cannot go into the media library or on to the
 * site, or null when it can: a size that cannot be read, or more pixels than MAX_INPUT_PIXELS.
 */
export function photoSizeRefusal(width: unknown, height: unknown, name?: string): string | null {
  const photo = name ? `"${name}"` : 'the photo';
  if (typeof width !== 'number' || typeof height !== 'number' || !(width > 0) || !(height > 0))
    return `the size of ${photo} cannot be read: save it again as a JPEG or PNG, then upload it again`;
  if (width * height <= MAX_INPUT_PIXELS) return null;
  return (
    `${photo} is ${width.toLocaleString('en-GB')} x ${height.toLocaleString('en-GB')} pixels ` +
    `(${megapixels(width * height)}), more than the ${megapixels(MAX_INPUT_PIXELS)} the website takes: ` +
    'make it smaller, then upload it again'
  );
}
