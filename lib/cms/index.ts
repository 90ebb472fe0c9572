import 'server-only';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { createContentClient } from './client';
import { readCmsConfig } from './config';
import { fetchGalleryPhotos, fetchTeamMembers } from './collections';
import { applyRegulators, readRegulatorRecord, regulatorRecordFile } from '@/lib/regulators';
import { keepEditorsPdf, prepareBrochure } from './brochure';
import { fetchFactSheet, fetchReviews } from './facts';
import { fetchComplaintsProcedure, fetchFeesAndFunding, fetchVisiting } from './families';
import { copyMediaFiles, createImagePipeline, MEDIA_PATH, type ImagePipeline } from './image-pipeline';
import type {
  Brochure,
  ComplaintsProcedure,
  FeesAndFunding,
  GalleryPhoto,
  HomeFacts,
  Review,
  TeamMember,
  Visiting,
} from './types';

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
  Review,
  SiteImage,
  TeamMember,
  Vacancies,
} from './types';
export { CmsError } from './errors';

// The build renders several pages from the same content: each collection is read once per build process. Next
// compiles pages and route handlers (the album's JSON files, the sitemap) into separate bundles, each with its own
// copy of this module, so the state lives on globalThis: one read, one image pipeline and one report per process,
// and every page and file of a build made from the same answer.
type State = {
  context?: { client: ReturnType<typeof createContentClient>; mediaOrigin: string; images: ImagePipeline };
  gallery?: Promise<GalleryPhoto[]>;
  team?: Promise<TeamMember[]>;
  facts?: Promise<HomeFacts>;
  reviews?: Promise<Review[]>;
  brochure?: Promise<Brochure>;
  fees?: Promise<PublishedFees>;
  complaints?: Promise<ComplaintsProcedure>;
  visiting?: Promise<Visiting>;
  /** How long each collection took to read, in ms, by its label. */
  readMs?: Record<string, number>;
};
const STATE = Symbol.for('wealdhaven-house.cms');
const state: State = ((globalThis as { [STATE]?: State })[STATE] ??= {});

function cms() {
  if (!state.context) {
    const config = readCmsConfig();
    state.context = {
      client: createContentClient(config),
      mediaOrigin: config.mediaOrigin,
      images: createImagePipeline({ cacheDir: config.mediaCacheDir, timeoutMs: config.timeoutMs }),
    };
  }
  return state.context;
}

const warn = (message: string) => console.warn(message);

/**
 * The render report (SITE_RENDER_REPORT, set by `npm run build`): one JSON line each time a build process has read a
 * collection, saying what it has used so far, or why it could not read the CMS.
 */
export type RenderReportLine = MediaReportLine | CmsFailureLine;

/** What one build process has used so far (its counters only grow). */
export interface MediaReportLine {
  pid: number;
  /** The image pipeline's cache, whose files/ folder holds the photos named in `files`. */
  cacheDir: string;
  /** Photo keys: every photo the process used, and those it had to encode. */
  seen: string[];
  encoded: string[];
  downloads: number;
  encodeMs: number;
  /** The files under media/ its pages name. */
  files: string[];
  /** How long each collection took to read, in ms, by its label. */
  readMs: Record<string, number>;
}

/** Why a build process could not read the CMS, in the words the build's last line gives it. */
export interface CmsFailureLine {
  pid: number;
  failure: string;
}

async function appendToReport(line: RenderReportLine) {
  const report = process.env.SITE_RENDER_REPORT;
  if (report) await appendFile(report, `${JSON.stringify(line)}\n`);
}

/**
 * Hands the photos this process has prepared to whatever publishes them. `npm run build` (scripts/build/index.ts) names a
 * report file in SITE_RENDER_REPORT: each build process appends what it used, and the build copies those files into
 * out/media and prints one line for the whole build. The development server serves public/ instead.
 */
async function publishMedia(images: ImagePipeline) {
  const { stats } = images;
  if (process.env.SITE_RENDER_REPORT) {
    await appendToReport({
      pid: process.pid,
      cacheDir: images.cacheDir,
      seen: [...stats.seen],
      encoded: [...stats.encoded],
      downloads: stats.downloads,
      encodeMs: Math.round(stats.encodeMs),
      files: [...stats.files],
      readMs: state.readMs ?? {},
    });
  } else if (process.env.NODE_ENV === 'development') {
    await copyMediaFiles(images.cacheDir, stats.files, path.join(process.cwd(), 'public', 'media'));
  } else {
    throw new Error(
      'the site\'s photos are published by "npm run build"; run the build that way, not "next build"',
    );
  }
}

/** Puts why the CMS could not be read into the render report, for the build to say in its last line; rethrows. */
async function reportFailure(error: unknown): Promise<never> {
  // By name, not instanceof: each of Next's bundles has its own copy of the error classes, and the image pipeline
  // on globalThis may have been made by another bundle than the one reading.
  if (error instanceof Error && (error.name === 'CmsError' || error.name === 'CmsConfigError')) {
    // The CMS's failure is the one to tell: a report that cannot be written must not replace it.
    await appendToReport({ pid: process.pid, failure: error.message }).catch(() => {});
  }
  throw error;
}

/**
 * Reads a collection (with the CMS's client, its media origin and the image pipeline), makes its images the site's
 * own, and says how long it took: in the build's output, and in the render report, from which the build's own report
 * gives it to the benchmark. When the CMS cannot be read, the report says why.
 */
function read<T>(
  label: string,
  fetch: (context: NonNullable<State['context']>) => Promise<T>,
  count: (result: T) => string = (result) => `${(result as unknown[]).length} ${label}`,
) {
  return (async () => {
    const context = cms();
    const started = performance.now();
    const items = await fetch(context);
    const ms = Math.round(performance.now() - started);
    state.readMs = { ...state.readMs, [label]: ms };
    await publishMedia(context.images);
    console.log(`cms: read ${count(items)} in ${ms} ms`);
    return items;
  })().catch(reportFailure);
}

/**
 * Every published gallery photo from the CMS, with its image made the site's own.
 * @throws {CmsConfigError} when STRAPI_URL or STRAPI_TOKEN is missing or wrong.
 * @throws {CmsError} when the CMS cannot be read: the build fails rather than publish an empty gallery.
 */
export function getGalleryPhotos(): Promise<GalleryPhoto[]> {
  state.gallery ??= read('gallery photos', ({ client, mediaOrigin, images }) =>
    fetchGalleryPhotos(client, mediaOrigin, images.prepare, warn),
  );
  return state.gallery;
}

/**
 * Every published team member from the CMS, with their portrait made the site's own.
 * @throws {CmsConfigError} when STRAPI_URL or STRAPI_TOKEN is missing or wrong.
 * @throws {CmsError} when the CMS cannot be read.
 */
export function getTeamMembers(): Promise<TeamMember[]> {
  state.team ??= read('team members', ({ client, mediaOrigin, images }) =>
    fetchTeamMembers(client, mediaOrigin, images.prepare, warn),
  );
  return state.team;
}

/**
 * The facts that change (ratings, review score, vacancies, the editors' brochure), as published in the CMS, with a
 * regulator's rating in place of the editors' where the regulator's is newer (lib/regulators).
 * @throws {CmsConfigError} when STRAPI_URL or STRAPI_TOKEN is missing or wrong.
 * @throws {CmsError} when the CMS cannot be read, "Facts that change" is not published, or a fact cannot be true.
 */
export function getFacts(): Promise<HomeFacts> {
  state.facts ??= read(
    'facts',
    async ({ client, mediaOrigin, images }) => {
      const facts = await fetchFactSheet(client, mediaOrigin, warn);
      // What the regulators said, as the build's first stage read and kept it (scripts/build/read-cms.ts): every
      // process renders the same ratings, and a regulator's newer rating takes the editors' place.
      const record = await readRegulatorRecord(regulatorRecordFile(images.cacheDir));
      return applyRegulators(facts, record).facts;
    },
    () => 'the facts that change',
  );
  return state.facts;
}

/**
 * The reviews the home page quotes: the first four published, in the editors' order.
 * @throws {CmsConfigError} when STRAPI_URL or STRAPI_TOKEN is missing or wrong.
 * @throws {CmsError} when the CMS cannot be read.
 */
export function getReviews(): Promise<Review[]> {
  state.reviews ??= read('reviews', ({ client }) => fetchReviews(client, warn));
  return state.reviews;
}

/**
 * The home's brochure, published beside the photos: the editors' own PDF when they uploaded one, else one the build
 * makes from the same facts and gallery photos the pages show, so that it never states an older rating than they do.
 * @throws {CmsConfigError} when STRAPI_URL or STRAPI_TOKEN is missing or wrong.
 * @throws {CmsError} when the CMS cannot be read, or the editors' brochure cannot be fetched or is not a PDF.
 */
export function getBrochure(): Promise<Brochure> {
  state.brochure ??= read(
    'brochure',
    async ({ images }) => {
      const [facts, gallery] = await Promise.all([getFacts(), getGalleryPhotos()]);
      const { name, from } = await prepareBrochure(facts, gallery, images);
      return { href: `${MEDIA_PATH}/${name}`, from };
    },
    ({ from }) => (from === 'editors' ? 'the editors’ brochure' : 'the brochure (made from the facts)'),
  );
  return state.brochure;
}

/** "Fees and funding", with the editors' contract published under media/ as the site's own file. */
export type PublishedFees = Omit<FeesAndFunding, 'contract'> & { contractHref: string };

/** The start of the contract's file name under media/. */
const CONTRACT_STEM = 'wealdhaven-house-contract';

/**
 * "Fees and funding": each fee with every mandatory charge in it, the extras, deposit, trial, fee reviews, top-ups,
 * the funding the home accepts, and the contract, fetched and published beside the photos.
 * @throws {CmsConfigError} when STRAPI_URL or STRAPI_TOKEN is missing or wrong.
 * @throws {CmsError} when the CMS cannot be read, it is not published, a fee cannot be true, or the contract is not a
 *   PDF.
 */
export function getFeesAndFunding(): Promise<PublishedFees> {
  state.fees ??= read(
    'fees and funding',
    async ({ client, mediaOrigin, images }) => {
      const { contract, ...fees } = await fetchFeesAndFunding(client, mediaOrigin, warn);
      const name = await keepEditorsPdf(contract.url, CONTRACT_STEM, images, 'contract');
      return { ...fees, contractHref: `${MEDIA_PATH}/${name}` };
    },
    ({ stays }) => `fees and funding (${stays.length} fees)`,
  );
  return state.fees;
}

/**
 * "Complaints": how to complain to the home, who answers and how fast.
 * @throws {CmsConfigError} when STRAPI_URL or STRAPI_TOKEN is missing or wrong.
 * @throws {CmsError} when the CMS cannot be read or it is not published.
 */
export function getComplaintsProcedure(): Promise<ComplaintsProcedure> {
  state.complaints ??= read(
    'complaints',
    ({ client }) => fetchComplaintsProcedure(client, warn),
    () => 'the complaints procedure',
  );
  return state.complaints;
}

/**
 * "Visiting and a typical day".
 * @throws {CmsConfigError} when STRAPI_URL or STRAPI_TOKEN is missing or wrong.
 * @throws {CmsError} when the CMS cannot be read or it is not published.
 */
export function getVisiting(): Promise<Visiting> {
  state.visiting ??= read(
    'visiting',
    ({ client }) => fetchVisiting(client, warn),
    () => 'visiting and a typical day',
  );
  return state.visiting;
}
