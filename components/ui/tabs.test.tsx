import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const items = [
  { id: 'staff', label: 'Our staff', panel: <p>Staff text</p> },
  { id: 'residents', label: 'Residents', panel: <p>Residents text</p> },
  { id: 'philosophy', label: 'Philosophy', panel: <p>Philosophy text</p> },
];

function renderTabs(props: Partial<Parameters<typeof Tabs>[0]> = {}) {
  render(<Tabs label="About us" items={items} {...props} />);
  return { tabs: screen.getAllByRole('tab') };
}

function expectOnlySelected(name: string) {
  const selected = screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');
  expect(selected.map((tab) => tab.textContent)).toEqual([name]);
  expect(screen.getByRole('tab', { name })).toHaveFocus();
}

describe('Tabs', () => {
  it('opens on the default tab, with only its panel shown', () => {
    renderTabs({ defaultId: 'residents' });
    expect(screen.getByRole('tablist', { name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Residents' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Residents text');
    expect(screen.getByText('Staff text').closest('[role="tabpanel"]')).not.toBeVisible();
  });

  it('uses the first tab when no default is given, and only it is in the tab order', () => {
    const { tabs } = renderTabs();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('labels each panel by its tab and points each tab at its panel', () => {
    renderTabs();
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!);
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    }
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Our staff');
  });

  it('selects a tab on click', async () => {
    renderTabs();
    await userEvent.click(screen.getByRole('tab', { name: 'Philosophy' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Philosophy text');
    expectOnlySelected('Philosophy');
  });

  // Keys pressed from the first tab, and the tab each leaves selected and focused.
  it.each([
    [
      'moves with the arrow keys, wrapping at both ends',
      'horizontal',
      [
        ['{ArrowRight}', 'Residents'],
        ['{ArrowRight}{ArrowRight}', 'Our staff'],
        ['{ArrowLeft}', 'Philosophy'],
      ],
    ],
    [
      'jumps to the first and last tab with Home and End',
      'horizontal',
      [
        ['{End}', 'Philosophy'],
        ['{Home}', 'Our staff'],
      ],
    ],
    [
      'moves with up and down as well when vertical',
      'vertical',
      [
        ['{ArrowDown}', 'Residents'],
        ['{ArrowUp}{ArrowUp}', 'Philosophy'],
      ],
    ],
  ] as const)('%s', async (_, orientation, steps) => {
    const { tabs } = renderTabs({ orientation });
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', orientation);
    tabs[0]!.focus();
    for (const [keys, selected] of steps) {
      await userEvent.keyboard(keys);
      expectOnlySelected(selected);
    }
    const last = items.find(({ label }) => label === steps.at(-1)![1])!;
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(last.label);
  });
});
