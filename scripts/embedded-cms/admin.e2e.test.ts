/** @jest-environment node */
// The admin as the home's staff and manager use it, on the real embedded CMS with a fresh copy of the sample content,
// through the admin API the admin panel calls:
// - staff, invited with the role the CMS makes ("Staff (drafts only)"), save drafts and open their preview of every
//   type a page shows, and are refused (403) every publish; the manager publishes what they drafted;
// - a photo of residents is published only with its consent record, and the site's API answers never carry who gave
//   consent or how; a photo with no description is refused; a photo whose consent review has come leaves the site at
//   the next build (a real build, on the day after its review date);
// - the admin names every entry in the home's words: the lists' settings, and the home page's widgets' data.
//
// Not part of the unit run (it starts Strapi): `npm run test:cms`, and a stage of `npm test`.
import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ADMIN_VIEWS, photoKey, todayInKent } from '../../lib/cms/tools';
import { addDays } from '../../lib/dates';
import { uploadFile } from './write';
import { rootDir } from '../shared';
import { refusedFields, type Json } from '../testing/admin-api';
import { runBuild } from '../testing/run-build';
import { writersCms } from '../testing/writers-cms';

const GALLERY = 'api::gallery.gallery';
/**
 * How long a test of dozens of admin calls may take: about 2 s on a quiet machine, and over 5 s (Jest's default) with
 * the other CMS suite beside it and a core kept busy.
 */
const ADMIN_CALLS_LIMIT_MS = 60_000;
/** A test of many admin calls, given the time they may take. */
const manyCalls = (name: string, test: () => Promise<void>) => it(name, test, ADMIN_CALLS_LIMIT_MS);
const PREVIEW_URL = 'http://127.0.0.1:9';

const the = writersCms('admin-e2e', {
  manager: 'manager-test@wealdhaven-house.example',
  staff: 'staff-test@wealdhaven-house.example',
  env: { PREVIEW_URL, PREVIEW_SECRET: 'admin-e2e-preview-secret-5c1d' },
});
const { call } = the;
/** What the admin or REST API answers `token` (a user's session, or an API token) to a GET of `path`. */
const read = (path: string, token: string) => call(path, 'GET', undefined, token);

const collectionPath = (uid: string) => `/content-manager/collection-types/${uid}`;
const singlePath = (uid: string) => `/content-manager/single-types/${uid}`;

/** A new photo in the media library: a random colour (so bytes of its own), with `alternativeText`. */
async function newPhoto(alternativeText: string) {
  const [red, green, blue] = [...randomBytes(3)];
  const bytes = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: red!, g: green!, b: blue! } },
  })
    .jpeg()
    .toBuffer();
  const file = await uploadFile(the.cms.url, the.writeToken, {
    name: `consent-test-${randomBytes(4).toString('hex')}.jpg`,
    bytes,
    type: 'image/jpeg',
    alternativeText,
  });
  return { id: file.id, key: photoKey(bytes) };
}

/**
 * A new photo (described by `description`) in a gallery entry with `consent`, saved as a draft and then published, as
 * the admin's Save and Publish do: the entry, the photo's key, and the publish's answer.
 */
async function publishNewPhoto(description: string, consent: Record<string, unknown>) {
  const photo = await newPhoto(description);
  const saved = await call(collectionPath(GALLERY), 'POST', { order: 0, image: photo.id, consent });
  expect(saved.status).toBe(201);
  const documentId = saved.body.data.documentId as string;
  return {
    documentId,
    photo,
    publish: await call(`${collectionPath(GALLERY)}/${documentId}/actions/publish`, 'POST', {}),
  };
}

/** Whether the site's build would find the gallery entry `documentId`. */
const isLive = async (documentId: string) =>
  (await publishedGallery()).some((item) => item.documentId === documentId);

/** What the site's build reads of the gallery: every published photo, through the REST API with the site's token. */
async function publishedGallery(): Promise<Json[]> {
  const answer = await read('/api/galleries?populate=*&pagination[pageSize]=100', the.cms.token);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe('staff draft, the manager publishes', () => {
  manyCalls('staff save a draft of every type a page shows, and open its preview', async () => {
    for (const { uid, kind } of ADMIN_VIEWS) {
      if (kind === 'singleType') {
        const draft = await read(singlePath(uid), the.staffJwt);
        expect([uid, draft.status]).toEqual([uid, 200]);
        const { data } = draft.body;
        const saved = await call(singlePath(uid), 'PUT', data, the.staffJwt);
        expect([uid, saved.status]).toEqual([uid, 200]);
        const preview = await read(`/content-manager/preview/url/${uid}?status=draft`, the.staffJwt);
        expect([uid, preview.status]).toEqual([uid, 200]);
        expect(preview.body.data.url).toMatch(new RegExp(`^${PREVIEW_URL}/`));
      } else {
        const list = await read(`${collectionPath(uid)}?page=1&pageSize=1`, the.staffJwt);
        expect([uid, list.status]).toEqual([uid, 200]);
        const saved = await call(collectionPath(uid), 'POST', {}, the.staffJwt);
        expect([uid, saved.status]).toEqual([uid, 201]);
        const preview = await read(
          `/content-manager/preview/url/${uid}?documentId=${saved.body.data.documentId}&status=draft`,
          the.staffJwt,
        );
        expect([uid, preview.status]).toEqual([uid, 200]);
        expect(preview.body.data.url).toMatch(new RegExp(`^${PREVIEW_URL}/`));
      }
    }
  });

  manyCalls('staff are refused every publish (403), and nothing they drafted goes live', async () => {
    for (const { uid, kind } of ADMIN_VIEWS) {
      if (kind === 'singleType') {
        const draft = (await read(singlePath(uid), the.staffJwt)).body.data;
        const refused = await call(`${singlePath(uid)}/actions/publish`, 'POST', draft, the.staffJwt);
        expect([uid, refused.status]).toEqual([uid, 403]);
      } else {
        const [first] = (await read(`${collectionPath(uid)}?page=1&pageSize=1`, the.staffJwt)).body.results;
        const refused = await call(
          `${collectionPath(uid)}/${first.documentId}/actions/publish`,
          'POST',
          {},
          the.staffJwt,
        );
        expect([uid, refused.status]).toEqual([uid, 403]);
      }
    }
  });

  manyCalls(
    'staff cannot change a photo already in the media library, which would change the live site unpublished',
    async () => {
      const photo = await newPhoto('The orchard in blossom');
      const form = new FormData();
      form.append('fileInfo', JSON.stringify({ alternativeText: 'Something else' }));
      const changed = await fetch(`${the.cms.url}/upload?id=${photo.id}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${the.staffJwt}` },
        body: form,
      });
      expect(changed.status).toBe(403);
    },
  );

  manyCalls('the manager publishes what staff drafted', async () => {
    const photo = await newPhoto('Sweet peas on the terrace');
    const saved = await call(
      collectionPath(GALLERY),
      'POST',
      { image: photo.id, consent: { shown: 'No one who can be recognised' }, order: 40 },
      the.staffJwt,
    );
    expect(saved.status).toBe(201);
    const refused = await call(
      `${collectionPath(GALLERY)}/${saved.body.data.documentId}/actions/publish`,
      'POST',
      {},
      the.staffJwt,
    );
    expect(refused.status).toBe(403);
    const published = await call(
      `${collectionPath(GALLERY)}/${saved.body.data.documentId}/actions/publish`,
      'POST',
      {},
    );
    expect(published.status).toBe(200);
    expect((await publishedGallery()).map((item) => item.documentId)).toContain(saved.body.data.documentId);
  });
});

describe('the roles to choose from when inviting someone', () => {
  it('are the manager’s and the staff’s (with consent records or without), each saying what it is for; Strapi’s unused Author and Editor are gone', async () => {
    const roles = await call('/admin/roles', 'GET');
    expect(roles.status).toBe(200);
    const named = roles.body.data.map((role: { name: string; description: string }) => [
      role.name,
      role.description,
    ]);
    expect(named).toEqual([
      [
        'Manager (publishes)',
        'The home’s manager: publishes what staff draft, invites staff, and can change everything, settings included.',
      ],
      [
        'Staff (drafts only)',
        'Creates and edits drafts of everything the website shows and opens their preview; cannot publish.',
      ],
      [
        'Staff, with consent records (drafts only)',
        'As Staff (drafts only), and also reads and writes the names in residents’ consent records (attorneys, best-interests decisions).',
      ],
    ]);
  });
});

describe('a photo of residents, only with their consent', () => {
  /** A name no one else has, as who made a best-interests decision: it must never leave the CMS. */
  const decidedBy = `Dr Testwell ${randomBytes(3).toString('hex')}`;
  let withConsent: { documentId: string; key: string };
  const today = todayInKent();

  manyCalls('is refused without the consent record, naming each field, and is not published', async () => {
    const { documentId, publish } = await publishNewPhoto('Two residents planting bulbs', {
      shown: 'Residents',
    });
    expect(refusedFields(publish)).toEqual([
      'consent.consentGivenOn',
      'consent.consentGivenBy',
      'consent.reviewOn',
    ]);
    expect(await isLive(documentId)).toBe(false);
  });

  manyCalls('is refused without a description, naming the field', async () => {
    const { documentId, publish } = await publishNewPhoto('', { shown: 'No one who can be recognised' });
    expect(refusedFields(publish)).toEqual(['description']);
    expect(publish.body.error.message).toContain('describe the photo');
    expect(await isLive(documentId)).toBe(false);
  });

  manyCalls(
    'publishes with the record, and the site’s API answer carries who is shown and the review day, nothing more',
    async () => {
      const { documentId, publish, photo } = await publishNewPhoto(
        'Residents and a therapy dog in the sitting room',
        {
          shown: 'Residents',
          consentGivenOn: today,
          consentGivenBy: 'A best-interests decision',
          decidedBy,
          reviewOn: addDays(today, 1),
        },
      );
      expect(publish.status).toBe(200);
      withConsent = { documentId, key: photo.key };
      const item = (await publishedGallery()).find((one) => one.documentId === documentId);
      expect(item.consent).toEqual({
        id: expect.any(Number),
        shown: 'Residents',
        reviewOn: addDays(today, 1),
      });
      const answers = JSON.stringify(await publishedGallery());
      for (const detail of [decidedBy, 'best-interests', 'consentGivenOn', 'consentGivenBy', 'decidedBy'])
        expect(answers).not.toContain(detail);
      // Nor can the token ask for them.
      const asked = await read(
        '/api/galleries?fields[0]=documentId&populate[consent][fields][0]=decidedBy',
        the.cms.token,
      );
      expect(asked.status).toBe(400);
    },
  );

  it('leaves the site at the build on its review day, though still published in the CMS, and no consent detail is built in', async () => {
    const work = mkdtempSync(path.join(rootDir, 'test-results', 'admin-e2e-'));
    try {
      const build = (day: string) =>
        runBuild({
          STRAPI_URL: the.cms.url,
          STRAPI_TOKEN: the.cms.token,
          SITE_BUILD_DAY: day,
          SITE_OUT_DIR: path.join(work, day),
          MEDIA_CACHE_DIR: path.join(work, 'media-cache'),
        });
      const media = (day: string) =>
        readdirSync(path.join(work, day, 'media')).filter((file) => file.startsWith(withConsent.key));
      const before = await build(today);
      // A failed build says why in its last lines.
      expect([before.code, before.code === 0 ? '' : before.output.slice(-800)]).toEqual([0, '']);
      expect(media(today).length).toBeGreaterThan(0);
      const built = readdirSync(path.join(work, today), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(html|txt|json|xml)$/.test(entry.name))
        .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
        .join('\n');
      for (const detail of [decidedBy, 'best-interests decision', 'consentGivenOn', 'consentGivenBy'])
        expect(built).not.toContain(detail);

      const reviewDay = addDays(today, 1);
      const after = await build(reviewDay);
      expect(after.code).toBe(0);
      expect(media(reviewDay)).toEqual([]);
      expect(after.output).toContain(
        `skipped gallery photo ${withConsent.documentId}: it shows residents, and the review of their consent was due on ${reviewDay}`,
      );
      expect(await isLive(withConsent.documentId)).toBe(true);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 300_000);
});

describe('undo: an entry’s earlier versions', () => {
  manyCalls(
    'keeps each publish with who and what changed, and brings a version back as the draft, not live until published',
    async () => {
      const TEAM = collectionPath('api::team.team');
      const made = await call(TEAM, 'POST', {
        name: 'Rowan Petts',
        role: 'Carer',
        description: 'Leads the garden club.',
        order: 960,
      });
      expect(made.status).toBe(201);
      const documentId = made.body.data.documentId as string;
      const publish = async () =>
        expect((await call(`${TEAM}/${documentId}/actions/publish`, 'POST', {})).status).toBe(200);
      await publish();
      // A mistake, published.
      const draft: Json = { ...(await call(`${TEAM}/${documentId}`, 'GET')).body.data };
      delete draft.status;
      expect(
        (await call(`${TEAM}/${documentId}`, 'PUT', { ...draft, role: 'Head of everything' })).status,
      ).toBe(200);
      await publish();
      const history = `/site-history/api::team.team/${documentId}`;
      const { status, body } = await call(history, 'GET');
      expect(status).toBe(200);
      expect(
        body.versions.map((version: Json) => [
          version.live,
          version.first,
          version.changed,
          typeof version.by,
        ]),
      ).toEqual([
        [true, false, ['Role: “Carer” to “Head of everything”'], 'string'],
        [false, true, [], 'string'],
      ]);
      for (const version of body.versions) expect(Date.parse(version.at)).not.toBeNaN();

      // Staff may see it, and bring the earlier one back as the draft; the live site keeps the mistake until a publish.
      const before = body.versions[1].id;
      expect((await read(history, the.staffJwt)).status).toBe(200);
      const restored = await call(`${history}/restore/${before}`, 'POST', {}, the.staffJwt);
      expect(restored.status).toBe(200);
      expect((await call(`${TEAM}/${documentId}`, 'GET')).body.data.role).toBe('Carer');
      const live = async () =>
        (await read(`/api/teams?filters[documentId][$eq]=${documentId}`, the.cms.token)).body.data[0]?.role;
      expect(await live()).toBe('Head of everything');
      await publish();
      expect(await live()).toBe('Carer');
      const after = (await call(history, 'GET')).body.versions;
      expect(after).toHaveLength(3);
      expect(after[0]).toMatchObject({ live: true, changed: ['Role: “Head of everything” to “Carer”'] });

      // Unpublished, no version is live any more; every one can be brought back.
      expect((await call(`${TEAM}/${documentId}/actions/unpublish`, 'POST', {})).status).toBe(200);
      const unpublished = (await call(history, 'GET')).body.versions;
      expect(unpublished.map((version: Json) => version.live)).toEqual([false, false, false]);

      // Nothing of a type the site does not show, and no version that is not kept.
      expect((await call(`/site-history/admin::user/${documentId}`, 'GET')).status).toBe(403);
      expect((await call(`${history}/restore/0000`, 'POST', {})).status).toBe(404);
    },
  );
});

describe('the admin in the home’s words', () => {
  manyCalls(
    'lists every collection by what an editor knows it by, the gallery in the album’s order with each description',
    async () => {
      for (const { uid, kind, view } of ADMIN_VIEWS) {
        // A single type is titled by its name (its main field the id), never by a sentence of its own.
        if (kind === 'singleType') {
          const { body } = await call(`/content-manager/content-types/${uid}/configuration`, 'GET');
          expect([uid, body.data.contentType.settings.mainField]).toEqual([uid, 'id']);
        }
        if (!view) continue;
        const { body } = await call(`/content-manager/content-types/${uid}/configuration`, 'GET');
        const { settings, layouts } = body.data.contentType;
        expect([uid, settings.mainField, settings.defaultSortBy, layouts.list]).toEqual([
          uid,
          view.mainField,
          view.sortBy,
          view.columns,
        ]);
      }
      // The photo's description is written on its entry, where the photo is.
      const gallery = await call(`/content-manager/content-types/${GALLERY}/configuration`, 'GET');
      expect(gallery.body.data.contentType.metadatas.description.edit).toMatchObject({
        editable: true,
        label: 'Description',
      });
      // Beside the photo, also in the sample's database, whose stored form had it last: each form in the declaration's
      // order.
      expect(
        gallery.body.data.contentType.layouts.edit.map((row: { name: string }[]) =>
          row.map(({ name }) => name),
        ),
      ).toEqual([['image', 'description'], ['consent'], ['order']]);
      const consent = await call('/content-manager/components/photos.consent/configuration', 'GET');
      expect(consent.body.data.component.settings.mainField).toBe('shown');
      // Each date in a consent record half a row wide: a third, in another resident's row, cut the year off.
      for (const [component, body] of [
        ['photos.consent', consent.body],
        [
          'photos.another-resident',
          (await call('/content-manager/components/photos.another-resident/configuration', 'GET')).body,
        ],
      ] as const) {
        const sizes = (body.data.component.layouts.edit as { name: string; size: number }[][])
          .flat()
          .filter(({ name }) => ['consentGivenOn', 'reviewOn'].includes(name))
          .map(({ name, size }) => [component, name, size]);
        expect(sizes).toEqual([
          [component, 'consentGivenOn', 6],
          [component, 'reviewOn', 6],
        ]);
      }
      const list = await call(`${collectionPath(GALLERY)}?page=1&pageSize=100&sort=order:ASC`, 'GET');
      const alts = list.body.results.map((item: Json) => [
        item.description,
        item.image?.alternativeText ?? null,
      ]);
      for (const [description, alt] of alts) expect(description).toBe(alt?.trim() || null);
    },
  );

  manyCalls(
    'names each day of the menu by its week and day, read-only, and keeps the days in the rotation’s order at each save',
    async () => {
      const MENU = '/content-manager/single-types/api::menu.menu';
      const titles = (days: Json[]) => days.map((day) => day.title);
      const { body } = await call(MENU, 'GET');
      const days: Json[] = body.data.days;
      expect(titles(days).slice(0, 3)).toEqual(['Week 1, Monday', 'Week 1, Tuesday', 'Week 1, Wednesday']);
      expect(titles(days)).toContain('Week 2, Tuesday');
      const config = await call('/content-manager/components/menu.day/configuration', 'GET');
      expect(config.body.data.component.settings.mainField).toBe('title');
      expect(config.body.data.component.metadatas.title.edit).toMatchObject({ editable: false });
      const draft: Json = { ...body.data };
      delete draft.status;
      // Saved out of order, week 1's Monday and week 2's swapped and a name typed over: named and ordered again.
      const firstMonday = days.find((day) => day.title === 'Week 1, Monday')!;
      const secondMonday = days.find((day) => day.title === 'Week 2, Monday')!;
      const swapped = days.map((day) =>
        day === firstMonday
          ? { ...day, week: 2, title: 'Typed over' }
          : day === secondMonday
            ? { ...day, week: 1 }
            : day,
      );
      const saved = await call(MENU, 'PUT', { ...draft, days: [...swapped].reverse() });
      expect([saved.status, saved.body.error?.message]).toEqual([200, undefined]);
      const after: Json[] = (await call(MENU, 'GET')).body.data.days;
      expect(titles(after)).toEqual(titles(days));
      expect(after[0]!.lunch.map((dish: Json) => dish.dish)).toEqual(
        secondMonday.lunch.map((dish: Json) => dish.dish),
      );
      // Put back as it was, so that the published menu and the draft agree again.
      expect((await call(MENU, 'PUT', { ...draft, days })).status).toBe(200);
    },
  );

  it('keeps the developers’ menus and Settings’ technical pages from the manager, and what the manager needs', async () => {
    const { status, body } = await call('/admin/users/me/permissions', 'GET');
    expect(status).toBe(200);
    const permissions = body.data as { action: string; subject: string | null }[];
    const actions = permissions.map(({ action }) => action);
    for (const kept of [
      'plugin::content-manager.explorer.publish',
      'admin::users.create',
      'admin::users.read',
      'admin::roles.read',
      'plugin::upload.assets.create',
    ])
      expect([kept, actions.includes(kept)]).toEqual([kept, true]);
    const technical = actions.filter((action) =>
      /^(admin::(marketplace|webhooks|transfer|admin-tokens|roles\.(create|update|delete))|plugin::(content-type-builder|i18n|users-permissions|email\.settings|upload\.(settings|configure-view))|plugin::content-manager\.(collection-types|single-types|components)\.configure)/.test(
        action,
      ),
    );
    expect(technical).toEqual([]);
    // The site has no visitor accounts: Users & Permissions' "User" is not among the manager's types.
    expect(permissions.filter(({ subject }) => subject === 'plugin::users-permissions.user')).toEqual([]);
    // What they still may do: a webhook is the keeper's (the site's own is what publishing calls).
    expect((await call('/admin/webhooks', 'GET')).status).toBe(403);
  });

  manyCalls(
    'takes a photo’s description on its entry, filled from the upload’s text, and the site is given it',
    async () => {
      // Uploaded with a text, the entry starts with it; staff change it where the photo is, and Publish gives it out.
      const { documentId } = await publishNewPhoto('The upload’s words', { shown: 'Staff' });
      const entry = await call(`${collectionPath(GALLERY)}/${documentId}`, 'GET');
      expect(entry.body.data.description).toBe('The upload’s words');
      const draft: Json = { ...entry.body.data, description: 'Staff’s own words, on the entry' };
      delete draft.status;
      expect(
        (await call(`${collectionPath(GALLERY)}/${documentId}`, 'PUT', draft, the.staffJwt)).status,
      ).toBe(200);
      const published = await call(`${collectionPath(GALLERY)}/${documentId}/actions/publish`, 'POST', {});
      expect(published.status).toBe(200);
      const item = (await publishedGallery()).find((one) => one.documentId === documentId);
      expect(item?.description).toBe('Staff’s own words, on the entry');
    },
  );

  manyCalls(
    'gives the home page’s widgets the live status, links, and the last changes named in the home’s words',
    async () => {
      const { status, body } = await read('/website-status', the.staffJwt);
      expect(status).toBe(200);
      expect(body.previewUrl).toMatch(new RegExp(`^${PREVIEW_URL}/\\?`));
      expect(body.recent.length).toBeGreaterThan(0);
      for (const change of body.recent) {
        // Never a document id (24 lower-case letters and digits) in place of a name.
        expect(change.name).not.toMatch(/^[a-z0-9]{24}$/);
        // An earlier test of this file takes a team member down: the list says so, not "Draft".
        expect(change.status).toMatch(/^(Draft|Taken down|Published|Changed since published)$/);
      }
      expect((await fetch(`${the.cms.url}/website-status`)).status).toBe(401);
    },
  );

  manyCalls(
    'lists what needs doing, each with why and a link to its entry: a waiting draft and a past event',
    async () => {
      const draft = await call(collectionPath('api::team.team'), 'POST', {
        name: 'A waiting draft',
        role: 'Carer',
        description: 'Joins next week.',
        order: 950,
      });
      expect(draft.status).toBe(201);
      const past = await call(collectionPath('api::event.event'), 'POST', {
        title: 'An evening already gone',
        date: addDays(todayInKent(), -3),
        time: '18:00',
        place: 'In the home',
        familiesWelcome: false,
        description: 'It happened.',
      });
      expect(past.status).toBe(201);
      const eventId = past.body.data.documentId;
      expect(
        (await call(`${collectionPath('api::event.event')}/${eventId}/actions/publish`, 'POST', {})).status,
      ).toBe(200);
      const { body } = await call('/website-status', 'GET');
      // The waiting draft is counted for the live line ("1 saved change is not published yet"), and the menu's week
      // is this week's.
      expect(body.toDo.waiting).toBeGreaterThan(0);
      expect(body.menuWeek).toEqual({
        week: expect.any(Number),
        of: 4,
        path: '/content-manager/single-types/api::menu.menu',
      });
      const items = body.toDo.items.map((item: { what: string; why: string; path: string }) => [
        item.what,
        item.why,
        item.path,
      ]);
      // The sample content is all on the site: the CMS's own documents pass the site's check as its API's answers do
      // (an entry the site left out would be listed first).
      expect(
        body.toDo.items.filter((item: { why: string }) => item.why.startsWith('is not on the site')),
      ).toEqual([]);
      expect(items).toEqual(
        expect.arrayContaining([
          [
            'A waiting draft',
            'never published: check it and publish it',
            `${collectionPath('api::team.team')}/${draft.body.data.documentId}`,
          ],
          [
            'An evening already gone',
            expect.stringMatching(/^was on \d{1,2} [A-Z][a-z]+ \d{4} and is still published: unpublish it$/),
            `${collectionPath('api::event.event')}/${eventId}`,
          ],
        ]),
      );
    },
  );
});
