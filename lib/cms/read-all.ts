import 'server-only';
import {
  applyRegulators,
  readRegulatorRecord,
  readRegulatorSettings,
  refreshRegulators,
  regulatorRecordFile,
  writeRegulatorRecord,
  type RatingChoice,
} from '@/lib/regulators';
import { createContentClient } from './client';
import { buildDay, readCmsConfig, type CmsConfig } from './config';
import { createContentReader, type ContentSources } from './content';
import { editorsFacts } from '@/lib/content-types';
import { createImagePipeline, type ImagePipeline, type PipelineStats } from './image-pipeline';
import { childPagesOf, storeOf, writeStore } from './store';

/** The image pipeline for `config`: photos fetched from its CMS only, and made the site's own in its cache. */
export function imagesFor(config: CmsConfig): ImagePipeline {
  return createImagePipeline({
    cacheDir: config.mediaCacheDir,
    timeoutMs: config.timeoutMs,
    mediaOrigins: config.mediaOrigins,
  });
}

/**
 * The one way the content is read from the CMS, by the build's first stage, `npm run dev` and the preview alike: a
 * reader of `version` (the published one unless the preview asks for drafts) with `config`'s settings.
 */
export function cmsReader(
  config: CmsConfig,
  options: Omit<ContentSources, 'client' | 'mediaOrigin'> & { version?: 'draft' | 'published' },
) {
  const { version = 'published', ...sources } = options;
  return createContentReader({
    client: createContentClient(config, { status: version }),
    mediaOrigin: config.mediaOrigin,
    ...sources,
  });
}

/** What reading everything found: where each rating comes from, the photos' work, and how long each part took. */
export type EverythingRead = {
  /** The day it was read for, in Kent: the pages are made for the same day (the store holds it). */
  today: string;
  ratings: RatingChoice[];
  photos: { seen: number; encoded: number; downloads: number; encodeSeconds: number };
  /** How long each part of the content took to read, in ms, by its label. */
  readMs: Record<string, number>;
  /** The pages of their own the content makes (album pages, open jobs, kinds of care): see childPagesOf. */
  pages: string[];
};

/**
 * The build's first stage (scripts/make-site/read-cms.ts): asks the regulators, then reads, checks and reshapes every
 * part of the content once, with each photo made the site's own in the image pipeline's cache, and writes it all to
 * `storeFile`, the one store every page of the build reads (./store.ts).
 * @param watch sees the photos' progress while they are made, until the function it returns is called.
 * @throws {CmsConfigError | CmsError} when the settings are wrong or the CMS cannot be read.
 */
export async function readEverything({
  storeFile,
  env = process.env,
  say,
  warn,
  watch = () => () => {},
}: {
  /** Where the store is written. */
  storeFile: string;
  env?: NodeJS.ProcessEnv;
  /** Where a line of what was read is said. */
  say: (line: string) => void;
  /** Where a skipped item, a regulator's outage or another fault that does not stop the build is said. */
  warn: (line: string) => void;
  watch?: (stats: PipelineStats) => () => void;
}): Promise<EverythingRead> {
  const config = readCmsConfig(env);
  const today = buildDay(env);
  const images = imagesFor(config);
  const reader = cmsReader(config, {
    images,
    // The content's own warnings carry their "cms: " prefix.
    warn: (line) => console.warn(line),
    log: say,
    today,
  });
  // The regulators first: the facts' ids and dates say whom to ask, and the record they leave is what every page
  // shows (lib/content-types/facts.ts). A regulator's outage is a warning, never a failed build.
  const sheet = await editorsFacts({ ...reader.toolsOf('facts'), warn: () => {} });
  const recordFile = regulatorRecordFile(config.mediaCacheDir);
  const record = await refreshRegulators(
    sheet,
    await readRegulatorRecord(recordFile),
    readRegulatorSettings(env),
    today,
    warn,
  );
  await writeRegulatorRecord(recordFile, record);
  const { choices } = applyRegulators(sheet, record);
  for (const choice of choices) say(choice.line);

  const { stats } = images;
  const stop = watch(stats);
  try {
    await reader.all();
  } finally {
    stop();
  }
  const store = await storeOf(reader);
  writeStore(storeFile, store);
  return {
    today,
    ratings: choices,
    photos: {
      seen: stats.seen.size,
      encoded: stats.encoded.size,
      downloads: stats.downloads,
      encodeSeconds: stats.encodeMs / 1000,
    },
    readMs: reader.readMs,
    pages: await childPagesOf(async (name) => store.content[name]),
  };
}
