import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether an element has come near the screen: false until it is within `margin` of the
 * viewport (half a screen by default), then true for good. A page renders what lies below the
 * fold behind it, so a phone's first visit does not build, style and lay out rows nobody has
 * scrolled to; they are built while the visitor scrolls towards them. True at once where the
 * browser has no IntersectionObserver (tests, old engines).
 */
export function useNearViewport<T extends Element>(
  margin = '50% 0px',
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
