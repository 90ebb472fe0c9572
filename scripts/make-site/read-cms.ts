// The build's first stage: read the CMS. Every part of the content is read, checked and reshaped once, each photo is
// made the site's own in the image pipeline's cache (the cold encode of a large gallery happens here, with its
// progress), the regulators are asked for their ratings, and all of it is written to the store every page reads
// (lib/cms/store.ts). A CMS that cannot be read stops the build here, in one line, before a page is made; what is
// skipped is said here, once.
//
// It runs in a process of its own with the react-server condition, under which the content layer's server-only guard
// lets it read the CMS's settings and token, and tells the build what it found over Node's message channel: a
// ReadReport, with one writer (that process) and one reader (readCms).
import type { EverythingRead } from '../../lib/cms';
import { envWithCms, type Cms } from '../embedded-cms';
import { isEntryPoint, run, tellParent, showProgress } from '../shared';

/** What the first stage tells the build: what it read (lib/cms's readEverything), or why it could not. */
export type ReadReport = ({ ok: true } & EverythingRead) | { ok: false; failure: string };

const isReport = (message: unknown): message is ReadReport =>
  typeof message === 'object' && message !== null && 'ok' in message;

/**
 * Runs the stage in its own process against `cms`, with `extra` over this process's environment, writing the store
 * to `storeFile`.
 */
export async function readCms(
  cms: Pick<Cms, 'url' | 'token'>,
  storeFile: string,
  extra: Record<string, string> = {},
): Promise<ReadReport> {
  let report: ReadReport | undefined;
  const finished = await run(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', import.meta.filename, storeFile],
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

/**
 * The stage's own process: reads the regulators and every part of the CMS's content once, saying what it skipped and
 * how far the photos are while they are encoded, and writes the store to the file its one argument names; tells the
 * build what it found (or why the CMS could not be read, in the words the build's last line gives it), and ends.
 */
async function main(storeFile: string) {
  // Imported here, not above: the content layer loads only under the react-server condition this process has.
  const { readEverything } = await import('../../lib/cms');
  let report: ReadReport;
  try {
    const read = await readEverything({
      storeFile,
      say: (line) => console.log(`build: ${line}`),
      warn: (line) => console.warn(`build: ${line}`),
      watch: (stats) =>
        showProgress('build: photos', () => ({
          done: stats.seen.size,
          detail: `${stats.encoded.size} encoded`,
        })),
    });
    report = { ok: true, ...read };
  } catch (error) {
    report = { ok: false, failure: error instanceof Error ? error.message : String(error) };
  }
  await tellParent(report);
  process.exit(report.ok ? 0 : 1);
}

if (isEntryPoint(import.meta.filename)) void main(process.argv[2]!);
