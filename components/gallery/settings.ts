/** The gallery's fixed settings, from the specification: where the album's rows change, and how the viewer moves. */
export const albumBreakpoints = [300, 600, 900, 1200] as const;

export const lightboxSettings = {
  animation: { fade: 250, swipe: 500 },
  carousel: { preload: 2, padding: '16px', spacing: '30%' },
  // Swipe threshold 30 px and commit past 30% of the width are yet-another-react-lightbox's own defaults.
  controller: { closeOnPullDown: true, closeOnPullUp: true },
} as const;
