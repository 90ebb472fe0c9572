// Runs after `npm install`: cuts the site's web fonts and writes the files made from them and from the palette
// (shared/generated.ts), gives cms/ the site's content rules (embedded-cms/site-rules.ts), then installs the embedded
// CMS's own dependencies in cms/, unless STRAPI_URL says another CMS is used. Its tree stays separate (its admin panel uses React 18; the site uses React 19).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureGenerated, onSupportedNode, SUPPORTED_NODE_MAJOR, cmsDir } from './shared';
import { installCms, writeSiteRules } from './embedded-cms';

// npm runs this with the project's node_modules/.bin first on PATH, so on the Node.js the `node` package brings.
if (!onSupportedNode())
  console.warn(
    `postinstall: this runs on Node.js ${process.version}, not ${SUPPORTED_NODE_MAJOR}: the \`node\` package did not ` +
      'install (check that npm may run its preinstall: allowScripts in package.json)',
  );

await ensureGenerated({ log: (line) => console.log(`postinstall: ${line}`) });

if (!existsSync(path.join(cmsDir, 'package.json'))) {
  console.log('postinstall: no cms/ folder here; skipping the embedded CMS');
} else {
  // The site's rules, for any CMS made from cms/ (a hosted one included), which loads them as it starts.
  writeSiteRules();
  console.log("postinstall: wrote the site's content rules for the CMS (cms/src/site-rules.js)");
  if (process.env.STRAPI_URL?.trim()) {
    console.log('postinstall: STRAPI_URL is set, so the embedded CMS in cms/ is not installed');
  } else {
    // On the Node.js that runs the project, its database driver built against that Node's own headers.
    console.log(
      `postinstall: installing the embedded CMS in cms/ for Node.js ${process.version} (the first time takes a few minutes)`,
    );
    installCms();
  }
}
