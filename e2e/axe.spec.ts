import { axeViolations, LAYOUT_RULES } from './axe';
import { expect, test, visit } from './fixtures';

// The scan every accessibility check relies on (axe.ts), shown finding what it should: a scan that always came back
// empty would pass every one of them.
test.describe('the accessibility scan', { tag: '@desktop' }, () => {
  test('finds a fault in the page and in a frame of its own, within the parts and rules it is asked for', async ({
    page,
  }) => {
    await visit(page, '/about');
    expect(await axeViolations(page), 'the page as built').toEqual([]);
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.id = 'faint';
      faint.textContent = 'Text too faint to read';
      faint.style.cssText = 'color: #bbb; background: #fff';
      document.querySelector('main')!.append(faint);
    });
    const found = await axeViolations(page);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^color-contrast \(serious\): .*\n {4}#faint: .*contrast of \d/);
    // Only the parts asked for, and only the rules asked for.
    expect(await axeViolations(page, { only: ['header'] })).toEqual([]);
    expect(await axeViolations(page, { rules: ['image-alt'] })).toEqual([]);
    expect(await axeViolations(page, { only: ['main'], rules: LAYOUT_RULES })).toHaveLength(1);

    // A frame of the page's own origin is scanned with the page (the scan is put into each frame of the page).
    await page.evaluate(() => document.getElementById('faint')!.remove());
    await page.evaluate(
      () =>
        new Promise((loaded) => {
          const frame = document.createElement('iframe');
          frame.title = 'A frame of the page';
          frame.srcdoc =
            '<!doctype html><html lang="en"><title>Framed</title><main><button id="unnamed"></button></main>';
          frame.onload = loaded;
          document.querySelector('main')!.append(frame);
        }),
    );
    expect((await axeViolations(page)).join('\n')).toMatch(
      /^button-name \(critical\): .*\n {4}iframe.* #unnamed/,
    );
  });
});
