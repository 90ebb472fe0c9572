/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import type { CmsError } from '../../lib/cms';
import { recordedClient, TEST_TOKEN } from '../../lib/cms/testing/recorded-client';
import { startRecordedStrapi, type RecordedStrapi } from '../../lib/cms/testing/recorded-strapi';
import { serveRecordedUploads } from '../../lib/cms/testing/recorded-uploads';
import { serveCmsSnapshot } from './cms-snapshot';

const TOKEN = TEST_TOKEN;
const TEAM = '/teams?populate=photo&pagination%5Bpage%5D=1';
const ANSWER = JSON.stringify({ data: [{ name: 'As the first stage read it' }], meta: {} });

let strapi: RecordedStrapi | undefined;
let snapshot: Awaited<ReturnType<typeof serveCmsSnapshot>> | undefined;

afterEach(async () => {
  await snapshot?.close();
  await strapi?.close();
  snapshot = strapi = undefined;
});

const get = (url: string, token = TOKEN, method = 'GET') =>
  fetch(url, { method, headers: { Authorization: `Bearer ${token}` } });

describe('the pages’ copy of the CMS, as the first stage read it', () => {
  it('answers what the first stage read with its answer, under the CMS’s own path, and nothing of the CMS itself', async () => {
    strapi = await startRecordedStrapi();
    snapshot = await serveCmsSnapshot({ url: `${strapi.url}/api`, token: TOKEN }, { [TEAM]: ANSWER });
    expect(snapshot.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/);
    const answer = await get(`${snapshot.url}${TEAM}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(await answer.text()).toBe(ANSWER);
    expect(strapi.requests).toEqual([]);
    expect(snapshot.unread).toEqual([]);
  });

  it('gives the content layer’s client, at its address, what the first stage’s client read, asking the CMS nothing', async () => {
    strapi = await startRecordedStrapi();
    const answers: Record<string, string | null> = {};
    const client = (url: string, record = false) =>
      recordedClient(
        { url },
        {
          attempts: 1,
          ...(record ? { onAnswer: (path: string, body: string | null) => void (answers[path] = body) } : {}),
        },
      ).client;
    // A single type not published answers 404, which the pages must meet as the first stage did.
    strapi.overrides.set('/api/activity-programme', { status: 404 });
    const notFound = (cms: ReturnType<typeof client>) =>
      cms.findSingle('activity-programme', {}, z.unknown()).catch((error: CmsError) => error.kind);
    const read = (cms: ReturnType<typeof client>) =>
      Promise.all([
        cms.findAll('galleries', { populate: ['image'] }, z.unknown(), () => {}),
        cms.findSingle('fact-sheet', { populate: ['brochure'] }, z.unknown()),
        notFound(cms),
      ]);
    const firstStage = await read(client(strapi.url, true));
    expect(firstStage[2]).toBe('not-found');
    expect(answers['/activity-programme']).toBeNull();
    expect(Object.keys(answers).length).toBeGreaterThan(3);
    const asked = strapi.requests.length;
    snapshot = await serveCmsSnapshot({ url: strapi.url, token: TOKEN }, answers);
    expect(await read(client(snapshot.url))).toEqual(firstStage);
    expect(strapi.requests).toHaveLength(asked);
    expect(snapshot.unread).toEqual([]);
  });

  it('answers 404 to what the first stage did not read, and lists it, without asking the CMS', async () => {
    strapi = await startRecordedStrapi();
    snapshot = await serveCmsSnapshot({ url: strapi.url, token: TOKEN }, { [TEAM]: ANSWER });
    const other = await get(`${snapshot.url}/api/teams?populate=photo&pagination%5Bpage%5D=2`);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ data: null, error: { status: 404 } });
    expect(snapshot.unread).toEqual(['/teams?populate=photo&pagination%5Bpage%5D=2']);
    expect(strapi.requests).toEqual([]);
  });

  it('refuses a request without the token, and any that would write', async () => {
    strapi = await startRecordedStrapi();
    snapshot = await serveCmsSnapshot({ url: strapi.url, token: TOKEN }, { [TEAM]: ANSWER });
    expect((await get(`${snapshot.url}/api${TEAM}`, 'another-token')).status).toBe(401);
    expect((await fetch(`${snapshot.url}/api${TEAM}`)).status).toBe(401);
    expect((await get(`${snapshot.url}/api${TEAM}`, TOKEN, 'DELETE')).status).toBe(405);
    expect(strapi.requests).toEqual([]);
  });

  it('passes a media file’s request on to the CMS, with its type and bytes', async () => {
    strapi = await startRecordedStrapi();
    await serveRecordedUploads(strapi);
    const [upload, file] = [...strapi.uploads.entries()][0]!;
    snapshot = await serveCmsSnapshot({ url: strapi.url, token: TOKEN }, {});
    const answer = await fetch(`${snapshot.url}${upload}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(file.type);
    expect(Buffer.from(await answer.arrayBuffer()).equals(file.bytes)).toBe(true);
    expect(strapi.requests.map((request) => request.path)).toEqual([upload]);
  });
});
