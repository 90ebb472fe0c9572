// The embedded CMS's life cycle, shared by build, start, dev and the test runners.
//
// When STRAPI_URL and STRAPI_TOKEN are set, that CMS is used and the embedded one is never started. Otherwise the
// embedded Strapi in cms/ is installed if needed, given local secrets, seeded on its first run, started on
// 127.0.0.1 (CMS_PORT, default 1337), waited for, and stopped when the work is done.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir, nativeBuildEnv, endChild, startServer } from '../shared';
import { SEED_EDITION, SITE_TOKEN_LIFESPAN_MS, SITE_TOKEN_RENEW_MS } from '../../lib/cms/tools';
import { writeSiteRules } from './site-rules';

/** Strapi's command-line entry point, run with this Node. */
export const strapiBin = path.join(cmsDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');

/**
 * How long Strapi may take to answer /_health: about 4 s on a quiet machine, 10 to 20 s with a core kept busy, more
 * when it migrates a database an older seed made. A start that takes longer is ended and tried once more.
 */
const START_LIMIT_MS = 120_000;
/** How long the seed may run: about a minute for the sample photos' formats on a quiet machine. */
const SEED_LIMIT_MS = 10 * 60_000;

/**
 * Where the embedded CMS's seed writes the site's read-only API token, relative to cms/ (CMS_TOKEN_FILE changes it).
 * The seed (cms/scripts/seed.js) is told this path by cmsEnv; the secrets gate looks for the token here.
 */
export const DEFAULT_TOKEN_FILE = '.tmp/api-token';
/** Where it writes the preview's token, which reads drafts too, relative to cms/ (CMS_PREVIEW_TOKEN_FILE changes it). */
export const DEFAULT_PREVIEW_TOKEN_FILE = '.tmp/preview-token';

export interface EmbeddedCmsOptions {
  /** Default: CMS_PORT, else 1337. */
  port?: number;
  /** Relative to cms/. Default: DATABASE_FILENAME, else .tmp/data.db. */
  databaseFile?: string;
  /** Relative to cms/. Default: CMS_TOKEN_FILE, else DEFAULT_TOKEN_FILE. */
  tokenFile?: string;
  /** Relative to cms/. Default: CMS_PREVIEW_TOKEN_FILE, else beside `tokenFile`, else DEFAULT_PREVIEW_TOKEN_FILE. */
  previewTokenFile?: string;
  /** How many gallery items the seed publishes (its default is 32). */
  galleryCount?: number;
  /** More environment for Strapi. */
  env?: Record<string, string>;
}

export interface EmbeddedCms {
  url: string;
  /** The build's token: it reads what is published. */
  token: string;
  /** The preview's token: it reads drafts too. */
  previewToken: string;
  /**
   * The one-time key its first administrator is made with (cms/src/middlewares/first-admin.js), while it has none:
   * `${url}/admin/first-administrator?key=${firstAdminKey}` in a browser, or registerWriter.
   */
  firstAdminKey: string;
  stop(): Promise<void>;
  process: ChildProcess;
  logFile: string;
}

/** A CMS to read content from: the configured one, or the embedded one (with its process). */
export type Cms =
  | { url: string; token: string; embedded: false }
  | { url: string; token: string; embedded: true; strapi: EmbeddedCms };

function log(message: string) {
  console.log(`cms: ${message}`);
}

/** What the CMS's native module (better-sqlite3) was last built for: the Node.js ABI, process.versions.modules. */
const BUILT_FOR = path.join(cmsDir, 'node_modules', '.built-for-node');
const builtForThisNode = () =>
  existsSync(BUILT_FOR) && readFileSync(BUILT_FOR, 'utf8').trim() === process.versions.modules;

/** Runs npm in cms/ with this Node.js and its headers (nativeBuildEnv); throws, saying what, when it fails. */
function npmInCms(args: string[], what: string) {
  const result = spawnSync('npm', [...args, '--no-audit', '--no-fund'], {
    cwd: cmsDir,
    env: nativeBuildEnv(),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`could not ${what} (npm ${args.join(' ')} in cms/ failed)`);
}

/** Builds the CMS's database driver again for this Node.js, unless it already is. */
function buildDriverForThisNode() {
  if (builtForThisNode()) return;
  log(`building the embedded CMS's database driver for Node.js ${process.version} (once; about a minute)`);
  npmInCms(['rebuild', 'better-sqlite3'], "build the embedded CMS's database driver");
  writeFileSync(BUILT_FOR, `${process.versions.modules}\n`);
}

/**
 * Installs cms/'s own dependencies (the site's postinstall, or the first start), built for the Node.js that runs the
 * project: a driver npm installs now is built for it, one a Node.js before built is built again.
 */
export function installCms() {
  const hadDriver = existsSync(path.join(cmsDir, 'node_modules', 'better-sqlite3'));
  npmInCms(['install'], 'install the embedded CMS');
  if (hadDriver) buildDriverForThisNode();
  else writeFileSync(BUILT_FOR, `${process.versions.modules}\n`);
}

/**
 * Installs cms/'s own dependencies if they are missing (npm install normally does this through postinstall), builds
 * its native module again when it was built for another Node.js (a checkout from before the project moved to this
 * one), and gives the CMS what the site's declarations make (site-rules.ts) and every local secret it needs.
 */
export function ensureCmsInstalled() {
  if (!existsSync(strapiBin)) {
    log('installing the embedded CMS (first run only; a few minutes)');
    installCms();
  } else buildDriverForThisNode();
  if (writeSiteRules()) log("wrote the site's content rules for the CMS (cms/src/site-rules.js)");
  // Its local secrets, the ones a newer CMS needs included (the preview's, say), in cms/.env.
  if (cmsEnvFile().ensureEnv()) log('generated local secrets in cms/.env');
}

/** The port the embedded CMS listens on: the one asked for, else CMS_PORT, else 1337. */
export function cmsPort(options: EmbeddedCmsOptions = {}): number {
  return options.port ?? Number(process.env.CMS_PORT ?? 1337);
}

/** The environment the embedded Strapi runs in (on 127.0.0.1, at cmsPort), with `options.env` added. */
export function cmsEnv(options: EmbeddedCmsOptions = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    STRAPI_TELEMETRY_DISABLED: 'true',
    HOST: '127.0.0.1',
    PORT: String(cmsPort(options)),
    ...(options.databaseFile ? { DATABASE_FILENAME: options.databaseFile } : {}),
    CMS_TOKEN_FILE: tokenFile(options),
    CMS_PREVIEW_TOKEN_FILE: previewTokenFile(options),
    ...(options.galleryCount ? { SEED_GALLERY_COUNT: String(options.galleryCount) } : {}),
    ...options.env,
  };
}

function runInCms(args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, args, {
    cwd: cmsDir,
    env,
    encoding: 'utf8',
    timeout: SEED_LIMIT_MS,
    killSignal: 'SIGKILL',
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
    .split('\n')
    .filter((line) => line.trim() && !line.includes('"sendmail" email provider'));
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ETIMEDOUT')
    output.push(`cms: ${args.join(' ')} did not finish within ${SEED_LIMIT_MS / 60_000} min, and was ended`);
  return { ok: result.status === 0, output };
}

/**
 * The folder the CMS keeps uploads in (uploads/ in CMS_PUBLIC_DIR, else in cms/public), made if missing: Strapi
 * refuses to start or import without it.
 */
export function uploadsFolder(options: EmbeddedCmsOptions = {}): string {
  const folder = path.join(path.resolve(cmsDir, cmsEnv(options).CMS_PUBLIC_DIR ?? 'public'), 'uploads');
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** What a database says of itself: the seed edition it records (0 when none) and how many rows of content it holds. */
export function databaseState(options: EmbeddedCmsOptions = {}): {
  edition: number;
  content: number;
  /** How many administrator accounts it has (none on a new or restored database). */
  admins: number;
  /** The id binding the database to its uploads folder (cms/src/uploads-sweep.js), once bound. */
  uploadsId?: string;
} {
  ensureCmsInstalled();
  const result = spawnSync(process.execPath, ['scripts/seed-edition.js'], {
    cwd: cmsDir,
    env: cmsEnv(options),
    encoding: 'utf8',
    timeout: START_LIMIT_MS,
  });
  if (result.status !== 0)
    throw new Error(
      `could not read the embedded CMS's database: ${`${result.stderr}${result.error ?? ''}`.trim().split('\n').pop()}`,
    );
  return JSON.parse(result.stdout);
}

/** The SQLite file the CMS keeps its content in; undefined when it runs on PostgreSQL. */
export function sqliteFile(options: EmbeddedCmsOptions = {}): string | undefined {
  const env = cmsEnv(options);
  if ((env.DATABASE_CLIENT ?? 'sqlite') !== 'sqlite') return undefined;
  return path.resolve(cmsDir, env.DATABASE_FILENAME ?? '.tmp/data.db');
}

/** Where the CMS keeps its content, in words: "SQLite cms/.tmp/data.db", "PostgreSQL strapi on db.example:5432". */
export function databaseDescription(options: EmbeddedCmsOptions = {}): string {
  const env = cmsEnv(options);
  const file = sqliteFile(options);
  if (file) return `SQLite ${path.relative(process.cwd(), file)}`;
  if (env.DATABASE_URL)
    return `PostgreSQL ${new URL(env.DATABASE_URL).pathname.slice(1)} on ${new URL(env.DATABASE_URL).host}`;
  return `PostgreSQL ${env.DATABASE_NAME ?? 'strapi'} on ${env.DATABASE_HOST ?? '127.0.0.1'}:${env.DATABASE_PORT ?? 5432}`;
}

/**
 * The marker file that recorded the seed's edition beside a SQLite database before the database recorded it itself:
 * still read, once, for a database seeded then, and deleted after the next seed.
 */
function oldMarkerFile(options: EmbeddedCmsOptions): string | undefined {
  const file = sqliteFile(options);
  return file && `${file}.seeded`;
}

/**
 * Seeds the embedded CMS when its database has never been seeded by this edition of the seed (the database records
 * the edition it was seeded by, on SQLite and PostgreSQL alike), or when the site's token file is missing. Editors'
 * later changes are never undone by a re-seed. With CMS_SEED=off nothing is seeded (a CMS a backup is restored into).
 */
export function seedIfNeeded(options: EmbeddedCmsOptions = {}): string {
  ensureCmsInstalled();
  uploadsFolder(options);
  const token = tokenFile(options);
  if (cmsEnv(options).CMS_SEED === 'off') return token;
  const oldMarker = oldMarkerFile(options);
  const state = databaseState(options);
  let { edition } = state;
  if (edition === 0 && oldMarker && existsSync(oldMarker))
    edition = Number(/^edition (\d+)/.exec(readFileSync(oldMarker, 'utf8'))?.[1] ?? 1);
  // Content but no edition (a database from elsewhere, or restored from a backup made before databases recorded it)
  // is in use: never given published samples.
  else if (edition === 0 && state.content > 0) {
    log(
      `this database holds content but records no seed: it is taken as in use, and given no published samples`,
    );
    edition = 1;
  }
  if (edition >= SEED_EDITION && tokensCurrent(options)) return token;
  log(
    edition === 0
      ? 'seeding sample content (first run only)'
      : edition < SEED_EDITION
        ? 'adding the sample content of content types new since this database was seeded'
        : "making the website's API tokens afresh (one was missing, or due to expire)",
  );
  // The seed runs only what this database has not had; a missing token alone seeds nothing but the token.
  runSeed(options, edition);
  // The database records its edition now.
  if (oldMarker) rmSync(oldMarker, { force: true });
  return token;
}

/** Runs the seed (cms/scripts/seed.js) for a database seeded up to `fromEdition`; throws when it fails. */
function runSeed(options: EmbeddedCmsOptions, fromEdition: number) {
  const env = { ...cmsEnv(options), SEED_FROM_EDITION: String(fromEdition) };
  // (What moved out of an old schema is kept before the seed's Strapi drops its columns: migrate-*.js.)
  const steps = [
    ['scripts/ensure-env.js'],
    ['scripts/migrate-home.js'],
    ['scripts/migrate-rooms.js'],
    ['scripts/seed.js'],
  ];
  for (const step of steps) {
    const { ok, output } = runInCms(step, env);
    for (const line of output) console.log(line);
    if (!ok) throw new Error(`seeding the embedded CMS failed (${step.join(' ')})`);
  }
}

/**
 * For a CMS in production: the site's read-only token, and never a published sample. A new, empty database gets the
 * token and its seed edition only (editors write the home's own content); one in use is seeded as at any start (the
 * samples of content types newer than it, as drafts, and the token if its file is missing).
 */
export function ensureSiteToken(options: EmbeddedCmsOptions = {}): string {
  const state = databaseState(options);
  if (state.edition > 0 || state.content > 0) return seedIfNeeded(options);
  log("a new database: making the site's read-only token, and no sample content");
  runSeed(options, SEED_EDITION);
  return tokenFile(options);
}

/**
 * Deletes a SQLite database of the embedded CMS (relative to cms/), with every file SQLite keeps beside it and the
 * marker file an older project kept there.
 */
export function removeSqliteDatabase(databaseFile: string) {
  for (const suffix of ['', '-journal', '-wal', '-shm', '.seeded'])
    rmSync(path.join(cmsDir, `${databaseFile}${suffix}`), { force: true });
}

/** The absolute path of the file the site's read-only token is written to and read from. */
export function tokenFile(options: Pick<EmbeddedCmsOptions, 'tokenFile'> = {}): string {
  return path.resolve(cmsDir, options.tokenFile ?? process.env.CMS_TOKEN_FILE ?? DEFAULT_TOKEN_FILE);
}

/**
 * The absolute path of the file the preview's token is written to and read from: beside the build's own when that is
 * given its own file, so that a CMS of a test or a restore never writes over the developer's.
 */
export function previewTokenFile(
  options: Pick<EmbeddedCmsOptions, 'previewTokenFile' | 'tokenFile'> = {},
): string {
  return path.resolve(
    cmsDir,
    options.previewTokenFile ??
      process.env.CMS_PREVIEW_TOKEN_FILE ??
      (options.tokenFile ? `${options.tokenFile}.preview` : DEFAULT_PREVIEW_TOKEN_FILE),
  );
}

/**
 * Whether both of the website's token files are there and young enough: a token is made again at a start once it is
 * within SITE_TOKEN_RENEW_MS of its 90 days (its file was written when it was made).
 */
function tokensCurrent(options: EmbeddedCmsOptions, now = Date.now()): boolean {
  return [tokenFile(options), previewTokenFile(options)].every(
    (file) => existsSync(file) && now - statSync(file).mtimeMs < SITE_TOKEN_LIFESPAN_MS - SITE_TOKEN_RENEW_MS,
  );
}

/** A one-time key for a CMS's first administrator, made afresh at each start. */
export const newFirstAdminKey = () => randomBytes(24).toString('hex');

/**
 * Whether a Strapi answers at `url` (its /_health says 204 No Content); false while nothing listens, or when what
 * listens does not answer within 2 s.
 */
export async function isHealthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/_health`, { signal: AbortSignal.timeout(2_000) })).status === 204;
  } catch {
    return false;
  }
}

/**
 * Strapi's server (`strapi start` in cms/), resolved once it answers /_health at `url`. Its own start, and
 * only it, removes what an interrupted upload left (cms/src/uploads-sweep.js).
 */
export function startStrapi(what: string, url: string, options: EmbeddedCmsOptions, logFile: string) {
  return startServer({
    what,
    command: process.execPath,
    args: [strapiBin, 'start'],
    cwd: cmsDir,
    env: { ...cmsEnv(options), CMS_SWEEP_UPLOADS: 'true' },
    logFile,
    healthUrl: `${url}/_health`,
    healthy: (status) => status === 204,
    healthyMeans: '204 No Content',
    limitMs: START_LIMIT_MS,
  });
}

/** Starts the embedded CMS and resolves once it answers /_health. */
export async function startEmbeddedCms(options: EmbeddedCmsOptions = {}): Promise<EmbeddedCms> {
  const port = cmsPort(options);
  const url = `http://127.0.0.1:${port}`;
  if (await isHealthy(url)) {
    throw new Error(
      `something already answers at ${url}: stop it, set CMS_PORT to another port, or set STRAPI_URL and STRAPI_TOKEN to use it`,
    );
  }
  const started = Date.now();
  const token = readFileSync(seedIfNeeded({ ...options, port }), 'utf8').trim();
  const previewToken = readFileSync(previewTokenFile(options), 'utf8').trim();
  const firstAdminKey =
    options.env?.CMS_FIRST_ADMIN_KEY ?? (process.env.CMS_FIRST_ADMIN_KEY?.trim() || newFirstAdminKey());

  // The CMS writes to a log file, not a pipe: a pipe nobody drains (a parent busy or gone) would stall it.
  const logFile = path.join(cmsDir, '.tmp', `strapi-${port}.log`);
  const child = await startStrapi(
    'the embedded CMS',
    url,
    { ...options, port, env: { ...options.env, CMS_FIRST_ADMIN_KEY: firstAdminKey } },
    logFile,
  );
  log(
    `embedded CMS ready at ${url} in ${((Date.now() - started) / 1000).toFixed(1)}s (process ${child.pid})`,
  );

  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= endChild(child, 'SIGTERM'));
  return { url, token, previewToken, firstAdminKey, stop, process: child, logFile };
}

/**
 * Where the content comes from: the configured CMS, or the embedded one started for the duration of `work`.
 * `work` receives { url, token, embedded } (and, for the embedded one, `strapi`: its process and log file) and its
 * result is returned; the embedded CMS is always stopped after.
 */
export async function withCms<T>(
  work: (cms: Cms) => T | Promise<T>,
  options: EmbeddedCmsOptions = {},
): Promise<T> {
  const url = process.env.STRAPI_URL?.trim();
  const token = process.env.STRAPI_TOKEN?.trim();
  if (url || token) {
    if (!url || !token) {
      throw new Error(
        'set both STRAPI_URL and STRAPI_TOKEN to use your own CMS, or neither to use the embedded one',
      );
    }
    return work({ url, token, embedded: false });
  }
  const cms = await startEmbeddedCms(options);
  const stopOnSignal = () => cms.stop().then(() => process.exit(130));
  // `on`, not `once`: while it is there, processes.ts leaves the ending to it. (A closed terminal's SIGHUP too.)
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  for (const signal of signals) process.on(signal, stopOnSignal);
  try {
    return await work({ url: cms.url, token: cms.token, embedded: true, strapi: cms });
  } finally {
    for (const signal of signals) process.off(signal, stopOnSignal);
    await cms.stop();
  }
}

/** The environment for a child process that should use the given CMS rather than start its own. */
export function envWithCms(
  cms: { url: string; token: string },
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    STRAPI_URL: cms.url,
    STRAPI_TOKEN: cms.token,
    ...extra,
  };
}

/** cms/scripts/ensure-env.js: its local secrets, made on the first start, and the one reader of its .env file. */
function cmsEnvFile() {
  return createRequire(import.meta.url)(path.join(cmsDir, 'scripts', 'ensure-env.js')) as {
    ensureEnv: () => boolean;
    readEnvFile: (file?: string) => Record<string, string>;
  };
}

/**
 * One of the embedded CMS's local secrets, as cms/scripts/ensure-env.js made it in cms/.env (the environment wins,
 * as it does for Strapi): the preview's secret, which the site's preview server must know too.
 */
export function cmsLocalSecret(name: string): string | undefined {
  return process.env[name]?.trim() || cmsEnvFile().readEnvFile()[name]?.trim() || undefined;
}
