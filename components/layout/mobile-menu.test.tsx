import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { BookingButton } from '@/components/booking/booking-button';
import { BookingDetailsProvider } from '@/components/booking/booking-details';
import { MobileMenu } from './mobile-menu';

jest.mock('next/navigation', () => ({ usePathname: () => '/gallery' }));

// jsdom cannot navigate; links still run their handlers, the page just stays put. One listener per test, removed
// after it.
const stayPut = (event: MouseEvent) => event.preventDefault();
beforeEach(() => {
  document.addEventListener('click', stayPut);
});
afterEach(() => {
  document.removeEventListener('click', stayPut);
});

function renderMenu() {
  render(
    <BookingDetailsProvider
      value={{
        bookingUrl: 'https://calendly.com/a-sample-home/30min',
        phone: { display: '01632 960 123', href: 'tel:+441632960123' },
      }}
    >
      <MobileMenu footerNavId="footer-navigation">
        <BookingButton block>Start a Care Enquiry</BookingButton>
      </MobileMenu>
    </BookingDetailsProvider>,
  );
  return { trigger: screen.getByRole('button', { name: 'Menu' }) };
}

describe('MobileMenu', () => {
  it('hands the focus from its no-JavaScript link to the menu button when the scripts run', async () => {
    const page = document.body.appendChild(document.createElement('div'));
    const menu = <MobileMenu footerNavId="footer-navigation" />;
    page.innerHTML = renderToString(menu);
    within(page).getByRole('link', { name: 'Menu' }).focus();
    await act(async () => {
      hydrateRoot(page, menu);
    });
    expect(within(page).getByRole('button', { name: 'Menu' })).toHaveFocus();
    page.remove();
  });

  it('is closed until the menu button is pressed, then opens with focus on Close', async () => {
    const { trigger } = renderMenu();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');

    await userEvent.click(trigger);

    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveAttribute('open');
    expect(within(menu).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('lists the destinations, marks the current page, and offers the enquiry button', async () => {
    const { trigger } = renderMenu();
    await userEvent.click(trigger);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'About',
      'Care',
      'Fees',
      'Rooms',
      'What’s on',
      'Gallery',
      'Team',
      'Contact',
      'Visiting',
      'Complaints',
    ]);
    expect(within(menu).getByRole('button', { name: 'Start a Care Enquiry' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(within(menu).getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  // The enquiry button hands focus to the booking popup it opens, so focus is not back on the menu button then.
  it.each([
    ['the Close button', 'button', 'Close', true],
    ['a destination', 'link', 'Team', true],
    ['the enquiry button inside it', 'button', 'Start a Care Enquiry', false],
  ] as const)('closes when %s is chosen', async (_, role, name, focusBack) => {
    const { trigger } = renderMenu();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole(role, { name }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    if (focusBack) expect(trigger).toHaveFocus();
  });

  it('closes on a click on the dimmed backdrop but not on the panel', async () => {
    const { trigger } = renderMenu();
    await userEvent.click(trigger);
    const menu = screen.getByRole('dialog', { name: 'Menu' });

    await userEvent.click(within(menu).getByText('Menu', { selector: '#mobile-menu-title' }));
    expect(menu).toHaveAttribute('open');

    // A click on the ::backdrop is dispatched to the dialog element itself.
    await userEvent.click(menu);
    expect(menu).not.toHaveAttribute('open');
  });
});
