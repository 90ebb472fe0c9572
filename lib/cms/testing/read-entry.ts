import {
  type ContentTypeDeclaration,
  type PublishedEntry,
  type ReadTools,
  CmsError,
  todayInKent,
} from '@/lib/kit';

/**
 * What a single type's own reader makes of `raw`, one entry as Strapi's API gives it (its schema checks it first), for
 * tests that compare the pages with the CMS: the text the pages were given, without a build. No image is made (a logo
 * reads as none), and a type that reads another one's content cannot be read here.
 */
export async function readEntryAs<T, Value>(
  type: ContentTypeDeclaration<T, Value>,
  raw: unknown,
  today = todayInKent(),
): Promise<Value> {
  const name = type.info.singularName;
  const url = `http://cms.test/api/${name}`;
  const published: PublishedEntry<T> = {
    entry: type.schema.parse(raw),
    url,
    malformed: (field, detail) =>
      new CmsError({ kind: 'malformed', collection: name, url, detail: `${field}: ${detail}` }),
  };
  const tools: Partial<ReadTools<T>> = {
    entry: async () => published,
    entryIfPublished: async () => published,
    mediaOrigin: 'http://cms.test',
    prepare: async () => ({ image: null, problem: 'no images are made in this test' }),
    warn: () => {},
    notice: () => {},
    today,
    latestDay: today,
    contentOf: () => {
      throw new Error(`${type.info.displayName} reads another type's content: read it through a build`);
    },
  };
  return type.read(tools as ReadTools<T>);
}
