// Where the project is, for scripts run from anywhere (npm runs them from the root; tests and tools may not).
import path from 'node:path';

/** The project's root folder. */
export const rootDir = path.resolve(import.meta.dirname, '..');
/** The embedded Strapi's folder, a package of its own. */
export const cmsDir = path.join(rootDir, 'cms');
