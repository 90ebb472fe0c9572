import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { TeamCard } from './team-card';

describe('TeamCard', () => {
  it('makes a phone number or e-mail address an editor typed into a description a link, and the rest text', () => {
    render(
      <TeamCard
        member={{
          id: '1',
          name: 'Ada Testwell',
          role: 'Activities lead',
          description: 'Book a class on 01632 960 418 or at <b>classes@example.org</b>.',
          image: null,
        }}
      />,
    );
    expect(screen.getByRole('link', { name: '01632 960 418' })).toHaveAttribute('href', 'tel:+441632960418');
    // The address inside what looks like markup is still found, and the markup stays text.
    expect(screen.getByRole('article')).toHaveTextContent(
      'Book a class on 01632 960 418 or at <b>classes@example.org</b>.',
    );
    expect(document.querySelector('a[href="mailto:classes@example.org"]')).toHaveTextContent(
      'classes@example.org',
    );
    expect(document.querySelector('b')).toBeNull();
  });
});
