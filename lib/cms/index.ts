import 'server-only';
import { preconnect } from 'react-dom';
import { createContentClient } from './client';
import { readCmsConfig } from './config';
import { readGalleryPhotos, readTeamMembers } from './content';
import type { GalleryPhoto, TeamMember } from './types';

export type { CmsImage, GalleryPhoto, ImageVariant, TeamMember } from './types';
export { CmsError } from './errors';

// The build renders several pages from the same content: each collection is read once per build process.
let context: { client: ReturnType<typeof createContentClient>; mediaOrigin: string } | undefined;
let gallery: Promise<GalleryPhoto[]> | undefined;
let team: Promise<TeamMember[]> | undefined;

function cms() {
  if (!context) {
    const config = readCmsConfig();
    context = { client: createContentClient(config), mediaOrigin: config.mediaOrigin };
  }
  return context;
}

const warn = (message: string) => console.warn(message);

/** Reads a collection once, and says how long it took (the build benchmark reads these lines). */
async function timed<T extends unknown[]>(label: string, read: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const items = await read();
  console.log(`cms: read ${items.length} ${label} in ${Math.round(performance.now() - started)} ms`);
  return items;
}

/**
 * Every published gallery photo from the CMS.
 * @throws {CmsConfigError} when STRAPI_URL or STRAPI_TOKEN is missing or wrong.
 * @throws {CmsError} when the CMS cannot be read: the build fails rather than publish an empty gallery.
 */
export function getGalleryPhotos(): Promise<GalleryPhoto[]> {
  const { client, mediaOrigin } = cms();
  gallery ??= timed('gallery photos', () => readGalleryPhotos(client, mediaOrigin, warn));
  return gallery;
}

/**
 * Every published team member from the CMS.
 * @throws {CmsConfigError} when STRAPI_URL or STRAPI_TOKEN is missing or wrong.
 * @throws {CmsError} when the CMS cannot be read.
 */
export function getTeamMembers(): Promise<TeamMember[]> {
  const { client, mediaOrigin } = cms();
  team ??= timed('team members', () => readTeamMembers(client, mediaOrigin, warn));
  return team;
}

/**
 * Asks the browser to open its connection to the CMS's media server early, for pages whose first paint includes a
 * CMS image. Call it while rendering a page.
 */
export function preconnectToCmsMedia(): void {
  preconnect(cms().mediaOrigin);
}
