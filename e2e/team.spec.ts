import { expect, expectNoAxeViolations, test, visit } from './fixtures';
import { cmsCollection } from './cms-data';

// What a page says, and behaviour that is the same at every width, is checked at 1280 px only (@desktop); what the
// phone's layout changes is checked on both (to keep the suite quick).

type Member = { name: string; role: string; description: string };

test.describe('team page', () => {
  test('has no accessibility violations', async ({ page }) => {
    await visit(page, '/team');
    await expectNoAxeViolations(page);
  });

  test.describe('what it says', { tag: '@desktop' }, () => {
    test('shows every published member with a loaded portrait, name, role and description', async ({
      page,
    }) => {
      const members = await cmsCollection<Member>('teams');
      expect(members.length).toBeGreaterThanOrEqual(6);
      await page.goto('/team');
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(members.length);
      for (const member of members) {
        const card = cards.filter({ has: page.getByRole('heading', { name: member.name, exact: true }) });
        await expect(card).toHaveCount(1);
        await expect(card.getByText(member.role, { exact: true })).toBeVisible();
        await expect(card.getByText(member.description)).toBeVisible();
        const portrait = card.getByRole('img');
        await portrait.scrollIntoViewIfNeeded();
        await expect
          .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
    });

    test('ends with an invitation to visit', async ({ page }) => {
      await page.goto('/team');
      const invitation = page.getByRole('region', { name: 'Meet us in person' });
      await expect(invitation.getByRole('button', { name: 'Book a visit' })).toBeVisible();
      await expect(invitation.getByRole('link', { name: /^Call / })).toBeVisible();
    });
  });
});

test.describe('team page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('what it says', { tag: '@desktop' }, () => {
    test('shows every member', async ({ page }) => {
      const members = await cmsCollection<Member>('teams');
      await page.goto('/team');
      for (const member of members) {
        await expect(page.getByRole('heading', { name: member.name, exact: true })).toBeVisible();
      }
    });
  });
});
