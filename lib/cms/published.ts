import type { z } from 'zod';
import type { ContentClient } from './client';
import { CmsError } from './errors';

/**
 * A published single type, checked against `schema`.
 * @throws {CmsError} when the CMS cannot be read, the single type is not published (named as editors see it), or
 *   its answer does not fit the schema.
 */
export async function findPublished<Schema extends z.ZodType>(
  client: ContentClient,
  singleType: string,
  displayName: string,
  query: Record<string, unknown>,
  schema: Schema,
): Promise<z.infer<Schema>> {
  try {
    return await client.findSingle(singleType, query, schema);
  } catch (error) {
    if (error instanceof CmsError && error.kind === 'not-found') {
      throw new CmsError({
        kind: 'not-found',
        status: 404,
        collection: singleType,
        url: `${client.apiUrl}/${singleType}`,
        detail: `"${displayName}" is not published: publish it in the CMS`,
      });
    }
    throw error;
  }
}
