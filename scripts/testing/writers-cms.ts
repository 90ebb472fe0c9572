import { afterAll, beforeAll } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { registerWriter, startEmbeddedCms, type EmbeddedCms } from '../embedded-cms';
import { unusedPort } from '../shared';
import { callCms, inviteStaff, type Answer } from './admin-api';
import { sampleCmsCopy, type SampleCmsCopy } from './sample-cms-copy';

export type WritersCms = {
  cms: EmbeddedCms;
  /** The manager's admin session (a super admin: the first account), and their full-access API token. */
  managerJwt: string;
  writeToken: string;
  /** The admin session of a member of staff invited with the staff role, when the suite asked for one. */
  staffJwt: string;
  /** A request to the CMS that answers with its status and JSON, whatever the status; as the manager unless told. */
  call(pathname: string, method: string, body?: unknown, token?: string): Promise<Answer>;
};

/**
 * The embedded CMS of a suite that writes as the home's people: a fresh copy of the sample content on a port of its
 * own, started before the suite's tests (registering the manager, and inviting `staff` when given) and stopped and
 * removed after them. Its fields are there once the suite's `beforeAll` has run.
 */
export function writersCms(
  name: string,
  { manager, staff, env }: { manager: string; staff?: string; env?: Record<string, string> },
): WritersCms {
  let content: SampleCmsCopy | undefined;
  let port: number;
  const the = {
    call: (pathname, method, body, token = the.managerJwt) =>
      callCms(the.cms.url, pathname, method, body, token),
  } as WritersCms;
  beforeAll(async () => {
    content = await sampleCmsCopy(name);
    port = await unusedPort();
    the.cms = await startEmbeddedCms({ ...content.options, port, env: { ...content.options.env, ...env } });
    const writer = await registerWriter(the.cms, {
      email: manager,
      password: `Manager-${randomBytes(12).toString('hex')}`,
    });
    the.managerJwt = writer.adminJwt;
    the.writeToken = writer.token;
    // Staff are invited as the editors' guide says: a user with the staff role, who sets a password at the link.
    if (staff) the.staffJwt = await inviteStaff(the.cms.url, the.managerJwt, staff);
  }, 240_000);
  afterAll(async () => {
    await the.cms?.stop();
    await content?.remove({ port });
  });
  return the;
}
