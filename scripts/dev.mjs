// `npm run dev`: the Next.js development server at http://127.0.0.1:3000, reading from the CMS (the embedded one
// when STRAPI_URL is not set, running for as long as the dev server does). The photos the pages use are copied from
// the image pipeline's cache into public/media (git-ignored), where the dev server finds them.
import { spawn } from 'node:child_process';
import { envWithCms, rootDir, withCms } from './cms.mjs';
import { ensureFonts } from './fonts.mjs';

await ensureFonts();

const code = await withCms(
  (cms) =>
    new Promise((resolve) => {
      const dev = spawn(
        'npx',
        ['next', 'dev', '--hostname', '127.0.0.1', '--port', '3000', ...process.argv.slice(2)],
        {
          cwd: rootDir,
          env: envWithCms(cms),
          stdio: 'inherit',
        },
      );
      process.once('SIGINT', () => dev.kill('SIGINT'));
      process.once('SIGTERM', () => dev.kill('SIGTERM'));
      dev.on('exit', (status) => resolve(status ?? 0));
    }),
);
process.exit(code);
