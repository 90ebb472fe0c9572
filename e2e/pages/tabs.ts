import { expect, type Page } from '@playwright/test';
import type { TextTab } from '../../lib/content/tabbed-text';

/** A set of tabs on a page, driven as a keyboard user drives it. */
export class TabSet {
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
