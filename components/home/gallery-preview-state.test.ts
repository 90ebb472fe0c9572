import { describe, expect, it } from '@jest/globals';
import {
  initialPreviewState,
  isAnimating,
  pageCountFor,
  photosOnPage,
  PHOTOS_PER_PAGE,
  previewReducer,
  type PreviewState,
} from './gallery-preview-state';

const go = (page: number, reducedMotion = false) => ({ type: 'go' as const, page, reducedMotion });

function settle(state: PreviewState) {
  return previewReducer(previewReducer(state, { type: 'left' }), { type: 'entered' });
}

describe('gallery preview state', () => {
  it('shows four photos a page and counts pages from the photos', () => {
    expect(PHOTOS_PER_PAGE).toBe(4);
    expect(pageCountFor(0)).toBe(0);
    expect(pageCountFor(4)).toBe(1);
    expect(pageCountFor(5)).toBe(2);
    expect(photosOnPage(['a', 'b', 'c', 'd', 'e', 'f'], 1)).toEqual(['e', 'f']);
  });

  it('starts on page 0, still', () => {
    expect(initialPreviewState(10)).toMatchObject({ page: 0, phase: 'idle', pageCount: 3 });
  });

  it('moves forward in two phases, sliding left: leaving, then entering the new page, then still', () => {
    const leaving = previewReducer(initialPreviewState(12), go(1));
    expect(leaving).toMatchObject({ page: 0, target: 1, phase: 'leaving', direction: 'left' });
    expect(isAnimating(leaving)).toBe(true);
    const entering = previewReducer(leaving, { type: 'left' });
    expect(entering).toMatchObject({ page: 1, phase: 'entering' });
    expect(previewReducer(entering, { type: 'entered' })).toMatchObject({ page: 1, phase: 'idle' });
  });

  it('slides right when going back', () => {
    const onLast = settle(previewReducer(initialPreviewState(12), go(2)));
    expect(previewReducer(onLast, go(0))).toMatchObject({ direction: 'right', target: 0 });
  });

  it('ignores a change while animating', () => {
    const leaving = previewReducer(initialPreviewState(12), go(1));
    expect(previewReducer(leaving, go(2))).toBe(leaving);
    const entering = previewReducer(leaving, { type: 'left' });
    expect(previewReducer(entering, go(0))).toBe(entering);
  });

  it('ignores a change to the page already shown, or to no page at all', () => {
    const start = initialPreviewState(12);
    expect(previewReducer(start, go(0))).toBe(start);
    expect(previewReducer(start, go(3))).toBe(start);
    expect(previewReducer(start, go(-1))).toBe(start);
  });

  it('changes at once under reduced motion', () => {
    const next = previewReducer(initialPreviewState(12), go(2, true));
    expect(next).toMatchObject({ page: 2, phase: 'idle', direction: 'left' });
  });

  it('ignores stray timer events when nothing is animating', () => {
    const start = initialPreviewState(12);
    expect(previewReducer(start, { type: 'left' })).toBe(start);
    expect(previewReducer(start, { type: 'entered' })).toBe(start);
  });
});
