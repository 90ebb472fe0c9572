/** @jest-environment node */
// No data lost by a crash: the embedded CMS is killed (SIGKILL, as a power cut or the kernel's OOM killer would) in
// the middle of an editor's publish, inside the database's transaction, and of a photo upload, between its files and
// their row. The CMS holds each request at that point (cms/src/crash-points.js, a test-only hook) and says what it
// saw there, so the test knows the kill fell where it is dangerous. After a restart the content is as before the
// request, never half: one published version, the editor's saved draft kept, no file in uploads that no upload names;
// and the next build's site matches. In `npm run test:cms`, on whichever database the suite runs on.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { cmsDir, unusedPort } from '../shared';
import { suiteResults } from '../testing/cms-database';
import { runBuild } from '../testing/run-build';
import { sampleCmsCopy, type SampleCmsCopy } from '../testing/sample-cms-copy';
import { startEmbeddedCms, type EmbeddedCms } from '.';
import { cmsRequest, registerWriter } from './write';

const work = suiteResults('crash-e2e');
const holdFile = path.join(work, 'held.json');
const TEAM = 'api::team.team';

let content: SampleCmsCopy;
let port: number;
let cms: EmbeddedCms | undefined;
let adminJwt: string;
let writeToken: string;

/** Starts the CMS on the copy; `hold` makes it hold requests at that point of danger. */
async function start(hold?: 'publish' | 'upload') {
  rmSync(holdFile, { force: true });
  cms = await startEmbeddedCms({
    ...content.options,
    port,
    env: { ...content.options.env, ...(hold ? { CMS_TEST_HOLD: hold, CMS_TEST_HOLD_FILE: holdFile } : {}) },
  });
  return cms;
}

/** Kills the CMS at once, with no chance to finish or clean up, and waits for it to be gone. */
async function kill() {
  const running = cms!;
  cms = undefined;
  const exited = new Promise((resolve) => running.process.once('exit', resolve));
  running.process.kill('SIGKILL');
  await exited;
}

/** Waits for the CMS to say it holds a request, and returns what it saw there. */
async function held(): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 60_000;
  while (!existsSync(holdFile) || !readFileSync(holdFile, 'utf8').endsWith('\n')) {
    if (Date.now() > deadline) throw new Error('the CMS never reached the point where it holds the request');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return JSON.parse(readFileSync(holdFile, 'utf8'));
}

/** Sends a request the CMS will hold and never answer; its failure when the CMS dies is expected. */
function sendHeld(pathname: string, init: RequestInit) {
  return fetch(`${cms!.url}${pathname}`, init).then(
    (answer) => `answered ${answer.status}`,
    () => 'no answer',
  );
}

/** The published member (as the site reads it) and the editor's draft (as the admin panel reads it). */
async function member(documentId: string) {
  const published = await cmsRequest<{ data: { documentId: string; role: string }[] }>(
    cms!.url,
    `/api/teams?filters[documentId][$eq]=${documentId}`,
    { token: cms!.token },
  );
  const draft = await cmsRequest<{ data: { role: string } }>(
    cms!.url,
    `/content-manager/collection-types/${TEAM}/${documentId}`,
    { token: adminJwt },
  );
  return { published: published.data.map((entry) => entry.role), draft: draft.data.role };
}

/** The uploads folder's files, and the files the media library names (originals and formats). */
async function uploads() {
  const folder = path.join(cmsDir, content.env.CMS_PUBLIC_DIR!, 'uploads');
  const onDisk = readdirSync(folder)
    .filter((name) => !name.startsWith('.'))
    .sort();
  const library = await cmsRequest<{ url: string; formats: Record<string, { url: string }> | null }[]>(
    cms!.url,
    '/api/upload/files?pagination[pageSize]=1000',
    { token: writeToken },
  );
  const named = library
    .flatMap((file) => [file.url, ...Object.values(file.formats ?? {}).map((format) => format.url)])
    .map((url) => path.basename(url))
    .sort();
  return { onDisk, named, library: library.length };
}

let documentId: string;
let roleBefore: string;
const roleAfter = `Head of night care ${randomBytes(3).toString('hex').replace(/\d/g, 'q')}`;

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  content = await sampleCmsCopy('crash-e2e');
  port = await unusedPort();
  await start('publish');
  ({ adminJwt, token: writeToken } = await registerWriter(cms!, {
    email: 'crash-test@wealdhaven-house.example',
    password: `Crash-${randomBytes(12).toString('hex')}`,
  }));
  const { data } = await cmsRequest<{ data: { documentId: string; role: string }[] }>(
    cms!.url,
    '/api/teams?sort=order:asc&pagination[pageSize]=1',
    { token: cms!.token },
  );
  documentId = data[0]!.documentId;
  roleBefore = data[0]!.role;
}, 300_000);

afterAll(async () => {
  if (cms) await kill();
  await content?.remove({ port, keepLogAs: path.join(work, 'strapi.log') });
}, 60_000);

describe('the CMS killed in the middle of', () => {
  it('an editor’s publish, inside its transaction: on restart the member is as published before, and the draft kept', async () => {
    // The editor saves the change (a draft), then publishes it.
    await cmsRequest(cms!.url, `/content-manager/collection-types/${TEAM}/${documentId}`, {
      method: 'PUT',
      token: adminJwt,
      body: { role: roleAfter },
    });
    const publishing = sendHeld(`/content-manager/collection-types/${TEAM}/${documentId}/actions/publish`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminJwt}` },
      body: JSON.stringify({ role: roleAfter }),
    });
    // The CMS wrote the new published version, inside the transaction, and holds there.
    expect(await held()).toEqual({ at: 'publish', inTransaction: true, documentId, role: roleAfter });
    await kill();
    expect(await publishing).toBe('no answer');

    await start();
    expect(await member(documentId)).toEqual({ published: [roleBefore], draft: roleAfter });
  }, 300_000);

  it('a photo upload, between its files and their row: on restart no file is left that no upload names', async () => {
    const before = await uploads();
    expect(before.onDisk).toEqual([...new Set(before.named)].sort());
    await kill();
    await start('upload');
    const photo = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#8aa37b' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'crash-test-garden.jpg');
    form.append('fileInfo', JSON.stringify({ name: 'crash-test-garden.jpg', alternativeText: 'The garden' }));
    const uploading = sendHeld('/api/upload', {
      method: 'POST',
      headers: { Authorization: `Bearer ${writeToken}` },
      body: form,
    });
    // Its files are in the uploads folder (the original and each of Strapi's formats); their row is not yet.
    const seen = (await held()) as { at: string; written: string[] };
    expect(seen.at).toBe('upload');
    expect(seen.written.length).toBeGreaterThan(1);
    const written = seen.written.map((url) => path.basename(url));
    const folder = path.join(cmsDir, content.env.CMS_PUBLIC_DIR!, 'uploads');
    for (const name of written) expect(existsSync(path.join(folder, name))).toBe(true);
    await kill();
    expect(await uploading).toBe('no answer');

    await start();
    const after = await uploads();
    expect(after.library).toBe(before.library);
    expect(after.onDisk).toEqual(before.onDisk);
    for (const name of written) expect(existsSync(path.join(folder, name))).toBe(false);
  }, 300_000);

  it('either, and the next build’s site shows the content as it is', async () => {
    const outDir = path.join(work, 'out');
    const built = await runBuild({ STRAPI_URL: cms!.url, STRAPI_TOKEN: cms!.token, SITE_OUT_DIR: outDir });
    expect(built.code).toBe(0);
    const team = readFileSync(path.join(outDir, 'team.html'), 'utf8');
    expect(team).toContain(roleBefore);
    expect(team).not.toContain(roleAfter);

    // And the editor's publish, made again, goes through.
    await cmsRequest(cms!.url, `/content-manager/collection-types/${TEAM}/${documentId}/actions/publish`, {
      method: 'POST',
      token: adminJwt,
      body: { role: roleAfter },
    });
    expect(await member(documentId)).toEqual({ published: [roleAfter], draft: roleAfter });
  }, 600_000);

  it('never sweeps a folder that is not its database’s own: another database started on it removes nothing', async () => {
    await kill();
    const folder = path.join(cmsDir, content.env.CMS_PUBLIC_DIR!, 'uploads');
    // A file only this folder's database would know, and another database pointed at the folder by mistake.
    writeFileSync(path.join(folder, 'left-by-another.jpg'), 'not a photo');
    const before = readdirSync(folder).sort();
    const other = await sampleCmsCopy('crash-e2e-other');
    try {
      const wrong = await startEmbeddedCms({
        ...other.options,
        port,
        env: { ...other.options.env, CMS_PUBLIC_DIR: content.env.CMS_PUBLIC_DIR! },
      });
      await wrong.stop();
      expect(readdirSync(folder).sort()).toEqual(before);
      expect(readFileSync(wrong.logFile, 'utf8')).toMatch(/is not this database's uploads folder/);
      rmSync(wrong.logFile, { force: true });
    } finally {
      await other.remove();
    }
    // Its own database, started again, removes the stray file.
    await start();
    expect(existsSync(path.join(folder, 'left-by-another.jpg'))).toBe(false);
  }, 300_000);
});
