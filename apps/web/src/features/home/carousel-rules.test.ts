import { describe, expect, it } from 'vitest';
import {
  bannerAutoplayMs,
  bannerTransitionMs,
  carouselBehaviour,
  isAutoplayActive,
} from './carousel-rules.ts';

describe('banner carousel rules (§9)', () => {
  it('autoplays every 5 s with a 1 s transition', () => {
    expect(bannerAutoplayMs).toBe(5000);
    expect(bannerTransitionMs).toBe(1000);
  });

  it('loops, plays and shows controls only with more than one banner', () => {
    expect(carouselBehaviour(0)).toEqual({ loop: false, autoplay: false, showControls: false });
    expect(carouselBehaviour(1)).toEqual({ loop: false, autoplay: false, showControls: false });
    expect(carouselBehaviour(2)).toEqual({ loop: true, autoplay: true, showControls: true });
    expect(carouselBehaviour(7).loop).toBe(true);
  });

  it('pauses on hover, focus, a hidden tab and reduced motion', () => {
    const base = {
      count: 3,
      hovered: false,
      focused: false,
      reducedMotion: false,
      pageHidden: false,
    };
    expect(isAutoplayActive(base)).toBe(true);
    expect(isAutoplayActive({ ...base, hovered: true })).toBe(false);
    expect(isAutoplayActive({ ...base, focused: true })).toBe(false);
    expect(isAutoplayActive({ ...base, reducedMotion: true })).toBe(false);
    expect(isAutoplayActive({ ...base, pageHidden: true })).toBe(false);
    expect(isAutoplayActive({ ...base, count: 1 })).toBe(false);
  });
});
