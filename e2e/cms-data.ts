// Reads the CMS the site was built from (STRAPI_URL and STRAPI_TOKEN, which the test runner sets), so tests compare
// the pages with what is really published rather than with numbers copied into the tests.

type Page<T> = { data: T[]; meta: { pagination: { pageCount: number } } };

export async function cmsCollection<T = unknown>(collection: string): Promise<T[]> {
  const base = process.env.STRAPI_URL?.replace(/\/+$/, '').replace(/\/api$/, '');
  const token = process.env.STRAPI_TOKEN;
  if (!base || !token)
    throw new Error('STRAPI_URL and STRAPI_TOKEN must be set: run the tests with npm run test:e2e');
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const url = `${base}/api/${collection}?populate=image&pagination[page]=${page}&pagination[pageSize]=100`;
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`reading ${collection} from the CMS failed: ${response.status}`);
    const body = (await response.json()) as Page<T>;
    items.push(...body.data);
    if (page >= body.meta.pagination.pageCount) return items;
  }
}
