// `npm run dev`: the Next.js development server at http://127.0.0.1:3000, reading from the CMS (the embedded one
// when STRAPI_URL is not set, running for as long as the dev server does). The photos the pages use are made into the
// image pipeline's cache as pages are rendered; public/media (git-ignored) is a link to the cache's files, where the
// dev server finds them as soon as they are made.
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { mediaCacheDir, mediaFilesDir } from '../../lib/cms/tools';
import { ensureGenerated, devMediaLink, run, tool } from '../shared';
import { envWithCms, withCms } from '../embedded-cms';

await ensureGenerated();
// public/media: a link to the photo cache's files, in place of whatever an older dev server left there.
const files = mediaFilesDir(mediaCacheDir());
mkdirSync(files, { recursive: true });
rmSync(devMediaLink, { recursive: true, force: true });
symlinkSync(files, devMediaLink, 'dir');

const code = await withCms(async (cms) => {
  const dev = await run(
    tool('next'),
    ['dev', '--hostname', '127.0.0.1', '--port', '3000', ...process.argv.slice(2)],
    { env: envWithCms(cms) },
  );
  return dev.code ?? 0;
});
process.exit(code);
