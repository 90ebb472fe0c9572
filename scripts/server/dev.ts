// `npm run dev`: the Next.js development server at http://127.0.0.1:3000, reading from the CMS (the embedded one
// when STRAPI_URL is not set, running for as long as the dev server does). The photos the pages use are copied from
// the image pipeline's cache into public/media (git-ignored), where the dev server finds them.
import { envWithCms, withCms } from '../embedded-cms';
import { ensureFonts } from '../build/fonts';
import { run } from '../processes';

await ensureFonts();

const code = await withCms(async (cms) => {
  const dev = await run(
    'npx',
    ['next', 'dev', '--hostname', '127.0.0.1', '--port', '3000', ...process.argv.slice(2)],
    { env: envWithCms(cms) },
  );
  return dev.code ?? 0;
});
process.exit(code);
