import { formatDate } from '../lib/dates';
import { formatPounds } from '../lib/content/families';
import { builtDay, cmsRoomKinds, cmsRoomsFree, roomFreeOn } from './cms-data';
import { expect, expectNoAxeViolations, test, visit } from './fixtures';

// Rooms: each published kind of room with its facts, fee and photos, and each room with whether it is free, as the
// CMS has them; the photos in the gallery's viewer. What it says is checked at 1280 px (@desktop); the viewer's
// accessibility at both widths.

type Row = { name: string; floor: string; stepFree: boolean; state: string; freeFrom?: string | null };

/** A room's "Is it free?" cell as the page says it on `today`, its kind checked within the fortnight. */
const freeText = (room: Row, today: string) =>
  roomFreeOn(room, today)
    ? 'Free now'
    : room.state === 'Taken'
      ? 'Taken'
      : `Free from ${formatDate(room.freeFrom!)}`;

test.describe('rooms page', () => {
  test('opens a kind’s photos in the viewer, without accessibility violations, and gives the focus back', async ({
    page,
  }) => {
    await visit(page, '/rooms');
    await expectNoAxeViolations(page);
    const kinds = await cmsRoomKinds();
    const shown = kinds.find((kind) => Array.isArray(kind.photos) && kind.photos.length > 1);
    expect(shown, 'the sample has a kind of room with more than one photo').toBeDefined();
    const kind = page.getByRole('article', { name: shown!.name });
    const first = kind.getByRole('link', { name: /^Photo 1 of \d+, larger: / });
    await first.click();
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer).toBeVisible();
    await page.waitForFunction(
      () => document.activeElement?.closest('[role="dialog"][aria-label="Photo viewer"]') != null,
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(first).toBeFocused();
  });

  test.describe('what it says', { tag: '@desktop' }, () => {
    test('shows each published kind of room with its facts, its weekly fee and each room with whether it is free', async ({
      page,
    }) => {
      const today = builtDay();
      const [kinds, free] = await Promise.all([cmsRoomKinds(), cmsRoomsFree()]);
      expect(kinds.length, 'the sample has kinds of room').toBeGreaterThan(1);
      await page.goto('/rooms');
      const articles = page.getByRole('main').getByRole('article');
      await expect(articles).toHaveCount(kinds.length);
      for (const kind of kinds) {
        const article = page.getByRole('article', { name: kind.name });
        await expect(article.getByText(`${formatPounds(kind.fee)} a week`, { exact: true })).toBeVisible();
        await expect(article.getByText(kind.bathroom, { exact: true })).toBeVisible();
        await expect(article.getByText(kind.keptFor, { exact: true })).toBeVisible();
        const table = article.getByRole('table');
        for (const room of kind.rooms as Row[]) {
          const row = table.getByRole('row', { name: new RegExp(`^${room.name} `) });
          await expect(row.getByRole('cell').last()).toHaveText(
            free.stale ? 'Please ask us' : freeText(room, today),
          );
        }
        // Without a photo the kind still reads whole; with one, each is a link to its largest size.
        const photos = Array.isArray(kind.photos) ? kind.photos.length : 0;
        await expect(article.getByRole('link', { name: /larger: / })).toHaveCount(photos);
      }
    });

    test('each fee by room on /fees leads to its kind of room, and states the same fee', async ({ page }) => {
      const kinds = await cmsRoomKinds();
      await page.goto('/fees');
      const table = page.getByRole('table', { name: /weekly fee of each kind of room/ });
      for (const kind of kinds) {
        const row = table.getByRole('row', { name: new RegExp(`^${kind.name}`) });
        await expect(row.getByRole('cell')).toHaveText(`${formatPounds(kind.fee)} a week`);
        await row.getByRole('link', { name: kind.name }).click();
        await expect(page).toHaveURL(new RegExp(`/rooms#${kind.slug}$`));
        await expect(page.getByRole('heading', { name: kind.name, level: 3 })).toBeInViewport();
        await page.goBack();
      }
    });
  });
});

test.describe('rooms page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('what it says', { tag: '@desktop' }, () => {
    test('shows every kind of room, and each photo opens on its own', async ({ page, request }) => {
      const kinds = await cmsRoomKinds();
      await page.goto('/rooms');
      for (const kind of kinds)
        await expect(page.getByRole('heading', { name: kind.name, level: 3 })).toBeVisible();
      const photo = page.getByRole('link', { name: /^Photo 1 of \d+, larger: / }).first();
      const href = await photo.getAttribute('href');
      expect(href).toMatch(/^\/media\/[0-9a-f]{16}-\d+\.webp$/);
      expect((await request.get(href!)).status()).toBe(200);
    });
  });
});
