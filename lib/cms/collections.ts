import type { ContentClient } from './client';
import type { PrepareResult } from './image-pipeline';
import { CmsError } from './errors';
import { toMediaSource } from './images';
import { galleryItemSchema, teamItemSchema } from './schemas';
import type { GalleryPhoto, MediaSource, TeamMember } from './types';
import { site } from '@/lib/site';

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
 * Every published gallery photo, in the editors' order. An item without a usable image (none, a bad URL, or a file
 * that cannot be fetched or read) is left out with a warning.
 * @throws {CmsError} when the CMS cannot be read.
 */
export async function fetchGalleryPhotos(
  client: ContentClient,
  mediaOrigin: string,
  prepare: PrepareImage,
  warn: Warn,
): Promise<GalleryPhoto[]> {
  const items = await client.findAll(
    'galleries',
    { populate: 'image', sort: ['order:asc', 'createdAt:asc'] },
    galleryItemSchema,
    (item, problem) => warn(`cms: skipped gallery item ${describe(item)}: ${problem}`),
  );
  const prepared = await Promise.all(
    items.map(async (item) => {
      const source = toMediaSource(item.image, mediaOrigin, `A photograph of life at ${site.name}`);
      const result = source ? await prepare(source) : { image: null, problem: 'it has no usable image' };
      return { id: item.documentId, source, ...result };
    }),
  );
  failWhenNoneUsable(
    'galleries',
    mediaOrigin,
    prepared.filter(({ source }) => source).map(({ problem }) => problem),
  );
  const photos: GalleryPhoto[] = [];
  for (const { id, image, problem } of prepared) {
    if (image) photos.push({ id, image });
    else warn(`cms: skipped gallery item ${id}: ${problem}`);
  }
  return photos;
}

/**
 * Every published team member, in the editors' order. A member without a usable image keeps a null image, which
 * the page shows as a placeholder; a member without a name is left out with a warning.
 * @throws {CmsError} when the CMS cannot be read.
 */
export async function fetchTeamMembers(
  client: ContentClient,
  mediaOrigin: string,
  prepare: PrepareImage,
  warn: Warn,
): Promise<TeamMember[]> {
  const items = await client.findAll(
    'teams',
    { populate: 'image', sort: ['order:asc', 'name:asc'] },
    teamItemSchema,
    (item, problem) => warn(`cms: skipped team member ${describe(item)}: ${problem}`),
  );
  const prepared = await Promise.all(
    items.map(async (item) => {
      const source = item.image ? toMediaSource(item.image, mediaOrigin, `Portrait of ${item.name}`) : null;
      return {
        item,
        source,
        ...(source ? await prepare(source) : { image: null, problem: 'it has no usable image' }),
      };
    }),
  );
  failWhenNoneUsable(
    'teams',
    mediaOrigin,
    prepared.filter(({ source }) => source).map(({ problem }) => problem),
  );
  return prepared.map(({ item, image, problem }) => {
    if (!image) warn(`cms: team member ${item.documentId} (${item.name}): ${problem}; showing a placeholder`);
    return {
      id: item.documentId,
      name: item.name,
      role: item.role ?? '',
      description: item.description ?? '',
      image,
    };
  });
}
