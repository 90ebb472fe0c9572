// The static server the end-to-end tests run against (Playwright's globalSetup): out/ served as `npm run serve`
// serves it, started with a limit and one retry like every server the tests start (scripts/shared/starts.ts), and stopped
// when the run ends. Playwright's own webServer option waits without a retry.
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { sayNodeVersion } from '../shared/node-runtime';
import { rootDir } from '../shared/paths';
import { endChild, scriptArgs } from '../shared/processes';
import { startServer } from '../shared/starts';

/** The static server answers in well under a second here; 30 s covers a machine with every core busy. */
const START_LIMIT_MS = 30_000;

export default async function startSite(config: FullConfig): Promise<() => Promise<void>> {
  sayNodeVersion('the browser tests');
  const baseURL = String(config.projects[0]?.use.baseURL);
  // Something else on the port would be tested in its place: refuse, as Playwright's reuseExistingServer: false did.
  const taken = await fetch(baseURL, { signal: AbortSignal.timeout(2_000) }).then(
    () => true,
    () => false,
  );
  if (taken)
    throw new Error(`something already answers at ${baseURL}: stop it, or set E2E_PORT to another port`);
  const server = await startServer({
    what: 'the static server for the end-to-end tests',
    command: process.execPath,
    args: scriptArgs('server/serve.ts', ['--port', new URL(baseURL).port]),
    cwd: rootDir,
    logFile: path.join(rootDir, 'test-results', 'e2e-server.log'),
    healthUrl: baseURL,
    limitMs: START_LIMIT_MS,
  });
  // SIGTERM, then SIGKILL if it has not exited 5 s later.
  return () => endChild(server, 'SIGTERM', 5_000);
}
