/** §9: the banner carousel's autoplay delay and transition. */
export const bannerAutoplayMs = 5000;
export const bannerTransitionMs = 1000;

/**
 * Embla's `duration` is not in milliseconds but a speed factor (20-60 recommended); 45 gives a
 * glide of about a second, the spec's transition.
 */
export const emblaDuration = 45;

/** How the carousel behaves with `count` banners: it loops and plays only with more than one. */
export function carouselBehaviour(count: number): {
  loop: boolean;
  autoplay: boolean;
  showControls: boolean;
} {
  const several = count > 1;
  return { loop: several, autoplay: several, showControls: several };
}

/** Whether autoplay should be running now. */
export function isAutoplayActive(state: {
  count: number;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
  pageHidden: boolean;
}): boolean {
  return (
    carouselBehaviour(state.count).autoplay &&
    !state.hovered &&
    !state.focused &&
    !state.reducedMotion &&
    !state.pageHidden
  );
}
