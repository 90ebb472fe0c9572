import 'server-only';
import { notFound } from 'next/navigation';

/**
 * A route with a page for each item of a collection, by its slug, as an optional catch-all (/careers and
 * /careers/<slug>, /care and /care/<slug>): one route rather than a page beside a [slug] route, since the export refuses
 * a dynamic route with no pages at all, which an empty collection would make. `segment` is the catch-all's name.
 */
export function pagesBySlug<Item extends { slug: string }, Segment extends string>(
  segment: Segment,
  read: () => Promise<Item[]>,
) {
  type Params = Promise<Partial<Record<Segment, string[]>>>;
  return {
    /** The route's own page and one for each item: for generateStaticParams. */
    params: async () => [{ [segment]: [] }, ...(await read()).map((item) => ({ [segment]: [item.slug] }))],
    /** The item the address names, null for the route's own page; a 404 for any other address. */
    async itemOf(params: Params): Promise<Item | null> {
      const path = (await params)[segment] ?? [];
      if (path.length === 0) return null;
      const item = path.length === 1 ? (await read()).find((one) => one.slug === path[0]) : undefined;
      if (!item) notFound();
      return item;
    },
  };
}
