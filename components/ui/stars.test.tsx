import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Stars } from './stars';

describe('Stars', () => {
  it.each([1, 2, 3, 4, 5])('shows %i star icons and announces them as one rating', (stars) => {
    const { container } = render(<Stars stars={stars} />);
    expect(screen.getByRole('img', { name: `${stars} out of 5 stars` })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-star]')).toHaveLength(stars);
  });

  it('keeps ratings to whole stars between none and five', () => {
    const { container, rerender } = render(<Stars stars={7} />);
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    rerender(<Stars stars={-2} />);
    expect(screen.getByRole('img', { name: '0 out of 5 stars' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-star]')).toHaveLength(0);
  });

  it('hides the individual icons from assistive technology', () => {
    const { container } = render(<Stars stars={3} />);
    for (const icon of container.querySelectorAll('svg')) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });
});
