import { expect, type Locator, type Page } from '@playwright/test';
import type { RichText, TextBlock } from '../../lib/rich-text';

/** A tab as a page's reader gives it: its label, the heading over its panel, and its text. */
type TextTab = { readonly label: string; readonly title: string; readonly blocks: readonly TextBlock[] };

/**
 * Running text from the CMS is shown as one paragraph or list item, found by its longest run of words, with every
 * other run of words in it and every link in it by its name.
 */
export async function expectTextShown(scope: Page | Locator, rich: RichText) {
  const parts = typeof rich === 'string' ? [rich] : rich;
  const words = parts.flatMap((part) => (typeof part === 'string' && part.trim() ? [part.trim()] : []));
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const block = scope.locator('p, li').filter({ hasText: longest });
  await expect(block).toBeVisible();
  for (const part of parts) {
    if (typeof part !== 'string') await expect(block.getByRole('link', { name: part.text })).toBeVisible();
    else if (part.trim()) await expect(block).toContainText(part.trim());
  }
}

/** Every paragraph, list item and subheading of rich text is shown, each as expectTextShown finds it. */
export async function expectBlocksShown(scope: Page | Locator, blocks: readonly TextBlock[]) {
  for (const block of blocks) {
    if (block.kind === 'heading')
      await expect(scope.getByRole('heading', { name: block.text })).toBeVisible();
    else
      for (const rich of block.kind === 'list' ? block.items : [block.text])
        await expectTextShown(scope, rich);
  }
}

/** A set of tabs on a page, driven as a keyboard user drives it. */
export class TabSet {
  /**
   * What changes when another tab is chosen, as CSS selectors for an axe scan of only these: the tabs themselves and
   * the panel showing. The rest of the page stays as it was.
   */
  static readonly changingParts = ['[role="tablist"]', '[role="tabpanel"]:not([hidden])'] as const;

  constructor(
    readonly page: Page,
    readonly label: string,
  ) {}

  get list() {
    return this.page.getByRole('tablist', { name: this.label });
  }

  tab(name: string) {
    return this.list.getByRole('tab', { name, exact: true });
  }

  get selected() {
    return this.list.locator('[role="tab"][aria-selected="true"]');
  }

  get panel() {
    return this.page.getByRole('tabpanel');
  }

  /** Reaches every tab from the first with the arrow keys, checking each panel as it opens. */
  async walkByKeyboard(tabs: readonly TextTab[], onEach?: (tab: TextTab) => Promise<void>) {
    await this.tab(tabs[0]!.label).focus();
    for (const [index, tab] of tabs.entries()) {
      if (index > 0) await this.page.keyboard.press('ArrowRight');
      await expect(this.tab(tab.label)).toBeFocused();
      await expect(this.selected).toHaveText(tab.label);
      await expect(this.panel).toHaveAccessibleName(tab.label);
      await expect(this.panel.getByRole('heading', { name: tab.title, exact: true })).toBeVisible();
      await onEach?.(tab);
    }
    await this.page.keyboard.press('ArrowRight');
    await expect(this.tab(tabs[0]!.label)).toBeFocused();
  }
}
