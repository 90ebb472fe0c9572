// Backups of the embedded CMS, and restores from them: everything editors have written (content, uploads and the
// CMS's configuration) in one dated file, encrypted when CMS_BACKUP_KEY is set (archive.ts says how, and why not
// Strapi's own encryption).
//
//   npm run cms:backup -- --to DIR             writes DIR/cms-backup-<date and time>.backup, and says where and how big
//   npm run cms:restore -- FILE [--replace]    restores FILE into the CMS's database (DATABASE_* as for npm start)
//
// Strapi's transfer (strapi export / import) does the work. It leaves out admin accounts and API tokens: a restore
// makes the site's read-only token afresh, and editors are invited again.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cmsDir, isEntryPoint } from '../shared';
import { checkedKey, openBackup, Refused, sealBackup, type Header } from './archive';
import {
  cmsEnv,
  cmsPort,
  databaseDescription,
  databaseState,
  isHealthy,
  previewTokenFile,
  seedIfNeeded,
  strapiBin,
  tokenFile,
  uploadsFolder,
  type EmbeddedCmsOptions,
} from './cms';

/** Strapi's export and import of the sample content take about 7 s each here; a home's years of photos far longer. */
const TRANSFER_LIMIT_MS = 60 * 60_000;

/** Runs Strapi's command line in cms/ on this CMS's database; throws with its last lines when it fails. */
function strapi(args: string[], options: EmbeddedCmsOptions, what: string) {
  const result = spawnSync(process.execPath, [strapiBin, ...args], {
    cwd: cmsDir,
    env: { ...cmsEnv(options), FORCE_COLOR: '0' },
    encoding: 'utf8',
    timeout: TRANSFER_LIMIT_MS,
    killSignal: 'SIGKILL',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const said = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').filter(Boolean);
    const why = result.error
      ? String(result.error.message)
      : said.slice(-3).join(' / ') || `exit ${result.status}`;
    throw new Error(`${what} failed: ${why}`);
  }
  return result.stdout;
}

const strapiVersion = () =>
  JSON.parse(readFileSync(path.join(cmsDir, 'node_modules', '@strapi', 'strapi', 'package.json'), 'utf8'))
    .version as string;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Backs up the CMS's content, uploads and configuration into one file in `folder`, encrypted when `key` is given.
 * The file appears whole or not at all (written under another name, then renamed).
 */
export async function backupCms(
  folder: string,
  { key, cms = {} }: { key?: string; cms?: EmbeddedCmsOptions } = {},
) {
  const started = Date.now();
  const checked = checkedKey(key);
  const state = databaseState(cms);
  if (state.content === 0 && state.edition === 0)
    throw new Refused(`there is nothing to back up: ${databaseDescription(cms)} holds no content`);
  mkdirSync(folder, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'cms-backup-'));
  try {
    strapi(['export', '--no-encrypt', '-f', path.join(work, 'export')], cms, "Strapi's export");
    const stamp = new Date()
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '');
    const file = path.resolve(folder, `cms-backup-${stamp}.backup`);
    const partial = `${file}.partial`;
    let header: Header;
    try {
      header = await sealBackup(path.join(work, 'export.tar.gz'), partial, {
        key: checked,
        source: {
          database: cmsEnv(cms).DATABASE_CLIENT ?? 'sqlite',
          strapi: strapiVersion(),
          contentRows: state.content,
        },
      });
      renameSync(partial, file);
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    }
    return { file, bytes: statSync(file).size, header, seconds: (Date.now() - started) / 1000 };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into the CMS's database. The whole file is checked (and decrypted) first; a file cut short,
 * changed, for another key, or a database that already holds content (unless `replace`), is refused in one line
 * with nothing changed. Then Strapi's import, and a new read-only token for the site.
 */
export async function restoreCms(
  file: string,
  { key, replace = false, cms = {} }: { key?: string; replace?: boolean; cms?: EmbeddedCmsOptions } = {},
) {
  const started = Date.now();
  if (!existsSync(file)) throw new Refused(`there is no file ${file}`);
  // A CMS on this machine (the embedded one at CMS_PORT, a production one at PORT) must not be running on the database.
  const ports = new Set([cmsPort(cms), Number(process.env.PORT?.trim() || 1337)]);
  for (const port of ports) {
    const url = `http://127.0.0.1:${port}`;
    if (await isHealthy(url))
      throw new Refused(`a CMS is running at ${url}: stop it before restoring into its database`);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'cms-restore-'));
  try {
    const exportFile = path.join(work, 'export.tar.gz');
    const header = await openBackup(path.resolve(file), exportFile, checkedKey(key));
    const target = databaseDescription(cms);
    const before = databaseState(cms);
    if (before.content > 0 && !replace)
      throw new Refused(
        `${target} already holds content (${before.content} rows): a restore replaces all of it; run again with ` +
          `--replace to do that`,
      );
    // Strapi's import empties the uploads folder for the backup's files: it must be this database's own.
    const uploads = uploadsFolder(cms);
    const files = readdirSync(uploads).filter((name) => !name.startsWith('.'));
    if (before.content === 0 && files.length > 0)
      throw new Refused(
        `${path.relative(process.cwd(), uploads)} holds ${files.length} files, and ${target} none: they are another ` +
          "database's, and a restore would delete them; give this CMS a folder of its own (CMS_PUBLIC_DIR)",
      );
    strapi(['import', '-f', exportFile, '--force'], cms, "Strapi's import");
    // The database came with the id that bound it to its uploads folder; the folder Strapi's import filled is that one.
    const { uploadsId } = databaseState(cms);
    if (uploadsId) writeFileSync(path.join(uploads, '.database-id'), `${uploadsId}\n`);
    // The site's tokens are never in a backup: new ones, in their files, replacing any the database held. (And the
    // seed adds, as drafts, the samples of content types newer than the backup, as at any start.)
    rmSync(tokenFile(cms), { force: true });
    rmSync(previewTokenFile(cms), { force: true });
    seedIfNeeded({ ...cms, env: { ...cms.env, CMS_SEED: 'on', SEED_NEW_TOKEN: 'true' } });
    return { header, seconds: (Date.now() - started) / 1000, tokenFile: tokenFile(cms), database: target };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The command lines: npm run cms:backup and npm run cms:restore. */
async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const flag = (name: string) => {
    const at = rest.indexOf(name);
    if (at < 0) return undefined;
    const [value] = rest.splice(at, 2).slice(1);
    return value;
  };
  const key = process.env.CMS_BACKUP_KEY;
  if (command === 'backup') {
    const folder = flag('--to') ?? rest[0] ?? process.env.CMS_BACKUP_DIR;
    if (!folder)
      throw new Refused(
        'say where the backup goes: npm run cms:backup -- --to /path/to/folder (or set CMS_BACKUP_DIR); keep it off ' +
          "the CMS's own disk",
      );
    const done = await backupCms(folder, { key });
    console.log(
      `cms backup: wrote ${done.file} (${megabytes(done.bytes)}, ${done.header.source.contentRows} rows of ` +
        `content and the uploads, ${done.header.cipher === 'none' ? 'NOT encrypted: set CMS_BACKUP_KEY to encrypt it' : 'encrypted with AES-256-GCM'}) in ${done.seconds.toFixed(1)}s`,
    );
    return;
  }
  if (command === 'restore') {
    const replace = rest.includes('--replace');
    const file = rest.find((word) => !word.startsWith('--'));
    if (!file) throw new Refused('say which backup: npm run cms:restore -- /path/to/cms-backup-....backup');
    const done = await restoreCms(file, { key, replace });
    console.log(
      `cms restore: restored ${file} (made ${done.header.createdAt} from ${done.header.source.database}) into ` +
        `${done.database} in ${done.seconds.toFixed(1)}s. The site's read-only token is new (${path.relative(process.cwd(), done.tokenFile)}), ` +
        "and so is the preview's. Admin accounts are not in a backup: the next start of the CMS prints the one-time " +
        'link that makes the first; then invite the other editors again (Settings > People > Users).',
    );
    return;
  }
  throw new Refused(`unknown command "${command}": backup or restore`);
}

if (isEntryPoint(import.meta.filename)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      `cms ${process.argv[2] ?? ''}: ${error instanceof Refused ? 'refused' : 'failed'}: ${message}`,
    );
    process.exit(error instanceof Refused ? 2 : 1);
  });
}
