import 'server-only';
import { applyRegulators, readRegulatorRecord, regulatorRecordFile } from '@/lib/regulators';
import { keepEditorsPdf, prepareBrochure } from './brochure';
import type { createContentClient } from './client';
import { fetchGalleryPhotos, fetchTeamMembers } from './collections';
import { fetchFactSheet, fetchReviews } from './facts';
import { fetchComplaintsProcedure, fetchFeesAndFunding, fetchVisiting } from './families';
import { fetchJobs } from './jobs';
import { MEDIA_PATH, type ImagePipeline } from './image-pipeline';
import type {
  Brochure,
  ComplaintsProcedure,
  FeesAndFunding,
  GalleryPhoto,
  HomeFacts,
  Job,
  Review,
  TeamMember,
  Visiting,
} from './types';

/** What reading the content needs: the CMS's client and media origin, the image pipeline, and where to say things. */
export interface ContentSources {
  client: ReturnType<typeof createContentClient>;
  mediaOrigin: string;
  images: ImagePipeline;
  /** Where a skipped item or a fault that does not stop the build is reported. */
  warn: (message: string) => void;
  /** Where each collection's read is reported, with its count and time. */
  log: (message: string) => void;
  /** The day against which a date "in the future" is judged: today in Kent, unless the preview says otherwise. */
  today?: string;
}

/** "Fees and funding", with the editors' contract published under media/ as the site's own file. */
export type PublishedFees = Omit<FeesAndFunding, 'contract'> & { contractHref: string };

/** The start of the contract's file name under media/. */
const CONTRACT_STEM = 'wealdhaven-house-contract';

/**
 * The site's content as the CMS publishes it, each part read once by this reader however often it is asked for, with
 * every image made the site's own by the image pipeline. The build's first stage reads it all with one reader
 * (scripts/build/read-cms.ts); the pages read it through lib/cms/index.ts.
 */
export function createContentReader(sources: ContentSources) {
  const { client, mediaOrigin, images, warn, log, today } = sources;
  const context = { mediaOrigin, warn, today };
  /** How long each part took to read, in ms, by its label. */
  const readMs: Record<string, number> = {};

  /** Reads one part the first time it is asked for, and says how many and how long. */
  function once<T>(label: string, read: () => Promise<T>, count: (result: T) => string) {
    let result: Promise<T> | undefined;
    return (): Promise<T> =>
      (result ??= (async () => {
        const started = performance.now();
        const value = await read();
        readMs[label] = Math.round(performance.now() - started);
        log(`read ${count(value)} in ${readMs[label]} ms`);
        return value;
      })());
  }
  const counted = (label: string) => (items: unknown[]) => `${items.length} ${label}`;

  const gallery = once(
    'gallery photos',
    (): Promise<GalleryPhoto[]> => fetchGalleryPhotos({ client, mediaOrigin, prepare: images.prepare, warn }),
    counted('gallery photos'),
  );
  const team = once(
    'team members',
    (): Promise<TeamMember[]> => fetchTeamMembers({ client, mediaOrigin, prepare: images.prepare, warn }),
    counted('team members'),
  );
  const facts = once(
    'facts',
    async (): Promise<HomeFacts> => {
      const sheet = await fetchFactSheet(client, context);
      // What the regulators said, as the build's first stage read and kept it in the photo cache: a regulator's
      // newer rating takes the editors' place, the same on every page.
      const record = await readRegulatorRecord(regulatorRecordFile(images.cacheDir));
      return applyRegulators(sheet, record).facts;
    },
    () => 'the facts that change',
  );
  const reviews = once(
    'reviews',
    (): Promise<Review[]> => fetchReviews(client, warn, today),
    counted('reviews'),
  );
  const brochure = once(
    'brochure',
    async (): Promise<Brochure> => {
      const [home, photos] = await Promise.all([facts(), gallery()]);
      const { name, from } = await prepareBrochure(home, photos, images);
      return { href: `${MEDIA_PATH}/${name}`, from };
    },
    ({ from }) => (from === 'editors' ? 'the editors’ brochure' : 'the brochure (made from the facts)'),
  );
  const fees = once(
    'fees and funding',
    async (): Promise<PublishedFees> => {
      const { contract, ...rest } = await fetchFeesAndFunding(client, context);
      const name = await keepEditorsPdf(contract.url, CONTRACT_STEM, images, 'contract');
      return { ...rest, contractHref: `${MEDIA_PATH}/${name}` };
    },
    ({ stays }) => `fees and funding (${stays.length} fees)`,
  );
  const complaints = once(
    'complaints',
    (): Promise<ComplaintsProcedure> => fetchComplaintsProcedure(client, context),
    () => 'the complaints procedure',
  );
  const visiting = once(
    'visiting',
    (): Promise<Visiting> => fetchVisiting(client, context),
    () => 'visiting and a typical day',
  );

  const jobs = once('jobs', (): Promise<Job[]> => fetchJobs(client, warn, today), counted('open jobs'));

  return {
    gallery,
    team,
    facts,
    reviews,
    brochure,
    fees,
    complaints,
    visiting,
    jobs,
    /** Reads every part, as the build's first stage does, so that any fault is found before a page is made. */
    all: () =>
      Promise.all([
        gallery(),
        team(),
        facts(),
        reviews(),
        brochure(),
        fees(),
        complaints(),
        visiting(),
        jobs(),
      ]),
    readMs,
  };
}

export type ContentReader = ReturnType<typeof createContentReader>;
