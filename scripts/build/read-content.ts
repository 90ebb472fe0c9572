// The first stage's work, in the process read-cms.ts starts (with the react-server condition, under which the content
// layer's server-only guard lets it read the CMS's settings and token).
import { createContentClient } from '../../lib/cms/client';
import { readCmsConfig } from '../../lib/cms/config';
import { createContentReader } from '../../lib/cms/content';
import { fetchFactSheet, todayInKent } from '../../lib/cms/facts';
import { createImagePipeline } from '../../lib/cms/image-pipeline';
import {
  applyRegulators,
  readRegulatorRecord,
  readRegulatorSettings,
  refreshRegulators,
  regulatorRecordFile,
  writeRegulatorRecord,
} from '../../lib/regulators';
import { showProgress } from '../shared/progress';
import type { ReadReport } from './read-cms';

const say = (line: string) => console.log(`build: ${line}`);
const warn = (line: string) => console.warn(`build: ${line}`);

/**
 * Reads the regulators and every part of the CMS's content once, as the pages will, with each photo made the site's
 * own in the image pipeline's cache; says what it skipped, and how far the photos are while they are encoded.
 * @returns what it found, or why the CMS could not be read (in the words the build's last line gives it).
 */
export async function readContent(env: NodeJS.ProcessEnv = process.env): Promise<ReadReport> {
  try {
    const config = readCmsConfig(env);
    // Every answer the CMS gives this stage, which the pages will read in its place (cms-snapshot.ts).
    const answers: Record<string, string> = {};
    const client = createContentClient(config, {
      onAnswer: (answered, body) => {
        answers[answered] = body;
      },
    });
    // The regulators first: the facts' ids and dates say whom to ask, and the record they leave is what every
    // page shows (lib/cms/content.ts, facts). A regulator's outage is a warning, never a failed build.
    const sheet = await fetchFactSheet(client, { mediaOrigin: config.mediaOrigin, warn: () => {} });
    const recordFile = regulatorRecordFile(config.mediaCacheDir);
    const record = await refreshRegulators(
      sheet,
      await readRegulatorRecord(recordFile),
      readRegulatorSettings(env),
      todayInKent(),
      (line) => warn(line),
    );
    await writeRegulatorRecord(recordFile, record);
    const { choices } = applyRegulators(sheet, record);
    for (const choice of choices) say(choice.line);

    const images = createImagePipeline({ cacheDir: config.mediaCacheDir, timeoutMs: config.timeoutMs });
    const reader = createContentReader({
      client,
      mediaOrigin: config.mediaOrigin,
      images,
      warn: (line) => console.warn(line),
      log: (line) => say(line),
    });
    const { stats } = images;
    const stop = showProgress('build: photos', () => ({
      done: stats.seen.size,
      detail: `${stats.encoded.size} encoded`,
    }));
    try {
      await reader.all();
    } finally {
      stop();
    }
    return {
      ok: true,
      ratings: choices,
      photos: {
        seen: stats.seen.size,
        encoded: stats.encoded.size,
        downloads: stats.downloads,
        encodeSeconds: stats.encodeMs / 1000,
      },
      readMs: reader.readMs,
      answers,
    };
  } catch (error) {
    return { ok: false, failure: error instanceof Error ? error.message : String(error) };
  }
}
