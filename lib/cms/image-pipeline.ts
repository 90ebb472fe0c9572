import { createHash } from 'node:crypto';
import {
  MAX_INPUT_PIXELS,
  CmsError,
  kindForStatus,
  type ImageVariant,
  type MediaSource,
  type SiteImage,
  MAX_UPLOAD_BYTES,
} from '@/lib/kit';
import { availableParallelism } from 'node:os';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
// Each file written whole or not at all: a build stopped half-way, or another process, never sees half a file.
import writeAtomically from 'write-file-atomic';
import { fetchWithRetries, FetchFailure, type RetryPolicy } from '@/lib/http/fetch-with-retries';
import { cmsFailure } from './client';
import { mediaFilesDir } from './media-cache';

// The site's photos, made at build time from the CMS's originals: AVIF and WebP at a ladder of widths and one JPEG,
// written to a cache that survives builds and copied into out/media by the build. A photo is encoded once per
// distinct file: derivatives are named by a hash of the original's bytes, and the CMS's own version of a file
// (Strapi's hash, updatedAt and size) maps to those bytes, so an unchanged photo is neither fetched nor encoded again.

/** Where the derivatives are served from, in the export. */
export const MEDIA_PATH = '/media';

/**
 * Widths in CSS pixels times density that the layouts need: a team portrait (104-380 px wide), the home page's
 * preview (up to 290 px), the album's rows (180-280 px high, so up to about 560 px wide on a desktop screen) at 1x to
 * 3x, and the hero and the viewer up to 1440 px on a phone at 3x or a desktop. A photo is never made wider than its
 * original; the original's own width is the top of its ladder when it is narrower than 1440.
 */
export const LADDER = [320, 640, 960, 1440] as const;
/** One JPEG for browsers without AVIF or WebP (and the `src` of every picture). */
const JPEG_WIDTH = 960;
/** An original larger than this is refused before it is decoded (the media library's own limit). */
export { MAX_INPUT_PIXELS };
/** An original larger than this is not downloaded: the most the CMS takes into its media library. */
export const MAX_INPUT_BYTES = MAX_UPLOAD_BYTES;

// Measured on the sample art at 960 px (2-core machine, one thread): AVIF quality 50 at effort 2 takes 215 ms for
// 7.5 KB, at effort 4 1,167 ms for 6.6 KB: effort 2 is a fifth of the time for 14% more bytes. WebP 72 takes 67 ms
// for 7.7 KB and JPEG 76 (mozjpeg) 51 ms for 16.3 KB. Qualities a little under sharp's defaults (50, 80, 80) for
// WebP and JPEG, which look alike at these sizes on the sample art.
const SETTINGS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpg: { quality: 76, mozjpeg: true },
} as const;
const ENCODINGS = {
  avif: (image: Sharp) => image.avif(SETTINGS.avif),
  webp: (image: Sharp) => image.webp(SETTINGS.webp),
  jpg: (image: Sharp) => image.jpeg(SETTINGS.jpg),
} as const;
type Extension = keyof typeof ENCODINGS;

/**
 * What the files are made with. It is part of every name, so that changing an encoder setting, the ladder or sharp
 * itself gives new names: a browser or CDN that holds an old file under its name (cached for good) never gets
 * different bytes under it.
 */
const PIPELINE_VERSION = JSON.stringify([LADDER, JPEG_WIDTH, SETTINGS, sharp.versions]);
// One libvips thread per encode, and as many encodes at once as there are cores: on a 2-core machine, two photos
// at a time, each on its own core, with libvips' operation cache off so that memory stays flat across 300 photos.
sharp.concurrency(1);
sharp.cache(false);

/** What the cache keeps of one encoded original. */
type Entry = {
  key: string;
  width: number;
  height: number;
  colour: string;
  widths: number[];
  jpegWidth: number;
};

export type PrepareResult = { image: SiteImage; problem?: never } | { image: null; problem: string };

export type PipelineStats = {
  /** Content keys of every photo prepared, and of those encoded in this process. */
  seen: Set<string>;
  encoded: Set<string>;
  downloads: number;
  /** Names of the files the pages use, in the cache's files folder. */
  files: Set<string>;
  encodeMs: number;
  /** The most photos worked on at once. */
  peakActive: number;
};

export type ImagePipelineOptions = {
  cacheDir: string;
  timeoutMs: number;
  attempts?: number;
  retryDelayMs?: number;
  concurrency?: number;
  /** Originals with more pixels are refused before they are decoded (MAX_INPUT_PIXELS by default). */
  maxInputPixels?: number;
  /**
   * The origins files are fetched from: the CMS's, and the media hosts set for it (a bucket). A file anywhere else is
   * not fetched, and no redirect is followed, so that a media address in the CMS cannot make the build call another
   * service (one on the build's own machine, say).
   */
  mediaOrigins: readonly string[];
  log?: (message: string) => void;
};

export type ImagePipeline = {
  /**
   * Makes a site image from a CMS image, from the cache when it has it. A photo that cannot be had (missing, too
   * slow, not an image, an SVG, too large) gives a problem to report instead.
   * @throws {CmsError} when the CMS cannot be reached at all: the build fails rather than publish a gallery without
   *   its photos.
   */
  prepare(source: MediaSource): Promise<PrepareResult>;
  /**
   * Fetches a file of the CMS's that is not a photo (the editors' brochure), with the photos' retries and size limit.
   * @throws {CmsError} when it cannot be had.
   */
  download(url: string): Promise<Buffer>;
  /**
   * Puts a file the pages link to (the brochure) among the files published with the photos, named `stem`, a hash of
   * its bytes and `extension`, so that a browser or CDN holding an old one never gets new bytes under its name.
   * @returns the file's name under media/.
   */
  keep(stem: string, extension: string, bytes: Buffer): Promise<string>;
  stats: PipelineStats;
  cacheDir: string;
};

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The file type the bytes themselves declare; an upload's name and MIME type are the editor's word, not proof. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'markup' | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp' && /^(avif|avis|mif1|msf1|heic|heix)$/.test(ascii(8, 12))) return 'avif';
  // SVG and any other markup: it can carry script, so it is never decoded or copied into the site.
  if (/^(\ufeff)?\s*</.test(bytes.subarray(0, 256).toString('utf8'))) return 'markup';
  return null;
}

function widthsFor(width: number): number[] {
  const top = Math.min(width, LADDER[LADDER.length - 1] ?? width);
  return [...LADDER.filter((rung) => rung < top), top];
}

const fileName = (key: string, width: number, extension: Extension) => `${key}-${width}.${extension}`;

function toSiteImage(entry: Entry, alt: string): SiteImage {
  const variants = (extension: Extension, widths: number[]): ImageVariant[] =>
    widths.map((width) => ({
      src: `${MEDIA_PATH}/${fileName(entry.key, width, extension)}`,
      width,
      height: Math.round((entry.height * width) / entry.width),
    }));
  const largest = entry.widths[entry.widths.length - 1] ?? entry.width;
  return {
    alt,
    width: largest,
    height: Math.round((entry.height * largest) / entry.width),
    colour: entry.colour,
    avif: variants('avif', entry.widths),
    webp: variants('webp', entry.widths),
    jpeg: variants('jpg', [entry.jpegWidth]),
  };
}

const entryFiles = (entry: Entry) => [
  ...entry.widths.flatMap((width) => [
    fileName(entry.key, width, 'avif'),
    fileName(entry.key, width, 'webp'),
  ]),
  fileName(entry.key, entry.jpegWidth, 'jpg'),
];

async function exists(file: string) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** At most `limit` tasks at once; the rest wait their turn in order. A finished task hands its slot to the next. */
function limiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active < limit) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/** A pipeline's counts before it has seen a photo. */
export function emptyPipelineStats(): PipelineStats {
  return { seen: new Set(), encoded: new Set(), downloads: 0, files: new Set(), encodeMs: 0, peakActive: 0 };
}

/** The name a photo's files share: the hash of its original's bytes and of what the files are made with. */
export function photoKey(bytes: Buffer): string {
  return createHash('sha256').update(bytes).update(PIPELINE_VERSION).digest('hex').slice(0, 16);
}
const KEY = /^[0-9a-f]{16}$/;

function colourOf({ r, g, b }: { r: number; g: number; b: number }) {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

export function createImagePipeline(options: ImagePipelineOptions): ImagePipeline {
  const cacheDir = path.resolve(options.cacheDir);
  const dirs = {
    files: mediaFilesDir(cacheDir),
    entries: path.join(cacheDir, 'entries'),
    versions: path.join(cacheDir, 'versions'),
  };
  const log = options.log ?? ((message: string) => console.warn(message));
  const policy = (url: string): RetryPolicy => ({
    timeoutMs: options.timeoutMs,
    attempts: options.attempts,
    retryDelayMs: options.retryDelayMs,
    onRetry: (failed, delay, next, attempts) =>
      log(
        `cms: ${cmsFailure(failed, 'media', url).message}; retrying in ${delay} ms (attempt ${next} of ${attempts})`,
      ),
  });
  const limit = limiter(options.concurrency ?? Math.max(1, availableParallelism()));
  const stats = emptyPipelineStats();
  let active = 0;
  const ready = Promise.all(Object.values(dirs).map((dir) => mkdir(dir, { recursive: true })));

  const allowed = new Set(options.mediaOrigins.map((origin) => new URL(origin).origin));
  /** Why the build may not fetch `url`, or null when it may. */
  function notFetched(url: string): string | null {
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      return `"${url}" is not an address`;
    }
    return allowed.has(origin)
      ? null
      : `its address is on ${origin}, which is not the CMS's own, nor a media host the build may fetch from (CMS_MEDIA_ORIGINS)`;
  }

  async function download(url: string): Promise<Buffer> {
    const refused = notFetched(url);
    if (refused) throw new CmsError({ kind: 'malformed', collection: 'media', url, detail: refused });
    stats.downloads += 1;
    const read = async (response: Response) => {
      if (!response.ok) {
        await response.body?.cancel();
        throw new CmsError({
          kind: kindForStatus(response.status),
          status: response.status,
          collection: 'media',
          url,
          ...(response.status >= 300 && response.status < 400
            ? { detail: 'it redirects elsewhere, and the build follows no redirect' }
            : {}),
        });
      }
      const declared = Number(response.headers.get('content-length') ?? 0);
      const tooLarge = () =>
        new CmsError({
          kind: 'http',
          collection: 'media',
          url,
          detail: `the file is larger than ${MAX_INPUT_BYTES / 1024 / 1024} MB`,
        });
      if (declared > MAX_INPUT_BYTES) {
        await response.body?.cancel();
        throw tooLarge();
      }
      const chunks: Uint8Array[] = [];
      let received = 0;
      const reader = response.body?.getReader();
      for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
        received += part.value.length;
        if (received > MAX_INPUT_BYTES) {
          await reader?.cancel();
          throw tooLarge();
        }
        chunks.push(part.value);
      }
      return Buffer.concat(chunks);
    };
    try {
      return await fetchWithRetries(url, { redirect: 'manual' }, policy(url), read);
    } catch (error) {
      throw error instanceof FetchFailure ? cmsFailure(error, 'media', url) : error;
    }
  }

  async function readEntry(key: string): Promise<Entry | null> {
    // A key read from the cache (which a CI restores from elsewhere) is checked before it names any path.
    if (!KEY.test(key)) return null;
    try {
      const entry = JSON.parse(await readFile(path.join(dirs.entries, `${key}.json`), 'utf8')) as Entry;
      if (entry.key !== key) return null;
      const present = await Promise.all(entryFiles(entry).map((name) => exists(path.join(dirs.files, name))));
      return present.every(Boolean) ? entry : null;
    } catch {
      return null;
    }
  }

  async function encode(key: string, bytes: Buffer): Promise<Entry> {
    const started = performance.now();
    const open = () =>
      sharp(bytes, {
        limitInputPixels: options.maxInputPixels ?? MAX_INPUT_PIXELS,
        failOn: 'error',
      }).rotate();
    const metadata = await open().metadata();
    // Width and height as displayed: EXIF orientations 5 to 8 turn the photo a quarter.
    const turned = (metadata.orientation ?? 1) >= 5;
    const width = (turned ? metadata.height : metadata.width) ?? 0;
    const height = (turned ? metadata.width : metadata.height) ?? 0;
    if (!width || !height) throw new Error('the file has no dimensions');
    const widths = widthsFor(width);
    const jpegWidth = Math.min(JPEG_WIDTH, width);
    const outputs: [number, Extension][] = [
      ...widths.flatMap((w): [number, Extension][] => [
        [w, 'avif'],
        [w, 'webp'],
      ]),
      [jpegWidth, 'jpg'],
    ];
    // Metadata (EXIF, with any GPS position) is left out of every derivative, as sharp does by default.
    for (const [w, extension] of outputs) {
      const data = await ENCODINGS[extension](open().resize({ width: w })).toBuffer();
      await writeAtomically(path.join(dirs.files, fileName(key, w, extension)), data);
    }
    const { dominant } = await open().resize({ width: 64 }).stats();
    const entry: Entry = { key, width, height, colour: colourOf(dominant), widths, jpegWidth };
    await writeAtomically(path.join(dirs.entries, `${key}.json`), JSON.stringify(entry));
    stats.encodeMs += performance.now() - started;
    stats.encoded.add(key);
    return entry;
  }

  const versionFileOf = (source: MediaSource) =>
    source.version ? path.join(dirs.versions, `${hash(source.version + PIPELINE_VERSION)}.txt`) : null;

  /** The cached photo the CMS's version of the file names: no download, no encode, when nothing changed. */
  async function fromCache(source: MediaSource): Promise<Entry | null> {
    await ready;
    const versionFile = versionFileOf(source);
    if (!versionFile || !(await exists(versionFile))) return null;
    return readEntry((await readFile(versionFile, 'utf8')).trim());
  }

  /** Fetches and, unless its bytes are already cached, encodes a photo: the work the limiter bounds. */
  async function fetchAndEncode(source: MediaSource): Promise<PrepareResult> {
    const versionFile = versionFileOf(source);
    let bytes: Buffer;
    try {
      bytes = await download(source.url);
    } catch (error) {
      // The CMS listed the photo a moment ago; if it cannot be reached at all now, it is down, and the build fails.
      if (error instanceof CmsError && error.kind === 'unreachable') throw error;
      return { image: null, problem: error instanceof Error ? error.message : String(error) };
    }

    const type = sniffImageType(bytes);
    if (type === 'markup')
      return {
        image: null,
        problem: 'it is an SVG or other markup, which can carry script, so it is not used',
      };
    if (!type) return { image: null, problem: 'the file is not an image the site can use' };

    const key = photoKey(bytes);
    try {
      const entry = (await readEntry(key)) ?? (await encode(key, bytes));
      if (versionFile) await writeAtomically(versionFile, key);
      return used(entry, source);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { image: null, problem: `the image could not be read: ${message}` };
    }
  }

  // Cache hits are a few small reads, made at once; only downloads and encodes wait their turn.
  async function prepareOnce(source: MediaSource): Promise<PrepareResult> {
    const refused = notFetched(source.url);
    if (refused) return { image: null, problem: refused };
    const cached = await fromCache(source);
    if (cached) return used(cached, source);
    return limit(async () => {
      active += 1;
      stats.peakActive = Math.max(stats.peakActive, active);
      try {
        return await fetchAndEncode(source);
      } finally {
        active -= 1;
      }
    });
  }
  const inFlight = new Map<string, Promise<PrepareResult>>();

  function used(entry: Entry, source: MediaSource): PrepareResult {
    stats.seen.add(entry.key);
    for (const name of entryFiles(entry)) stats.files.add(name);
    return { image: toSiteImage(entry, source.alt) };
  }

  return {
    prepare: (source) => {
      // The same file in two places (a photo in the gallery twice, a portrait also in the gallery) is made once.
      const id = `${source.url}\n${source.version ?? ''}`;
      let work = inFlight.get(id);
      if (!work) {
        work = prepareOnce(source);
        inFlight.set(id, work);
      }
      return work.then((result) => (result.image ? { image: { ...result.image, alt: source.alt } } : result));
    },
    download,
    keep: async (stem, extension, bytes) => {
      await ready;
      const name = `${stem}-${hash(bytes).slice(0, 16)}.${extension}`;
      const file = path.join(dirs.files, name);
      if (!(await exists(file))) await writeAtomically(file, bytes);
      stats.files.add(name);
      return name;
    },
    stats,
    cacheDir,
  };
}
