// The CMS suite's global set-up (npm run test:cms): on PostgreSQL, the server its test files share.
import path from 'node:path';
import { rootDir } from '../shared/paths';
import { startSuitePostgres } from './cms-database';

export default async function setUp() {
  const server = await startSuitePostgres(path.join(rootDir, 'test-results', 'cms-postgres'));
  (globalThis as { cmsSuitePostgres?: unknown }).cmsSuitePostgres = server;
}
