import { readEntryAs } from '../lib/cms/testing/read-entry';
import { plainText, type TextBlock } from '../lib/rich-text';
import {
  apiNameOf,
  contentTypes,
  namesFacts,
  REVIEWS_SHOWN,
  readStore,
  textFacts,
  vacanciesTooOld,
  withFactsDeep,
  type ContentOf,
  type ContentTypeName,
  type EntryOf,
  type StrapiFactSheet,
  type StrapiJob,
} from '../lib/cms/tools';
import { siteStoreFile } from '../scripts/shared';
// Reads the CMS the site was built from (STRAPI_URL and STRAPI_TOKEN, which the test runner sets), so tests compare
// the pages with what is really published rather than with numbers copied into the tests.

type Page<T> = { data: T[]; meta: { pagination: { pageCount: number } } };

let day: string | undefined;
/**
 * The day the site under test was built for, in Kent, as its build's store holds it: what its pages call today,
 * whatever the clock says when a test runs (a run that went past midnight expected the next day's programme).
 */
export const builtDay = (): string => (day ??= readStore(siteStoreFile).today);

/** Every published entry of a collection, with its `populate` field (the image, unless told otherwise). */
export async function cmsCollection<T = unknown>(
  collection: string,
  { populate = 'image' }: { populate?: string | null } = {},
): Promise<T[]> {
  const base = process.env.STRAPI_URL?.replace(/\/+$/, '').replace(/\/api$/, '');
  const token = process.env.STRAPI_TOKEN;
  if (!base || !token)
    throw new Error('STRAPI_URL and STRAPI_TOKEN must be set: run the tests with npm run test:e2e');
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const url =
      `${base}/api/${collection}?${populate ? `populate=${populate}&` : ''}` +
      `pagination[page]=${page}&pagination[pageSize]=100`;
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`reading ${collection} from the CMS failed: ${response.status}`);
    const body = (await response.json()) as Page<T>;
    items.push(...body.data);
    if (page >= body.meta.pagination.pageCount) return items;
  }
}

/** A single type's published entry, populated with `populate` (Strapi 5 populates nothing unless asked). */
export async function cmsSingle<T = unknown>(singleType: string, populate: string[] = []): Promise<T> {
  const base = process.env.STRAPI_URL?.replace(/\/+$/, '').replace(/\/api$/, '');
  const token = process.env.STRAPI_TOKEN;
  if (!base || !token)
    throw new Error('STRAPI_URL and STRAPI_TOKEN must be set: run the tests with npm run test:e2e');
  const query = populate.map((field, index) => `populate[${index}]=${field}`).join('&');
  const response = await fetch(`${base}/api/${singleType}?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`reading ${singleType} from the CMS failed: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

type StrapiRoomKind = EntryOf<'rooms'>;

/** The published kinds of room, each with its rooms (lib/content-types/rooms.ts), in the site's order. */
export async function cmsRoomKinds(): Promise<StrapiRoomKind[]> {
  const kinds = await cmsCollection<StrapiRoomKind>('room-kinds', { populate: '*' });
  return kinds.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

/** Whether a room's row says it is free on `today`: free now, or free from a day that has come. */
export const roomFreeOn = (room: { state: string; freeFrom?: string | null }, today: string) =>
  room.state === 'Free now' ||
  (room.state === 'Free from a date' && !!room.freeFrom && room.freeFrom <= today);

/**
 * The rooms free now, counted from the published kinds of room as the tests read them, by kind of care; or, while any
 * kind's rooms were last checked more than 14 days ago (or never), `stale`: the site asks families to call instead.
 */
export async function cmsRoomsFree() {
  const today = builtDay();
  const kinds = await cmsRoomKinds();
  const days = kinds.map((kind) => kind.checkedOn ?? null);
  const stale = kinds.length === 0 || days.some((day) => !day || day > today || vacanciesTooOld(day, today));
  const byCareType = new Map<string, number>();
  for (const kind of kinds) {
    const free = (kind.rooms as { state: string; freeFrom?: string | null }[]).filter((room) =>
      roomFreeOn(room, today),
    ).length;
    if (free > 0) byCareType.set(kind.keptFor, (byCareType.get(kind.keptFor) ?? 0) + free);
  }
  return {
    stale,
    roomsFree: [...byCareType.values()].reduce((sum, rooms) => sum + rooms, 0),
    byCareType: [...byCareType].map(([careType, rooms]) => ({ careType, rooms })),
    confirmedOn: days.filter((day): day is string => !!day).sort()[0] ?? null,
  };
}

/** The facts that change, as the CMS publishes them. */
export function cmsFacts() {
  return cmsSingle<StrapiFactSheet>('fact-sheet', ['brochure']);
}

/** "The home" as the pages were given it: its name, address, phone and e-mail, company and regulators' ids. */
export async function cmsHome(): Promise<ContentOf<'home'>> {
  return readEntryAs(contentTypes.home, await cmsSingle('home', ['logo']));
}

/**
 * A page's words as its own reader gives them to the page, from what the CMS publishes, with the facts they name
 * ([phone], [residents]) put in as the build puts them in.
 */
export async function cmsWords<Name extends Exclude<ContentTypeName, 'home' | 'facts'>>(
  name: Name,
): Promise<ContentOf<Name>> {
  const type = contentTypes[name];
  if (type.kind !== 'singleType') throw new Error(`${name} is a collection: read it with cmsCollection`);
  const populate = (type as { populate?: readonly string[] }).populate ?? [];
  const raw = await cmsSingle(apiNameOf(type), [...populate]);
  if (!namesFacts(raw)) return readEntryAs(type as never, raw);
  const [home, sheet] = await Promise.all([cmsHome(), cmsFacts()]);
  const facts = textFacts(home, {
    listingUrl: sheet.reviewListingUrl,
    score: sheet.reviewScore,
    count: sheet.reviewCount,
    tileScore: sheet.tileScore,
    quoted: REVIEWS_SHOWN,
  });
  return readEntryAs(type as never, withFactsDeep(raw, facts));
}

/** The published jobs still open today, as the site shows them (lib/cms/jobs.ts): soonest closing first. */
export async function cmsOpenJobs(): Promise<StrapiJob[]> {
  const today = builtDay();
  const jobs = await cmsCollection<StrapiJob>('jobs', { populate: null });
  return jobs
    .filter((job) => job.closingDate >= today && job.postedOn <= today)
    .sort((a, b) => a.closingDate.localeCompare(b.closingDate) || a.title.localeCompare(b.title));
}

/** Each paragraph, heading and list item of rich text as a reader sees it, links' words included, in order. */
export function blocksText(blocks: readonly TextBlock[]): string[] {
  return blocks.flatMap((block) =>
    block.kind === 'list' ? block.items.map(plainText) : [plainText(block.text)],
  );
}
