// `npm run cms:production`: the CMS as a home runs it for real, on a server of its own behind an HTTPS proxy, with the
// preview server beside it. docs/hosting.md, "Run the CMS on a server", says how to set it up.
//
// Before anything starts it refuses, in one line, a secret that is missing from the environment or is a sample (the
// secrets in cms/.env are a developer's: on a server they come from the host's own store, and are kept), a PUBLIC_URL
// or PREVIEW_URL that is not https, and it says in one line when the database is SQLite. Then: the admin panel built
// once (and again when the CMS is upgraded) and served by Strapi; the site's and the preview's tokens (never sample
// content); Strapi on HOST:PORT (127.0.0.1:1337 unless set), and the preview on PREVIEW_HOST:PREVIEW_PORT. While the
// database has no administrator, the one-time link that makes the first is printed: no visitor can.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { cmsDir, endChild, isEntryPoint } from '../shared';
import { previewSettings, startPreview } from '../preview';
import { ensureAdminPanel } from './admin-panel';
import {
  databaseDescription,
  databaseState,
  ensureSiteToken,
  newFirstAdminKey,
  previewTokenFile,
  sqliteFile,
  startStrapi,
  uploadsFolder,
} from './cms';

/** Strapi's own secrets (cms/config/*.js) and the preview's: each must be set, and be no sample. */
export const PRODUCTION_SECRETS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'PREVIEW_SECRET',
] as const;

/** Shorter than this is a sample or a typo: ensure-env.js and `openssl rand -base64 32` make 32 or more. */
const MIN_SECRET_LENGTH = 32;
/** The placeholders of Strapi's own .env.example and of tutorials. */
const SAMPLE = /tobemodified|changeme|change-me|replace|example|secret|password|^(.)\1+$/i;

/**
 * Why this environment cannot run the CMS in production, in one line; undefined when it can. Looks at the
 * environment only: a value in cms/.env (a developer's generated secret) does not count.
 */
export function productionRefusal(env: Record<string, string | undefined>): string | undefined {
  for (const name of PRODUCTION_SECRETS) {
    const value = env[name]?.trim() ?? '';
    if (!value)
      return `${name} is not set: set every secret in the environment (openssl rand -base64 32 makes one; APP_KEYS takes four, comma-separated)`;
    const parts = name === 'APP_KEYS' ? value.split(',') : [value];
    if (name === 'APP_KEYS' && parts.length < 2) return 'APP_KEYS needs two or more keys, comma-separated';
    for (const part of parts)
      if (part.trim().length < MIN_SECRET_LENGTH || SAMPLE.test(part.trim()))
        return `${name} is a sample or too short (${MIN_SECRET_LENGTH} characters or more, made at random): set a secret of this server's own`;
  }
  for (const name of ['PUBLIC_URL', 'PREVIEW_URL'] as const) {
    const value = env[name]?.trim();
    if (!value) return `${name} is not set: the https address editors reach it at`;
    if (!value.startsWith('https://'))
      return `${name} is ${value}: serve it behind HTTPS (editors sign in there, and the preview's cookie needs it)`;
  }
  return undefined;
}

/** Starts the CMS and the preview; resolves once both answer, with a way to stop both, or leaves neither running. */
export async function startProduction(env: NodeJS.ProcessEnv = process.env) {
  const log = (line: string) => console.log(`cms: ${line}`);
  const defined = Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const firstAdminKey = env.CMS_FIRST_ADMIN_KEY?.trim() || newFirstAdminKey();
  const options = {
    tokenFile: env.CMS_TOKEN_FILE?.trim() || undefined,
    previewTokenFile: env.CMS_PREVIEW_TOKEN_FILE?.trim() || undefined,
    env: {
      ...Object.fromEntries(defined),
      // Strapi in production mode whatever the caller's NODE_ENV (a test runner's is "test"): secure cookies behind
      // the https proxy, and no development behaviour.
      NODE_ENV: 'production',
      HOST: env.HOST?.trim() || '127.0.0.1',
      PORT: env.PORT?.trim() || '1337',
      SERVE_ADMIN_PANEL: 'true',
      CMS_FIRST_ADMIN_KEY: firstAdminKey,
    },
  };
  if (sqliteFile(options))
    log(
      `running on ${databaseDescription(options)}: fine for one machine, but a home's content belongs on ` +
        'PostgreSQL (DATABASE_CLIENT=postgres)',
    );
  log(`uploads are kept in ${uploadsFolder(options)}: keep that disk, and back it up (npm run cms:backup)`);
  await ensureAdminPanel(log);
  // The site's tokens, and never the sample content: a new database gets none.
  const token = readFileSync(ensureSiteToken(options), 'utf8').trim();
  const previewToken =
    env.STRAPI_PREVIEW_TOKEN?.trim() || readFileSync(previewTokenFile(options), 'utf8').trim();
  const withoutAdmin = databaseState(options).admins === 0;
  const local = `http://127.0.0.1:${options.env.PORT}`;
  const logFile = path.join(cmsDir, '.tmp', 'strapi-production.log');
  const settings = previewSettings({
    ...env,
    STRAPI_URL: local,
    STRAPI_TOKEN: env.STRAPI_TOKEN?.trim() || token,
    STRAPI_PREVIEW_TOKEN: previewToken,
    PREVIEW_CMS_ORIGIN: new URL(env.PUBLIC_URL!).origin,
  });
  if (typeof settings === 'string') throw new Error(settings);
  const strapi = await startStrapi('the CMS', local, options, logFile);
  // Both or neither: a CMS left running without its preview would hold its port against the next start.
  const preview = await startPreview(settings, {
    ...env,
    STRAPI_URL: local,
    STRAPI_TOKEN: token,
    STRAPI_PREVIEW_TOKEN: previewToken,
  }).catch(async (error: unknown) => {
    await endChild(strapi, 'SIGTERM');
    throw error;
  });
  log(
    `ready: the CMS at ${local} (editors at ${env.PUBLIC_URL}/admin), the preview at ${preview.url} (${env.PREVIEW_URL})`,
  );
  // No one can make the first administrator without this link (cms/src/middlewares/first-admin.js): it is said here,
  // to whoever runs the server, and works until this server stops or the account is made.
  if (withoutAdmin)
    log(
      `no administrator yet: open ${env.PUBLIC_URL}/admin/first-administrator?key=${firstAdminKey} to make the ` +
        'first one (it works until that account is made, or this server stops)',
    );
  return {
    strapi,
    preview,
    firstAdminKey,
    async stop() {
      await preview.stop();
      await endChild(strapi, 'SIGTERM');
    },
  };
}

if (isEntryPoint(import.meta.filename)) {
  const refusal = productionRefusal(process.env);
  if (refusal) {
    console.error(`cms: refused to start in production: ${refusal}`);
    process.exit(2);
  }
  // (Not a top-level await: tests import this file.)
  startProduction().then(
    (running) => {
      let stopping = false;
      for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
        process.once(signal, () => {
          stopping = true;
          void running.stop().then(() => process.exit(0));
        });
      running.strapi.once('exit', (code, signal) => {
        if (stopping) return;
        console.error(`cms: the CMS stopped (${signal ?? `exit code ${code}`}); stopping the preview too`);
        void running.preview.stop().then(() => process.exit(1));
      });
    },
    (error: unknown) => {
      console.error(`cms: could not start in production: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
