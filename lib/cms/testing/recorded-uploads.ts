import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { recorded, type RecordedStrapi } from './recorded-strapi';

/** Every picture the recorded answers refer to: the originals of the gallery's photos and the team's portraits. */
export function recordedUploadPaths(): string[] {
  const items = [
    ...recorded.gallery.flatMap((page: { data: unknown[] }) => page.data),
    ...recorded.team.data,
  ] as {
    image?: { url?: string } | null;
  }[];
  return items.flatMap((item) => (item.image?.url ? [item.image.url] : []));
}

/**
 * Makes the recorded CMS serve a small picture of its own at every picture's upload path its answers refer to, so
 * that a build against it can fetch and encode real files (each picture has its own colour, so its own bytes), and
 * the recorded contract PDF.
 */
export async function serveRecordedUploads(strapi: RecordedStrapi): Promise<void> {
  const paths = recordedUploadPaths();
  await Promise.all(
    paths.map(async (uploadPath, index) => {
      const hue = (index * 47) % 256;
      const bytes = await sharp({
        create: { width: 480, height: 320, channels: 3, background: { r: hue, g: 160, b: 255 - hue } },
      })
        .jpeg({ quality: 80 })
        .toBuffer();
      strapi.uploads.set(uploadPath, { bytes, type: 'image/jpeg' });
    }),
  );
  // The sample contract "Fees and funding" links, as the embedded CMS served it when the answers were recorded.
  strapi.uploads.set(recorded.fees.data.contract.url, {
    bytes: readFileSync(path.join(__dirname, 'recorded', 'contract.pdf')),
    type: 'application/pdf',
  });
}
