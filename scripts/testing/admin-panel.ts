// An editor's rounds in the real admin panel that `npm start` serves, in Chromium, for the publish-to-live test
// (scripts/server/rebuild.e2e.test.ts), which runs npm start; screenshots at 1280 px go beside its other output:
// - sign in, open "Fees and funding", change the first fee, save, open the preview, and see the new fee in it;
// - the home page, where an editor lands: whether the last publish is live, and the last changes, by name; and the
//   gallery's list, in the album's order with each photo's description;
// - a date typed as people in the UK write it, saved as that day, and one typed month first refused, not guessed;
// - the preview's band, open in a tab, following a publish to "Live since" without a reload; and in Strapi's preview
//   page's frame, after Publish pressed in that page;
// - the manager's tasks: a special event added with its date typed day/month/year (and one 16 days ahead, its entry
//   saying where the site shows it), a day of the menu found by its name and changed, a published mistake brought back
//   from the entry's earlier versions (a team member's role, the home's phone), each published; a photo's consent
//   recorded per resident; a photo taken down and put back, which asks first; a photo uploaded;
// - the Content Manager's list as she first meets it: where it opens, and its sections in the website's order.
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { expect as expectSoon, type Browser, type Frame, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../../e2e/axe';
import { launchChromium } from '../shared';

const FEES = 'api::fees-and-funding.fees-and-funding';
/** How long one step in the admin may take: its pages are large and a busy 2-core machine is slow to paint them. */
const STEP_MS = 60_000;
/**
 * Every look at the admin waits as long as a step may take, not Playwright's 5 s: a widget's answer, a form's values
 * or a switch's state can take longer than that to show on a busy machine (the failures of a fresh clone's CI).
 */
const expect = expectSoon.configure({ timeout: STEP_MS });

type Admin = { email: string; password: string };
/** Where a round is played: the CMS, who signs in, and the folder its screenshots go to. */
type AdminVisit = { cmsUrl: string; admin: Admin; screenshots: string };

/**
 * Each editor's session once signed in (its cookies and the admin's stored token), by CMS and e-mail: the rounds
 * after the first start from it, as an editor's browser stays signed in. Signing in for each would soon meet the
 * admin's limit on sign-ins (five within a few minutes, then refused).
 */
const sessions = new Map<
  string,
  Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>
>();

/**
 * Runs `round` on a page of a new browser's, signed in to the admin at `cmsUrl` as `admin`, `height` px tall and 1280
 * wide, opened at `where` (from /admin); the browser closes after it, whatever happens.
 */
async function onAdminPage<Result>(
  { cmsUrl, admin, height, where }: { cmsUrl: string; admin: Admin; height: number; where: string },
  round: (page: Page) => Promise<Result>,
): Promise<Result> {
  const browser = await launchChromium();
  try {
    const { page } = await signedIn(browser, cmsUrl, admin, height);
    await page.goto(`${cmsUrl}/admin${where}`);
    return await round(page);
  } finally {
    await browser.close();
  }
}

/** Saves the entry open on `page` as the manager does: Save, then the admin's "Saved". */
async function save(page: Page) {
  await page.getByRole('button', { name: /^Save$/ }).click();
  await saveConfirmed(page);
}

/** Waits for the admin's confirmation of a Save. */
const saveConfirmed = (page: Page) =>
  expect(page.getByText(/^Saved( document)?$/).first()).toBeVisible({ timeout: STEP_MS });

/** Publishes the entry open on `page` as the manager does: Publish, then the admin's "Published". */
async function publish(page: Page) {
  await page.getByRole('button', { name: /^Publish$/ }).click();
  await published(page);
}

/** Waits for the admin's confirmation of a publish. */
const published = (page: Page) =>
  expect(page.getByText(/^Published( document)?$/).first()).toBeVisible({ timeout: STEP_MS });

/**
 * A date typed key by key into the empty date box named `name`, as the manager types (`date` as 05/12/2026), taken by
 * Enter and by leaving the box; @returns the box, once it shows the date.
 */
async function typeADate(page: Page | Locator, name: RegExp, date: string) {
  const box = page.getByRole('combobox', { name });
  await box.click();
  await box.pressSequentially(date, { delay: 30 });
  await box.press('Enter');
  await box.evaluate((element) => element.blur());
  await expect(box).toHaveValue(date);
  return box;
}

/** A page of a new browser's, signed in to the admin at `cmsUrl`, at 1280 px wide. */
async function signedIn(browser: Browser, cmsUrl: string, admin: Admin, height: number) {
  const key = `${cmsUrl} ${admin.email}`;
  const context = await browser.newContext({
    viewport: { width: 1280, height },
    storageState: sessions.get(key),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_MS);
  await page.goto(`${cmsUrl}/admin`, { timeout: STEP_MS });
  const form = page.getByLabel(/^E-mail/);
  // The admin's main menu, there once signed in.
  const home = page.getByRole('navigation').first();
  await expect(form.or(home).first()).toBeVisible();
  if (await form.isVisible()) {
    await form.fill(admin.email);
    await page.getByLabel(/^Password/).fill(admin.password);
    await page.getByRole('button', { name: /^(Login|Log in|Sign in)$/ }).click();
    await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: STEP_MS });
    await expect(home).toBeVisible();
    sessions.set(key, await context.storageState());
  }
  return { context, page };
}

export async function editInTheAdminPanel({
  cmsUrl,
  previewBase,
  admin,
  screenshots,
}: {
  cmsUrl: string;
  previewBase: string;
  admin: Admin;
  screenshots: string;
}): Promise<{ saveToPreviewMs: number }> {
  const browser = await launchChromium();
  try {
    const { context, page } = await signedIn(browser, cmsUrl, admin, 900);

    await page.goto(`${cmsUrl}/admin/content-manager/single-types/${FEES}`);
    // The fees are a repeatable component, each folded under its kind of stay: open the first.
    await page
      .getByRole('button', { name: /Long-term residential care/ })
      .first()
      .click();
    const priceFrom = page.locator('input[name="stays.0.priceFrom"]');
    const fee = 1500 + randomInt(1, 99);
    await priceFrom.fill(String(fee));
    await save(page);

    const saved = Date.now();
    await page
      .getByRole('link', { name: /Open preview/ })
      .or(page.getByRole('button', { name: /Open preview/ }))
      .click();
    const frame = page.frameLocator('iframe').first();
    const shown = `£${fee.toLocaleString('en-GB')}`;
    await expect(frame.getByText('Preview: as last saved')).toBeVisible({ timeout: STEP_MS });
    await expect(frame.getByText(shown).first()).toBeVisible({ timeout: STEP_MS });
    const saveToPreviewMs = Date.now() - saved;
    await page.screenshot({ path: path.join(screenshots, 'admin-preview-1280.png') });

    // The preview's own page, in the same browser (it holds the preview's cookie): what the frame shows, and axe.
    const preview = await context.newPage();
    await preview.goto(`${previewBase}/fees`);
    await expect(preview.getByText(shown).first()).toBeVisible({ timeout: STEP_MS });
    await preview.screenshot({ path: path.join(screenshots, 'preview-fees-1280.png') });
    expect(await axeViolations(preview)).toEqual([]);
    return { saveToPreviewMs };
  } finally {
    await browser.close();
  }
}

/** A document id as Strapi makes them: 24 lower-case letters and digits. What the admin must never name an entry by. */
const DOCUMENT_ID = /\b[a-z0-9]{24}\b/;

/**
 * The admin's home page and the gallery's list, as an editor sees them after signing in: the live status the widget
 * says (`live`, a pattern such as /Live since/), no entry named by its document id, and the gallery in the album's
 * order. Screenshots at 1280 px as `admin-home-<name>.png` and `admin-gallery-1280.png`.
 * @returns the widget's text.
 */
export async function lookAtTheAdminHome({
  cmsUrl,
  admin,
  live,
  screenshots,
  name,
  gallery = true,
  toDo = [],
  notListed = [],
  changed,
  waiting = false,
}: {
  cmsUrl: string;
  admin: Admin;
  live: RegExp;
  screenshots: string;
  name: string;
  gallery?: boolean;
  /** What the list of what needs doing must say, each a line linking to its entry. */
  toDo?: RegExp[];
  /** What the list of what needs doing must not name (a photo taken down, by its description). */
  notListed?: string[];
  /** An entry the recent changes must list, by the start of its name, with its status ("Taken down"). */
  changed?: { named: string; status: string };
  /** Whether the live line must say that saved changes are not published yet. */
  waiting?: boolean;
}): Promise<string> {
  return onAdminPage({ cmsUrl, admin, height: 1000, where: `` }, async (page) => {
    await expect(page.getByText(live).first()).toBeVisible({ timeout: STEP_MS });
    await expect(page.getByRole('link', { name: 'Open the live site' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Open the preview/ })).toBeVisible();
    const changes = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'What' }) });
    await expect(changes.getByRole('row').nth(1)).toBeVisible();
    if (changed)
      await expect(
        changes.getByRole('row').filter({ hasText: changed.named }).getByRole('cell').nth(2),
      ).toHaveText(changed.status);
    // What needs doing is there, beside the live status, each thing a link to its entry; Strapi's project statistics
    // are not.
    await expect(page.getByText('What needs doing').first()).toBeVisible();
    for (const why of toDo) {
      const item = page.getByRole('listitem').filter({ hasText: why }).first();
      await expect(item).toBeVisible();
      await expect(item.getByRole('link')).toHaveAttribute('href', /\/admin\/content-manager\//);
    }
    for (const named of notListed)
      await expect(
        page.locator('#main-content').getByRole('listitem').filter({ hasText: named }),
      ).toHaveCount(0);
    if (waiting) await expect(page.getByText(/saved changes? (is|are) not published yet/)).toBeVisible();
    await expect(page.getByText('Project statistics')).toHaveCount(0);
    await expect(page.getByText('Entries', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Whether the website is up to date, and what needs doing.')).toBeVisible();
    await expect(page.getByText('Introducing the new Media Library')).toHaveCount(0);
    // Strapi's own lists of entries named some by their document id: they are not there, and nothing is.
    await expect(page.getByText('Last edited entries')).toHaveCount(0);
    expect(await page.locator('#main-content').innerText()).not.toMatch(DOCUMENT_ID);
    await page.screenshot({ path: path.join(screenshots, `admin-home-${name}-1280.png`) });
    const said = await page.getByText(live).first().innerText();

    if (gallery) {
      await page.goto(`${cmsUrl}/admin/content-manager/collection-types/api::gallery.gallery`);
      await expect(page.locator('table tbody tr').nth(1)).toBeVisible();
      // Read as the table lays it out (its headers may be upper-cased by CSS).
      const headers = (await page.locator('table thead th').allInnerTexts()).map((text) =>
        text.trim().toLowerCase(),
      );
      expect(headers).toEqual(
        expect.arrayContaining(['photo', 'description', 'who it shows', 'place', 'status']),
      );
      const orders = (
        await page
          .locator('table tbody tr')
          .evaluateAll(
            (rows, column) => rows.map((row) => row.children[column]?.textContent ?? ''),
            headers.indexOf('place'),
          )
      ).map(Number);
      expect(orders.length).toBeGreaterThan(1);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(await page.locator('#main-content').innerText()).not.toMatch(DOCUMENT_ID);
      await page.screenshot({ path: path.join(screenshots, 'admin-gallery-1280.png') });
      // A photo's own page: its description written there, beside the photo.
      await page.locator('table tbody tr').first().click();
      const description = page.getByRole('textbox', { name: /^Description/ });
      await expect(description).toBeEditable();
      await expect(description).not.toHaveValue('');
      // As the manager sees it once it has loaded: its buttons and its earlier versions beside it.
      await expect(page.getByRole('button', { name: /^Publish$/ })).toBeVisible();
      await expect(page.getByText('Looking for earlier versions…')).toHaveCount(0);
      await page.screenshot({ path: path.join(screenshots, 'admin-gallery-photo-1280.png') });
    }
    return said;
  });
}

const EVENTS = 'api::event.event';

/**
 * A special event's date typed in its edit view as the manager types it: day/month/year is saved as that day and shown
 * back so, in British English; the same date typed month first (11/28/...) is refused beside the field, Save waits,
 * and the saved date stays. Uses next year's 28 November, so that no build leaves the event out as past. Screenshot
 * as `admin-date-refused-1280.png`.
 * @returns the date box's text after each step: saved, refused, and after a reload.
 */
export async function typeADateInTheAdminPanel({
  cmsUrl,
  admin,
  screenshots,
}: AdminVisit): Promise<{ saved: string; refused: string; afterReload: string }> {
  const year = new Date().getFullYear() + 1;
  return onAdminPage(
    { cmsUrl, admin, height: 1000, where: `/content-manager/collection-types/${EVENTS}` },
    async (page) => {
      await page.locator('table tbody tr').first().click();
      const box = page.getByRole('combobox', { name: /^Date/ });
      const saveButton = page.getByRole('button', { name: /^Save$/ });
      // The entry's own date, once the form has it (typing before it arrives would be overwritten by it).
      await expect(box).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
      await page.waitForLoadState('networkidle', { timeout: STEP_MS }).catch(() => undefined);
      // The admin speaks British English (its date box reads day/month/year).
      expect(await page.evaluate(() => localStorage.getItem('strapi-admin-language'))).toBe('en-GB');
      // Written in place of what is there (all at once: typing key by key over a selection raced the field's calendar on
      // a busy machine and appended), then taken by Enter and by leaving the field. Strapi's form can still set itself
      // to the entry it read once more after that (seen once in a run, the typed date gone and nothing to save), as a
      // manager would then see their date put back: typed again, at most twice more, and each time counted.
      for (let attempt = 1; ; attempt += 1) {
        await box.fill(`28/11/${year}`);
        await box.press('Enter');
        await box.evaluate((element) => element.blur());
        try {
          await expect(saveButton).toBeEnabled({ timeout: 15_000 });
          if (attempt > 1) console.log(`admin: the date was typed ${attempt} times before the form kept it`);
          break;
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
      await saveButton.click();
      await saveConfirmed(page);
      // The form settles on the saved entry, read again after the Save (on a busy machine that answer came after the
      // next date was typed, and put the saved date back in the box).
      await expect(saveButton).toBeDisabled();
      await page.waitForLoadState('networkidle', { timeout: STEP_MS }).catch(() => undefined);
      const saved = await box.inputValue();

      // The same race as above, after the Save: the form, reading the saved entry once more, put 28/11 back over the
      // date typed month first (seen once in a fresh-clone run, 2026-12-03). Typed again, at most twice more.
      const refusal = page.getByRole('alert').filter({ hasText: 'There is no month 28' });
      for (let attempt = 1; ; attempt += 1) {
        await box.fill(`11/28/${year}`);
        await box.press('Enter');
        try {
          await expect(refusal).toBeVisible({ timeout: 15_000 });
          await expect(box).toHaveValue(`11/28/${year}`);
          if (attempt > 1)
            console.log(`admin: the wrong date was typed ${attempt} times before the form kept it`);
          break;
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      // As the editor sees it, refused beside the field.
      const refused = await box.inputValue();
      await page.screenshot({ path: path.join(screenshots, 'admin-date-refused-1280.png') });
      // Leaving the field takes nothing to the form: there is nothing to save.
      await page.getByRole('heading', { level: 1 }).click();
      await expect(saveButton).toBeDisabled();

      await page.reload();
      const afterReload = await page.getByRole('combobox', { name: /^Date/ }).inputValue();
      return { saved, refused, afterReload };
    },
  );
}

/**
 * The preview's `band` (in `window`: the page, or the frame it is shown in) followed across `act`: what its line on the
 * live site says before, whether it said "Publishing" meanwhile, what it says once it is live since another moment than
 * before (`changed`, to the second, where the words say the minute) within `limitMs`, and whether `window` was
 * reloaded to get there (a reload would lose the mark set on it before).
 */
async function followTheBand({
  page,
  window: shown,
  band,
  act,
  limitMs,
}: {
  page: Page;
  window: Page | Frame;
  band: Locator;
  act: () => Promise<unknown>;
  limitMs: number;
}): Promise<{ before: string; sawPublishing: boolean; after: string; changed: boolean; reloaded: boolean }> {
  const live = band.locator('p[data-state]');
  await expect(live).toHaveAttribute('data-state', 'live');
  const before = await live.innerText();
  const sinceBefore = await live.getAttribute('data-since');
  await shown.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await act();
  let sawPublishing = false;
  let changed = false;
  let after = before;
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const state = await live.getAttribute('data-state', { timeout: STEP_MS }).catch(() => null);
    if (state === 'building') sawPublishing = true;
    if (state === 'live' && (await live.getAttribute('data-since')) !== sinceBefore) {
      after = await live.innerText();
      changed = true;
      break;
    }
    await page.waitForTimeout(1_000);
  }
  const reloaded = !(await shown
    .evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true)
    .catch(() => false));
  return { before, sawPublishing, after, changed, reloaded };
}

/**
 * The preview's band on a page left open while something is published (`publish`): what its line on the live site
 * says before, whether it said "Publishing" meanwhile, what it says once it is live since another moment (`changed`)
 * within `limitMs`, and whether the page was reloaded to get there. `previewUrl` is a signed preview address, as "Open preview" gives.
 */
export async function watchThePreviewBand({
  previewUrl,
  publish,
  limitMs,
}: {
  previewUrl: string;
  publish: () => Promise<unknown>;
  limitMs: number;
}): Promise<{ before: string; sawPublishing: boolean; after: string; changed: boolean; reloaded: boolean }> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(STEP_MS);
    await page.goto(previewUrl);
    const band = page.getByRole('complementary', { name: 'Preview' });
    return await followTheBand({ page, window: page, band, act: publish, limitMs });
  } finally {
    await browser.close();
  }
}

/**
 * An entry published from Strapi's preview page, as the manager publishes after a look at it there: the page opened
 * from the entry (`entryPath` + "/preview"), its frame showing the site's preview with its band, Publish pressed in the
 * page's header; then the band's line on the live site read in the frame until it is live since another moment than
 * before (`changed`) within `limitMs`, and whether the frame was reloaded to get there. Screenshot as
 * `admin-preview-published-1280.png`.
 */
export async function publishFromThePreview({
  cmsUrl,
  admin,
  screenshots,
  entryPath,
  limitMs,
}: AdminVisit & {
  /** The entry in the admin, from /admin: "/content-manager/collection-types/api::team.team/<id>". */
  entryPath: string;
  limitMs: number;
}): Promise<{ before: string; sawPublishing: boolean; after: string; changed: boolean; reloaded: boolean }> {
  return onAdminPage({ cmsUrl, admin, height: 1000, where: `${entryPath}/preview` }, async (page) => {
    const iframe = page.locator('iframe[data-testid="preview-iframe"]');
    const band = page
      .frameLocator('iframe[data-testid="preview-iframe"]')
      .getByRole('complementary', { name: 'Preview' });
    await expect(band).toBeVisible();
    const frame = (await (await iframe.elementHandle())!.contentFrame())!;
    const followed = await followTheBand({
      page,
      window: frame,
      band,
      act: async () => {
        await publish(page);
      },
      limitMs,
    });
    await page.screenshot({ path: path.join(screenshots, 'admin-preview-published-1280.png') });
    return followed;
  });
}

/**
 * A special event added as the manager adds one, in its edit view: title, the date typed day/month/year (`date`, as
 * 05/12/2026), 14:00, a line of what it is, families welcome; saved, then published. Screenshot as
 * `admin-event-1280.png`. @returns the date box's text once saved, and what the entry says of where and from when the
 * website shows it.
 */
export async function addAnEventInTheAdminPanel({
  cmsUrl,
  admin,
  screenshots,
  title,
  date,
  name = '',
}: AdminVisit & {
  title: string;
  date: string;
  /** Put in the screenshot's name ("ahead-": admin-event-ahead-1280.png). */
  name?: string;
}): Promise<{ shown: string; onTheWebsite: string }> {
  return onAdminPage(
    { cmsUrl, admin, height: 1100, where: `/content-manager/collection-types/${EVENTS}/create` },
    async (page) => {
      await page.getByLabel(/^Title/).fill(title);
      const box = await typeADate(page, /^Date/, date);
      await page.getByLabel(/^Time/).fill('14:00');
      await page.getByLabel(/^What it is/).fill(`${title}: songs from the shows, with tea and cake after.`);
      // The switch's own box is hidden under its "No"/"Yes" halves: clicked as a click on it would.
      const families = page.getByRole('checkbox', { name: /Are families welcome/ });
      await families.evaluate((element: HTMLInputElement) => element.click());
      await expect(families).toBeChecked();
      await save(page);
      const shown = await box.inputValue();
      // Beside it, where and from when the website shows it once published.
      const where = page.getByText(/^What’s on shows it /);
      await expect(where).toBeVisible();
      const onTheWebsite = (await where.innerText()).trim();
      await page.screenshot({ path: path.join(screenshots, `admin-event-${name}1280.png`) });
      await publish(page);
      return { shown, onTheWebsite };
    },
  );
}

/**
 * The menu changed as the manager changes a day of it: the day found by its name in the list of days (`day`, as
 * "Week 2, Tuesday"), its first lunch dish (`dish`, as it reads now) opened and changed to `to`, saved and published.
 * Screenshot as `admin-menu-1280.png`.
 */
export async function changeADayOfTheMenu({
  cmsUrl,
  admin,
  screenshots,
  day,
  dish,
  to,
}: AdminVisit & {
  day: string;
  dish: string;
  to: string;
}): Promise<void> {
  return onAdminPage(
    { cmsUrl, admin, height: 1100, where: `/content-manager/single-types/api::menu.menu` },
    async (page) => {
      const row = page.getByRole('button', { name: day, exact: true });
      await row.click();
      // Its lunch, each dish a row named by the dish: the first one, open, and its name typed over.
      const region = page.getByRole('region', { name: day });
      await region.getByRole('button', { name: dish, exact: true }).first().click();
      const input = region.getByRole('textbox', { name: /^Dish/ }).first();
      await expect(input).toHaveValue(dish);
      await input.fill(to);
      await save(page);
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(screenshots, 'admin-menu-1280.png') });
      await publish(page);
    },
  );
}

/**
 * A published mistake undone as the manager undoes one: the entry opened, its earlier versions read beside it, the
 * version before the mistake brought back as the draft (the browser's own confirmation accepted), and published.
 * Screenshot as `admin-history-1280.png`. @returns what the panel listed, and the field's value once brought back.
 */
export async function undoAMistakeInTheAdminPanel({
  cmsUrl,
  admin,
  screenshots,
  entryPath,
  field,
  name = '',
}: AdminVisit & {
  /** The entry in the admin, from /admin: "/content-manager/collection-types/api::team.team/<id>". */
  entryPath: string;
  /** The name of the input whose value the mistake changed ("role"). */
  field: string;
  /** Put in the screenshot's name ("home-": admin-history-home-1280.png). */
  name?: string;
}): Promise<{ listed: string; value: string }> {
  return onAdminPage({ cmsUrl, admin, height: 1100, where: entryPath }, async (page) => {
    await expect(page.getByText('Earlier versions', { exact: true })).toBeVisible({ timeout: STEP_MS });
    const bringBack = page.getByRole('button', { name: 'Bring back as the draft' }).first();
    await expect(bringBack).toBeVisible({ timeout: STEP_MS });
    // Each version's lines: when and by whom, and what changed.
    // Read in the list of versions only: a field's help beside it can read like a change ("Press here to add").
    const versions = page.locator('ol', {
      has: page.getByRole('button', { name: 'Bring back as the draft' }),
    });
    const listed = (
      await versions
        .getByText(
          /^(Live now|Published[^:]*): |^\S[^:]*: .+ to .+$|^[^:]+: changed$|^The first version kept/,
        )
        .allInnerTexts()
    )
      .map((line) => line.trim())
      .join('\n');
    await page.screenshot({ path: path.join(screenshots, `admin-history-${name}1280.png`) });
    page.once('dialog', (dialog) => void dialog.accept());
    await Promise.all([page.waitForEvent('load', { timeout: STEP_MS }), bringBack.click()]);
    const input = page.locator(`input[name="${field}"]`);
    await expect(input).not.toHaveValue('', { timeout: STEP_MS });
    const value = await input.inputValue();
    await publish(page);
    return { listed, value };
  });
}

/**
 * A photo's consent recorded as the manager records one, in the photo's own edit view: who it shows set to residents,
 * "Consent given on" typed day/month/year (`givenOn`, as 28/11/2026) key by key, given by the resident, and the day to
 * review it typed so (`reviewOn`); saved, then published. Screenshot as `admin-consent-1280.png`. @returns the two date
 * boxes' text once saved.
 */
export async function recordAConsentInTheAdminPanel({
  cmsUrl,
  admin,
  screenshots,
  entryPath,
  givenOn,
  reviewOn,
  residents,
}: AdminVisit & {
  /** The photo in the admin, from /admin: "/content-manager/collection-types/api::gallery.gallery/<id>". */
  entryPath: string;
  givenOn: string;
  reviewOn: string;
  /** The first resident's name, and another resident shown, whose attorney consented: a row of their own. */
  residents?: { first: string; other: { name: string; attorney: string; givenOn: string; reviewOn: string } };
}): Promise<{ givenOn: string; reviewOn: string }> {
  return onAdminPage({ cmsUrl, admin, height: 1300, where: entryPath }, async (page) => {
    const shown = page.getByRole('combobox', { name: /^Who can be recognised in it\?/ });
    // The entry's own answer, once the form has it (choosing before it arrives would be overwritten by it).
    await expect(shown).toContainText(/\w/);
    await page.waitForLoadState('networkidle', { timeout: STEP_MS }).catch(() => undefined);
    await shown.click();
    await page.getByRole('option', { name: 'Residents', exact: true }).click();
    await expect(shown).toContainText('Residents');
    const given = await typeADate(page, /^Consent given on/, givenOn);
    const by = page.getByRole('combobox', { name: /^Consent given by/ });
    await by.click();
    await page.getByRole('option', { name: 'The resident', exact: true }).click();
    await expect(by).toContainText('The resident');
    const review = await typeADate(page, /^Review consent on/, reviewOn);
    if (residents) {
      await page.getByRole('textbox', { name: /^Resident’s name/ }).fill(residents.first);
      // The other resident's row, added under the first's record ("Each other resident in it", the only list of rows
      // in a photo's form, empty until now), opened with its own fields.
      const addOne = page.getByRole('button', { name: /press here to add one/ });
      await expect(addOne).toHaveCount(1);
      await addOne.click();
      const row = page
        .getByRole('region')
        .filter({ has: page.getByRole('textbox', { name: /^Resident’s name/ }) })
        .last();
      const { other } = residents;
      await row.getByRole('textbox', { name: /^Resident’s name/ }).fill(other.name);
      await typeADate(row, /^Consent given on/, other.givenOn);
      const otherBy = row.getByRole('combobox', { name: /^Consent given by/ });
      await otherBy.click();
      await page.getByRole('option', { name: 'An attorney (health and welfare LPA)', exact: true }).click();
      await row.getByRole('textbox', { name: /^Name of the attorney/ }).fill(other.attorney);
      await typeADate(row, /^Review consent on/, other.reviewOn);
    }
    await save(page);
    // The first resident's boxes come first (another resident's row, below, has boxes of the same names).
    const saved = { givenOn: await given.first().inputValue(), reviewOn: await review.first().inputValue() };
    await given.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshots, 'admin-consent-1280.png') });
    await publish(page);
    return saved;
  });
}

/**
 * Someone invited as the manager invites staff: Settings, Users, "Invite new user", their name and e-mail, the role
 * "Staff (drafts only)", Invite. Screenshot as `admin-invitation-1280.png`. @returns what the screen then says above
 * the link, and the roles it offered.
 */
export async function inviteInTheAdminPanel({
  cmsUrl,
  admin,
  screenshots,
  email,
}: AdminVisit & {
  email: string;
}): Promise<{ said: string; roles: string[] }> {
  return onAdminPage({ cmsUrl, admin, height: 1000, where: `/settings/users` }, async (page) => {
    // Settings, as the manager sees it: the people who use the admin, and none of the keeper's technical pages.
    const settings = page.getByRole('navigation', { name: /Settings/ });
    await expect(settings.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
    for (const technical of [
      'Webhooks',
      'Transfer Tokens',
      'Internationalization',
      'Providers',
      'Advanced settings',
    ])
      await expect(settings.getByRole('link', { name: technical })).toHaveCount(0);
    await page.getByRole('button', { name: 'Invite new user' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^First name/).fill('Nell');
    await dialog.getByLabel(/^Last name/).fill('Ashdown');
    await dialog.getByLabel(/^E-mail/).fill(email);
    await dialog.getByRole('combobox').last().click();
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    const roles = (await options.allInnerTexts()).map((text) => text.trim());
    await page.getByRole('option', { name: /Staff \(drafts only\)/ }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Invite user' }).click();
    const said = page.getByText(/send it to them yourself|is being e-mailed to them/);
    await expect(said).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'admin-invitation-1280.png') });
    // The link, opened as the invited person would, signed out: their name and e-mail filled in, their password asked
    // twice, and no box to join Strapi's mailing list (ticked, it led on to Strapi's own survey).
    // The screen shows the link cut short; its copy button copies the whole of it, as the manager would paste it.
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(cmsUrl).origin });
    await page.getByRole('button', { name: 'Copy to clipboard' }).first().click();
    const link = (await page.evaluate(() => navigator.clipboard.readText())).trim();
    expect(link).toMatch(/^http.*\/auth\/register\?registrationToken=[0-9a-f]{20,}$/);
    const invitedPage = await (
      await page
        .context()
        .browser()!
        .newContext({ viewport: { width: 1280, height: 1000 } })
    ).newPage();
    await invitedPage.goto(link);
    await expect(invitedPage.getByLabel(/^The password again/)).toBeVisible({ timeout: STEP_MS });
    await expect(invitedPage.getByLabel(/^E-mail/)).toHaveValue(email);
    await expect(invitedPage.getByRole('button', { name: 'Make my account' })).toBeVisible();
    await expect(invitedPage.getByRole('checkbox')).toHaveCount(0);
    await expect(invitedPage.getByText(/Keep me updated|strapi/i)).toHaveCount(0);
    await invitedPage.screenshot({ path: path.join(screenshots, 'admin-invited-sign-up-1280.png') });
    return { said: (await said.innerText()).trim(), roles };
  });
}

/**
 * The Content Manager as the manager first meets it: opened from the main menu's "Content", where it lands, and its
 * list of what there is to edit, read as it is laid out (each section's title and its entries' types, from their
 * links, in order). Screenshot as `admin-content-manager-1280.png`.
 */
export async function readTheContentManager({
  cmsUrl,
  admin,
  screenshots,
}: AdminVisit): Promise<{ openedOn: string; sections: { title: string; uids: string[] }[] }> {
  return onAdminPage({ cmsUrl, admin, height: 1300, where: '' }, async (page) => {
    await page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: /The website’s content/ })
      .first()
      .click();
    const list = page.getByRole('navigation', { name: 'The website’s content' });
    await expect(list.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Publish$/ })).toBeVisible();
    const openedOn = decodeURIComponent(new URL(page.url()).pathname);
    const sections = await list.evaluate((nav) =>
      [...nav.querySelectorAll('li')]
        .filter((item) => item.querySelector(':scope > * > ol, :scope > ol'))
        .map((item) => ({
          title: item.querySelector('span')?.textContent?.trim() ?? '',
          uids: [...item.querySelectorAll('ol a')].map((link) =>
            decodeURIComponent(new URL((link as HTMLAnchorElement).href).pathname)
              .split('/')
              .at(-1)!,
          ),
        })),
    );
    await page.screenshot({ path: path.join(screenshots, 'admin-content-manager-1280.png') });
    return { openedOn, sections };
  });
}

/**
 * A published photo taken down as the manager takes one down at a family's request: its entry opened, "More document
 * actions", Unpublish. @returns what its earlier versions then say of the take-down.
 */
export async function takeAPhotoDownInTheAdminPanel({
  cmsUrl,
  admin,
  entryPath,
}: {
  cmsUrl: string;
  admin: Admin;
  /** The photo in the admin, from /admin: "/content-manager/collection-types/api::gallery.gallery/<id>". */
  entryPath: string;
}): Promise<string> {
  return onAdminPage({ cmsUrl, admin, height: 1100, where: entryPath }, async (page) => {
    await expect(page.getByText('Earlier versions', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'More document actions' }).last().click();
    await page.getByRole('menuitem', { name: 'Unpublish' }).click();
    // The whole line: when and by whom in bold, then what it means.
    const said = page.locator('p', { hasText: /^Taken down at / }).first();
    await expect(said).toBeVisible();
    return (await said.innerText()).trim();
  });
}

/**
 * A photo taken down, put back as the manager would: Publish pressed, the browser's confirmation read and first
 * dismissed (the photo stays down), then pressed again and accepted. Screenshot as `admin-put-back-1280.png`.
 * @returns what the confirmation asked, and whether `isDown` (the CMS asked) and the entry's own words still said the
 * photo was down once the first was dismissed.
 */
export async function putAPhotoBackInTheAdminPanel({
  cmsUrl,
  admin,
  screenshots,
  entryPath,
  isDown,
}: AdminVisit & {
  entryPath: string;
  /** Whether the CMS has no published version of the photo. */
  isDown: () => Promise<boolean>;
}): Promise<{ asked: string; downAfterDismissing: boolean }> {
  return onAdminPage({ cmsUrl, admin, height: 1100, where: entryPath }, async (page) => {
    await expect(page.getByText(/^Taken down at /).first()).toBeVisible();
    const publishButton = page.getByRole('button', { name: /^Publish$/ });
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await publishButton.click();
    const question = await asked;
    await page.screenshot({ path: path.join(screenshots, 'admin-put-back-1280.png') });
    await page.waitForTimeout(1_000);
    const downAfterDismissing = (await isDown()) && (await page.getByText(/^Taken down at /).count()) > 0;
    page.once('dialog', (dialog) => void dialog.accept());
    await publishButton.click();
    await published(page);
    return { asked: question, downAfterDismissing };
  });
}

/**
 * One field of an entry changed as the manager changes it: the entry opened, the box labelled `label` typed over with
 * `to`, saved and published. @returns what the box read before.
 */
export async function changeAFieldInTheAdminPanel({
  cmsUrl,
  admin,
  entryPath,
  label,
  to,
}: {
  cmsUrl: string;
  admin: Admin;
  entryPath: string;
  label: RegExp;
  to: string;
}): Promise<{ was: string }> {
  return onAdminPage({ cmsUrl, admin, height: 1100, where: entryPath }, async (page) => {
    const box = page.getByRole('textbox', { name: label });
    // The entry's own value, once the form has it (typing before it arrives would be overwritten by it).
    await expect(box).not.toHaveValue('');
    await page.waitForLoadState('networkidle', { timeout: STEP_MS }).catch(() => undefined);
    const was = await box.inputValue();
    // The form can read the entry once more after first showing it and put the stored value back over what was typed
    // (as in the date round): typed again, at most three times, until the box keeps it.
    for (let tries = 0; tries < 3 && (await box.inputValue()) !== to; tries += 1) {
      await box.fill(to);
      await page.waitForTimeout(1_000);
    }
    await expect(box).toHaveValue(to);
    await save(page);
    await expect(box).toHaveValue(to);
    await publish(page);
    return { was };
  });
}

/**
 * A photo added as the manager adds one to a new gallery photo: "Add a new one", the photo's box pressed, "Add more",
 * the upload box (screenshot as `admin-upload-box-1280.png`), the file chosen, "Upload this one", then "Finish" with it
 * chosen for the field (screenshot as `admin-uploaded-1280.png`); the entry is left unsaved. @returns what the box said
 * before a file was chosen, what the dialog said once the upload was done, and how many times anything still said a
 * file is ready to upload.
 */
export async function uploadInTheAdminPanel({
  cmsUrl,
  admin,
  screenshots,
  file,
}: AdminVisit & {
  file: { name: string; mimeType: string; buffer: Buffer };
}): Promise<{ box: string; afterUpload: string; readyLeft: number }> {
  const where = '/content-manager/collection-types/api::gallery.gallery/create';
  return onAdminPage({ cmsUrl, admin, height: 1000, where }, async (page) => {
    await page.getByText('Press here to add a photo or file, or drag one here').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add more' }).click();
    const box = dialog.locator('label', { has: page.locator('input[type="file"]') });
    await expect(box).toBeVisible();
    const said = (await box.innerText()).replace(/\s+/g, ' ').trim();
    await page.screenshot({ path: path.join(screenshots, 'admin-upload-box-1280.png') });
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await expect(dialog.getByText('1 photo or file chosen')).toBeVisible();
    await dialog.getByRole('button', { name: /^Upload this one$/ }).click();
    // Back among the photos and files, the new one chosen for the field: where Strapi's "1 asset ready to upload"
    // stayed after the upload was done.
    const finish = dialog.getByRole('button', { name: /^Finish$/ });
    await expect(finish).toBeVisible();
    const afterUpload = (await dialog.innerText()).replace(/\s+/g, ' ');
    await finish.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(file.name).first()).toBeVisible();
    const readyLeft =
      (afterUpload.match(/ready to upload/gi) ?? []).length +
      (await page.getByText(/ready to upload/i).count());
    await page.screenshot({ path: path.join(screenshots, 'admin-uploaded-1280.png') });
    return { box: said, afterUpload, readyLeft };
  });
}
