import { useEffect, useRef, type DependencyList, type RefObject } from 'react';

/**
 * Measures an element whenever its box changes, from a ResizeObserver: the browser calls it
 * right after its own layout, so reading sizes there forces no extra one. Reading `scrollWidth`
 * or `scrollHeight` in an effect instead made the browser lay out the whole page in the middle
 * of React's commit, a long task on a phone's first visit. `deps` re-attach the observer (a
 * new element); without a ResizeObserver (tests, old engines) it measures in the effect.
 */
export function useResizeMeasure<T extends Element>(
  ref: RefObject<T | null>,
  measure: (element: T) => void,
  deps: DependencyList,
): void {
  const measureRef = useRef(measure);
  measureRef.current = measure;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      measureRef.current(element);
      return;
    }
    const observer = new ResizeObserver(() => measureRef.current(element));
    observer.observe(element);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide
  }, deps);
}
