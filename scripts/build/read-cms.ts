// The build's stage for the regulators (issue 27): before Next.js renders, read the facts' ids from the CMS, ask CQC
// and the FSA for their current ratings where the environment and the ids allow, and keep the answers in the photo
// cache's record, from which every rendering process takes the same ratings (lib/cms/index.ts, getFacts). A
// regulator's outage is a warning, never a failed build.
//
// It runs as a process of its own with the react-server condition (scripts/build/index.ts starts it), under which the
// content layer's server-only guard lets it read the CMS's settings; it writes what it found to
// SITE_REGULATORS_REPORT, as JSON: { ratings } or, when the CMS's facts cannot be read, { failure }.
import { writeFileSync } from 'node:fs';
import { createContentClient } from '../../lib/cms/client';
import { readCmsConfig } from '../../lib/cms/config';
import { fetchFactSheet, todayInKent } from '../../lib/cms/facts';
import {
  applyRegulators,
  readRegulatorRecord,
  readRegulatorSettings,
  refreshRegulators,
  regulatorRecordFile,
  writeRegulatorRecord,
  type RatingChoice,
} from '../../lib/regulators';
import { isEntryPoint } from '../processes';

/**
 * Reads the regulators for this build and keeps what they said; prints where each rating shown comes from.
 * @returns each rating's source and date, for the build's report.
 * @throws {CmsError} when the CMS's facts cannot be read (the build fails, as it would while rendering).
 */
export async function readRegulators(cms: { url: string; token: string }): Promise<RatingChoice[]> {
  const config = readCmsConfig({ ...process.env, STRAPI_URL: cms.url, STRAPI_TOKEN: cms.token });
  // The facts' own warnings are printed when the pages are made; here only their ids and dates are wanted.
  const facts = await fetchFactSheet(createContentClient(config), config.mediaOrigin, () => {});
  const file = regulatorRecordFile(config.mediaCacheDir);
  const record = await refreshRegulators(
    facts,
    await readRegulatorRecord(file),
    readRegulatorSettings(),
    todayInKent(),
    (line) => console.warn(`build: ${line}`),
  );
  await writeRegulatorRecord(file, record);
  const { choices } = applyRegulators(facts, record);
  for (const choice of choices) console.log(`build: ${choice.line}`);
  return choices;
}

/** What the stage tells the build. */
export type RegulatorsReport = { ratings: RatingChoice[] } | { failure: string };

if (isEntryPoint(import.meta.filename)) {
  const report = process.env.SITE_REGULATORS_REPORT;
  const write = (answer: RegulatorsReport) => report && writeFileSync(report, JSON.stringify(answer));
  readRegulators({ url: process.env.STRAPI_URL ?? '', token: process.env.STRAPI_TOKEN ?? '' }).then(
    (ratings) => write({ ratings }),
    (error: unknown) => {
      write({ failure: error instanceof Error ? error.message : String(error) });
      process.exitCode = 1;
    },
  );
}
