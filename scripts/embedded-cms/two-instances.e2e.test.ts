/** @jest-environment node */
// Two CMS servers on one PostgreSQL database and one S3-compatible bucket, behind one address (a proxy of the test's
// own that sends each request to the next server in turn), as a care group or an agency would run them: a photo
// uploaded through one is read through the other; an editor signs in on one and works on the other; a publish on
// either calls the site's rebuild exactly once; and one server killed in the middle of a publish loses nothing, the
// other carrying on. The bucket is a real server that speaks S3 over HTTP (scripts/testing/s3-server.ts). On the
// PostgreSQL run of the CMS suite only: one SQLite file cannot be shared by two servers.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { unusedPort } from '../shared';
import { emptyCmsDatabase, onPostgres, suiteResults } from '../testing/cms-database';
import { s3Folder, startS3Server, type S3Server } from '../testing/s3-server';
import { sampleCmsCopy, type SampleCmsCopy } from '../testing/sample-cms-copy';
import { backupCms, restoreCms } from './backup';
import { startEmbeddedCms, type EmbeddedCms, type EmbeddedCmsOptions } from '.';
import { cmsRequest, registerWriter, uploadFile } from './write';

const work = suiteResults('two-instances-e2e');
const holdFile = path.join(work, 'held.json');
const TEAM = 'api::team.team';
const ADMIN = {
  email: 'two-servers@wealdhaven-house.example',
  password: `Two-${randomBytes(12).toString('hex')}`,
};
const cleanUps: Array<() => unknown> = [];

let s3: S3Server;
let sample: SampleCmsCopy;
let home: EmbeddedCmsOptions;
let one: EmbeddedCms;
let two: EmbeddedCms | undefined;
let front: { url: string; served: string[]; close(): Promise<void> };
let hook: { url: string; calls: { event: string; uid?: string }[]; close(): Promise<void> };
let adminJwt: string;
let token: string;

/** A proxy in front of `servers`: each request goes to the next in turn; `served` records which answered. */
async function roundRobin(servers: () => EmbeddedCms[]): Promise<typeof front> {
  const served: string[] = [];
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const all = servers();
    const target = new URL(all[next++ % all.length]!.url);
    served.push(target.port);
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The site's rebuild hook, as a static host's: it records each call's event and content type. */
async function rebuildHook(): Promise<typeof hook> {
  const calls: { event: string; uid?: string }[] = [];
  const server = createServer((incoming, outgoing) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    incoming.on('end', () => {
      const call = JSON.parse(body || '{}') as { event?: string; uid?: string };
      calls.push({ event: String(call.event), uid: call.uid });
      outgoing.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rebuild`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Waits until the hook has had `count` calls for `event`, and a second more, so that a late extra one is seen. */
async function publishCalls(event: string, count: number): Promise<number> {
  const seen = () => hook.calls.filter((call) => call.event === event).length;
  const deadline = Date.now() + 30_000;
  while (seen() < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return seen();
}

/** Starts one more server on the shared database and bucket, the rebuild hook set; `hold` as crash.e2e uses it. */
async function startServer(hold?: 'publish') {
  rmSync(holdFile, { force: true });
  return startEmbeddedCms({
    ...home,
    port: await unusedPort(),
    env: {
      ...home.env,
      DEPLOY_HOOK_URL: hook.url,
      ...(hold ? { CMS_TEST_HOLD: hold, CMS_TEST_HOLD_FILE: holdFile } : {}),
    },
  });
}

/** The member's published role (as the site reads it) and the draft's (as the admin does), read through `server`. */
async function member(server: EmbeddedCms, documentId: string) {
  const published = await cmsRequest<{ data: { role: string }[] }>(
    server.url,
    `/api/teams?filters[documentId][$eq]=${documentId}`,
    { token: server.token },
  );
  const draft = await cmsRequest<{ data: { role: string } }>(
    server.url,
    `/content-manager/collection-types/${TEAM}/${documentId}`,
    { token: adminJwt },
  );
  return { published: published.data.map((entry) => entry.role), draft: draft.data.role };
}

const onPostgresOnly = onPostgres() ? describe : describe.skip;

onPostgresOnly('two CMS servers on one PostgreSQL database and one bucket', () => {
  beforeAll(async () => {
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work, { recursive: true });
    s3 = await startS3Server(s3Folder(work), ['group']);
    hook = await rebuildHook();
    // The sample home, its uploads moved into the bucket by a restore.
    sample = await sampleCmsCopy('two-instances-e2e-sample', { database: 'sqlite' });
    const { file } = await backupCms(path.join(work, 'backups'), { cms: sample.options });
    const options = await emptyCmsDatabase('two-instances-e2e', 0, cleanUps);
    home = { ...options, env: { ...options.env, ...s3.env('group') } };
    await restoreCms(file, { cms: home });
    one = await startServer();
    two = await startServer();
    front = await roundRobin(() => [one, ...(two ? [two] : [])]);
    ({ adminJwt, token } = await registerWriter(one, ADMIN));
  }, 600_000);

  afterAll(async () => {
    await front?.close();
    for (const server of [two, one]) if (server) await server.stop();
    await hook?.close();
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
    await sample?.remove();
    await s3?.stop();
  }, 120_000);

  it('reads through one server a photo uploaded through the other, from the bucket', async () => {
    const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8aa399' } })
      .jpeg()
      .toBuffer();
    const uploaded = await uploadFile(one.url, token, {
      name: 'two-servers-lounge.jpg',
      bytes,
      type: 'image/jpeg',
      alternativeText: 'The lounge at tea time',
    });
    expect(uploaded.url.startsWith(`${s3.endpoint}/group/`)).toBe(true);
    const read = await cmsRequest<{ url: string; alternativeText: string }>(
      two!.url,
      `/api/upload/files/${uploaded.id}`,
      { token },
    );
    expect(read).toMatchObject({ url: uploaded.url, alternativeText: 'The lounge at tea time' });
    expect(Buffer.from(await (await fetch(read.url)).arrayBuffer())).toEqual(bytes);
  });

  it('keeps an editor signed in whichever server answers: signed in through one, working through the other', async () => {
    const signedIn = await cmsRequest<{ data: { token: string } }>(two!.url, '/admin/login', {
      method: 'POST',
      body: ADMIN,
    });
    // Through the proxy, each request to the next server: the session works on both.
    front.served.length = 0;
    for (let call = 0; call < 4; call += 1) {
      const answer = await fetch(`${front.url}/content-manager/collection-types/${TEAM}?page=1&pageSize=5`, {
        headers: { Authorization: `Bearer ${signedIn.data.token}` },
      });
      expect(answer.status).toBe(200);
    }
    expect(new Set(front.served)).toEqual(new Set([new URL(one.url).port, new URL(two!.url).port]));
  });

  it('calls the site’s rebuild exactly once for a publish on either server', async () => {
    const before = await publishCalls('entry.publish', 0);
    for (const [server, name] of [
      [one, 'Hazel Onewell'],
      [two!, 'Hazel Twowell'],
    ] as const) {
      await cmsRequest(server.url, '/api/teams', {
        method: 'POST',
        token,
        body: { data: { name, role: 'Carer', description: 'Joined.', order: 960 } },
      });
    }
    expect((await publishCalls('entry.publish', before + 2)) - before).toBe(2);
  });

  it('loses nothing when one server is killed in the middle of a publish: the other carries on, and publishes it', async () => {
    const { data } = await cmsRequest<{ data: { documentId: string; role: string }[] }>(
      one.url,
      '/api/teams?sort=order:asc&pagination[pageSize]=1',
      { token: one.token },
    );
    const { documentId, role: roleBefore } = data[0]!;
    const roleAfter = `Head of housekeeping ${randomBytes(3).toString('hex').replace(/\d/g, 'q')}`;
    // The second server is replaced by one that holds a publish inside its transaction (cms/src/crash-points.js).
    await two!.stop();
    two = await startServer('publish');
    await cmsRequest(two.url, `/content-manager/collection-types/${TEAM}/${documentId}`, {
      method: 'PUT',
      token: adminJwt,
      body: { role: roleAfter },
    });
    const publishing = fetch(
      `${two.url}/content-manager/collection-types/${TEAM}/${documentId}/actions/publish`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminJwt}` },
        body: JSON.stringify({ role: roleAfter }),
      },
    ).then(
      (answer) => `answered ${answer.status}`,
      () => 'no answer',
    );
    const deadline = Date.now() + 60_000;
    while (!existsSync(holdFile) || !readFileSync(holdFile, 'utf8').endsWith('\n')) {
      if (Date.now() > deadline) throw new Error('the second server never held the publish');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const dying = two;
    two = undefined;
    const exited = new Promise((resolve) => dying.process.once('exit', resolve));
    dying.process.kill('SIGKILL');
    await exited;
    expect(await publishing).toBe('no answer');

    // The first server, still running, sees the member as published before and the editor's draft kept.
    expect(await member(one, documentId)).toEqual({ published: [roleBefore], draft: roleAfter });
    const before = await publishCalls('entry.publish', 0);
    await cmsRequest(one.url, `/content-manager/collection-types/${TEAM}/${documentId}/actions/publish`, {
      method: 'POST',
      token: adminJwt,
      body: { role: roleAfter },
    });
    expect(await member(one, documentId)).toEqual({ published: [roleAfter], draft: roleAfter });
    expect((await publishCalls('entry.publish', before + 1)) - before).toBe(1);
  }, 300_000);
});
