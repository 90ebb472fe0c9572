import type { Locator, Page } from '@playwright/test';
import type { ContentOf } from '../lib/cms/tools';
import { formatDate } from '../lib/dates';
import { careersNavItem, familyNavItems, legalNavItems, navItems } from '../lib/site';
import { cmsRoomsFree } from './cms-data';
import { expect, visit } from './fixtures';
import { Shell } from './pages/shell';

// Checks that several specs make of a page as it stands: what fits the screen, what the Book Now badge covers, the
// contact details' links, policy violations and script errors, and what a page fetched before its first paint.

/**
 * The visible controls a reader cannot wholly see or reach: past the left or right edge of the screen (unless a box
 * that scrolls sideways holds them), or cut by a box that clips what overflows it.
 */
export function controlsCutOff(page: Page) {
  const width = page.viewportSize()!.width;
  return page.evaluate((width) => {
    const problems: string[] = [];
    for (const control of document.querySelectorAll('a[href], button, [role="tab"]')) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const box = control.getBoundingClientRect();
      // A visually hidden control is a 1px box until it takes focus (the skip link is moved, not shrunk).
      if (box.width < 2 || box.height < 2) continue;
      const name = `"${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 30)}"`;
      let scrollsSideways = false;
      for (let box2 = control.parentElement; box2 && box2 !== document.body; box2 = box2.parentElement) {
        const style = getComputedStyle(box2);
        if (/auto|scroll/.test(style.overflowX) && box2.scrollWidth > box2.clientWidth + 1)
          scrollsSideways = true;
        const clipsX = /hidden|clip/.test(style.overflowX);
        const clipsY = /hidden|clip/.test(style.overflowY);
        if (!clipsX && !clipsY) continue;
        const clip = box2.getBoundingClientRect();
        const cutX = clipsX && (box.left < clip.left - 0.5 || box.right > clip.right + 0.5);
        const cutY = clipsY && (box.top < clip.top - 0.5 || box.bottom > clip.bottom + 0.5);
        if (cutX || cutY)
          problems.push(`${name} cut by <${box2.tagName.toLowerCase()} class="${box2.className}">`);
      }
      if (!scrollsSideways && (box.left < -0.5 || box.right > width + 0.5)) {
        problems.push(`${name} at ${Math.round(box.left)}-${Math.round(box.right)} of ${width}px`);
      }
    }
    return problems;
  }, width);
}

export type Box = { left: number; right: number; top: number; bottom: number };

/** The badge's box while it is shown; null while it waits out of sight. */
export function badgeBox(page: Page): Promise<Box | null> {
  return page
    .getByRole('complementary', { name: 'Book a visit' })
    .locator(':scope > button')
    .evaluate((badge) => {
      if (!badge.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return null;
      const { left, right, top, bottom } = badge.getBoundingClientRect();
      return { left, right, top, bottom };
    });
}

/** The lines of text on screen, outside the badge, that the box covers. */
export function textUnder(page: Page, box: Box) {
  return page.evaluate((box) => {
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('aside')) continue;
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        // Visually hidden text is a 1px box; it is read, not seen.
        if (line.width < 2 || line.height < 2 || line.bottom <= 0 || line.top >= innerHeight) continue;
        const overlaps =
          line.left < box.right - 1 &&
          line.right > box.left + 1 &&
          line.top < box.bottom - 1 &&
          line.bottom > box.top + 1;
        if (overlaps) covered.push(node.textContent.trim().slice(0, 40));
      }
    }
    return covered;
  }, box);
}

/**
 * At the top of the page the badge covers no text, the heading included, or, where it waits out of sight, the header
 * offers the booking popup itself (its bar's Start a Care Enquiry on a wide screen, its strip's Book Now where the
 * bar has no room for it); at the end of the page the badge is there and covers no text.
 */
export async function expectBadgeClearOfText(page: Page, path: string, { visited = false } = {}) {
  const shell = new Shell(page);
  if (!visited) await visit(page, path);

  const atTop = await badgeBox(page);
  if (atTop) expect(await textUnder(page, atTop), 'text under the badge at the top').toEqual([]);
  else
    await expect(
      shell.banner
        .getByRole('button', { name: /^(Book Now|Start a Care Enquiry)$/ })
        .filter({ visible: true })
        // (On a wide, short screen the strip's and the bar's are both there.)
        .first(),
    ).toBeInViewport({ ratio: 1 });

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(shell.badge).toBeVisible();
  const atEnd = await badgeBox(page);
  expect(atEnd, 'the badge at the end of the page').not.toBeNull();
  expect(await textUnder(page, atEnd!), 'text under the badge at the end').toEqual([]);
}

export type Found = {
  /** tel: and mailto: links, with the text they show. */
  links: { href: string; text: string }[];
  /** Phone numbers and e-mail addresses in the text that no such link holds. */
  unlinked: string[];
};

/** Reads the page's text (hidden tab panels and closed dialogs included), setting aside what tel: and mailto: links hold. */
export function contactDetails(page: Page): Promise<Found> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('script, style, noscript, template').forEach((element) => element.remove());
    const links = [...body.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"], a[href^="mailto:"]')].map(
      (link) => {
        const found = {
          href: link.getAttribute('href')!,
          text: link.textContent!.replace(/\s+/g, ' ').trim(),
        };
        link.replaceWith(' ');
        return found;
      },
    );
    // UK numbers however people write them ("01632 960 418", "020 7946 0018", "+44 (0)1632 960418",
    // "01632-960-418"): a run of digits, spaces, brackets and dashes from a 0 or +44 holding 10 digits or more.
    const phoneLike = /(?:\+44|\b0)[\d\s\u00a0()-]{8,}\d/g;
    const phones = (text: string) =>
      (text.match(phoneLike) ?? []).filter((run) => run.replace(/\D/g, '').length >= 10);
    const address = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
    const text = body.textContent ?? '';
    return { links, unlinked: [...phones(text), ...(text.match(address) ?? [])] };
  });
}

/** The link a number shown as `display` should have: the international form, as lib/rich-text.ts makes it. */
export const dialHref = (display: string) => `tel:+44${display.replace(/\D/g, '').replace(/^0/, '')}`;

export function expectLinksRight(links: Found['links']) {
  for (const { href, text } of links) {
    if (href.startsWith('tel:')) {
      // The number shown, after any lead-in ("Call", "Talk it through:"), is the number dialled.
      const shown = text.match(/[\d ]{10,}$/)?.[0] ?? text;
      expect(href, `the link "${text}"`).toBe(dialHref(shown));
    } else {
      expect(href, `the link "${text}"`).toBe(`mailto:${text}`);
    }
  }
}

/** Collects every Content-Security-Policy violation and script error the page reports, from its first script on. */
export async function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
      errors.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return errors;
}

export const CHUNK = /\/_next\/static\/chunks\/[^/]+\.js$/;
export const DATA = /\/_next\/static\/page-data\/[0-9a-f]+\.js$/;

/** The resources the page fetched, as the browser's Resource Timing API records them, and its first contentful paint. */
export function timings(page: Page) {
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    resources: performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
  }));
}

/**
 * The footer every page has: who runs the home and who regulates it (as the CMS publishes them), and a link to each
 * page a family or a regulator looks for there. The footer is one component of the root layout, so following its
 * links once (trust.spec.ts) and finding them on every page covers every page's.
 */
export async function expectFooterRight(page: Page, home: ContentOf<'home'>) {
  const footer = page.getByRole('contentinfo');
  const { provider, regulators } = home;
  const who = footer.getByRole('region', { name: 'Who runs the home' });
  await expect(who).toContainText(
    `${home.name} is run by ${provider.companyName}, registered in ${provider.registeredIn} with company ` +
      `number ${provider.companyNumber}.`,
  );
  await expect(who).toContainText(`Registered office: ${provider.registeredOffice}.`);
  await expect(who).toContainText('Regulated by the Care Quality Commission:');
  await expect(
    who.getByRole('link', { name: `location ${regulators.cqcLocationId} on CQC’s website` }),
  ).toHaveAttribute('href', `https://www.cqc.org.uk/location/${regulators.cqcLocationId}`);
  expect(provider.icoRegistrationNumber, 'the sample home gives its ICO registration').toBeTruthy();
  await expect(who).toContainText(
    `Registered with the Information Commissioner’s Office, number ${provider.icoRegistrationNumber}.`,
  );
  for (const { label, href } of FOOTER_PAGES)
    await expect(
      footer.getByRole('link', { name: label, exact: true }),
      `the footer's ${label}`,
    ).toHaveAttribute('href', href);
}

/** The pages every footer links to by name: the main ones, the families' (fees among the main), careers, the legal. */
export const FOOTER_PAGES = [...navItems, ...familyNavItems, careersNavItem, ...legalNavItems];

/**
 * "Rooms free now", as counted from the published kinds of room: each line `shown` finds there, and the day they
 * were checked; or, where a kind was checked too long ago (or never), the site's request to call instead.
 */
export async function expectRoomsFree(
  scope: Locator,
  shown: (free: Awaited<ReturnType<typeof cmsRoomsFree>>) => Locator[],
) {
  const free = await cmsRoomsFree();
  if (free.stale) {
    await expect(scope.getByText('Rooms free now', { exact: true })).toHaveCount(0);
    return free;
  }
  await expect(scope.getByText('Rooms free now', { exact: true })).toBeVisible();
  for (const line of shown(free)) await expect(line).toBeVisible();
  await expect(
    scope.getByText(`Confirmed on ${formatDate(free.confirmedOn!)}`, { exact: true }),
  ).toBeVisible();
  return free;
}
