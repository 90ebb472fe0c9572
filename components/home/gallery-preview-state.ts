/**
 * The home page gallery preview's state, kept apart from React so every rule can be tested on its own.
 *
 * A page change runs in two timed phases: the current photos leave (150 ms) and the new ones enter (300 ms), sliding
 * in the direction of travel. While either runs, and for the page already shown, requests are ignored. Under reduced
 * motion the page changes at once.
 */

export const PHOTOS_PER_PAGE = 4;
export const PREVIEW_TIMING = { leaveMs: 150, enterMs: 300 } as const;

/** Which way the photos move: to the left when going forward, to the right when going back. */
export type Direction = 'left' | 'right';
export type Phase = 'idle' | 'leaving' | 'entering';

export type PreviewState = {
  /** The page shown, from 0. */
  page: number;
  /** The page being moved to while leaving. */
  target: number;
  phase: Phase;
  direction: Direction;
  pageCount: number;
};

export type PreviewAction =
  { type: 'go'; page: number; reducedMotion: boolean } | { type: 'left' } | { type: 'entered' };

export function pageCountFor(photoCount: number): number {
  return Math.ceil(photoCount / PHOTOS_PER_PAGE);
}

export function initialPreviewState(photoCount: number): PreviewState {
  return { page: 0, target: 0, phase: 'idle', direction: 'left', pageCount: pageCountFor(photoCount) };
}

export function isAnimating(state: PreviewState): boolean {
  return state.phase !== 'idle';
}

export function previewReducer(state: PreviewState, action: PreviewAction): PreviewState {
  switch (action.type) {
    case 'go': {
      const { page } = action;
      const outOfRange = !Number.isInteger(page) || page < 0 || page >= state.pageCount;
      if (isAnimating(state) || page === state.page || outOfRange) return state;
      const direction: Direction = page > state.page ? 'left' : 'right';
      if (action.reducedMotion) return { ...state, page, target: page, direction, phase: 'idle' };
      return { ...state, target: page, direction, phase: 'leaving' };
    }
    case 'left':
      return state.phase === 'leaving' ? { ...state, page: state.target, phase: 'entering' } : state;
    case 'entered':
      return state.phase === 'entering' ? { ...state, phase: 'idle' } : state;
  }
}

/** The photos of a page. */
export function photosOnPage<T>(photos: readonly T[], page: number): T[] {
  return photos.slice(page * PHOTOS_PER_PAGE, (page + 1) * PHOTOS_PER_PAGE);
}

/**
 * The preview shows the first photos only (six pages); the gallery has them all. Seventy-five numbered pages would
 * help nobody on a phone.
 */
export const PREVIEW_MAX_PHOTOS = 24;
