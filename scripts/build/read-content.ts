// The first stage's work, in the process read-cms.ts starts (with the react-server condition, under which the content
// layer's server-only guard lets it read the CMS's settings and token): lib/cms's readEverything, with its lines said
// as the build's and the photos' progress shown.
import { readEverything } from '../../lib/cms';
import { showProgress } from '../shared/progress';
import type { ReadReport } from './read-cms';

/**
 * Reads the regulators and every part of the CMS's content once, as the pages will; says what it skipped, and how
 * far the photos are while they are encoded.
 * @returns what it found, or why the CMS could not be read (in the words the build's last line gives it).
 */
export async function readContent(env: NodeJS.ProcessEnv = process.env): Promise<ReadReport> {
  try {
    const read = await readEverything({
      env,
      say: (line) => console.log(`build: ${line}`),
      warn: (line) => console.warn(`build: ${line}`),
      watch: (stats) =>
        showProgress('build: photos', () => ({
          done: stats.seen.size,
          detail: `${stats.encoded.size} encoded`,
        })),
    });
    return { ok: true, ...read };
  } catch (error) {
    return { ok: false, failure: error instanceof Error ? error.message : String(error) };
  }
}
