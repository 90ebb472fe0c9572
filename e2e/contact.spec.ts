import { contact } from '../lib/content/contact';
import { expectRoomsFree } from './checks';
import { blocksText, cmsHome, cmsWords } from './cms-data';
import { expect, expectNoAxeViolations, test, visit } from './fixtures';

// What a page says, and behaviour that is the same at every width, is checked at 1280 px only (@desktop); what the
// phone's layout changes is checked on both (to keep the suite quick).

test.describe('contact page', () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, '/contact');
  });

  test('loads the map only when asked, in a titled frame', async ({ page, externalRequests }) => {
    const home = await cmsHome();
    expect(externalRequests).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: contact.map.showText }).click();
    const frame = page.getByTitle(contact.map.frameTitle(home.name));
    await expect(frame).toHaveAttribute('src', home.map.embedUrl);
    await expect
      .poll(() => externalRequests.some((url) => url.startsWith('https://www.openstreetmap.org/')))
      .toBe(true);
    await expectNoAxeViolations(page);
  });

  test.describe('what it says', { tag: '@desktop' }, () => {
    test('gives the address, phone, e-mail, how to find us and get here, and when to visit', async ({
      page,
    }) => {
      const [home, words, visiting] = await Promise.all([
        cmsHome(),
        cmsWords('contactPage'),
        cmsWords('visiting'),
      ]);
      const main = page.getByRole('main');
      const address = main.locator('address');
      await expect(address).toContainText(home.address.street);
      await expect(address).toContainText(home.address.postcode);
      await expect(main.getByRole('link', { name: home.phone.display, exact: true })).toHaveAttribute(
        'href',
        home.phone.href,
      );
      await expect(main.getByRole('link', { name: home.email.display, exact: true })).toHaveAttribute(
        'href',
        home.email.href,
      );
      await expect(main.getByRole('heading', { name: contact.locationTitle })).toBeVisible();
      await expect(main.getByRole('heading', { name: contact.transportTitle })).toBeVisible();
      for (const line of blocksText([...words.location, ...words.transport]))
        await expect(main).toContainText(line);
      // When to visit is said once, in "Visiting and a typical day": its first paragraph, and a link to the rest.
      const [whenToVisit] = blocksText(visiting.visiting.filter((block) => block.kind === 'paragraph'));
      await expect(main).toContainText(whenToVisit!);
      await expect(main.getByRole('link', { name: contact.visitingLink })).toHaveAttribute(
        'href',
        '/visiting',
      );
      const invitation = await cmsWords('everyPage');
      await expect(main.getByRole('region', { name: invitation.visitTitle })).toBeVisible();
    });

    test('says which rooms are free, by kind of care, and when that was confirmed', async ({ page }) => {
      const main = page.getByRole('main');
      await expectRoomsFree(main, ({ byCareType }) =>
        byCareType.map(({ careType, rooms }) => {
          const count = rooms === 0 ? 'no rooms' : `${rooms} ${rooms === 1 ? 'room' : 'rooms'}`;
          return main.getByRole('listitem').filter({ hasText: `${careType}: ${count}` });
        }),
      );
    });

    test('the directions link opens a route planner with our address as the destination', async ({
      page,
    }) => {
      const link = page.getByRole('link', { name: /^Get directions/ });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const destination = new URL((await link.getAttribute('href'))!).searchParams.get('destination');
      expect(destination).toBe((await cmsHome()).addressLine);
    });
  });
});

test.describe('contact page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('offers the map on the provider’s own page instead', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: /^Open the map on OpenStreetMap/ })).toHaveAttribute(
      'href',
      (await cmsHome()).map.viewUrl,
    );
  });
});
