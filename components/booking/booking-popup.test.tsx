import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { site } from '@/lib/site';
import type { ReactNode } from 'react';
import { BookingButton } from './booking-button';
import { BookingDetailsProvider } from './booking-details';
import { BookingPopup } from './booking-popup';

/** A home's booking page and number, as "The home" in the CMS gives them (app/layout.tsx). */
const details = {
  bookingUrl: 'https://calendly.com/a-sample-home/30min',
  phone: { display: '01632 960 123', href: 'tel:+441632960123' },
};
const Wrapper = ({ children }: { children: ReactNode }) => (
  <BookingDetailsProvider value={details}>{children}</BookingDetailsProvider>
);

function renderPage() {
  render(
    <>
      <header>
        <BookingButton>Start a Care Enquiry</BookingButton>
      </header>
      <BookingPopup />
    </>,
    { wrapper: Wrapper },
  );
  return {
    enquiry: screen.getByRole('button', { name: 'Start a Care Enquiry' }),
    badge: screen.getByRole('button', { name: site.booking.badgeText }),
  };
}

const dialogName = 'Book a visit or start a care enquiry';

describe('BookingButton', () => {
  it('is, in the static HTML, a link to the booking page in a new tab that says so', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToStaticMarkup(
      <Wrapper>
        <BookingButton>Book a viewing</BookingButton>
      </Wrapper>,
    );
    const link = within(html).getByRole('link', { name: 'Book a viewing (opens in a new tab)' });
    expect(link).toHaveAttribute('href', details.bookingUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(html).queryByRole('button')).not.toBeInTheDocument();
  });

  it('hands the focus over when a visitor reached the link before the scripts ran', async () => {
    const page = document.body.appendChild(document.createElement('div'));
    const control = (
      <Wrapper>
        <BookingButton>Book a viewing</BookingButton>
      </Wrapper>
    );
    page.innerHTML = renderToString(control);
    within(page).getByRole('link').focus();
    await act(async () => {
      hydrateRoot(page, control);
    });
    expect(within(page).getByRole('button', { name: 'Book a viewing' })).toHaveFocus();
    page.remove();
  });

  it('is, once React runs, a button that opens a dialog', () => {
    render(<BookingButton>Book a viewing</BookingButton>, { wrapper: Wrapper });
    const button = screen.getByRole('button', { name: 'Book a viewing' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('data-booking');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('BookingPopup', () => {
  it('offers the Book Now badge as a real button and loads nothing from the booking service while closed', () => {
    const { badge } = renderPage();
    expect(badge.tagName).toBe('BUTTON');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from the badge with the booking page in a titled frame, focus on Close', async () => {
    const { badge } = renderPage();
    await userEvent.click(badge);

    const dialog = screen.getByRole('dialog', { name: dialogName });
    const frame = within(dialog).getByTitle('Booking calendar for a visit or care enquiry');
    expect(frame.getAttribute('src')).toMatch(new RegExp(`^${details.bookingUrl}\\?`));
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: details.phone.display })).toHaveAttribute(
      'href',
      details.phone.href,
    );
  });

  it('opens from any enquiry button, by the keyboard too', async () => {
    const { enquiry } = renderPage();
    enquiry.focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: dialogName })).toHaveAttribute('open');
  });

  it('closes from the Close button, removes the frame and returns focus to the opener', async () => {
    const { enquiry } = renderPage();
    await userEvent.click(enquiry);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(enquiry).toHaveFocus();
  });

  it('stays open for a click inside the booking page, and has no second modal inside it', async () => {
    const { badge } = renderPage();
    await userEvent.click(badge);
    const dialog = screen.getByRole('dialog', { name: dialogName });
    const frame = within(dialog).getByTitle('Booking calendar for a visit or care enquiry');
    fireEvent.click(frame);
    expect(dialog).toHaveAttribute('open');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
  });

  it('returns focus to what had it when the opener itself is gone', async () => {
    const { enquiry, badge } = renderPage();
    act(() => {
      badge.focus();
      enquiry.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });
    await screen.findByRole('dialog', { name: dialogName });
    enquiry.remove();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(badge).toHaveFocus();
  });
});

describe('BookingPopup backdrop', () => {
  it('closes on a click on the dimmed backdrop, which is the dialog element itself', async () => {
    const { badge } = renderPage();
    await userEvent.click(badge);
    const dialog = screen.getByRole('dialog', { name: dialogName });
    await userEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(badge).toHaveFocus();
  });
});

describe('BookingPopup badge, where CSS cannot make it wait (no scroll-driven animations, as in Firefox)', () => {
  it('waits in the static HTML, then shows once 30% of the header has scrolled away, and waits again above it', () => {
    expect(
      renderToStaticMarkup(
        <Wrapper>
          <BookingPopup />
        </Wrapper>,
      ),
    ).toMatch(/<aside [^>]*data-badge-waits=""/);
    const watched: Element[] = [];
    let report: (ratio: number) => void = () => {};
    class HeaderObserver {
      constructor(callback: (entries: { intersectionRatio: number }[]) => void) {
        report = (ratio) => act(() => callback([{ intersectionRatio: ratio }]));
      }
      observe(element: Element) {
        watched.push(element);
      }
      disconnect() {}
    }
    const saved = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = HeaderObserver as unknown as typeof IntersectionObserver;
    try {
      renderPage();
      const aside = screen.getByRole('complementary', { name: 'Book a visit' });
      expect(watched).toEqual([document.querySelector('header')]);
      report(1);
      expect(aside).toHaveAttribute('data-badge-waits');
      report(0.69);
      expect(aside).not.toHaveAttribute('data-badge-waits');
      report(0.9);
      expect(aside).toHaveAttribute('data-badge-waits');
    } finally {
      globalThis.IntersectionObserver = saved;
    }
  });
});
