/** @jest-environment node */
// Invitations and password resets arrive: the embedded CMS, given an SMTP server (a local one the test starts), e-mails
// someone the manager invites the link to choose their password, and "Forgot your password?" a link to choose a new
// one, each on the CMS's public address (PUBLIC_URL), never its local one. Without an SMTP server it sends nothing,
// and says so to the admin's invitation screen. Runs a real embedded Strapi on a fresh copy of the sample content.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedCms, type EmbeddedCms } from '.';
import { ADMIN_MENU } from '../../lib/cms/tools';
import { cmsRequest, registerWriter } from './write';
import { suiteResults } from '../testing/cms-database';
import { sampleCmsCopy, type SampleCmsCopy } from '../testing/sample-cms-copy';
import { readableText, startSmtpReceiver } from '../testing/smtp-receiver';
import { unusedPort } from '../shared';

const work = suiteResults('cms-e-mail-e2e');
const PUBLIC_URL = 'https://cms.wealdhaven-house.example';
const FROM = 'website@wealdhaven-house.example';
const MANAGER = {
  email: 'manager@wealdhaven-house.example',
  password: `Mail-${randomBytes(12).toString('hex')}`,
};

let content: SampleCmsCopy;
let port: number;
let cms: EmbeddedCms;
let adminJwt: string;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

/** The staff role's id, as the invitation screen's list of roles offers it. */
async function staffRoleId(): Promise<number> {
  const { data } = await cmsRequest<{ data: { id: number; name: string }[] }>(cms.url, '/admin/roles', {
    token: adminJwt,
  });
  const staff = data.find((role) => role.name === 'Staff (drafts only)');
  if (!staff) throw new Error(`no staff role among ${data.map((role) => role.name).join(', ')}`);
  return staff.id;
}

/** Invites `email` as staff, as "Invite new user" does; returns the link the screen shows (its registration token). */
async function invite(email: string): Promise<string> {
  const { data } = await cmsRequest<{ data: { registrationToken: string } }>(cms.url, '/admin/users', {
    method: 'POST',
    token: adminJwt,
    body: { firstname: 'Nell', lastname: 'Ashdown', email, roles: [await staffRoleId()] },
  });
  return data.registrationToken;
}

beforeAll(async () => {
  mkdirSync(work, { recursive: true });
  smtp = await startSmtpReceiver();
  content = await sampleCmsCopy('cms-e-mail-e2e');
  port = await unusedPort();
  cms = await startEmbeddedCms({
    ...content.options,
    port,
    // The copy's own database and uploads (on PostgreSQL, its database is in this environment), and the e-mail's.
    env: {
      ...content.options.env,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      EMAIL_FROM: `Wealdhaven House <${FROM}>`,
      PUBLIC_URL,
    },
  });
  ({ adminJwt } = await registerWriter(cms, MANAGER));
}, 300_000);

afterAll(async () => {
  await cms?.stop();
  await smtp?.stop();
  await content?.remove({ port, keepLogAs: path.join(work, 'strapi.log') });
}, 60_000);

describe('e-mail from the CMS, with an SMTP server', () => {
  it('e-mails an invitation with its link on the public address, from the home, in its words', async () => {
    const email = `staff-${randomBytes(4).toString('hex')}@wealdhaven-house.example`;
    const arrives = smtp.next(email);
    const token = await invite(email);
    const mail = await arrives;
    expect(mail.from).toBe(FROM);
    const text = readableText(mail.raw);
    expect(mail.raw).toMatch(/^Subject: You are invited to help keep the Wealdhaven House website\r$/m);
    expect(text).toContain(`${PUBLIC_URL}/admin/auth/register?registrationToken=${token}`);
    expect(text).toContain('Hello Nell,');
    expect(text).not.toContain('127.0.0.1');
  }, 60_000);

  it('e-mails a password reset with its link on the public address, and says nothing of who has an account', async () => {
    const arrives = smtp.next(MANAGER.email);
    const asked = await fetch(`${cms.url}/admin/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: MANAGER.email }),
    });
    expect(asked.status).toBe(204);
    const text = readableText((await arrives).raw);
    expect(text).toMatch(new RegExp(`${PUBLIC_URL}/admin/auth/reset-password\\?code=[0-9a-f]{20,}`));
    expect(text).not.toContain('127.0.0.1');
    // Someone with no account is answered the same, and sent nothing.
    const before = smtp.received.length;
    const stranger = await fetch(`${cms.url}/admin/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@wealdhaven-house.example' }),
    });
    expect(stranger.status).toBe(204);
    expect(smtp.received.length).toBe(before);
  }, 60_000);

  it('tells the admin, before anyone signs in, only whether it sends e-mail, shows developers’ menus, and its menu’s sections', async () => {
    const answer = await fetch(`${cms.url}/admin-panel-settings`);
    expect([answer.status, await answer.json()]).toEqual([
      200,
      { sendsEmail: true, developerMenus: false, menu: ADMIN_MENU },
    ]);
  });
});

describe('the CMS without an SMTP server', () => {
  beforeAll(async () => {
    await cms.stop();
    cms = await startEmbeddedCms({ ...content.options, port });
  }, 300_000);

  it('sends nothing, says so to the invitation screen and in its log, and still gives the link to send by hand', async () => {
    const answer = await fetch(`${cms.url}/admin-panel-settings`);
    expect([answer.status, await answer.json()]).toEqual([
      200,
      { sendsEmail: false, developerMenus: false, menu: ADMIN_MENU },
    ]);
    ({ adminJwt } = await loginAgain());
    const email = `hand-${randomBytes(4).toString('hex')}@wealdhaven-house.example`;
    const token = await invite(email);
    expect(token).toMatch(/^[0-9a-f]{20,}$/);
    // Its log says so, for whoever keeps the CMS.
    const said = `the invitation to ${email} was not sent`;
    for (let tries = 0; tries < 50 && !readFileSync(cms.logFile, 'utf8').includes(said); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readFileSync(cms.logFile, 'utf8')).toContain(said);
  }, 60_000);
});

/** The manager signed in again, on the restarted CMS. */
async function loginAgain(): Promise<{ adminJwt: string }> {
  const { data } = await cmsRequest<{ data: { token: string } }>(cms.url, '/admin/login', {
    method: 'POST',
    body: MANAGER,
  });
  return { adminJwt: data.token };
}
