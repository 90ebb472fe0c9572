import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { recorded, type RecordedStrapi } from './recorded-strapi';

/** A file of the media library, as a media field gives it (its formats, which name the same file, are not one). */
type UploadedFile = { url: string; mime: string; provider: string };

/** Every file of the media library the recorded answers of every declared type refer to, by its URL and type. */
function recordedFiles(): UploadedFile[] {
  const found = new Map<string, UploadedFile>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const file = value as Partial<UploadedFile>;
      if (typeof file.url === 'string' && typeof file.mime === 'string' && 'provider' in file)
        found.set(file.url, file as UploadedFile);
      Object.values(value).forEach(walk);
    }
  };
  walk(Object.values(recorded));
  return [...found.values()];
}

/** Every picture the recorded answers refer to: the originals of the gallery's photos, the portraits, and the rest. */
export function recordedUploadPaths(): string[] {
  return recordedFiles()
    .filter((file) => file.mime.startsWith('image/'))
    .map((file) => file.url);
}

/**
 * Makes the recorded CMS serve a small picture of its own at every picture's upload path its answers refer to, so
 * that a build against it can fetch and encode real files (each picture has its own colour, so its own bytes), and
 * the recorded contract PDF at each PDF's.
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
  // Each PDF (the sample contract "Fees and funding" links), as the embedded CMS served it when the answers were
  // recorded.
  for (const file of recordedFiles().filter(({ mime }) => mime === 'application/pdf'))
    strapi.uploads.set(file.url, {
      bytes: readFileSync(path.join(__dirname, 'recorded', 'contract.pdf')),
      type: 'application/pdf',
    });
}
