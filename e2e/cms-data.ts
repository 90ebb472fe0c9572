import { readEntryAs } from '../lib/cms/testing/read-entry';
import { plainText, type TextBlock } from '../lib/content/rich-text';
import {
  apiNameOf,
  contentTypes,
  namesFacts,
  REVIEWS_SHOWN,
  textFacts,
  todayInKent,
  vacanciesTooOld,
  withFactsDeep,
  type ContentOf,
  type ContentTypeName,
  type StrapiFactSheet,
  type StrapiJob,
} from '../lib/cms/tools';
// Reads the CMS the site was built from (STRAPI_URL and STRAPI_TOKEN, which the test runner sets), so tests compare
// the pages with what is really published rather than with numbers copied into the tests.

type Page<T> = { data: T[]; meta: { pagination: { pageCount: number } } };

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

/**
 * Whether the site built today asks families to check the published free rooms, for having been confirmed too long
 * ago (lib/cms/rules.ts), as on a database seeded weeks before the tests run. Such a test checks that state instead.
 */
export function roomsConfirmedTooLongAgo(facts: StrapiFactSheet): boolean {
  const today = todayInKent();
  const confirmedOn = facts.vacanciesConfirmedOn;
  return (
    facts.roomsFree != null && !!confirmedOn && confirmedOn <= today && vacanciesTooOld(confirmedOn, today)
  );
}

/** The facts that change, as the CMS publishes them. */
export function cmsFacts() {
  return cmsSingle<StrapiFactSheet>('fact-sheet', ['roomsFreeByCareType', 'brochure']);
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
  const today = todayInKent();
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
