// The CMS suite's global tear-down: stops the PostgreSQL its set-up started (and deletes its data).
import type { Postgres } from './postgres';

export default async function tearDown() {
  await (globalThis as { cmsSuitePostgres?: Postgres }).cmsSuitePostgres?.stop();
}
