import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { makeBrochure, type BrochureInput, type BrochurePhoto } from '@/lib/brochure';
import { brochureStem, CmsError, type Brochure, type HomeFacts } from '@/lib/kit';
import type { ImagePipeline } from './image-pipeline';
import type { GalleryPhoto } from '@/lib/content-types';

/** The gallery photos the brochure the site makes shows, the first in the editors' order. */
const BROCHURE_PHOTOS = 4;

/**
 * Fetches a PDF the editors uploaded and keeps it beside the photos under a content-hashed name starting `stem`.
 * @returns its name under media/.
 * @throws {CmsError} when it cannot be fetched or its bytes are not a PDF.
 */
export async function keepEditorsPdf(
  url: string,
  stem: string,
  images: ImagePipeline,
  what: string,
): Promise<string> {
  const bytes = await images.download(url);
  // The upload's name and MIME type are the editor's word; the bytes must say PDF themselves.
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new CmsError({
      kind: 'malformed',
      collection: 'media',
      url,
      detail: `the ${what} the editors uploaded is not a PDF`,
    });
  return images.keep(stem, 'pdf', bytes);
}

/** The brochure's file under media/, and whose it is. */
export type BrochureFile = { name: string; from: Brochure['from'] };

/**
 * The home's brochure as a file of the site's own: the editors' PDF when they uploaded one, else one the site makes
 * from the same facts and photos the pages show. Either is kept under a content-hashed name beside the photos.
 * @throws {CmsError} when the editors' PDF cannot be fetched or is not a PDF: the build stops rather than link a
 *   brochure that is not theirs.
 */
export async function prepareBrochure(
  facts: HomeFacts,
  gallery: GalleryPhoto[],
  images: ImagePipeline,
  words: Omit<BrochureInput, 'facts' | 'photos'>,
): Promise<BrochureFile> {
  const stem = brochureStem(words.home.name);
  if (facts.brochure) {
    return {
      name: await keepEditorsPdf(facts.brochure.url, stem, images, 'brochure'),
      from: 'editors',
    };
  }
  const photos: BrochurePhoto[] = [];
  for (const { image } of gallery.slice(0, BROCHURE_PHOTOS)) {
    const jpeg = image.jpeg.at(-1);
    if (!jpeg) continue;
    const file = path.join(images.cacheDir, 'files', path.basename(jpeg.src));
    photos.push({ jpeg: await readFile(file), alt: image.alt });
  }
  const bytes = await makeBrochure({ facts, photos, ...words });
  return { name: await images.keep(stem, 'pdf', bytes), from: 'site' };
}
