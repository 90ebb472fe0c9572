// Builds Strapi's admin panel for editors.
//
// `strapi build` looks for a tsconfig.json in every folder above the app, finds the website's one level up, and
// then tries to compile this JavaScript project as TypeScript. Strapi's own runtime check only looks inside the app,
// so calling the build directly with no tsconfig is what `strapi build` would do here if the CMS stood alone.
// These are internal paths of the pinned @strapi/strapi version: if they move, this fails at once, by name.
const path = require('path');

const strapiRoot = path.dirname(require.resolve('@strapi/strapi/package.json'));
const { build } = require(path.join(strapiRoot, 'dist/src/node/build.js'));
const { createLogger } = require(path.join(strapiRoot, 'dist/src/cli/utils/logger.js'));

const appDir = path.resolve(__dirname, '..');

build({
  cwd: appDir,
  logger: createLogger({ debug: false, silent: false, timestamp: false }),
  tsconfig: undefined,
  bundler: 'vite',
  minify: true,
  sourcemap: false,
  stats: false,
}).then(
  () => process.exit(0),
  (error) => {
    console.error(`cms: the admin panel build failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
