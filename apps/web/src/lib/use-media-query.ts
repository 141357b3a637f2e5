import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now; false where there is no matchMedia (tests, old engines). */
export function mediaMatches(query: string): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.(query).matches ?? false);
}

/**
 * Whether a media query matches, following it live. For what the page should not even render
 * on a screen that would hide it: a hidden subtree still costs its whole render on a phone.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener('change', listener);
      return () => media?.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaMatches(query));
}
