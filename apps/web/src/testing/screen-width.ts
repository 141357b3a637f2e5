import { vi } from 'vitest';

/**
 * Gives jsdom a screen of the width: window.matchMedia answers the width queries of the
 * layout (`(min-width: …px)`, `(max-width: …px)`) as a browser that wide would, and any other
 * query as not matching. Undone by `vi.unstubAllGlobals()`.
 */
export function stubScreenWidth(width: number): void {
  const matches = (query: string) => {
    const min = /\(min-width:\s*([\d.]+)px\)/.exec(query);
    const max = /\(max-width:\s*([\d.]+)px\)/.exec(query);
    if (!min && !max) return false;
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
