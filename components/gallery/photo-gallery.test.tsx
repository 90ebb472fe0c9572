import { afterEach, beforeEach, describe, expect, it, jest as jestGlobals } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ALBUM_PAGE_SIZE, albumPage } from '@/lib/album';
import { samplePhotos } from '@/lib/cms/testing/sample-photos';
import { PhotoGallery } from './photo-gallery';

const TOTAL = ALBUM_PAGE_SIZE + 8;

const photos = samplePhotos(TOTAL);
const page = (number: number) => albumPage(photos, number)!;

/** The next page's JSON, answered only when the test says so. */
function holdNextPage() {
  let answer: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const fetch = jestGlobals.fn<(address: string) => Promise<{ ok: boolean; json: () => Promise<unknown> }>>(
    async () => {
      await arrived;
      return { ok: true, json: async () => page(2) };
    },
  );
  window.fetch = fetch as unknown as typeof window.fetch;
  return { fetch, answer };
}

/** The slide a visitor can reach: the others, kept beside it, are inert. */
function currentSlide() {
  const viewer = screen.getByRole('dialog', { name: 'Photo viewer' });
  const [current, ...others] = within(viewer)
    .getAllByRole('group', { name: /^\d+ of \d+$/ })
    .filter((slide) => !slide.hasAttribute('inert'));
  expect(others).toHaveLength(0);
  return current!;
}

beforeEach(() => {
  jestGlobals.useFakeTimers();
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  jestGlobals.useRealTimers();
});

describe('the photo viewer', () => {
  it('moves on from the last photo loaded even when the next page arrives in the same moment as the key', async () => {
    const { fetch, answer } = holdNextPage();
    render(<PhotoGallery initial={page(1)} />);
    const last = screen.getAllByRole('link', {
      name: new RegExp(`^Open photo ${ALBUM_PAGE_SIZE} of ${TOTAL}:`),
    })[0]!;
    fireEvent.click(last);
    // The viewer's code loads on first use.
    await act(async () => {
      await jestGlobals.runOnlyPendingTimersAsync();
    });
    const viewer = await screen.findByRole('dialog', { name: 'Photo viewer' });
    expect(currentSlide()).toHaveAccessibleName(`${ALBUM_PAGE_SIZE} of ${ALBUM_PAGE_SIZE + 1}`);
    // Opening the last photo loaded asks for the next page.
    expect(fetch).toHaveBeenCalledWith('/gallery/pages/2.json');

    // The key and the next page land before React renders either: one render takes both.
    await act(async () => {
      // The viewer takes the keyboard where it put the focus.
      expect(viewer).toContainElement(document.activeElement as HTMLElement);
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
      await jestGlobals.advanceTimersByTimeAsync(0);
      answer();
      await jestGlobals.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      await jestGlobals.runOnlyPendingTimersAsync();
    });
    expect(currentSlide()).toHaveAccessibleName(`${ALBUM_PAGE_SIZE + 1} of ${TOTAL}`);
    expect(within(currentSlide()).getByRole('img')).toHaveAccessibleName(`Photo ${ALBUM_PAGE_SIZE + 1}`);
    // The move rendered before the new photos: the page it asked for had arrived, and is not asked for again.
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
