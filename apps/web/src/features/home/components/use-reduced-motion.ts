import { useMediaQuery } from '../../../lib/use-media-query.ts';

/** Whether the visitor asked for less motion; follows the setting live. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
