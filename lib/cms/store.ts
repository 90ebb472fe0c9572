import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { contentTypes, type ContentOf, type ContentTypeName } from '@/lib/content-types';
import type { ContentReader } from './content';
import type { Brochure, ContentTypeDeclaration } from '@/lib/kit';

// The build's one store: everything its first stage read, checked and reshaped (every declared type's values, their
// photos already the site's own, the brochure, what the editors still have to do, and the day it was read for),
// written once in one file that every page of the build reads. Next.js renders pages in processes and bundles of its
// own, each with its own copy of the content layer: each reads this file, and none of them reads the CMS.
//
// The file is Node's own serialisation of the values (node:v8, the structured clone that worker threads use), so that
// what a page reads is exactly what the first stage made, with nothing to parse or reshape again. It is read only by
// the Node.js that wrote it, within one build.

/** Everything one build shows, read once. */
export type SiteStore = {
  /** The day it was read for, in Kent: every page is made for it. */
  today: string;
  content: { [Name in ContentTypeName]: ContentOf<Name> };
  brochure: Brochure;
  /** What the editors still have to do, as the readers said it. */
  notices: string[];
  /**
   * In a store of drafts (the preview's, `npm run dev`'s), the parts that could not be read or shown, by name, with
   * what the reader threw: a page that shows one fails as it would have reading it, and every other page shows.
   * A build's store has none: its first stage stops on the first.
   */
  faults?: Partial<Record<ContentTypeName | 'brochure', unknown>>;
};

/** What the pages read the content through: a store, as `storeSource` gives it. */
export type ContentSource = Pick<ContentReader, 'today' | 'read' | 'brochure' | 'notices'>;

/**
 * Everything `reader` reads, into one store. The build's (`settle` off) fails on the first part that fails; with
 * `settle`, each part that fails is kept among the store's faults, so that an editor's half-written draft of one type
 * leaves the pages that do not show it as they are.
 */
export async function storeOf(reader: ContentReader, { settle = false } = {}): Promise<SiteStore> {
  const faults: NonNullable<SiteStore['faults']> = {};
  /** One part's value, or (with `settle`) `instead`, its fault kept. */
  async function part<T>(name: keyof typeof faults, read: () => Promise<T>, instead: T): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (!settle) throw error;
      faults[name] = error;
      return instead;
    }
  }
  const names = Object.keys(contentTypes) as ContentTypeName[];
  const [values, brochure] = await Promise.all([
    Promise.all(
      names.map(async (name) => [name, await part(name, () => reader.read(name), undefined)] as const),
    ),
    part('brochure', () => reader.brochure(), { href: '', from: 'site' as const }),
  ]);
  return {
    today: reader.today,
    content: Object.fromEntries(values) as SiteStore['content'],
    brochure,
    notices: await reader.notices(),
    ...(Object.keys(faults).length > 0 ? { faults } : {}),
  };
}

/** Writes `store` to `file` whole: a page never finds half of one (it is written beside it, then renamed). */
export function writeStore(file: string, store: SiteStore): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const beside = `${file}.${process.pid}.part`;
  writeFileSync(beside, serialize(store));
  renameSync(beside, file);
}

/** The store in `file`, as the build's first stage wrote it. */
export function readStore(file: string): SiteStore {
  return deserialize(readFileSync(file)) as SiteStore;
}

/** The pages' source for a store: each part as the first stage read it. */
export function storeSource(store: SiteStore): ContentSource {
  const { faults = {} } = store;
  return {
    today: store.today,
    read: async <Name extends ContentTypeName>(name: Name) => {
      if (name in faults) throw faults[name];
      return store.content[name];
    },
    brochure: async () => {
      if ('brochure' in faults) throw faults.brochure;
      return store.brochure;
    },
    notices: async () => store.notices,
  };
}

/**
 * The pages of their own the content makes under the site's routes (the album's pages, each open job, each kind of
 * care), as each type's declaration names them, from `read`'s values: the sitemap lists them, and the build compiles
 * the app again when they change (scripts/make-site/render.ts).
 */
export async function childPagesOf(
  read: <Name extends ContentTypeName>(name: Name) => Promise<ContentOf<Name>>,
): Promise<string[]> {
  const names = Object.keys(contentTypes) as ContentTypeName[];
  const pages = await Promise.all(
    names.map(async (name) => {
      const { children } = (contentTypes[name] as ContentTypeDeclaration<unknown, unknown>).pages;
      return children ? children(await read(name)) : [];
    }),
  );
  return pages.flat();
}
