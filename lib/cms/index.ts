import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { createContentClient } from './client';
import { readCmsConfig } from './config';
import { createContentReader, type ContentReader } from './content';
import { createImagePipeline } from './image-pipeline';
import { cameThroughGate, previewing, previewVersion } from '@/lib/preview';

// The content layer's front door: what the pages and route handlers read, with the token, at build time.
//
// `npm run build` has already read everything once, in its first stage (scripts/build/read-cms.ts), which said what
// it skipped and why, and stopped the build with one line if the CMS could not be read. The pages read the same
// answers again here, with the photos already in the image pipeline's cache, quietly: each warning was said once.
//
// Next.js compiles pages and route handlers into bundles of their own, each with its own copy of this module, and
// renders them in one or more processes: each copy reads each part once, when a page first asks for it. In a build,
// the CMS they read is the first stage's answers, served by the build (scripts/build/cms-snapshot.ts), so every page
// and file of one build shows the same state of the CMS, whenever an editor publishes. `npm run dev` reads the CMS
// itself, once per server.
//
// The preview (scripts/preview) is another server of the same app, which renders each request on the spot: there,
// every request reads the CMS afresh, the draft or the published version as its preview server says, and nothing
// is kept between requests (lib/preview.ts).

export type {
  Brochure,
  ComplaintsProcedure,
  FeesAndFunding,
  FundingRoute,
  OptionalExtra,
  StayFee,
  Visiting,
  CqcKeyQuestion,
  CqcRating,
  GalleryPhoto,
  HomeFacts,
  ImageVariant,
  Job,
  Review,
  SiteImage,
  TeamMember,
  Vacancies,
} from './types';
export type { PublishedFees } from './content';
export { CmsError } from './errors';
/** The build's first stage: everything read once, the CMS's answers kept for the pages (scripts/build/read-content.ts). */
export { readEverything, type EverythingRead } from './read-all';
/** How many reviews the home page quotes, for the reviews policy to say. */
export { REVIEWS_SHOWN } from './facts';

const development = process.env.NODE_ENV === 'development';

let reader: ContentReader | undefined;

/** This bundle's reader, made on first use from the environment's settings. */
function content(): ContentReader {
  if (!reader) {
    const config = readCmsConfig();
    reader = createContentReader({
      client: createContentClient(config),
      mediaOrigin: config.mediaOrigin,
      images: createImagePipeline({ cacheDir: config.mediaCacheDir, timeoutMs: config.timeoutMs }),
      warn: development ? (message) => console.warn(message) : () => {},
      log: development ? (message) => console.log(`cms: ${message}`) : () => {},
    });
  }
  return reader;
}

/**
 * The version a preview request asks for, through the preview's gate only: a request that reached the app's port
 * any other way reads the published version. Outside a request (generateStaticParams and the static files, made when
 * the preview server is built) there are no headers to read: the draft.
 */
async function requestedVersion() {
  let requestHeaders: Awaited<ReturnType<typeof headers>>;
  try {
    requestHeaders = await headers();
  } catch {
    return 'draft';
  }
  return cameThroughGate(requestHeaders) ? previewVersion(requestHeaders) : 'published';
}

/** The preview's image pipeline: one for the server, so that a photo asked for by two requests is made once. */
let previewImages: ReturnType<typeof createImagePipeline> | undefined;

/** In the preview, one reader for each request, of the version its gate asks for. */
const requestReader = cache(async (): Promise<ContentReader> => {
  const config = readCmsConfig();
  previewImages ??= createImagePipeline({ cacheDir: config.mediaCacheDir, timeoutMs: config.timeoutMs });
  return createContentReader({
    client: createContentClient(config, { status: await requestedVersion() }),
    mediaOrigin: config.mediaOrigin,
    images: previewImages,
    warn: (message) => console.warn(message),
    log: (message) => console.log(`cms: ${message}`),
    // A draft may carry a date still to come (next month's fees); publishing it is what the rules refuse.
    today: '9999-12-31',
  });
});

/** One part of the content: the request's own in the preview, else this bundle's, read once. */
function shared<T>(read: (content: ContentReader) => Promise<T>): () => Promise<T> {
  if (previewing) return async () => read(await requestReader());
  return () => read(content());
}

/**
 * Every published gallery photo from the CMS, with its image made the site's own.
 * @throws {CmsConfigError} when STRAPI_URL or STRAPI_TOKEN is missing or wrong.
 * @throws {CmsError} when the CMS cannot be read: the build fails rather than publish an empty gallery.
 */
export const getGalleryPhotos = shared((cms) => cms.gallery());

/**
 * Every published team member from the CMS, with their portrait made the site's own.
 * @throws {CmsError} when the CMS cannot be read.
 */
export const getTeamMembers = shared((cms) => cms.team());

/**
 * The facts that change (ratings, review score, vacancies, the editors' brochure), as published in the CMS, with a
 * regulator's rating in place of the editors' where the regulator's is newer (lib/regulators).
 * @throws {CmsError} when the CMS cannot be read, "Facts that change" is not published, or a fact cannot be true.
 */
export const getFacts = shared((cms) => cms.facts());

/**
 * The reviews the home page quotes: the first four published, in the editors' order.
 * @throws {CmsError} when the CMS cannot be read.
 */
export const getReviews = shared((cms) => cms.reviews());

/**
 * The home's brochure, published beside the photos: the editors' own PDF when they uploaded one, else one the build
 * makes from the same facts and gallery photos the pages show, so that it never states an older rating than they do.
 * @throws {CmsError} when the CMS cannot be read, or the editors' brochure cannot be fetched or is not a PDF.
 */
export const getBrochure = shared((cms) => cms.brochure());

/**
 * "Fees and funding": each fee with every mandatory charge in it, the extras, deposit, trial, fee reviews, top-ups,
 * the funding the home accepts, and the contract, fetched and published beside the photos.
 * @throws {CmsError} when the CMS cannot be read, it is not published, a fee cannot be true, or the contract is not a
 *   PDF.
 */
export const getFeesAndFunding = shared((cms) => cms.fees());

/**
 * "Complaints": how to complain to the home, who answers and how fast.
 * @throws {CmsError} when the CMS cannot be read or it is not published.
 */
export const getComplaintsProcedure = shared((cms) => cms.complaints());

/**
 * "Visiting and a typical day".
 * @throws {CmsError} when the CMS cannot be read or it is not published.
 */
export const getVisiting = shared((cms) => cms.visiting());

/**
 * The home's vacancies still open today, soonest closing first; none is a careers page that says how to apply anyway.
 * @throws {CmsError} when the CMS cannot be read.
 */
export const getJobs = shared((cms) => cms.jobs());
