import 'server-only';
import {
  contentTypes,
  type ContentOf,
  type ContentTypeName,
  type EntryOf,
  REVIEWS_SHOWN,
} from '@/lib/content-types';
import { keepEditorsPdf, prepareBrochure } from './brochure';
import type { createContentClient } from './client';
import {
  apiNameOf,
  type ContentTypeDeclaration,
  type PublishedEntry,
  type ReadTools,
  CmsError,
  namesFacts,
  textFacts,
  withFactsDeep,
  type TextFacts,
  todayInKent,
  type Brochure,
} from '@/lib/kit';
import { MEDIA_PATH, type ImagePipeline } from './image-pipeline';

/** The types the facts in the editors' words come from, which name none themselves. */
const FACT_SOURCES: readonly ContentTypeName[] = ['home', 'facts'];

/** What reading the content needs: the CMS's client and media origin, the image pipeline, and where to say things. */
export interface ContentSources {
  client: ReturnType<typeof createContentClient>;
  mediaOrigin: string;
  images: ImagePipeline;
  /** Where a skipped item or a fault that does not stop the build is reported. */
  warn: (message: string) => void;
  /** Where each part's read is reported, with its count and time. */
  log: (message: string) => void;
  /** Today in Kent, unless a test says otherwise. */
  today?: string;
  /** The latest date a fact may carry: today, unless the preview reads drafts dated ahead. */
  latestDay?: string;
}

/** A content type's entry or entries, as its reader is given them. */
function sourceOf<T>(type: ContentTypeDeclaration<T, unknown>, { client, warn }: ContentSources) {
  const apiName = apiNameOf(type);
  const noun = type.info.displayName.toLowerCase();
  const query = {
    ...(type.populate ? { populate: type.populate } : {}),
    ...(type.sort ? { sort: type.sort } : {}),
  };
  async function entryIfPublished(): Promise<PublishedEntry<T> | null> {
    const url = `${client.apiUrl}/${apiName}`;
    const malformed = (field: string, detail: string) =>
      new CmsError({ kind: 'malformed', collection: apiName, url, detail: `${field}: ${detail}` });
    try {
      return { entry: await client.findSingle(apiName, query, type.schema), url, malformed };
    } catch (error) {
      if (error instanceof CmsError && error.kind === 'not-found') return null;
      throw error;
    }
  }
  return {
    async entries(): Promise<T[]> {
      try {
        return await client.findAll(apiName, query, type.schema, (item, problem) => {
          const id = (item as { documentId?: unknown } | null)?.documentId;
          warn(`cms: skipped ${noun} ${typeof id === 'string' ? id : 'without a documentId'}: ${problem}`);
        });
      } catch (error) {
        if (!type.optional || !(error instanceof CmsError) || error.kind !== 'not-found') throw error;
        warn(
          `cms: the CMS has no "${type.info.displayName}" type (GET /api/${apiName} answers 404): the site shows ` +
            `none until cms/src/api/${type.info.singularName} is added to it`,
        );
        return [];
      }
    },
    entryIfPublished,
    async entry(): Promise<PublishedEntry<T>> {
      const published = await entryIfPublished();
      if (published) return published;
      throw new CmsError({
        kind: 'not-found',
        status: 404,
        collection: apiName,
        url: `${client.apiUrl}/${apiName}`,
        detail: `"${type.info.displayName}" is not published: publish it in the CMS`,
      });
    },
  };
}

/** `source` with each of its reads made the first time it is asked for, and its answer kept. */
function readOnce<Source extends Record<string, () => Promise<unknown>>>(source: Source): Source {
  const kept = new Map<string, Promise<unknown>>();
  return Object.fromEntries(
    Object.entries(source).map(([name, read]) => [
      name,
      () => {
        if (!kept.has(name)) kept.set(name, read());
        return kept.get(name)!;
      },
    ]),
  ) as Source;
}

/**
 * The site's content as the CMS publishes it, each declared type (lib/content-types) read once by this reader however
 * often it is asked for, with every image made the site's own by the image pipeline. The build's first stage reads
 * it all with one reader (lib/cms/read-all.ts); the pages read it through lib/cms/index.ts.
 */
export function createContentReader(sources: ContentSources) {
  const { client, mediaOrigin, images, warn, log } = sources;
  const today = sources.today ?? todayInKent();
  /** How long each part took to read, in ms, by its name. */
  const readMs: Record<string, number> = {};
  /** What the readers asked the editors to do, each once. */
  const notices = new Set<string>();

  /** Reads one part the first time it is asked for, and says what and how long. */
  function once<T>(name: string, read: () => Promise<T>, describe: (value: T) => string) {
    let result: Promise<T> | undefined;
    return (): Promise<T> =>
      (result ??= (async () => {
        const started = performance.now();
        const value = await read();
        readMs[name] = Math.round(performance.now() - started);
        log(`read ${describe(value)} in ${readMs[name]} ms`);
        return value;
      })());
  }

  /** The facts the editors' words name ([phone], [residents]...), from "The home" and "Facts that change". */
  const facts = once(
    'facts in text',
    async (): Promise<TextFacts> => {
      const [home, sheet] = await Promise.all([parts.home(), parts.facts()]);
      return textFacts(home, { ...sheet.reviews, quoted: REVIEWS_SHOWN });
    },
    (known) => `${known.size} facts for the pages' words`,
  );

  /** Each type's source, made once: what it reads of the CMS is read once, whoever asks for it. */
  const made = new Map<unknown, unknown>();

  /**
   * A type's entries with the facts their words name put in place (none for the types the facts come from), each read
   * of the CMS made once however often it is asked for (the regulators and the pages both read the facts). The facts
   * are read only when some words name one, so that a type whose words name none reads nothing else.
   */
  function sourceWithFacts<T>(type: ContentTypeDeclaration<T, unknown>) {
    if (!made.has(type)) made.set(type, readOnce(sourceWithFactsOf(type)));
    return made.get(type) as ReturnType<typeof sourceWithFactsOf<T>>;
  }

  function sourceWithFactsOf<T>(type: ContentTypeDeclaration<T, unknown>) {
    const source = sourceOf(type, sources);
    if (FACT_SOURCES.some((name) => (contentTypes[name] as unknown) === type)) return source;
    const filled = async <V>(value: V) => (namesFacts(value) ? withFactsDeep(value, await facts()) : value);
    return {
      entries: async () => filled(await source.entries()),
      entryIfPublished: async () => {
        const published = await source.entryIfPublished();
        return published && { ...published, entry: await filled(published.entry) };
      },
      entry: async () => {
        const published = await source.entry();
        return { ...published, entry: await filled(published.entry) };
      },
    };
  }

  /** What a declaration's reader is given. */
  function toolsFor<T>(type: ContentTypeDeclaration<T, unknown>): ReadTools<T> {
    return {
      ...sourceWithFacts(type),
      client,
      mediaOrigin,
      prepare: images.prepare,
      keepPdf: async (file, stem, what) =>
        `${MEDIA_PATH}/${await keepEditorsPdf(file.url, stem, images, what)}`,
      cacheDir: images.cacheDir,
      warn,
      notice: (line) => {
        notices.add(line);
        warn(line);
      },
      today,
      latestDay: sources.latestDay ?? today,
      contentOf: <Entry, Value>(other: ContentTypeDeclaration<Entry, Value>) => {
        const name = (Object.keys(contentTypes) as ContentTypeName[]).find(
          (one) => (contentTypes[one] as unknown) === other,
        );
        if (!name) throw new Error(`${other.info.displayName} is not a declared content type`);
        return parts[name]() as Promise<Value>;
      },
    };
  }

  const parts = Object.fromEntries(
    Object.entries(contentTypes).map(([name, type]) => {
      const declared = type as ContentTypeDeclaration<unknown, unknown>;
      return [name, once(name, () => declared.read(toolsFor(declared)), declared.describe)];
    }),
  ) as { [Name in ContentTypeName]: () => Promise<ContentOf<Name>> };

  /**
   * The home's brochure: the editors' own PDF when they uploaded one, else one the build makes from the same facts
   * and gallery photos the pages show, so that it never states an older rating than they do.
   */
  const brochure = once(
    'brochure',
    async (): Promise<Brochure> => {
      const [facts, home, about, visiting, photos, care, cannotMeet, words, rooms, staffing] =
        await Promise.all([
          parts.facts(),
          parts.home(),
          parts.aboutPage(),
          parts.visiting(),
          parts.gallery(),
          parts.careKinds(),
          parts.cannotMeet(),
          parts.brochureWords(),
          parts.rooms(),
          parts.staffing(),
        ]);
      const { name, from } = await prepareBrochure(facts, photos, images, {
        home,
        about: about.intro,
        care,
        cannotMeet,
        rooms,
        staffing,
        careSupporter: visiting.careSupporter,
        words,
      });
      return { href: `${MEDIA_PATH}/${name}`, from };
    },
    ({ from }) => (from === 'editors' ? 'the editors’ brochure' : 'the brochure (made from the facts)'),
  );

  return {
    /** The day it reads for, in Kent. */
    today,
    /** One declared type, as its pages are given it. */
    read: <Name extends ContentTypeName>(name: Name): Promise<ContentOf<Name>> => parts[name](),
    brochure,
    /** What one type's reader is given: for the build's first stage, which asks the regulators about the facts. */
    toolsOf: <Name extends ContentTypeName>(name: Name) =>
      toolsFor(contentTypes[name] as unknown as ContentTypeDeclaration<EntryOf<Name>, unknown>),
    /**
     * What the editors still have to do, once every type has been read (a type that cannot be read says nothing):
     * for the preview's band.
     */
    notices: async (): Promise<string[]> => {
      await Promise.allSettled(Object.values(parts).map((read) => read()));
      return [...notices];
    },
    /** Reads every part, as the build's first stage does, so that any fault is found before a page is made. */
    all: () => Promise.all([...Object.values(parts).map((read) => read()), brochure()]),
    readMs,
  };
}

export type ContentReader = ReturnType<typeof createContentReader>;
