import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { buildDay, readCmsConfig } from './config';
import type { ContentOf, ContentTypeName } from '@/lib/content-types';
import { cmsReader, imagesFor } from './read-all';
import { childPagesOf, memoryStoreOf, readStore, storeSource, type ContentSource } from './store';
import { cameThroughGate, previewing, previewVersion, type PreviewVersion } from '@/lib/preview';

// The content layer's front door: what the pages and route handlers read.
//
// In `npm run build`, the first stage (scripts/make-site/read-cms.ts) has already read, checked and reshaped everything
// once, said what it skipped and why, stopped the build with one line if the CMS could not be read, and written it all
// to one store (./store.ts): the pages read that file, named by SITE_STORE, and nothing else. Next.js compiles pages
// and route handlers into bundles of their own, each with its own copy of this module, in one or more processes: each
// copy reads the store once, so every page and file of one build shows one state of the CMS, whenever an editor
// publishes, and no page of a build holds the CMS's address or token.
//
// Every page reads a store, made from the one reader of the CMS (./read-all.ts's cmsReader): a build's in a file
// (./store.ts's storeOf), or one kept in memory (memoryStoreOf). `npm run dev` makes one when it first needs it. The
// preview (scripts/preview) is another server of the same app, which renders each request on the spot: each request
// makes a store of its own, of the drafts or the published version as its gate says, and nothing is kept between
// requests but the photos made (lib/preview.ts).

export type {
  Brochure,
  CqcKeyQuestion,
  CqcRating,
  HomeFacts,
  ImageVariant,
  SiteImage,
  Vacancies,
} from '@/lib/kit';
export type {
  ComplaintsProcedure,
  FeesAndFunding,
  StayFee,
  Visiting,
  GalleryPhoto,
  Home,
  Job,
  Review,
  TeamMember,
} from '@/lib/content-types';
export type { ContentOf, ContentTypeName } from '@/lib/content-types';
/** "Fees and funding", with the editors' contract published under media/ as the site's own file. */
export type PublishedFees = import('@/lib/content-types').ContentOf<'fees'>;
export { CmsError } from '@/lib/kit';
/** Puts facts in the editors' words where they wrote them: a job's title where How to apply says [job]. */
export { withFactsDeep } from '@/lib/kit';
/** The build's first stage: everything read once, into the store the pages read (scripts/make-site/read-cms.ts). */
export { readEverything, type EverythingRead } from './read-all';
/** How many reviews the home page quotes, for the reviews policy to say. */
export { REVIEWS_SHOWN } from '@/lib/content-types';

const development = process.env.NODE_ENV === 'development';

/** What the content says, said in `npm run dev` and the preview's log, and nowhere in a build's pages. */
const say = development || previewing;

/** The store every page of this server reads: the build's file, else the CMS read once (`npm run dev`). */
let store: Promise<ContentSource> | undefined;

/** One image pipeline for the server, so that a photo two requests ask for is made once. */
let images: ReturnType<typeof imagesFor> | undefined;

/** Everything of `version` read from the CMS now, into a store in memory, the faults of a draft kept in it. */
async function storeOfCms(
  version: PreviewVersion,
  options: { latestDay?: string } = {},
): Promise<ContentSource> {
  const config = readCmsConfig();
  images ??= imagesFor(config);
  const reader = cmsReader(config, {
    version,
    images,
    warn: say ? (message) => console.warn(message) : () => {},
    log: say ? (message) => console.log(`cms: ${message}`) : () => {},
    today: buildDay(),
    ...options,
  });
  return memoryStoreOf(reader);
}

/**
 * The version a preview request asks for, through the preview's gate only: a request that reached the app's port
 * any other way reads the published version. Outside a request (generateStaticParams and the static files, made when
 * the preview server is built) there are no headers to read: the draft.
 */
async function requestedVersion(): Promise<PreviewVersion> {
  let requestHeaders: Awaited<ReturnType<typeof headers>>;
  try {
    requestHeaders = await headers();
  } catch {
    return 'draft';
  }
  return cameThroughGate(requestHeaders) ? previewVersion(requestHeaders) : 'published';
}

/**
 * In the preview, a store of each request's own, of the version its gate asks for, read when the request begins:
 * an editor's Save shows on the next page she opens. A draft may carry a date still to come (next month's fees);
 * publishing it is what the rules refuse.
 */
const requestStore = cache(async () => storeOfCms(await requestedVersion(), { latestDay: '9999-12-31' }));

/** The store this page reads: the request's own in the preview, else this server's, read once. */
function content(): Promise<ContentSource> {
  if (previewing) return requestStore();
  const storeFile = process.env.SITE_STORE;
  store ??= storeFile ? Promise.resolve(storeSource(readStore(storeFile))) : storeOfCms('published');
  return store;
}

/** One part of the content, read from this page's store. */
function shared<T>(read: (content: ContentSource) => Promise<T>): () => Promise<T> {
  return async () => read(await content());
}

/**
 * One declared content type (lib/content-types), as its pages show it: getContent('jobs') is the jobs still open.
 * @throws {CmsConfigError} when STRAPI_URL or STRAPI_TOKEN is missing or wrong.
 * @throws {CmsError} when the CMS cannot be read, or the type cannot be shown (a single type not published, a fee
 *   that cannot be true): the build fails rather than publish a page without it.
 */
export function getContent<Name extends ContentTypeName>(name: Name): Promise<ContentOf<Name>> {
  return shared((cms) => cms.read(name))();
}

/**
 * Who and where the home is ("The home"): its name, address, phone, e-mail, booking link, logo, size and company, as
 * every page shows them.
 * @throws {CmsError} when the CMS cannot be read, or "The home" is not published or cannot be true.
 */
export const getHome = () => getContent('home');

/**
 * The home's brochure, published beside the photos: the editors' own PDF when they uploaded one, else one the build
 * makes from the same facts and gallery photos the pages show, so that it never states an older rating than they do.
 * @throws {CmsError} when the CMS cannot be read, or the editors' brochure cannot be fetched or is not a PDF.
 */
export const getBrochure = shared((cms) => cms.brochure());

/** What the editors still have to do (photos that do not yet say who they show): the preview's band lists it. */
export const getNotices = shared((cms) => cms.notices());

/** The day the site is built for, in Kent (the build's first stage chose it): what "today" and "this week" mean. */
export const getToday = shared(async (cms) => cms.today);

/**
 * The pages of their own that the content makes under a route (album pages, job pages), from each declared type's
 * `pages.children`: what the sitemap lists beside the routes.
 * @throws {CmsError} when the CMS cannot be read.
 */
export async function getChildPages(): Promise<string[]> {
  return childPagesOf(getContent);
}
