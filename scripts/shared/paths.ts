// Where the project is, for scripts run from anywhere (npm runs them from the root; tests and tools may not).
import path from 'node:path';

/** The project's root folder. */
export const rootDir = path.resolve(import.meta.dirname, '..', '..');
/** The embedded Strapi's folder, a package of its own. */
export const cmsDir = path.join(rootDir, 'cms');
/** The store a build's first stage writes and its pages read (lib/cms/store.ts), kept beside out/ after the build. */
export const siteStoreFile = path.join(rootDir, '.site-store', 'published.v8');
/**
 * Where `npm run dev` links the photo cache's files into public/, for its server to find them. The build removes the
 * link first: Next.js would copy every cached photo through it into the export.
 */
export const devMediaLink = path.join(rootDir, 'public', 'media');
/**
 * The tests' package of PostgreSQL's server binaries (testing/postgres.ts), which `npm test` installs on its first run,
 * so that no other install carries them.
 */
export const testPostgresPackage = path.join(rootDir, 'scripts', 'testing', 'postgres-server');
