/** @jest-environment node */
// The embedded CMS keeps its door shut: the site has no visitor accounts, so Strapi's public sign-up
// (POST /api/auth/local/register) is refused on every start, even after someone switched it on in the admin panel.
// Runs a real embedded Strapi on a fresh copy of the sample content, in the `npm run test:cms` stage.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedCms, type EmbeddedCms } from '.';
import { cmsRequest, registerWriter } from './write';
import { suiteResults } from '../testing/cms-database';
import { sampleCmsCopy, type SampleCmsCopy } from '../testing/sample-cms-copy';
import { unusedPort } from '../shared';

const work = suiteResults('cms-signup-e2e');
const ADMIN = {
  email: 'signup-test@wealdhaven-house.example',
  password: `Signup-${randomBytes(12).toString('hex')}`,
};

let content: SampleCmsCopy;
let port: number;
let cms: EmbeddedCms;
let adminJwt: string;

// As whoever keeps the CMS: the Users & Permissions settings are hidden from the home's manager otherwise.
const start = () =>
  startEmbeddedCms({
    ...content.options,
    port,
    env: { ...content.options.env, CMS_DEVELOPER_MENUS: 'true' },
  });

/** A stranger's sign-up, as anyone on the internet could send it: a valid payload, so only the setting can refuse it. */
async function signUp(): Promise<{ status: number; body: { jwt?: string; error?: { message?: string } } }> {
  const name = `stranger${randomBytes(4).toString('hex')}`;
  const response = await fetch(`${cms.url}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.com`,
      password: `Pw-${randomBytes(12).toString('hex')}`,
    }),
  });
  return { status: response.status, body: (await response.json()) as never };
}

/** How many Users & Permissions accounts exist, read through the admin API as the admin panel's list does. */
async function userCount(): Promise<number> {
  const answer = await cmsRequest<{ pagination: { total: number } }>(
    cms.url,
    '/content-manager/collection-types/plugin::users-permissions.user?page=1&pageSize=1',
    { token: adminJwt },
  );
  return answer.pagination.total;
}

/** Switches sign-up on as the admin panel's Users & Permissions > Advanced settings page does. */
async function switchSignUpOn() {
  const { settings } = await cmsRequest<{ settings: Record<string, unknown> }>(
    cms.url,
    '/users-permissions/advanced',
    { token: adminJwt },
  );
  await cmsRequest(cms.url, '/users-permissions/advanced', {
    method: 'PUT',
    token: adminJwt,
    body: { ...settings, allow_register: true },
  });
}

beforeAll(async () => {
  mkdirSync(work, { recursive: true });
  content = await sampleCmsCopy('cms-signup-e2e');
  port = await unusedPort();
  cms = await start();
  ({ adminJwt } = await registerWriter(cms, ADMIN));
}, 300_000);

afterAll(async () => {
  await cms?.stop();
  await content?.remove({ port, keepLogAs: path.join(work, 'strapi.log') });
}, 60_000);

describe('public sign-up on the embedded CMS', () => {
  it('is refused with a 4xx, and creates no user', async () => {
    const before = await userCount();
    const answer = await signUp();
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.jwt).toBeUndefined();
    expect(answer.body.error?.message).toBe('Register action is currently disabled');
    expect(await userCount()).toBe(before);
  });

  it('is turned off again at the next start after an admin switched it on', async () => {
    await switchSignUpOn();
    // The same request succeeds while sign-up is on: the refusal above is the setting, not a malformed payload.
    const allowed = await signUp();
    expect(allowed.status).toBe(200);
    expect(allowed.body.jwt).toEqual(expect.any(String));
    const users = await userCount();

    await cms.stop();
    cms = await start();
    // The admin's session outlives the restart: the CMS's secrets in cms/.env stay the same.
    const refused = await signUp();
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe('Register action is currently disabled');
    expect(await userCount()).toBe(users);
  }, 180_000);
});
