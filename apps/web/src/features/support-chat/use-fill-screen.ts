import { useLayoutEffect, type RefObject } from 'react';

/** Phones: where the chat fills the screen (styles/phone.css's bottom bar shows below this). */
const phoneQuery = '(max-width: 767.98px)';

/** The smallest height the panel keeps on a very short screen (the page scrolls instead). */
const minimumHeight = 320;

/**
 * On a phone, sizes the element to fill the screen from where it starts down to the bottom bar,
 * so the composer sits right above the thumb's reach instead of below the fold. What is above
 * it (the demo banner, the header with its notice line, the breadcrumb) varies by brand and
 * page, so it is measured rather than guessed; again when the screen turns or the header wraps.
 * Wider screens keep the height the style sheet gives.
 */
export function useFillScreen(target: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = target.current;
    if (!element || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(phoneQuery);
    const fit = () => {
      if (!media.matches) {
        element.style.removeProperty('height');
        return;
      }
      const top = element.getBoundingClientRect().top + window.scrollY;
      const bottomBar = document.querySelector<HTMLElement>('[data-testid="bottom-bar"]');
      const below = bottomBar?.offsetHeight ?? 0;
      const height = Math.max(minimumHeight, Math.floor(window.innerHeight - top - below));
      element.style.height = `${height}px`;
    };
    fit();
    const header = document.querySelector<HTMLElement>('.site-header');
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    if (header) observer?.observe(header);
    window.addEventListener('resize', fit);
    media.addEventListener('change', fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', fit);
      media.removeEventListener('change', fit);
    };
  }, [target]);
}
