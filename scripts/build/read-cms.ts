// The build's first stage: read the CMS. Every part of the content is read and checked once, each photo is made the
// site's own in the image pipeline's cache (the cold encode of a large gallery happens here, with its progress), and
// the regulators are asked for their ratings. A CMS that cannot be read stops the build here, in one line, before a
// page is made; what is skipped is said here, once.
//
// It runs in a process of its own with the react-server condition (see read-content.ts), and tells the build what it
// found over Node's message channel: a ReadReport, with one writer (that process) and one reader (readCms).
import type { RatingChoice } from '../../lib/regulators';
import { envWithCms, type Cms } from '../embedded-cms';
import { isEntryPoint, run, tellParent } from '../shared/processes';

/** What the photos took, as the first stage found them. */
export interface PhotoWork {
  /** Photos the pages use, and of those, the ones not in the cache, which had to be downloaded and encoded. */
  seen: number;
  encoded: number;
  downloads: number;
  encodeSeconds: number;
}

/** What the first stage tells the build. */
export type ReadReport =
  | {
      ok: true;
      /** The day the content was read for, in Kent: the pages are made for it too. */
      today: string;
      /** Where each rating shown comes from (the editors, or the regulator's API) and its date. */
      ratings: RatingChoice[];
      photos: PhotoWork;
      /** How long each part of the content took to read, in ms, by its label. */
      readMs: Record<string, number>;
      /** What the CMS answered, by path and query under its API's base URL (null: not found): what the pages read. */
      answers: Record<string, string | null>;
    }
  | { ok: false; failure: string };

const isReport = (message: unknown): message is ReadReport =>
  typeof message === 'object' && message !== null && 'ok' in message;

/** Runs the stage in its own process against `cms`, with `extra` over this process's environment. */
export async function readCms(
  cms: Pick<Cms, 'url' | 'token'>,
  extra: Record<string, string> = {},
): Promise<ReadReport> {
  let report: ReadReport | undefined;
  const finished = await run(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', import.meta.filename],
    {
      env: envWithCms(cms, extra),
      onMessage: (message) => {
        if (isReport(message)) report = message;
      },
    },
  );
  return (
    report ?? {
      ok: false,
      failure: `reading the CMS failed${finished.ok ? '' : ' (its output above says why)'}`,
    }
  );
}

/** The stage's own process: reads, tells the build, and ends. */
async function main() {
  // Imported here, not above: the content layer loads only under the react-server condition this process has.
  const { readContent } = await import('./read-content');
  const report = await readContent();
  await tellParent(report);
  process.exit(report.ok ? 0 : 1);
}

if (isEntryPoint(import.meta.filename)) void main();
