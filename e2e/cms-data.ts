import { todayInKent, vacanciesTooOld, type StrapiFactSheet, type StrapiJob } from '../lib/cms/tools';
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
  return cmsSingle<StrapiFactSheet>('fact-sheet', ['roomsFreeByCareType', 'brochure', 'provider']);
}

/** The published jobs still open today, as the site shows them (lib/cms/jobs.ts): soonest closing first. */
export async function cmsOpenJobs(): Promise<StrapiJob[]> {
  const today = todayInKent();
  const jobs = await cmsCollection<StrapiJob>('jobs', { populate: null });
  return jobs
    .filter((job) => job.closingDate >= today && job.postedOn <= today)
    .sort((a, b) => a.closingDate.localeCompare(b.closingDate) || a.title.localeCompare(b.title));
}
