import type { z } from 'zod';
import type { ContentClient } from './client';
import { CmsError } from './errors';
import { afterToday, todayInKent } from './rules';

/** What a single type's reader needs beside the client. */
export type ReadContext = {
  /** Where the CMS's relative media URLs live. */
  mediaOrigin: string;
  /** Where a skipped item or a fault that does not stop the build is reported. */
  warn: (message: string) => void;
  /** The day the build reads the CMS on, in Kent (today unless a test or the preview says otherwise). */
  today?: string;
};

/** One single type to read, as `findPublished` reads it: each reader declares its own once, beside its schema. */
export type SingleTypeRead<Schema extends z.ZodType> = {
  singleType: string;
  /** Its name as editors see it in the admin panel. */
  displayName: string;
  query?: Record<string, unknown>;
  schema: Schema;
  /**
   * Its date fields that a publish cannot set after today (a report, a review): a date still to come is a mistake,
   * not a fact to publish.
   */
  notAfterToday?: readonly (keyof z.infer<Schema> & string)[];
};

/**
 * A published single type, checked against its schema, with its URL (for the errors its reader raises) and a way to
 * raise one about a field of it.
 * @throws {CmsError} when the CMS cannot be read, the single type is not published (named as editors see it), its
 *   answer does not fit the schema, or one of its `notAfterToday` dates is after `today` (the day the build reads
 *   the CMS on, in Kent, unless a test says otherwise).
 */
export async function findPublished<Schema extends z.ZodType>(
  client: ContentClient,
  { singleType, displayName, query = {}, schema, notAfterToday = [] }: SingleTypeRead<Schema>,
  today = todayInKent(),
): Promise<{ entry: z.infer<Schema>; url: string; malformed: (field: string, detail: string) => CmsError }> {
  const url = `${client.apiUrl}/${singleType}`;
  const malformed = (field: string, detail: string) =>
    new CmsError({ kind: 'malformed', collection: singleType, url, detail: `${field}: ${detail}` });
  let entry: z.infer<Schema>;
  try {
    entry = await client.findSingle(singleType, query, schema);
  } catch (error) {
    if (error instanceof CmsError && error.kind === 'not-found') {
      throw new CmsError({
        kind: 'not-found',
        status: 404,
        collection: singleType,
        url,
        detail: `"${displayName}" is not published: publish it in the CMS`,
      });
    }
    throw error;
  }
  for (const field of notAfterToday) {
    const day: unknown = entry[field];
    const problem = typeof day === 'string' ? afterToday(day, today) : null;
    if (problem) throw malformed(field, problem);
  }
  return { entry, url, malformed };
}
