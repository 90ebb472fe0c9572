/** @jest-environment node */
// The CMS's production start (npm run cms:production), for real: refused in one line without its secrets; with them,
// on a new database of the suite's kind, the admin panel served by Strapi, the site's token made and no sample content,
// the preview beside it behind its gate, and one line saying so when the database is SQLite. In `npm run test:cms`.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { cmsDir, rootDir, descendantsOf, describeProcesses, unusedPort } from '../shared';
import { SEED_EDITION } from '../../lib/cms/tools';
import { onPostgres, suiteName, testPostgres } from '../testing/cms-database';
import { firstVisitorRegisters } from '../testing/admin-api';
import { databaseState, isHealthy, removeSqliteDatabase } from '.';
import { registerWriter } from './write';
import { PRODUCTION_SECRETS, startProduction } from './production';

const secret = () => randomBytes(32).toString('base64');
const TOKEN_FILE = `.tmp/${suiteName('production-e2e')}-token`;
const PREVIEW_TOKEN_FILE = `.tmp/${suiteName('production-e2e')}-preview-token`;
const PUBLIC_DIR = `.tmp/${suiteName('production-e2e')}-public`;
const SQLITE_FILE = `.tmp/${suiteName('production-e2e')}.db`;

let env: NodeJS.ProcessEnv;
let running: Awaited<ReturnType<typeof startProduction>> | undefined;
const said: string[] = [];

function removeFiles() {
  rmSync(path.join(cmsDir, PUBLIC_DIR), { recursive: true, force: true });
  rmSync(path.join(cmsDir, TOKEN_FILE), { force: true });
  rmSync(path.join(cmsDir, PREVIEW_TOKEN_FILE), { force: true });
  removeSqliteDatabase(SQLITE_FILE);
}

beforeAll(async () => {
  removeFiles();
  const postgres = await testPostgres();
  if (postgres) {
    await postgres.dropDatabase('production_e2e');
    await postgres.createDatabase('production_e2e');
  }
  env = {
    ...process.env,
    ...Object.fromEntries(PRODUCTION_SECRETS.map((name) => [name, secret()])),
    APP_KEYS: [secret(), secret(), secret(), secret()].join(','),
    PUBLIC_URL: 'https://cms.wealdhaven-house.example',
    PREVIEW_URL: 'https://preview.wealdhaven-house.example',
    PORT: String(await unusedPort()),
    PREVIEW_PORT: String(await unusedPort()),
    CMS_TOKEN_FILE: TOKEN_FILE,
    CMS_PREVIEW_TOKEN_FILE: PREVIEW_TOKEN_FILE,
    CMS_PUBLIC_DIR: PUBLIC_DIR,
    ...(postgres
      ? postgres.env('production_e2e')
      : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: SQLITE_FILE }),
  };
  delete env.STRAPI_URL;
  delete env.STRAPI_TOKEN;
  delete env.STRAPI_PREVIEW_TOKEN;
  delete env.CMS_FIRST_ADMIN_KEY;
}, 60_000);

afterAll(async () => {
  await running?.stop();
  removeFiles();
  await (await testPostgres())?.dropDatabase('production_e2e');
}, 60_000);

describe('the CMS in production', () => {
  it('refuses to start, in one line, without a secret of its own', () => {
    const refused = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/embedded-cms/production.ts'], {
      cwd: rootDir,
      env: { ...env, PREVIEW_SECRET: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(refused.status).toBe(2);
    expect(refused.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^cms: refused to start in production: PREVIEW_SECRET is not set/),
    ]);
    // Nothing was started or made.
    expect(existsSync(path.join(cmsDir, TOKEN_FILE))).toBe(false);
  });

  it('stops what it started when the preview cannot start, and says why', async () => {
    const taken = createServer();
    await once(taken.listen(Number(env.PREVIEW_PORT), '127.0.0.1'), 'listening');
    const spy = jest.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await expect(startProduction(env)).rejects.toThrow(/EADDRINUSE/);
    } finally {
      spy.mockRestore();
      taken.close();
    }
    expect(await isHealthy(`http://127.0.0.1:${env.PORT}`)).toBe(false);
    // Nor is the preview's app server left running: neither outlives the start that failed.
    const left = descendantsOf(process.pid).filter((found) => /strapi|next/.test(found.command));
    expect(describeProcesses(left)).toBe('');
  }, 600_000);

  it('starts with them: the admin panel served, the site’s token and no sample, the preview beside it', async () => {
    const spy = jest.spyOn(console, 'log').mockImplementation((...words: unknown[]) => {
      said.push(words.join(' '));
    });
    try {
      running = await startProduction(env);
    } finally {
      spy.mockRestore();
    }
    const local = `http://127.0.0.1:${env.PORT}`;
    const admin = await fetch(`${local}/admin`);
    expect(admin.status).toBe(200);
    expect(admin.headers.get('content-type')).toMatch(/text\/html/);

    // A new database: the token and the seed's edition, no content at all.
    expect(databaseState({ env: env as Record<string, string> })).toMatchObject({
      edition: SEED_EDITION,
      content: 0,
    });
    const token = readFileSync(path.join(cmsDir, TOKEN_FILE), 'utf8').trim();
    const team = await fetch(`${local}/api/teams`, { headers: { Authorization: `Bearer ${token}` } });
    expect(team.status).toBe(200);
    expect(((await team.json()) as { data: unknown[] }).data).toEqual([]);

    // The preview answers beside it, and only to the CMS's signed links.
    const preview = await fetch(`http://127.0.0.1:${env.PREVIEW_PORT}/team`);
    expect(preview.status).toBe(404);
    expect(preview.headers.get('x-robots-tag')).toMatch(/noindex/);

    // No visitor can make its first administrator: the admin offers only its sign-in, and says nothing of an account;
    // whoever runs the server is given the one-time link.
    expect(await firstVisitorRegisters(local)).toEqual({ saysItHasAdmin: true, registration: 403 });
    expect(said).toContain(
      `cms: no administrator yet: open ${env.PUBLIC_URL}/admin/first-administrator?key=${running.firstAdminKey} ` +
        'to make the first one (it works until that account is made, or this server stops)',
    );
    const link = await fetch(`${local}/admin/first-administrator?key=${running.firstAdminKey}`, {
      redirect: 'manual',
    });
    expect(link.status).toBe(302);

    const sqliteLine = said.filter((line) => /running on SQLite/.test(line));
    expect(sqliteLine).toHaveLength(onPostgres() ? 0 : 1);
    expect(
      said.some((line) => line.includes(`uploads are kept in ${path.join(cmsDir, PUBLIC_DIR, 'uploads')}`)),
    ).toBe(true);
  }, 600_000);

  it('trusts the proxy in front of it: a sign-in forwarded as https gets its session cookie marked Secure', async () => {
    const local = `http://127.0.0.1:${env.PORT}`;
    const keeper = { email: 'keeper@wealdhaven-house.example', password: `Keeper-${secret()}` };
    await registerWriter({ url: local, firstAdminKey: running!.firstAdminKey! }, keeper);
    const signIn = (headers: Record<string, string>) =>
      fetch(`${local}/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(keeper),
      });
    // As the proxy forwards a visitor's https request (PUBLIC_URL is https): Strapi sees it as secure (proxy.koa), so
    // the cookie is sent only over https.
    const forwarded = await signIn({ 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.9' });
    expect(forwarded.status).toBe(200);
    const cookies = forwarded.headers
      .getSetCookie()
      .filter((line) => line.startsWith('strapi_admin_refresh='));
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/;\s*secure/i);
  }, 120_000);
});
