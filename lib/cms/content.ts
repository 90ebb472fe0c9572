import type { ContentClient } from './client';
import { toCmsImage } from './images';
import { galleryItemSchema, teamItemSchema } from './schemas';
import type { GalleryPhoto, TeamMember } from './types';
import { site } from '@/lib/site';

// The mapping from CMS shapes to the site's own types. Pages only ever see GalleryPhoto and TeamMember.

type Warn = (message: string) => void;

function describe(item: unknown): string {
  const id = (item as { documentId?: unknown } | null)?.documentId;
  return typeof id === 'string' ? id : 'without a documentId';
}

/**
 * Every published gallery photo, in the editors' order. An item without a usable image is left out with a warning.
 * @throws {CmsError} when the CMS cannot be read.
 */
export async function readGalleryPhotos(
  client: ContentClient,
  mediaOrigin: string,
  warn: Warn,
): Promise<GalleryPhoto[]> {
  const items = await client.findAll(
    'galleries',
    { populate: 'image', sort: ['order:asc', 'createdAt:asc'] },
    galleryItemSchema,
    (item, problem) => warn(`cms: skipped gallery item ${describe(item)}: ${problem}`),
  );
  const photos: GalleryPhoto[] = [];
  for (const item of items) {
    const image = toCmsImage(item.image, mediaOrigin, `A photograph of life at ${site.name}`);
    if (image) photos.push({ id: item.documentId, image });
    else warn(`cms: skipped gallery item ${item.documentId}: it has no usable image`);
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
  warn: Warn,
): Promise<TeamMember[]> {
  const items = await client.findAll(
    'teams',
    { populate: 'image', sort: ['order:asc', 'name:asc'] },
    teamItemSchema,
    (item, problem) => warn(`cms: skipped team member ${describe(item)}: ${problem}`),
  );
  return items.map((item) => {
    const image = item.image ? toCmsImage(item.image, mediaOrigin, `Portrait of ${item.name}`) : null;
    if (!image)
      warn(`cms: team member ${item.documentId} (${item.name}) has no usable image; showing a placeholder`);
    return {
      id: item.documentId,
      name: item.name,
      role: item.role ?? '',
      description: item.description ?? '',
      image,
    };
  });
}
