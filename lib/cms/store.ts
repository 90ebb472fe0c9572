import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import writeFileAtomic from 'write-file-atomic';
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
};

/** What the pages read the content through: a build's store, or one kept in memory (memoryStoreOf). */
export type ContentSource = Pick<ContentReader, 'today' | 'read' | 'brochure' | 'notices'>;

/** Everything `reader` reads, into one store: a build's, which fails on the first part that fails. */
export async function storeOf(reader: ContentReader): Promise<SiteStore> {
  const names = Object.keys(contentTypes) as ContentTypeName[];
  const [values, brochure] = await Promise.all([
    Promise.all(names.map(async (name) => [name, await reader.read(name)] as const)),
    reader.brochure(),
  ]);
  return {
    today: reader.today,
    content: Object.fromEntries(values) as SiteStore['content'],
    brochure,
    notices: await reader.notices(),
  };
}

/**
 * A store kept in memory (the preview's store of drafts, one for each request, or `npm run dev`'s): every type read
 * now by `reader`, and each that fails kept with what it threw, so that an editor's half-written draft of one type
 * fails only the pages that show it, as reading it would have. The brochure is made only when a page links it: from an
 * editor's Save, the preview showed the change in 0.54 s with its PDF made for every page, and in 0.39 s without.
 */
export async function memoryStoreOf(reader: ContentReader): Promise<ContentSource> {
  const names = Object.keys(contentTypes) as ContentTypeName[];
  const parts = new Map(
    await Promise.all(
      names.map(async (name) => {
        const part = await reader.read(name).then(
          (value): { value: unknown } => ({ value }),
          (fault: unknown) => ({ fault }),
        );
        return [name, part] as const;
      }),
    ),
  );
  const notices = await reader.notices();
  return {
    today: reader.today,
    read: async <Name extends ContentTypeName>(name: Name) => {
      const part = parts.get(name)!;
      if ('fault' in part) throw part.fault;
      return part.value as ContentOf<Name>;
    },
    brochure: reader.brochure,
    notices: async () => notices,
  };
}

/** Writes `store` to `file` whole: a page never finds half of one. */
export function writeStore(file: string, store: SiteStore): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileAtomic.sync(file, serialize(store));
}

/** The store in `file`, as the build's first stage wrote it. */
export function readStore(file: string): SiteStore {
  return deserialize(readFileSync(file)) as SiteStore;
}

/** The pages' source for a store: each part as the first stage read it. */
export function storeSource(store: SiteStore): ContentSource {
  return {
    today: store.today,
    read: async <Name extends ContentTypeName>(name: Name) => store.content[name],
    brochure: async () => store.brochure,
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
