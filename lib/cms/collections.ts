import type { z } from 'zod';
import type { ContentClient } from './client';
import type { PrepareResult } from './image-pipeline';
import { CmsError } from './errors';
import { toMediaSource } from './images';
import { galleryItemSchema, teamItemSchema } from './schemas';
import type { GalleryPhoto, MediaSource, TeamMember } from './types';
import { site } from '@/lib/site';
import { GALLERY_ORDER } from '@/lib/preview-paths';

// The mapping from CMS shapes to the site's own types. Pages only ever see GalleryPhoto and TeamMember, whose images
// the image pipeline has already made the site's own.

type Warn = (message: string) => void;
/** Makes a CMS image the site's own (the image pipeline, or a stand-in in tests). */
export type PrepareImage = (source: MediaSource) => Promise<PrepareResult>;

/**
 * One photo that cannot be used is the editor's to mend, and is left out; every photo failing is the CMS's media
 * answering nonsense (a proxy's error page for every file, say), and publishing an empty gallery would hide it.
 * @throws {CmsError} when two or more photos were tried and none could be used.
 */
function failWhenNoneUsable(collection: string, mediaOrigin: string, problems: (string | undefined)[]) {
  const tried = problems.length;
  const failed = problems.filter(Boolean);
  if (tried >= 2 && failed.length === tried) {
    throw new CmsError({
      kind: 'malformed',
      collection,
      url: mediaOrigin,
      detail: `none of its ${tried} photos could be used; the first: ${failed[0]}`,
    });
  }
}

function describe(item: unknown): string {
  const id = (item as { documentId?: unknown } | null)?.documentId;
  return typeof id === 'string' ? id : 'without a documentId';
}

/**
 * Every published item of a collection with an image, in the editors' order, each image made the site's own. An
 * item the schema refuses is left out with a warning.
 * @throws {CmsError} when the CMS cannot be read, or none of two or more images could be used.
 */
async function readWithImages<T extends z.ZodType<{ documentId: string }>>(
  { client, mediaOrigin, prepare, warn }: ImageSources,
  collection: string,
  {
    sort,
    schema,
    noun,
    image,
  }: {
    sort: string[];
    schema: T;
    /** What one item is, in a warning: "gallery item", "team member". */
    noun: string;
    /** The item's image and the alternative text it has when the editors gave none. */
    image: (item: z.infer<T>) => { media: unknown; alt: string };
  },
) {
  const items = await client.findAll(collection, { populate: 'image', sort }, schema, (item, problem) =>
    warn(`cms: skipped ${noun} ${describe(item)}: ${problem}`),
  );
  const prepared = await Promise.all(
    items.map(async (item) => {
      const { media, alt } = image(item);
      const source = media ? toMediaSource(media, mediaOrigin, alt) : null;
      const result = source ? await prepare(source) : { image: null, problem: 'it has no usable image' };
      return { item, source, ...result };
    }),
  );
  failWhenNoneUsable(
    collection,
    mediaOrigin,
    prepared.filter(({ source }) => source).map(({ problem }) => problem),
  );
  return prepared;
}

/** What reading a collection with images needs. */
export type ImageSources = { client: ContentClient; mediaOrigin: string; prepare: PrepareImage; warn: Warn };

/**
 * Every published gallery photo, in the editors' order. An item without a usable image (none, a bad URL, or a file
 * that cannot be fetched or read) is left out with a warning.
 * @throws {CmsError} when the CMS cannot be read.
 */
export async function fetchGalleryPhotos(sources: ImageSources): Promise<GalleryPhoto[]> {
  const prepared = await readWithImages(sources, 'galleries', {
    sort: GALLERY_ORDER,
    schema: galleryItemSchema,
    noun: 'gallery item',
    image: (item) => ({ media: item.image, alt: `A photograph of life at ${site.name}` }),
  });
  const photos: GalleryPhoto[] = [];
  for (const { item, image, problem } of prepared) {
    if (image) photos.push({ id: item.documentId, image });
    else sources.warn(`cms: skipped gallery item ${item.documentId}: ${problem}`);
  }
  return photos;
}

/**
 * Every published team member, in the editors' order. A member without a usable image keeps a null image, which
 * the page shows as a placeholder; a member without a name is left out with a warning.
 * @throws {CmsError} when the CMS cannot be read.
 */
export async function fetchTeamMembers(sources: ImageSources): Promise<TeamMember[]> {
  const prepared = await readWithImages(sources, 'teams', {
    sort: ['order:asc', 'name:asc'],
    schema: teamItemSchema,
    noun: 'team member',
    image: (item) => ({ media: item.image, alt: `Portrait of ${item.name}` }),
  });
  return prepared.map(({ item, image, problem }) => {
    if (!image)
      sources.warn(`cms: team member ${item.documentId} (${item.name}): ${problem}; showing a placeholder`);
    return {
      id: item.documentId,
      name: item.name,
      role: item.role ?? '',
      description: item.description ?? '',
      image,
    };
  });
}
