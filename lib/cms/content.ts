import type { ContentClient } from './client';
import type { PrepareResult } from './image-pipeline';
import { toMediaSource } from './images';
import { galleryItemSchema, teamItemSchema } from './schemas';
import type { GalleryPhoto, MediaSource, TeamMember } from './types';
import { site } from '@/lib/site';

// The mapping from CMS shapes to the site's own types. Pages only ever see GalleryPhoto and TeamMember, whose images
// the image pipeline has already made the site's own.

type Warn = (message: string) => void;
/** Makes a CMS image the site's own (the image pipeline, or a stand-in in tests). */
export type PrepareImage = (source: MediaSource) => Promise<PrepareResult>;

function describe(item: unknown): string {
  const id = (item as { documentId?: unknown } | null)?.documentId;
  return typeof id === 'string' ? id : 'without a documentId';
}

/**
 * Every published gallery photo, in the editors' order. An item without a usable image (none, a bad URL, or a file
 * that cannot be fetched or read) is left out with a warning.
 * @throws {CmsError} when the CMS cannot be read.
 */
export async function readGalleryPhotos(
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
      if (!source) return { id: item.documentId, image: null, problem: 'it has no usable image' };
      return { id: item.documentId, ...(await prepare(source)) };
    }),
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
export async function readTeamMembers(
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
  return Promise.all(
    items.map(async (item) => {
      const source = item.image ? toMediaSource(item.image, mediaOrigin, `Portrait of ${item.name}`) : null;
      const prepared = source ? await prepare(source) : { image: null, problem: 'it has no usable image' };
      if (!prepared.image)
        warn(
          `cms: team member ${item.documentId} (${item.name}): ${prepared.problem}; showing a placeholder`,
        );
      return {
        id: item.documentId,
        name: item.name,
        role: item.role ?? '',
        description: item.description ?? '',
        image: prepared.image,
      };
    }),
  );
}
