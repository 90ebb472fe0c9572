// The CMS's admin and REST APIs as the CMS suite's tests call them: any status answered, with its JSON, and a
// refusal read as the admin panel reads it.
import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Strapi's answers, read field by field
export type Json = any;
export type Answer = { status: number; body: Json };

/** A request to the CMS at `cmsUrl` that answers with its status and JSON, whatever the status. */
export async function callCms(
  cmsUrl: string,
  pathname: string,
  method: string,
  body: unknown,
  token: string,
): Promise<Answer> {
  const response = await fetch(`${cmsUrl}${pathname}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The fields a refusal names, as the admin panel joins them into its form's names. */
export function refusedFields(answer: Answer): string[] {
  expect(answer.status).toBe(400);
  expect(answer.body.error.name).toBe('ValidationError');
  return answer.body.error.details.errors.map((error: { path: string[] }) => error.path.join('.'));
}

/**
 * Invites a member of staff as the editors' guide says (a user with the role "Staff (drafts only)", who sets a password
 * at the invitation's link) and returns their admin session token.
 */
export async function inviteStaff(cmsUrl: string, managerJwt: string, email: string): Promise<string> {
  const roles = await callCms(cmsUrl, '/admin/roles', 'GET', undefined, managerJwt);
  const staffRole = roles.body.data.find((role: { name: string }) => role.name === 'Staff (drafts only)');
  expect(staffRole).toBeDefined();
  const invited = await callCms(
    cmsUrl,
    '/admin/users',
    'POST',
    { firstname: 'Sam', lastname: 'Carer', email, roles: [staffRole.id] },
    managerJwt,
  );
  expect(invited.status).toBe(201);
  const registered = await callCms(
    cmsUrl,
    '/admin/register',
    'POST',
    {
      registrationToken: invited.body.data.registrationToken,
      userInfo: {
        firstname: 'Sam',
        lastname: 'Carer',
        password: `Staff-${randomBytes(12).toString('hex')}A1`,
      },
    },
    managerJwt,
  );
  expect(registered.status).toBe(200);
  return registered.body.data.token;
}

/**
 * What a visitor learns and gets by trying to become the first administrator of the CMS at `cmsUrl`, as Strapi's own
 * first-run screen would: whether `/admin/init` says it has one, and the status of a registration.
 */
export async function firstVisitorRegisters(
  cmsUrl: string,
  spelling: { init: string; register: string } = { init: '/admin/init', register: '/admin/register-admin' },
) {
  const init = (await (await fetch(`${cmsUrl}${spelling.init}`)).json()) as { data: { hasAdmin: boolean } };
  const register = await fetch(`${cmsUrl}${spelling.register}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstname: 'First',
      lastname: 'Visitor',
      email: 'first-visitor@example.com',
      password: `Visitor-${randomBytes(12).toString('hex')}A1`,
    }),
  });
  return { saysItHasAdmin: init.data.hasAdmin, registration: register.status };
}
