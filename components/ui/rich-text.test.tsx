import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { email, phone, text, web } from '@/lib/rich-text';
import { RunningText } from './rich-text';

describe('RunningText', () => {
  it('shows phone numbers, e-mail and web addresses in running text as links', () => {
    const { container } = render(
      <p>
        <RunningText
          value={text`Call ${phone({ display: '0303 123 1113', href: 'tel:+443031231113' })}, write to ${email(
            {
              display: 'hello@example.org',
              href: 'mailto:hello@example.org',
            },
          )} or see ${web('https://example.org/help')}.`}
        />
      </p>,
    );
    expect(screen.getByRole('link', { name: '0303 123 1113' })).toHaveAttribute('href', 'tel:+443031231113');
    // (By its href: jsdom's accessible names count a <wbr> as a space, which browsers do not.)
    const mail = container.querySelector('a[href="mailto:hello@example.org"]');
    expect(mail).toHaveTextContent(/^hello@example\.org$/);
    // A long address may break after its @ before it breaks anywhere else.
    expect(mail!.querySelector('wbr')).not.toBeNull();
    const site = screen.getByRole('link', { name: 'example.org (opens in a new tab)' });
    expect(site).toHaveAttribute('href', 'https://example.org/help');
    expect(site).toHaveAttribute('target', '_blank');
    expect(container).toHaveTextContent(
      'Call 0303 123 1113, write to hello@example.org or see example.org (opens in a new tab).',
    );
  });

  it('shows plain text as it is, as text', () => {
    const { container } = render(
      <p>
        <RunningText value="<b>not markup</b>" />
      </p>,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('<b>not markup</b>');
  });
});
