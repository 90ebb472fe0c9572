// The CMS suite's global set-up (npm run test:cms): on PostgreSQL, the server its test files share.
import path from 'node:path';
import { sayNodeVersion, rootDir } from '../shared';
import { onPostgres, startSuitePostgres } from './cms-database';
import { ensurePostgresBinaries } from './postgres';

export default async function setUp() {
  // Its CMSs run on this Node.js too (they are started with process.execPath).
  sayNodeVersion('the CMS suite');
  if (onPostgres()) ensurePostgresBinaries();
  const server = await startSuitePostgres(path.join(rootDir, 'test-results', 'cms-postgres'));
  (globalThis as { cmsSuitePostgres?: unknown }).cmsSuitePostgres = server;
}
