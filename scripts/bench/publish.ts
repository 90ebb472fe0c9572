// `npm run bench:publish [-- <git revision>]`: how long a one-word change takes from the editor's publish to the page
// the static server serves, as `npm start` runs it (the embedded CMS on a fresh copy of the sample content, its
// webhook, the receiver's debounce, one static build and the swap). Five publishes of a team member's role, one after
// another, each timed from the publish's request to /team reading the new word; it prints each time and their median
// and writes them to test-results/bench-publish.json.
//
// Given a revision (`npm run bench:publish -- main`), it measures that commit the same way in the same run, first,
// in a git worktree of its own in the system's temporary folder (this checkout's node_modules lent to it as hard links, its generated files made by its
// own postinstall), and prints the two medians side by side. A benchmark, not a test: `npm test` does not run it, and
// nothing here passes or fails on a time.
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  createWriteStream,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cmsRequest, registerWriter } from '../embedded-cms';
import { rootDir, unusedPort } from '../shared';
import { sampleCmsCopy } from '../testing';
import { writeFigures } from './sites';

const ROUNDS = 5;
/** How long npm start may take to serve the site the first time (the admin panel's build included). */
const START_LIMIT_MS = 600_000;
/** How long one publish may take to reach the page before the benchmark gives up on it. */
const PUBLISH_LIMIT_MS = 120_000;
/** Passed to the copy of this script run in another revision's worktree: measure there, write the figures to this file. */
const ONLY_HERE = '--measure-here-into';

/**
 * Where a publish's time goes, read from what npm start says as it says it: from the publish to the receiver's first
 * line of it, then from each line below (the first of its kind) to the next one said, the last until the page reads
 * the new word. Each names what happens after its line.
 */
const STEPS: { after: RegExp; step: string }[] = [
  { after: /^rebuild: entry\.publish of team /, step: 'quiet before building' },
  { after: /^rebuild: building for /, step: 'starting the build' },
  { after: /^build: reading content from /, step: 'reading the CMS' },
  { after: /^▲ Next\.js /, step: 'starting Next.js' },
  { after: /Creating an optimized production build/, step: 'compiling' },
  { after: /Collecting page data/, step: 'collecting page data' },
  { after: /Generating static pages using \d+ workers? \(0\//, step: 'rendering pages' },
  { after: /✓ Generating static pages/, step: 'finishing Next.js' },
  { after: /^build: photos: /, step: 'photos, CSP and the swap' },
];

/** Each step's time in one publish, from `lines` (each with when it was said) between `from` and `to`. */
function stepsOf(lines: { at: number; line: string }[], from: number, to: number) {
  const marks = STEPS.map(({ after, step }) => ({
    step,
    at: lines.find(({ at, line }) => at >= from && at <= to && after.test(line))?.at,
  }));
  const first = marks.find((mark) => mark.at !== undefined)?.at;
  return [
    { step: 'publish to the receiver', ms: first === undefined ? null : Math.round(first - from) },
    ...marks.map(({ step, at }, index) => {
      const next = marks.slice(index + 1).find((later) => later.at !== undefined)?.at ?? to;
      return { step, ms: at === undefined ? null : Math.round(next - at) };
    }),
  ];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Polls `check` every 100 ms until it is true, or fails after `limitMs` naming `what`. */
async function until(what: string, limitMs: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + limitMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline)
      throw new Error(`bench:publish: gave up after ${limitMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

/** `npm start` in this checkout on a fresh copy of the sample content, five publishes timed; @returns each time in ms. */
async function measureHere(): Promise<number[]> {
  const content = await sampleCmsCopy('bench-publish', { database: 'sqlite' });
  const [sitePort, receiverPort, cmsPort, previewPort] = [
    await unusedPort(),
    await unusedPort(),
    await unusedPort(),
    await unusedPort(),
  ];
  const site = `http://127.0.0.1:${sitePort}`;
  const receiver = `http://127.0.0.1:${receiverPort}`;
  const cms = `http://127.0.0.1:${cmsPort}`;
  const secret = randomBytes(24).toString('hex');
  const firstAdminKey = randomBytes(24).toString('hex');
  const out = path.join(rootDir, '.bench', 'publish');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(sitePort),
    RECEIVER_PORT: String(receiverPort),
    PREVIEW_PORT: String(previewPort),
    CMS_PORT: String(cmsPort),
    ...content.env,
    DEPLOY_HOOK_URL: `${receiver}/deploy-hook`,
    DEPLOY_HOOK_SECRET: secret,
    CMS_FIRST_ADMIN_KEY: firstAdminKey,
    SITE_OUT_DIR: path.join(out, 'out'),
  };
  delete env.STRAPI_URL;
  delete env.STRAPI_TOKEN;
  let said = '';
  const lines: { at: number; line: string }[] = [];
  const log = createWriteStream(path.join(out, 'npm-start.log'));
  const start = spawn(process.execPath, ['--import', 'tsx', 'scripts/server/start.ts'], {
    cwd: rootDir,
    env,
    detached: true,
  });
  for (const stream of [start.stdout, start.stderr]) {
    stream.setEncoding('utf8');
    let partial = '';
    stream.on('data', (chunk: string) => {
      said = (said + chunk).slice(-20_000);
      const parts = (partial + chunk).split('\n');
      partial = parts.pop()!;
      const at = performance.now();
      for (const line of parts) lines.push({ at, line: line.trim() });
      log.write(chunk);
    });
  }
  const stopped = new Promise((resolve) => start.once('exit', resolve));
  const served = async (pathname: string) => {
    if (start.exitCode !== null)
      throw new Error(`npm start exited (${start.exitCode}):\n${said.slice(-2000)}`);
    const answer = await fetch(`${site}${pathname}`, { signal: AbortSignal.timeout(10_000) });
    return answer.ok ? (await answer.text()).replaceAll('<!-- -->', '') : '';
  };
  const settled = async () => {
    const answer = await fetch(`${receiver}/status`, {
      headers: { Authorization: `Bearer ${secret}` },
      signal: AbortSignal.timeout(10_000),
    });
    const now = (await answer.json()) as { running: boolean; pending: boolean };
    return !now.running && !now.pending;
  };
  try {
    console.log(`bench:publish: starting npm start in ${rootDir}`);
    await until('npm start to serve the site', START_LIMIT_MS, async () => {
      if (start.exitCode !== null) throw new Error(`npm start exited:\n${said.slice(-2000)}`);
      // The preview's first build too: a publish made while it runs waits for the folder it holds.
      const saidLine = (start: string) => lines.some(({ line }) => line.startsWith(start));
      return (
        saidLine('start: rebuilding on publish') &&
        saidLine('start: the preview answers ') &&
        (await served('/team')) !== ''
      );
    });
    const { token } = await registerWriter(
      { url: cms, firstAdminKey },
      { email: 'bench@wealdhaven-house.example', password: `Bench-${randomBytes(12).toString('hex')}` },
    );
    const { data: members } = await cmsRequest<{ data: { documentId: string }[] }>(
      cms,
      '/api/teams?sort=name:asc&pagination[pageSize]=1',
      { token },
    );
    const member = members[0]!.documentId;
    const took: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      await until('the rebuilds to settle', PUBLISH_LIMIT_MS, settled);
      // One new word in the role, letters only so that it reads the same in the HTML.
      const word = [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
      const started = performance.now();
      await cmsRequest(cms, `/api/teams/${member}`, {
        method: 'PUT',
        token,
        body: { data: { role: `Activities assistant, ${word}` } },
      });
      await until(`"${word}" on /team`, PUBLISH_LIMIT_MS, async () => (await served('/team')).includes(word));
      const ended = performance.now();
      took.push(ended - started);
      const steps = stepsOf(lines, started, ended)
        .map(({ step, ms }) => `${step} ${ms === null ? '?' : seconds(ms)}`)
        .join(', ');
      console.log(
        `bench:publish: publish ${round} of ${ROUNDS} -> on /team in ${seconds(took.at(-1)!)} (${steps})`,
      );
    }
    return took;
  } finally {
    start.kill('SIGTERM');
    const ended = await Promise.race([stopped.then(() => true), sleep(20_000).then(() => false)]);
    if (!ended && start.pid) process.kill(-start.pid, 'SIGKILL');
    log.end();
    await content.remove({ port: cmsPort });
  }
}

/**
 * The same measurement made in `revision`: a worktree of it under .bench/, this checkout's installed packages linked
 * into it, its own generated files made by its postinstall (the CMS's install skipped), and this script copied in.
 */
function measureAt(revision: string): number[] {
  const commit = execFileSync('git', ['rev-parse', '--short', revision], {
    cwd: rootDir,
    encoding: 'utf8',
  }).trim();
  const tree = path.join(tmpdir(), `bench-publish-at-${commit}-${process.pid}`);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: rootDir, stdio: 'inherit' });
  git('worktree', 'add', '--detach', tree, commit);
  try {
    // The site's packages copied as hard links (Turbopack does not follow a node_modules linked from outside the
    // project), the CMS's linked.
    execFileSync('cp', ['-al', path.join(rootDir, 'node_modules'), path.join(tree, 'node_modules')]);
    symlinkSync(path.join(rootDir, 'cms', 'node_modules'), path.join(tree, 'cms', 'node_modules'));
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/postinstall.ts'], {
      cwd: tree,
      // Another CMS named, so that its postinstall writes the generated files and installs nothing.
      env: { ...process.env, STRAPI_URL: 'http://127.0.0.1:9' },
      stdio: 'inherit',
    });
    mkdirSync(path.join(tree, 'scripts', 'bench'), { recursive: true });
    copyFileSync(import.meta.filename, path.join(tree, 'scripts', 'bench', 'publish.ts'));
    const figures = path.join(tree, '.bench', 'publish-figures.json');
    console.log(`bench:publish: measuring ${commit} in ${tree}`);
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench/publish.ts', ONLY_HERE, figures], {
      cwd: tree,
      stdio: 'inherit',
    });
    return JSON.parse(readFileSync(figures, 'utf8')) as number[];
  } finally {
    git('worktree', 'remove', '--force', tree);
  }
}

const here = process.argv.indexOf(ONLY_HERE);
if (here !== -1) {
  const figures = process.argv[here + 1]!;
  const took = await measureHere();
  mkdirSync(path.dirname(figures), { recursive: true });
  writeFileSync(figures, JSON.stringify(took));
} else {
  const revision = process.argv[2];
  const before = revision ? { revision, took: measureAt(revision) } : undefined;
  const took = await measureHere();
  const line = (name: string, times: number[]) =>
    `bench:publish: ${name}: median ${seconds(median(times))} of ${times.length} (${times.map(seconds).join(', ')})`;
  if (before) console.log(line(before.revision, before.took));
  console.log(line('this checkout', took));
  writeFigures('bench-publish', {
    rounds: ROUNDS,
    thisCheckout: { medianMs: Math.round(median(took)), ms: took.map(Math.round) },
    ...(before && {
      [before.revision]: { medianMs: Math.round(median(before.took)), ms: before.took.map(Math.round) },
    }),
  });
}
