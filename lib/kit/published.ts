import type { TextBlock } from '@/lib/rich-text';
import { textBlocks } from './blocks';
import type { PublishedEntry } from './define';
import { CmsError } from './errors';
import { resolveMediaUrl } from './images';
import { notAPdf } from './rules';
import { fileSchema } from './schemas';
import type { FileSource } from './types';

// What the declarations' readers share about a single type's published entry: its rich text and its files, each
// failing the build with one line naming the field when the site cannot show it.

/** Maps a single type's rich-text fields; a field with nothing the site can show fails the build, naming it. */
export function blocksOf({ url, malformed }: PublishedEntry<unknown>, warn: (line: string) => void) {
  const name = new URL(url).pathname.split('/').at(-1);
  return (field: string, value: readonly unknown[]): TextBlock[] => {
    const mapped = textBlocks(value, `${name}.${field}`, warn);
    if (mapped.length === 0) throw malformed(field, 'nothing the site can show');
    return mapped;
  };
}

/**
 * A PDF the editors uploaded to a media field (the brochure, the contract), as a file for the site to publish.
 * @throws {CmsError} when the field holds something that is not a PDF or cannot be fetched by its URL: a file the
 *   editors meant to publish but that cannot be is theirs to mend, and publishing something else in its place would
 *   hide that, so the build stops and says so.
 */
export function editorsFile(
  media: unknown,
  mediaOrigin: string,
  where: { collection: string; url: string; field: string },
): FileSource {
  const parsed = fileSchema.safeParse(media);
  const file = parsed.success ? parsed.data : null;
  const resolved = file ? resolveMediaUrl(file.url, mediaOrigin) : null;
  const problem = notAPdf(media) ?? (resolved ? null : 'its URL cannot be used');
  if (!file || !resolved || problem) {
    throw new CmsError({
      kind: 'malformed',
      collection: where.collection,
      url: where.url,
      detail: `${where.field}: ${problem}`,
    });
  }
  return {
    url: resolved,
    version:
      file.hash && file.updatedAt
        ? JSON.stringify([resolved, file.hash, file.updatedAt, file.size ?? null])
        : null,
  };
}
