// Gate: Lighthouse on every route, mobile emulation: accessibility, best practices and SEO 100. These three read the
// page, not the clock, so one run a route decides them. Performance is not a gate: its score depends on how busy the
// machine is (the same build scored 86 and 95 minutes apart on a shared 2-core machine), so it is measured side by
// side with a bare Next.js page by `npm run bench:perf` instead. Serves out/ itself, which holds everything the pages
// load, photos included. Usage: npm run check:lighthouse [-- --port 3200] [-- /route ...]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { routes as allRoutes } from '../../lib/routes';
import { chromiumArgs, systemChromium, rootDir, recordFault, runScript, tellParent } from '../shared';
import { createStaticServer } from '../server';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '3200' },
    lanes: { type: 'string', default: '2' },
  },
});
const routes: readonly string[] = positionals.length ? positionals : allRoutes;
const lanes = Math.max(1, Math.min(Number(values.lanes) || 1, routes.length));
const THRESHOLDS: Record<string, number> = { accessibility: 100, 'best-practices': 100, seo: 100 };

const chromePath = systemChromium ?? chromium.executablePath();
/** The ids of a category's audits that did not pass, so that a failure says what to fix. */
function failingAudits(report: Result, category: string): string[] {
  return (report.categories[category]?.auditRefs ?? [])
    .filter((ref) => {
      const score = report.audits[ref.id]?.score;
      return ref.weight > 0 && typeof score === 'number' && score < 1;
    })
    .map((ref) => ref.id);
}

/**
 * How long one Lighthouse run may take (about 6 s a page here): a Chromium that stops answering or a page that never
 * settles ends the run at this limit, and the run is tried once more in a fresh Chromium.
 */
const RUN_LIMIT_MS = 2 * 60_000;

/**
 * One Chromium, running Lighthouse on one route after another through its Node API: a Lighthouse CLI and a Chromium
 * started for each route took 17 s a route (223 s in all in one CI run; here 197 s against 117 s). Lighthouse
 * resets the origin's storage before each run. Two runs cannot overlap in one process: Lighthouse's timing marks are
 * global to it.
 */
function chromeForLighthouse() {
  let browser: Promise<LaunchedChrome> | undefined;
  const chrome = () =>
    (browser ??= launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumArgs] }).catch(
      (error: unknown) => {
        const line = `lighthouse: Chromium did not start: ${error instanceof Error ? error.message : error}`;
        recordFault(line);
        throw new Error(line);
      },
    ));
  async function close() {
    const running = browser;
    browser = undefined;
    await (await running?.catch(() => undefined))?.kill();
  }

  /**
   * One Lighthouse run. Lighthouse sometimes fails to record its trace (NO_NAVSTART and the like); such a run, which
   * has no scores at all, is tried again up to four times. Low scores are never retried.
   */
  async function runLighthouse(route: string): Promise<Result> {
    const url = `http://127.0.0.1:${values.port}${route}`;
    for (let attempt = 1; ; attempt += 1) {
      const { port } = await chrome();
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<'timed out'>((resolve) => {
        timer = setTimeout(() => resolve('timed out'), RUN_LIMIT_MS);
      });
      const outcome = await Promise.race([
        lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(THRESHOLDS),
          // A picture of the whole page, for a report no one opens here: 127 s for the 13 routes with it, 109 s
          // without, one after the other on the same machine (to keep the suite quick).
          disableFullPageScreenshot: true,
        }),
        limit,
      ])
        .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))
        .finally(() => clearTimeout(timer));
      if (outcome === 'timed out') {
        await close();
        const line = `lighthouse: no report on ${route} within ${RUN_LIMIT_MS / 60_000} min (Chromium or the page did not answer)`;
        if (attempt >= 2) {
          recordFault(line);
          throw new Error(line);
        }
        console.log(`  ${line}; running it again in a fresh Chromium`);
        continue;
      }
      if (outcome && !(outcome instanceof Error) && !outcome.lhr.runtimeError) return outcome.lhr;
      const reason =
        outcome instanceof Error
          ? outcome.message
          : outcome
            ? `${outcome.lhr.runtimeError!.code}: ${outcome.lhr.runtimeError!.message}`
            : 'no report';
      if (attempt >= 5 || !/Runtime error|NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/.test(reason)) {
        throw new Error(`lighthouse failed on ${route}: ${reason}`);
      }
      console.log(`  lighthouse could not record ${route} (${reason.slice(0, 120)}); running it again`);
    }
  }
  return { runLighthouse, close };
}

const failuresFound = lanes > 1 ? await inLanes() : await audit();
process.exit(failuresFound === 0 ? 0 : 1);

/** What a lane tells the gate of each route, as it finishes it. */
type RouteResult = { route: string; row: string; failed: number };

/**
 * The routes dealt in turn to `lanes` processes, each this gate on its share with its own Chromium and server (two
 * Lighthouse runs cannot share a process), and the rows shown in the routes' order. On two cores, the 13 routes
 * took 104 s in one lane and 87 s in two, back to back (to keep the suite quick). A lane that fails before it reports
 * every route shows its own output, and fails the gate.
 */
async function inLanes() {
  const results = new Map<string, RouteResult>();
  const finished = await Promise.all(
    Array.from({ length: lanes }, (_, lane) =>
      runScript(
        'gates/lighthouse.ts',
        [
          ...['--lanes', '1', '--port', String(Number(values.port) + lane)],
          ...routes.filter((_, index) => index % lanes === lane),
        ],
        {
          output: 'keep',
          onMessage: (message) => results.set((message as RouteResult).route, message as RouteResult),
        },
      ),
    ),
  );
  console.log('route      a11y  best  seo');
  let failures = 0;
  for (const route of routes) {
    const result = results.get(route);
    console.log(result?.row ?? `${route.padEnd(10)} no result`);
    failures += result ? result.failed : 1;
  }
  for (const [lane, { ok, output }] of finished.entries()) {
    if (!ok && output.trim())
      console.log(`\nlighthouse: lane ${lane + 1} of ${lanes} said:\n${output.trim()}`);
  }
  console.log(
    `lighthouse: ${routes.length} routes in ${lanes} lanes, ${failures} scores below their threshold or not measured`,
  );
  return failures;
}

async function audit() {
  const server = createStaticServer({ root: path.resolve(rootDir, process.env.SITE_OUT_DIR ?? 'out') });
  await new Promise<void>((resolve) => server.listen(Number(values.port), '127.0.0.1', resolve));
  let failures = 0;
  try {
    const { runLighthouse, close } = chromeForLighthouse();
    console.log('route      a11y  best  seo');
    try {
      for (const route of routes) {
        const report = await runLighthouse(route);
        const scores = Object.fromEntries(
          Object.keys(THRESHOLDS).map((key) => [key, Math.round((report.categories[key]?.score ?? 0) * 100)]),
        );
        const failed = Object.entries(THRESHOLDS).filter(([key, minimum]) => scores[key]! < minimum);
        failures += failed.length;
        const below = failed.flatMap(([key]) => failingAudits(report, key));
        const row =
          `${route.padEnd(10)} ${String(scores.accessibility).padStart(4)}  ${String(scores['best-practices']).padStart(4)}  ${String(scores.seo).padStart(3)}` +
          (failed.length
            ? `  BELOW: ${failed.map(([key, minimum]) => `${key} < ${minimum}`).join(', ')} (${below.join(', ')})`
            : '');
        console.log(row);
        await tellParent({ route, row, failed: failed.length } satisfies RouteResult);
      }
    } finally {
      await close();
    }
  } finally {
    server.close();
  }
  console.log(`lighthouse: ${routes.length} routes, ${failures} scores below their threshold`);
  return failures;
}
