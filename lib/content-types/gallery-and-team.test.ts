/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { inspect } from 'node:util';
import { createContentClient, type ContentClientOptions } from '@/lib/cms/client';
import { readCmsConfig } from '@/lib/cms/config';
import { CmsError, type MediaSource } from '@/lib/kit';
import { failure } from '@/lib/cms/testing/failure';
import { readType, standInImage, type ReadOptions } from '@/lib/cms/testing/recorded-client';
import { recorded, startRecordedStrapi, type RecordedStrapi } from '@/lib/cms/testing/recorded-strapi';

type PrepareImage = NonNullable<ReadOptions['prepare']>;

const TOKEN = 'test-token-4f1d9c0b7a2e8d6c5b3a1f0e9d8c7b6a';

let strapi: RecordedStrapi;
let warnings: string[];
/** What the content layer handed to the image pipeline (image-pipeline.test.ts tests the pipeline itself). */
let sources: MediaSource[];

/** Stands in for the image pipeline: a site image that points at the source, so tests can see what went where. */
const prepareAll: PrepareImage = async (source) => {
  sources.push(source);
  return { image: standInImage(source) };
};

beforeEach(async () => {
  strapi = await startRecordedStrapi();
  warnings = [];
  sources = [];
});

afterEach(async () => {
  await strapi.close();
});

function setUp(
  options: ContentClientOptions & {
    url?: string;
    timeoutMs?: number;
    prepare?: PrepareImage;
    today?: string;
  } = {},
) {
  const config = readCmsConfig({
    STRAPI_URL: options.url ?? strapi.url,
    STRAPI_TOKEN: TOKEN,
    CMS_TIMEOUT_MS: String(options.timeoutMs ?? 2000),
  });
  const log: string[] = [];
  const client = createContentClient(config, { retryDelayMs: 5, log: (m) => log.push(m), ...options });
  const warn = (message: string) => warnings.push(message);
  const cms = { client, mediaOrigin: config.mediaOrigin, warn };
  const prepare = options.prepare ?? prepareAll;
  return {
    config,
    log,
    gallery: () => readType('gallery', cms, { prepare, today: options.today }),
    team: () => readType('team', cms, { prepare }),
  };
}

function galleryPage(items: unknown[]) {
  return { data: items, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: items.length } } };
}

const firstRecordedItem = () => structuredClone(recorded.gallery[0]!.data[0]!) as Record<string, unknown>;

describe('reading the gallery', () => {
  it('reads every page with the bearer token, the photo and its consent with each other resident’s, in order', async () => {
    const photos = await setUp().gallery();
    expect(photos).toHaveLength(32);
    expect(strapi.requests.map((r) => r.query.get('pagination[page]'))).toEqual(['1', '2', '3']);
    for (const request of strapi.requests) {
      expect(request.path).toBe('/api/galleries');
      expect(request.authorization).toBe(`Bearer ${TOKEN}`);
      expect(request.query.get('populate[image]')).toBe('true');
      expect(request.query.get('populate[consent][populate][0]')).toBe('others');
    }
    expect(new Set(photos.map((p) => p.id)).size).toBe(32);
    expect(warnings).toEqual([]);
  });

  it('hands each original to the image pipeline: its URL on the CMS origin, size, alt text, type and version', async () => {
    const [first] = await setUp().gallery();
    const media = (recorded.gallery[0]!.data[0] as unknown as { image: RecordedMedia }).image;
    expect(sources).toHaveLength(32);
    expect(sources[0]).toMatchObject({
      url: `${strapi.url}${media.url}`,
      width: media.width,
      height: media.height,
      alt: media.alternativeText,
      mime: 'image/jpeg',
    });
    // The version changes when an editor replaces the file (Strapi keeps its URL and hash, not its updatedAt).
    expect(sources[0]!.version).toContain(media.hash);
    expect(sources[0]!.version).toContain(media.updatedAt);
    expect(first!.image).toEqual(standInImage(sources[0]!));
  });

  it('has no version for a file the CMS does not date, so that the pipeline checks its bytes', async () => {
    const item = firstRecordedItem();
    delete (item.image as Record<string, unknown>).updatedAt;
    strapi.queue.push({ status: 200, body: galleryPage([item]) });
    await setUp().gallery();
    expect(sources[0]!.version).toBeNull();
  });

  it('keeps absolute image URLs from a CDN upload provider as they are', async () => {
    const item = firstRecordedItem();
    (item.image as Record<string, unknown>).url = 'https://cdn.example.org/uploads/house.jpg';
    strapi.queue.push({ status: 200, body: galleryPage([item]) });
    await setUp().gallery();
    expect(sources[0]!.url).toBe('https://cdn.example.org/uploads/house.jpg');
  });

  it('works with STRAPI_URL given as the API base, and finds media at the server origin', async () => {
    await setUp({ url: `${strapi.url}/api/` }).gallery();
    expect(sources[0]!.url.startsWith(`${strapi.url}/uploads/`)).toBe(true);
  });

  it('never hands on a media URL with credentials in it', async () => {
    const item = firstRecordedItem();
    (item.image as Record<string, unknown>).url = 'https://editor:secret@cdn.example.org/uploads/house.jpg';
    strapi.queue.push({ status: 200, body: galleryPage([item]) });
    expect(await setUp().gallery()).toEqual([]);
    expect(sources).toEqual([]);
    expect(warnings.join('\n')).not.toContain('secret');
  });

  it('leaves out a photo the image pipeline could not make, with one warning naming it and why', async () => {
    const good = firstRecordedItem();
    const bad: Record<string, unknown> = { ...firstRecordedItem(), documentId: 'broken-file' };
    (bad.image as Record<string, unknown>).url = '/uploads/broken.jpg';
    strapi.queue.push({ status: 200, body: galleryPage([good, bad]) });
    const photos = await setUp({
      prepare: async (source) =>
        source.url.endsWith('broken.jpg')
          ? { image: null, problem: 'the image could not be read' }
          : { image: standInImage(source) },
    }).gallery();
    expect(photos.map((p) => p.id)).toEqual([good.documentId]);
    expect(warnings).toEqual(['cms: skipped gallery photo broken-file: the image could not be read']);
  });

  it('leaves out items without a usable image, with a warning, and keeps the rest', async () => {
    const good = firstRecordedItem();
    const noImage = { ...firstRecordedItem(), documentId: 'no-image', image: null };
    const script: Record<string, unknown> = { ...firstRecordedItem(), documentId: 'script-url' };
    (script.image as Record<string, unknown>).url = 'javascript:alert(1)';
    const noId = { ...firstRecordedItem(), documentId: undefined };
    strapi.queue.push({ status: 200, body: galleryPage([good, noImage, script, noId]) });

    const photos = await setUp().gallery();
    expect(photos.map((p) => p.id)).toEqual([good.documentId]);
    expect(warnings).toHaveLength(3);
    expect(warnings.join('\n')).toMatch(/no-image/);
    expect(warnings.join('\n')).toMatch(/script-url/);
  });

  it('leaves out a photo without a description, never giving it a general one, and says so', async () => {
    const item = firstRecordedItem();
    (item.image as Record<string, unknown>).alternativeText = '  ';
    strapi.queue.push({
      status: 200,
      body: galleryPage([item, { ...firstRecordedItem(), documentId: 'described' }]),
    });
    const photos = await setUp().gallery();
    expect(photos.map((photo) => photo.id)).toEqual(['described']);
    expect(warnings).toEqual([
      `cms: skipped gallery photo ${String(item.documentId)}: it has no description`,
      // Counted for the editors too: the build's log and the preview's band.
      'cms: 1 of 2 gallery photos have no description and are not shown: describe each in its Description',
    ]);
    // Never fetched: a photo the site will not show is not made.
    expect(sources).toHaveLength(1);
  });

  it('describes a photo by its entry’s description, in place of its file’s alternative text', async () => {
    const item: Record<string, unknown> = {
      ...firstRecordedItem(),
      documentId: 'own-words',
      description: '  Tea on the terrace  ',
    };
    (item.image as Record<string, unknown>).alternativeText = '';
    const older: Record<string, unknown> = {
      ...firstRecordedItem(),
      documentId: 'file-words',
      description: null,
    };
    strapi.queue.push({ status: 200, body: galleryPage([item, older]) });
    const photos = await setUp().gallery();
    expect(photos.map((photo) => [photo.id, photo.image.alt])).toEqual([
      ['own-words', 'Tea on the terrace'],
      ['file-words', String((older.image as Record<string, unknown>).alternativeText).trim()],
    ]);
    expect(warnings).toEqual([]);
  });
});

describe('who a gallery photo shows', () => {
  const withConsent = (documentId: string, consent: unknown) => ({
    ...firstRecordedItem(),
    documentId,
    consent,
  });
  const read = (items: unknown[], today = '2026-11-28') => {
    strapi.queue.push({ status: 200, body: galleryPage(items) });
    return setUp({ today }).gallery();
  };

  it('shows residents until the day their consent is due for review, and from that day leaves them out', async () => {
    const items = [
      withConsent('residents', { shown: 'Residents', reviewOn: '2026-12-01' }),
      withConsent('staff', { shown: 'Staff', reviewOn: null }),
      withConsent('no-one', { shown: 'No one who can be recognised', reviewOn: null }),
    ];
    expect((await read(items)).map((photo) => photo.id)).toEqual(['residents', 'staff', 'no-one']);
    expect(warnings).toEqual([]);

    sources = [];
    const later = await read(items, '2026-12-01');
    expect(later.map((photo) => photo.id)).toEqual(['staff', 'no-one']);
    expect(warnings).toEqual([
      'cms: skipped gallery photo residents: it shows residents, and the review of their consent was due on 2026-12-01',
    ]);
    // Withheld before it is fetched: only the other two reach the image pipeline, and no size of it is made.
    expect(sources).toHaveLength(2);
  });

  it('shows two residents with consents of their own while both hold, and leaves the photo out once either lapses', async () => {
    // Joan's own consent, reviewed next year; Arthur's, given by his attorney, due on 1 December (as the API gives them:
    // only the review dates, the names and the rest kept in the CMS).
    const both = withConsent('joan-and-arthur', {
      shown: 'Residents',
      reviewOn: '2027-06-01',
      others: [{ id: 7, reviewOn: '2026-12-01' }],
    });
    expect((await read([both])).map((photo) => photo.id)).toEqual(['joan-and-arthur']);
    expect(await read([both], '2026-12-01')).toEqual([]);
    expect(warnings).toEqual([
      'cms: skipped gallery photo joan-and-arthur: it shows residents, and the review of their consent was due on 2026-12-01',
    ]);
    warnings.length = 0;
    // Another resident's row without a review date holds nothing up but itself: the photo waits for it.
    const undated = withConsent('undated', {
      shown: 'Residents',
      reviewOn: '2027-06-01',
      others: [{ id: 8 }],
    });
    expect(await read([undated])).toEqual([]);
    expect(warnings).toEqual([
      'cms: skipped gallery photo undated: it shows residents, and has no date to review their consent',
    ]);
  });

  it('leaves out residents whose consent has no review date (a record the CMS should not have let through)', async () => {
    const photos = await read([withConsent('residents', { shown: 'Residents', reviewOn: null })]);
    expect(photos).toEqual([]);
    expect(warnings).toEqual([
      'cms: skipped gallery photo residents: it shows residents, and has no date to review their consent',
    ]);
  });

  it('keeps photos from before the question was asked, and counts them for the editors', async () => {
    const photos = await read([
      withConsent('old-1', undefined),
      withConsent('old-2', null),
      withConsent('answered', { shown: 'Staff' }),
    ]);
    expect(photos.map((photo) => photo.id)).toEqual(['old-1', 'old-2', 'answered']);
    expect(warnings).toEqual([
      'cms: 2 of 3 gallery photos do not yet say who they show: answer "Who the photo shows" for each (the ' +
        "editors' guide says why)",
    ]);
  });
});

describe('when no photo at all can be used', () => {
  const nonsense: PrepareImage = async () => ({ image: null, problem: 'it is an SVG or other markup' });

  it('fails the gallery in one line rather than publish it empty', async () => {
    const error = await failure(setUp({ prepare: nonsense }).gallery);
    expect(error.kind).toBe('malformed');
    expect(error.message).toBe(
      `CMS malformed response reading "galleries" from ${strapi.url}: none of its 32 photos could be used; the first: it is an SVG or other markup`,
    );
  });

  it('fails the team too, rather than publish every portrait as a placeholder', async () => {
    const error = await failure(setUp({ prepare: nonsense }).team);
    expect(error.message).toMatch(/reading "teams" .*none of its \d+ photos could be used/);
  });

  it('still publishes the rest when some photos fail', async () => {
    let calls = 0;
    const photos = await setUp({
      prepare: async (source) =>
        (calls += 1) % 2 ? { image: null, problem: 'not found' } : { image: standInImage(source) },
    }).gallery();
    expect(photos).toHaveLength(16);
    expect(warnings).toHaveLength(16);
  });
});

describe('reading the team', () => {
  it('maps every member to name, role, description and image', async () => {
    const members = await setUp().team();
    expect(members).toHaveLength(recorded.team.data.length);
    const first = recorded.team.data[0]!;
    expect(members[0]).toMatchObject({
      id: first.documentId,
      name: first.name,
      role: first.role,
      description: first.description,
    });
    expect(members[0]!.image).toEqual(standInImage(sources[0]!));
    expect(sources[0]!.url).toBe(`${strapi.url}${first.image.url}`);
  });

  it('shows the placeholder for a member whose portrait the image pipeline could not make', async () => {
    const [a] = recorded.team.data.map((m: unknown) => structuredClone(m) as Record<string, unknown>);
    strapi.queue.push({ status: 200, body: galleryPage([a]) });
    const [member] = await setUp({
      prepare: async () => ({ image: null, problem: 'CMS not found (404) reading "media"' }),
    }).team();
    expect(member!.image).toBeNull();
    expect(warnings).toEqual([
      `cms: team member ${a!.documentId} (${a!.name}): CMS not found (404) reading "media"; showing a placeholder`,
    ]);
  });

  it('gives a member without an image a null image (the placeholder) and leaves out one without a name', async () => {
    const [a, b] = recorded.team.data.map((m: unknown) => structuredClone(m) as Record<string, unknown>);
    a!.image = null;
    b!.name = '   ';
    strapi.queue.push({ status: 200, body: galleryPage([a, b]) });
    const members = await setUp().team();
    expect(members).toHaveLength(1);
    expect(members[0]!.image).toBeNull();
    expect(warnings.some((w) => w.includes('placeholder'))).toBe(true);
    expect(warnings.some((w) => w.includes('skipped team member'))).toBe(true);
  });

  it('keeps markup in text as plain text for React to escape', async () => {
    const [a] = recorded.team.data.map((m: unknown) => structuredClone(m) as Record<string, unknown>);
    a!.description = '<img src=x onerror=alert(1)> Loves gardening';
    strapi.queue.push({ status: 200, body: galleryPage([a]) });
    const [member] = await setUp().team();
    expect(member!.description).toBe('<img src=x onerror=alert(1)> Loves gardening');
  });
});

describe('errors', () => {
  it.each([
    [400, 'bad-request', /bad request \(400\)/],
    [403, 'forbidden', /forbidden \(403\)/],
    [404, 'not-found', /not found \(404\)/],
    [418, 'http', /error \(418\)/],
  ])('a %i answer fails at once as %s, naming the collection and URL', async (status, kind, message) => {
    strapi.queue.push({ status });
    const error = await failure(setUp().gallery);
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.message).toMatch(message);
    expect(error.message).toContain('"galleries"');
    expect(error.message).toContain(`${strapi.url}/api/galleries`);
    expect(strapi.requests).toHaveLength(1);
  });

  it('a 401 runs the unauthorized handler, is not retried, and says the token was rejected', async () => {
    strapi.queue.push({ status: 401, body: recorded401() });
    const handled: CmsError[] = [];
    const custom = await failure(setUp({ onUnauthorized: (e) => void handled.push(e) }).gallery);
    expect(handled).toHaveLength(1);
    expect(custom.kind).toBe('unauthorized');

    strapi.queue.push({ status: 401, body: recorded401() });
    const byDefault = await failure(setUp().team);
    expect(byDefault.message).toMatch(/unauthorized \(401\).*rejected the API token/);
    expect(strapi.requests).toHaveLength(2);
  });

  it('a 500 is retried and fails after three attempts as an internal server error', async () => {
    strapi.queue.push({ status: 500 }, { status: 500 }, { status: 500 });
    const { gallery, log } = setUp();
    const error = await failure(gallery);
    expect(error.kind).toBe('server-error');
    expect(error.message).toMatch(/internal server error \(500\).*after 3 attempts/);
    expect(strapi.requests).toHaveLength(3);
    expect(log).toHaveLength(2);
  });

  it('a 408 is a timeout and is retried', async () => {
    strapi.queue.push({ status: 408 }, { status: 408 }, { status: 408 });
    const error = await failure(setUp().gallery);
    expect(error.kind).toBe('timeout');
    expect(strapi.requests).toHaveLength(3);
  });

  it('succeeds when the CMS fails twice, then answers', async () => {
    strapi.queue.push({ status: 503 }, { cut: true });
    const photos = await setUp().gallery();
    expect(photos).toHaveLength(32);
    // two failed attempts at page 1, then pages 1, 2 and 3
    expect(strapi.requests).toHaveLength(5);
  });

  it('a 503 with Retry-After is tried again after the wait it asks for', async () => {
    strapi.queue.push({ status: 503, headers: { 'Retry-After': '1' } });
    const started = Date.now();
    const { gallery, log } = setUp();
    expect(await gallery()).toHaveLength(32);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(log).toEqual([expect.stringMatching(/error \(503\).*retrying in 1000 ms \(attempt 2 of 3\)$/)]);
  });

  it('a CMS that does not answer in time fails as a timeout after three attempts', async () => {
    strapi.queue.push({ hang: true }, { hang: true }, { hang: true });
    const started = Date.now();
    const error = await failure(setUp({ timeoutMs: 150 }).gallery);
    expect(error.kind).toBe('timeout');
    expect(strapi.requests).toHaveLength(3);
    // The requirement is that CMS_TIMEOUT_MS is used rather than the HTTP client's fixed 10 s, which alone would take
    // 10 s for the first attempt. Measured: about 0.5 s (three 150 ms attempts, 15 ms of back-off). The bound sits
    // below the 10 s that would mean failure and far above what any load adds to half a second.
    expect(Date.now() - started).toBeLessThan(9_000);
  });

  it('a CMS that is down fails as unreachable after three attempts', async () => {
    const closedUrl = strapi.url;
    await strapi.close();
    const error = await failure(setUp({ url: closedUrl }).gallery);
    expect(error.kind).toBe('unreachable');
    expect(error.message).toMatch(/unreachable.*ECONNREFUSED.*after 3 attempts/);
    strapi = await startRecordedStrapi();
  });

  it('a response of the wrong shape fails as malformed, without retrying', async () => {
    strapi.queue.push({ status: 200, body: { data: 'not a list' } });
    const error = await failure(setUp().gallery);
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/malformed response.*data/);
    expect(strapi.requests).toHaveLength(1);
  });

  it('never puts the token in an error, even printed in full as a build tool prints it', async () => {
    const answers = [400, 401, 403, 404, 408, 500, 502].map((status) => ({ status }));
    for (const answer of answers) {
      strapi.queue.push(answer, answer, answer);
      const error = await failure(setUp().gallery);
      strapi.queue.length = 0;
      expect(inspect(error, { depth: 20, showHidden: true })).not.toContain(TOKEN);
    }
  });
});

type RecordedMedia = {
  url: string;
  width: number;
  height: number;
  alternativeText: string;
  hash: string;
  updatedAt: string;
};

function recorded401() {
  return {
    data: null,
    error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' },
  };
}
