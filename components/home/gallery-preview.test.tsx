import { afterEach, beforeEach, describe, expect, it, jest as jestGlobals } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { samplePhotos } from '@/lib/cms/testing/sample-photos';
import { GalleryPreview } from './gallery-preview';
import { GalleryPreviewSection } from './gallery-preview-section';
import { PREVIEW_TIMING } from './gallery-preview-state';

let reducedMotion = false;

beforeEach(() => {
  reducedMotion = false;
  jestGlobals.useFakeTimers();
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  jestGlobals.useRealTimers();
});

function renderPreview(count = 10) {
  render(<GalleryPreview photos={samplePhotos(count)} totalCount={count} allText="See all photographs" />);
  const controls = screen.getByRole('group', { name: 'Photo pages' });
  return {
    previous: within(controls).getByRole('button', { name: /^Previous/ }),
    next: within(controls).getByRole('button', { name: /^Next/ }),
    dots: within(controls).getAllByRole('button', { name: /^Page \d+ of \d+$/ }),
    shown: () => screen.getAllByRole('img').map((img) => img.getAttribute('alt')),
  };
}

function finishAnimation() {
  act(() => jestGlobals.advanceTimersByTime(PREVIEW_TIMING.leaveMs));
  act(() => jestGlobals.advanceTimersByTime(PREVIEW_TIMING.enterMs));
}

describe('GalleryPreview', () => {
  it('shows four photos a page, numbered pages, and the total count on Next', () => {
    const { next, dots, shown } = renderPreview(10);
    expect(shown()).toEqual(['Photo 1', 'Photo 2', 'Photo 3', 'Photo 4']);
    expect(dots).toHaveLength(3);
    expect(next).toHaveTextContent('10 photos');
    expect(next).toHaveAccessibleName('Next 10 photos');
  });

  it('marks the first page selected and the others not, and Previous disabled at the start', () => {
    const { previous, next, dots } = renderPreview(10);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots[1]).not.toHaveAttribute('aria-current');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');
  });

  it('moves to the next page after the leave and enter phases, with the dots in step', () => {
    const { next, dots, shown } = renderPreview(10);
    fireEvent.click(next);
    expect(screen.getAllByRole('img')[0]!.closest('ul')).toHaveAttribute('data-phase', 'leaving');
    expect(shown()[0]).toBe('Photo 1');
    finishAnimation();
    expect(shown()).toEqual(['Photo 5', 'Photo 6', 'Photo 7', 'Photo 8']);
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('shows the last, shorter page with Next disabled', () => {
    const { next, dots, shown } = renderPreview(10);
    fireEvent.click(dots[2]!);
    finishAnimation();
    expect(shown()).toEqual(['Photo 9', 'Photo 10']);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(next);
    finishAnimation();
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
  });

  it('ignores a second change while the first is animating', () => {
    const { next, dots, shown } = renderPreview(12);
    fireEvent.click(next);
    fireEvent.click(dots[2]!);
    finishAnimation();
    expect(shown()[0]).toBe('Photo 5');
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
  });

  it('changes at once when the visitor prefers reduced motion', () => {
    reducedMotion = true;
    const { next, shown } = renderPreview(10);
    fireEvent.click(next);
    expect(shown()[0]).toBe('Photo 5');
  });

  it('tells screen readers which photos are showing', () => {
    const { next } = renderPreview(10);
    fireEvent.click(next);
    finishAnimation();
    expect(screen.getByText('Showing photos 5 to 8 of 10')).toBeInTheDocument();
  });
});

describe('GalleryPreviewSection', () => {
  /** The section's title and opening words, as the home page's entry in the CMS gives them. */
  const copy = { title: 'Life at the house', lead: 'A few of our photographs.' };

  it('is left out entirely when the gallery has no photos', () => {
    const { container } = render(<GalleryPreviewSection photos={[]} copy={copy} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows at most six pages but counts every photo', () => {
    render(<GalleryPreviewSection photos={samplePhotos(40)} copy={copy} />);
    expect(screen.getAllByRole('button', { name: /^Page \d+ of 6$/ })).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Next 40 photos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all photographs (40)' })).toHaveAttribute(
      'href',
      '/gallery',
    );
  });
});
